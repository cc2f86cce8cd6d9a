import { useEffect, useState } from 'react';
import { isHttpError, isUnexpectedResponse } from '../http/http-error';
import { useSettling } from './settle-together';

/**
 * `previous` (loading, failed, idle): the last answer that loaded, for an
 * earlier key or attempt — for a screen that keeps it, busy, while the next
 * loads, or keeps what it offers (a report's filter options); absent before
 * the first.
 */
export type LoadState<T> =
  | { status: 'loading'; previous?: T }
  | { status: 'loaded'; data: T }
  /** `errorKey`: the server's error key; null when there is none (a network failure, an answer that could not be read): the page says its own "could not load". */
  | { status: 'failed'; errorKey: string | null; httpStatus: number | null; previous?: T };

/** Nothing to load yet (the screen's filters are not complete). */
export interface IdleState<T> {
  status: 'idle';
  previous?: T;
}

export type Loader<T> = (signal: AbortSignal) => Promise<T>;
export type Loading<T> = LoadState<T> & { retry(): void };

/**
 * Loads a screen's data once per `key` (and again on `retry`). A load for an
 * older key or attempt is aborted and its answer ignored, so a screen never
 * shows another key's data as this key's (only as `previous`).
 * `load` null: nothing to load yet (idle) — a report whose filters are not
 * complete.
 */
export function useLoad<T>(key: string, load: Loader<T>): Loading<T>;
export function useLoad<T>(key: string, load: Loader<T> | null): Loading<T> | (IdleState<T> & { retry(): void });
export function useLoad<T>(key: string, load: Loader<T> | null): Loading<T> | (IdleState<T> & { retry(): void }) {
  const [attempt, setAttempt] = useState(0);
  const current = `${attempt}:${key}`;
  const idle = load === null;
  const [result, setResult] = useState<{ for: string; state: LoadState<T>; lastLoaded: { data: T } | null } | null>(null);

  useEffect(() => {
    if (load === null) return;
    const controller = new AbortController();
    const settle = (state: LoadState<T>) => {
      if (controller.signal.aborted) return;
      setResult((before) => ({ for: current, state, lastLoaded: state.status === 'loaded' ? { data: state.data } : (before?.lastLoaded ?? null) }));
    };
    load(controller.signal).then(
      (data) => settle({ status: 'loaded', data }),
      (error: unknown) =>
        settle(
          isHttpError(error) && !isUnexpectedResponse(error)
            ? { status: 'failed', errorKey: error.errorKey, httpStatus: error.status }
            : { status: 'failed', errorKey: null, httpStatus: null },
        ),
    );
    return () => controller.abort();
    // `load` belongs to `key`: a new function for the same key loads nothing new.
  }, [current, idle]);

  // Issue 33: a section inside <SettleTogether> appears with the others once its data is here.
  useSettling(!idle && (result === null || result.for !== current));
  const retry = () => setAttempt((n) => n + 1);
  const previous = result?.lastLoaded ? { previous: result.lastLoaded.data } : {};
  if (idle) return { status: 'idle', ...previous, retry };
  if (result === null || result.for !== current) return { status: 'loading', ...previous, retry };
  return result.state.status === 'failed' ? { ...result.state, ...previous, retry } : { ...result.state, retry };
}
