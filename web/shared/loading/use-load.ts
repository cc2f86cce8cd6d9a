import { useEffect, useState } from 'react';
import { isHttpError, isUnexpectedResponse } from '../http/http-error';

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'loaded'; data: T }
  /** `errorKey`: the server's error key; null when there is none (a network failure, an answer that could not be read): the page says its own "could not load". */
  | { status: 'failed'; errorKey: string | null; httpStatus: number | null };

/**
 * Loads a screen's data once per `key` (and again on `retry`). A load for an
 * older key or attempt is aborted and its answer ignored, so a screen never
 * shows another key's data.
 */
export function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>): LoadState<T> & { retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const current = `${attempt}:${key}`;
  const [result, setResult] = useState<{ for: string; state: LoadState<T> } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const settle = (state: LoadState<T>) => {
      if (!controller.signal.aborted) setResult({ for: current, state });
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
  }, [current]);

  const state: LoadState<T> = result !== null && result.for === current ? result.state : { status: 'loading' };
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
