import { useCallback, useEffect, useState } from 'react';
import { HttpError } from '../../shared/http/http-error';
import { useSettling } from '../../shared/loading/settle-together';

export type Loaded<T> = { status: 'loading' } | { status: 'failed'; errorKey: string } | { status: 'loaded'; data: T };

/** The error key of a failed call, for i18n (the server's catalogue key, else the page's own). */
export function errorKeyOf(error: unknown, fallback = 'quizzes.loadFailed'): string {
  return error instanceof HttpError && error.errorKey ? error.errorKey : fallback;
}

/** Loads `load()` once and again on `reload()`; the last answer wins. */
export function useQuizLoad<T>(load: () => Promise<T>): { state: Loaded<T>; reload: () => void; set: (data: T) => void } {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setState({ status: 'loaded', data }),
      (error: unknown) => live && setState({ status: 'failed', errorKey: errorKeyOf(error) }),
    );
    return () => {
      live = false;
    };
    // `load` is fixed for a mount; `round` asks again.
  }, [round]);
  useSettling(state.status === 'loading');
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const set = useCallback((data: T) => setState({ status: 'loaded', data }), []);
  return { state, reload, set };
}
