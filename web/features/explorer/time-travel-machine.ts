import { assign, fromPromise, setup } from 'xstate';
import type { TimeTravelComparison, TimeTravelSnapshot } from '../../../events/explorer';
import { fetchComparison, fetchSnapshot, type TimeTravelRequest } from './explorer-api';

/** How long to wait between two looks at a replay still running. */
export const TIME_TRAVEL_POLL_MS = 500;

export type TimeTravelResult = { kind: 'snapshot'; snapshot: TimeTravelSnapshot } | { kind: 'comparison'; comparison: TimeTravelComparison };

const finished = (result: TimeTravelResult) =>
  result.kind === 'snapshot' ? result.snapshot.state !== 'running' : result.comparison.before.state !== 'running' && result.comparison.after.state !== 'running';

/** Progress of a result as done/total (both snapshots of a comparison together). */
export function progressOf(result: TimeTravelResult | null): { done: number; total: number } {
  if (!result) return { done: 0, total: 0 };
  const snapshots = result.kind === 'snapshot' ? [result.snapshot] : [result.comparison.before, result.comparison.after];
  return { done: snapshots.reduce((sum, s) => sum + s.done, 0), total: snapshots.reduce((sum, s) => sum + s.total, 0) };
}

/**
 * Time travel: ask the server for a read model at a point (or two, compared);
 * while the replay runs, ask again every TIME_TRAVEL_POLL_MS and show its
 * progress; then show the rows (or the diff).
 */
export const timeTravelMachine = setup({
  types: {
    context: {} as { request: TimeTravelRequest | null; result: TimeTravelResult | null; errorKey: string | null },
    events: {} as { type: 'build'; request: TimeTravelRequest } | { type: 'reset' },
  },
  actors: {
    look: fromPromise<TimeTravelResult, TimeTravelRequest>(async ({ input, signal }) =>
      input.compareWith
        ? { kind: 'comparison', comparison: await fetchComparison({ ...input, compareWith: input.compareWith }, { signal }) }
        : { kind: 'snapshot', snapshot: await fetchSnapshot(input, { signal }) },
    ),
  },
  guards: {
    isFinished: (_, result: TimeTravelResult) => finished(result),
  },
  actions: {
    keepResult: assign({ result: (_, result: TimeTravelResult) => result }),
  },
}).createMachine({
  id: 'timeTravel',
  context: { request: null, result: null, errorKey: null },
  initial: 'idle',
  on: {
    build: { target: '.looking', actions: assign({ request: ({ event }) => event.request, result: null, errorKey: null }) },
    reset: { target: '.idle', actions: assign({ request: null, result: null, errorKey: null }) },
  },
  states: {
    idle: {},
    looking: {
      invoke: {
        src: 'look',
        input: ({ context }) => context.request!,
        onDone: [
          { guard: { type: 'isFinished', params: ({ event }) => event.output }, target: 'shown', actions: { type: 'keepResult', params: ({ event }) => event.output } },
          { target: 'building', actions: { type: 'keepResult', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'failed',
          actions: assign({ errorKey: ({ event }) => (event.error as { errorKey?: string }).errorKey ?? 'explorer.timeTravel.failed' }),
        },
      },
    },
    building: { after: { [TIME_TRAVEL_POLL_MS]: 'looking' } },
    shown: {},
    failed: {},
  },
});
