// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error';
import { useLoad, type Loader } from './use-load';

afterEach(cleanup);

/** A load the test settles: each call's promise, by key. */
function controlledLoads() {
  const pending = new Map<string, { resolve(value: string): void; reject(error: unknown): void; signal: AbortSignal }>();
  const loaderFor =
    (key: string): Loader<string> =>
    (signal) =>
      new Promise<string>((resolve, reject) => pending.set(key, { resolve, reject, signal }));
  const settle = async (key: string, outcome: { value: string } | { error: unknown }) => {
    const call = pending.get(key)!;
    await act(async () => ('value' in outcome ? call.resolve(outcome.value) : call.reject(outcome.error)));
  };
  return { pending, loaderFor, settle };
}

describe('useLoad', () => {
  it('loads once per key, keeps the last answer as `previous` while the next key loads, and aborts the older load', async () => {
    const loads = controlledLoads();
    const { result, rerender } = renderHook(({ key }: { key: string }) => useLoad(key, loads.loaderFor(key)), { initialProps: { key: 'a' } });
    expect(result.current).toMatchObject({ status: 'loading' });
    expect(result.current).not.toHaveProperty('previous');
    await loads.settle('a', { value: 'answer a' });
    expect(result.current).toMatchObject({ status: 'loaded', data: 'answer a' });

    rerender({ key: 'b' });
    expect(result.current).toMatchObject({ status: 'loading', previous: 'answer a' });
    rerender({ key: 'c' });
    expect(loads.pending.get('b')!.signal.aborted).toBe(true);
    await loads.settle('b', { value: 'answer b' });
    expect(result.current).toMatchObject({ status: 'loading', previous: 'answer a' });
    await loads.settle('c', { value: 'answer c' });
    expect(result.current).toMatchObject({ status: 'loaded', data: 'answer c' });
  });

  it('is idle without a load, keeping the last answer; a failure says the server’s key and keeps it too; retry loads again', async () => {
    const loads = controlledLoads();
    const { result, rerender } = renderHook(({ key, ready }: { key: string; ready: boolean }) => useLoad(key, ready ? loads.loaderFor(key) : null), {
      initialProps: { key: 'a', ready: false },
    });
    expect(result.current.status).toBe('idle');
    expect(loads.pending.size).toBe(0);

    rerender({ key: 'a', ready: true });
    await loads.settle('a', { value: 'answer a' });
    rerender({ key: 'b', ready: false });
    expect(result.current).toMatchObject({ status: 'idle', previous: 'answer a' });

    rerender({ key: 'b', ready: true });
    await loads.settle('b', { error: new HttpError(403, 'reports.not_your_class') });
    expect(result.current).toMatchObject({ status: 'failed', errorKey: 'reports.not_your_class', httpStatus: 403, previous: 'answer a' });

    act(() => result.current.retry());
    expect(result.current).toMatchObject({ status: 'loading', previous: 'answer a' });
    await loads.settle('b', { value: 'answer b' });
    expect(result.current).toMatchObject({ status: 'loaded', data: 'answer b' });
  });
});
