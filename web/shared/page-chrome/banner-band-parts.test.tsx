// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBannerBandPartsStore, useBandPart, useBandSettledOnce, type BandPartState, type BannerBandPartsStore } from './banner-band-parts';

// Issue 33: on the first load the page below the band waits until the band's parts have loaded.

function Part({ state, store }: { state: BandPartState; store: BannerBandPartsStore }) {
  useBandPart('carousel', state, store);
  return null;
}

function Page({ ready, state, store, maxWaitMs = 60_000 }: { ready: boolean; state: BandPartState | null; store: BannerBandPartsStore; maxWaitMs?: number }) {
  const settled = useBandSettledOnce(ready, store, maxWaitMs);
  return (
    <>
      {state === null ? null : <Part state={state} store={store} />}
      <p data-testid="page">{settled ? 'settled' : 'waiting'}</p>
    </>
  );
}

const nextTurn = () => act(() => new Promise((done) => setTimeout(done, 5)));

afterEach(cleanup);

describe('the page waits for the band once', () => {
  it('waits while a part is pending, settles when none is, and stays settled when a part loads again', async () => {
    const store = createBannerBandPartsStore();
    const { rerender } = render(<Page ready state="pending" store={store} />);
    await nextTurn();
    expect(screen.getByTestId('page')).toHaveTextContent('waiting');
    rerender(<Page ready state="shown" store={store} />);
    await nextTurn();
    expect(screen.getByTestId('page')).toHaveTextContent('settled');
    rerender(<Page ready state="pending" store={store} />);
    await nextTurn();
    expect(screen.getByTestId('page')).toHaveTextContent('settled');
  });

  it('does not settle before the parts are mounted (the session unknown), and settles at once without parts', async () => {
    const store = createBannerBandPartsStore();
    const { rerender } = render(<Page ready={false} state={null} store={store} />);
    await nextTurn();
    expect(screen.getByTestId('page')).toHaveTextContent('waiting');
    rerender(<Page ready state={null} store={store} />);
    await nextTurn();
    expect(screen.getByTestId('page')).toHaveTextContent('settled');
  });

  it('settles after the longest wait when a part never ends loading (the page clock moved by hand)', async () => {
    vi.useFakeTimers();
    try {
      const store = createBannerBandPartsStore();
      render(<Page ready state="pending" store={store} maxWaitMs={2_500} />);
      await act(() => vi.advanceTimersByTimeAsync(2_499));
      expect(screen.getByTestId('page')).toHaveTextContent('waiting');
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(screen.getByTestId('page')).toHaveTextContent('settled');
    } finally {
      vi.useRealTimers();
    }
  });
});
