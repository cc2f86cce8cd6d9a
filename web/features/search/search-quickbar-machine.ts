import { assign, fromPromise, raise, setup, type SnapshotFrom } from 'xstate';
import { errorOf } from '../../shared/http/error-of';
import { isHttpError, isUnexpectedResponse, UNEXPECTED_ERROR_KEY } from '../../shared/http/http-error';
import { layoutDropdown, MIN_LINES, type DropdownLayout } from './search-quickbar-layout';
import { HIDDEN_DROPDOWN, reduceDropdown, type DropdownContext, type DropdownEvent, type DropdownState, type KeyPress } from './search-quickbar-model';
import { fetchQuickbarResults, QUICKBAR_MAX_LINES, searchablePhrase, type QuickbarResponse } from './search-quickbar-api';

/**
 * The header skill search (spec §4, §5): two parallel regions.
 * - `phrase`: idle ⇄ debouncing. Each change of the input (re)starts a 100 ms
 *   timer; when it fires, a request starts only if the trimmed phrase has 2 or
 *   more characters and differs from the last phrase requested.
 * - `request`: idle ⇄ fetching. A new request re-enters `fetching`, which stops
 *   the previous fetch actor and so aborts its HTTP request (its signal).
 * The dropdown (shown/hidden, active option) is `search-quickbar-model.ts`'s reducer
 * over the context; an answer or a failure shows it.
 */

export const DEBOUNCE_MS = 100;

/** What the dropdown shows instead of results when the search failed. */
export type SearchFailure = { kind: 'parse' } | { kind: 'request'; errorKey: string };

export interface SearchQuickbarContext {
  /** The input's value, as typed. */
  value: string;
  /** The trimmed phrase of the last request started (null: none, or it failed). */
  requestedPhrase: string | null;
  answer: QuickbarResponse | null;
  /** The phrase `answer` was found for. */
  answeredPhrase: string;
  failure: SearchFailure | null;
  /** Lines that fit below the input (measured by the component). */
  lineBudget: number;
  dropdown: DropdownState;
}

export type SearchQuickbarEvent =
  | { type: 'input.changed'; value: string }
  | { type: 'input.clicked' }
  | { type: 'key.pressed'; press: KeyPress }
  /** An outside click, or the search led away (a result or the more-results link followed). */
  | { type: 'dropdown.dismissed' }
  | { type: 'lines.measured'; lineBudget: number }
  | { type: 'request' };

export interface FetchInput {
  phrase: string;
}

/** The dropdown's entries for a context (the component renders the same layout). */
export function dropdownLayout(context: SearchQuickbarContext): DropdownLayout {
  return layoutDropdown(context.answer, context.answeredPhrase, context.lineBudget);
}

export function dropdownContext(context: SearchQuickbarContext): DropdownContext {
  return {
    optionCount: dropdownLayout(context).options.length,
    canShow: (context.answer !== null || context.failure !== null) && context.value.trim() !== '',
  };
}

const reduce = (context: SearchQuickbarContext, event: DropdownEvent, next: Partial<SearchQuickbarContext> = {}): DropdownState => {
  const updated = { ...context, ...next };
  return reduceDropdown(context.dropdown, event, dropdownContext(updated));
};

/** An answer shows the dropdown, unless the input was emptied meanwhile. */
const showAnswer = (context: SearchQuickbarContext): DropdownState =>
  context.value.trim() === '' ? HIDDEN_DROPDOWN : reduce(context, { type: 'answered' });

