import { useCallback, useEffect, useRef, useState } from 'react';
import { HttpError } from '../http/http-error';
import type { DateRangeValue } from './date-range-picker';

export type ReportPhase = 'loading' | 'ready' | 'failed';

/**
 * A report's data, loaded again whenever `key` changes (the filters as a
 * string); an older answer arriving late is dropped. `load` null: nothing to
 * load yet (a custom range half filled in, no class chosen).
 */
export function useReportData<T>(key: string, load: ((signal: AbortSignal) => Promise<T>) | null) {
  const [state, setState] = useState<{ phase: ReportPhase; data: T | null; errorKey: string | null }>({ phase: 'loading', data: null, errorKey: null });
  const loadRef = useRef(load);
  loadRef.current = load;
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const current = loadRef.current;
    if (current === null) return;
    const controller = new AbortController();
    setState((previous) => ({ ...previous, phase: 'loading', errorKey: null }));
    current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ phase: 'ready', data, errorKey: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ phase: 'failed', data: null, errorKey: error instanceof HttpError ? error.errorKey : null });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}

/** A report's query string: the range (and its days when custom), then the given fields, empty ones left out. */
export function reportSearch(range: DateRangeValue, fields: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) if (value !== null && value !== undefined && value !== '') search.set(name, String(value));
  search.set('range', range.range);
  if (range.range === 'custom') {
    if (range.from) search.set('from', range.from);
    if (range.to) search.set('to', range.to);
  }
  return search.toString();
}
