import { assign, fromPromise, setup } from 'xstate';
import { isHttpError, isUnexpectedResponse, UNEXPECTED_ERROR_KEY } from '../../shared/http/http-error';
import { searchPageHref, type SearchAddress } from './search-address';
import { fetchResultsPage, type ResultsPage } from './search-results-api';

/**
 * The results page's flow: no query → `noQuery`; otherwise `loading` →
 * `loaded` | `failed`. A new address (search, filters, page) loads again; the
 * previous request is aborted. The last page loaded stays shown while the
 * next one loads, so the filters keep their counts.
 */

export interface SearchResultsContext {
  address: SearchAddress;
  page: ResultsPage | null;
  /** The i18n key of the failure (`searchResults.loadFailed` for a body we cannot read). */
  errorKey: string | null;
}

export type SearchResultsEvent = { type: 'address.changed'; address: SearchAddress } | { type: 'retry' };

export const searchResultsMachine = setup({
  types: {
    context: {} as SearchResultsContext,
    events: {} as SearchResultsEvent,
    input: {} as { address: SearchAddress },
  },
  actors: {
    fetchPage: fromPromise<ResultsPage, SearchAddress>(({ input, signal }) => fetchResultsPage(input, { signal })),
  },
  guards: {
    hasQuery: ({ context }) => context.address.q !== '',
    isNewAddress: ({ context, event }) => event.type === 'address.changed' && searchPageHref(event.address) !== searchPageHref(context.address),
  },
  actions: {
    takeAddress: assign({ address: ({ context, event }) => (event.type === 'address.changed' ? event.address : context.address) }),
  },
}).createMachine({
  id: 'searchResults',
  context: ({ input }) => ({ address: input.address, page: null, errorKey: null }),
  initial: 'choosing',
  on: {
    'address.changed': { guard: 'isNewAddress', target: '.choosing', actions: 'takeAddress' },
  },
  states: {
    choosing: {
      always: [{ guard: 'hasQuery', target: 'loading' }, { target: 'noQuery' }],
    },
    noQuery: {},
    loading: {
      invoke: {
        src: 'fetchPage',
        input: ({ context }) => context.address,
        onDone: { target: 'loaded', actions: assign({ page: ({ event }) => event.output, errorKey: null }) },
        onError: {
          target: 'failed',
          actions: assign({
            errorKey: ({ event }) => (isHttpError(event.error) && event.error.errorKey !== UNEXPECTED_ERROR_KEY && !isUnexpectedResponse(event.error) ? event.error.errorKey : 'searchResults.loadFailed'),
          }),
        },
      },
    },
    loaded: {},
    failed: {
      on: { retry: 'loading' },
    },
  },
});
