import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { readSearchAddress, type SearchAddress } from './search-address';
import type { ResultsPage } from './search-results-api';
import { searchResultsMachine } from './search-results-machine';

function start(search: string) {
  const requests: { address: SearchAddress; signal: AbortSignal; resolve(page: ResultsPage): void }[] = [];
  const machine = searchResultsMachine.provide({
    actors: {
      fetchPage: fromPromise<ResultsPage, SearchAddress>(
        ({ input, signal }) => new Promise((resolve) => requests.push({ address: input, signal, resolve })),
      ),
    },
  });
  const actor = createActor(machine, { input: { address: readSearchAddress(search) } }).start();
  const go = (next: string) => actor.send({ type: 'address.changed', address: readSearchAddress(next) });
  return { actor, requests, go };
}

const pageOf = (address: SearchAddress) =>
  ({ q: address.q, filters: [], page: address.page, pageSize: 24, counts: {}, skillCodeMatches: [], results: [], trackingId: 't' }) as unknown as ResultsPage;

describe('the results page flow', () => {
  it('waits for a query', () => {
    const { actor, requests, go } = start('?q=');
    expect(actor.getSnapshot().value).toBe('noQuery');
    go('?q=fractions');
    expect(actor.getSnapshot().value).toBe('loading');
    expect(requests).toHaveLength(1);
  });

  it('loads the address, aborts the previous load when the address changes, and ignores the same address', async () => {
    const { actor, requests, go } = start('?q=fractions');
    go('?q=fractions&page=1');
    expect(requests).toHaveLength(1);
    go('?q=fractions&page=2');
    expect(requests[0]!.signal.aborted).toBe(true);
    expect(requests[1]!.address.page).toBe(2);
    requests[1]!.resolve(pageOf(requests[1]!.address));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context.page?.page).toBe(2);
  });
});