export const searchQuickbarMachine = setup({
  types: {
    context: {} as SearchQuickbarContext,
    events: {} as SearchQuickbarEvent,
  },
  actors: {
    fetchResults: fromPromise<QuickbarResponse, FetchInput>(({ input, signal }) => fetchQuickbarResults(input.phrase, { signal })),
  },
  delays: {
    debounce: DEBOUNCE_MS,
  },
  guards: {
    phraseChanged: ({ context }) => {
      const phrase = searchablePhrase(context.value);
      return phrase !== null && phrase !== context.requestedPhrase;
    },
  },
  actions: {
    takeValue: assign(({ context, event }) => {
      if (event.type !== 'input.changed') return {};
      return { value: event.value, dropdown: reduce(context, { type: 'typed', value: event.value }, { value: event.value }) };
    }),
    rememberRequestedPhrase: assign({ requestedPhrase: ({ context }) => searchablePhrase(context.value) }),
    startRequest: raise({ type: 'request' }),
    takeAnswer: assign(({ context }, answer: QuickbarResponse) => {
      const next = { ...context, answer, answeredPhrase: context.requestedPhrase ?? '', failure: null };
      return { answer, answeredPhrase: next.answeredPhrase, failure: null, dropdown: showAnswer(next) };
    }),
    takeFailure: assign(({ context }, error: unknown) => {
      const failure: SearchFailure =
        isUnexpectedResponse(error)
          ? { kind: 'parse' }
          : { kind: 'request', errorKey: isHttpError(error) ? error.errorKey : UNEXPECTED_ERROR_KEY };
      // Forgetting the phrase lets the same phrase be tried again.
      const next = { ...context, answer: null, failure, requestedPhrase: null };
      return { answer: null, failure, requestedPhrase: null, dropdown: showAnswer(next) };
    }),
    pressKey: assign({
      dropdown: ({ context, event }) => (event.type === 'key.pressed' ? reduce(context, { type: 'key', press: event.press }) : context.dropdown),
    }),
    clickInput: assign({
      dropdown: ({ context }) => reduce(context, { type: 'inputClicked', value: context.value, hasResult: context.answer !== null }),
    }),
    hide: assign({ dropdown: ({ context }) => reduce(context, { type: 'outsideClick' }) }),
    takeLineBudget: assign(({ context, event }) => {
      if (event.type !== 'lines.measured') return {};
      const lineBudget = Math.max(MIN_LINES, event.lineBudget);
      return { lineBudget, dropdown: reduce(context, { type: 'relaid' }, { lineBudget }) };
    }),
  },
}).createMachine({
  id: 'skillSearch',
  type: 'parallel',
  context: {
    value: '',
    requestedPhrase: null,
    answer: null,
    answeredPhrase: '',
    failure: null,
    // Until measured: the 12 result lines plus their headers and the more-results link.
    lineBudget: QUICKBAR_MAX_LINES * 2,
    dropdown: HIDDEN_DROPDOWN,
  },
  on: {
    'input.clicked': { actions: 'clickInput' },
    'key.pressed': { actions: 'pressKey' },
    'dropdown.dismissed': { actions: 'hide' },
    'lines.measured': { actions: 'takeLineBudget' },
  },
  states: {
    phrase: {
      initial: 'idle',
      // The transitions stay inside this region: re-entering the region itself
      // would also re-enter `request` and stop an in-flight fetch.
      states: {
        idle: {
          on: { 'input.changed': { target: 'debouncing', actions: 'takeValue' } },
        },
        debouncing: {
          on: { 'input.changed': { target: 'debouncing', reenter: true, actions: 'takeValue' } },
          after: {
            debounce: [
              { guard: 'phraseChanged', target: 'idle', actions: ['rememberRequestedPhrase', 'startRequest'] },
              { target: 'idle' },
            ],
          },
        },
      },
    },
    request: {
      initial: 'idle',
      states: {
        idle: {
          on: { request: 'fetching' },
        },
        fetching: {
          // A new request re-enters: the running fetch actor stops and its request is aborted.
          on: { request: { target: 'fetching', reenter: true } },
          invoke: {
            src: 'fetchResults',
            input: ({ context }) => ({ phrase: context.requestedPhrase ?? '' }),
            onDone: { target: 'idle', actions: { type: 'takeAnswer', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: { type: 'takeFailure', params: errorOf } },
          },
        },
      },
    },
  },
});

export type SearchQuickbarSnapshot = SnapshotFrom<typeof searchQuickbarMachine>;
