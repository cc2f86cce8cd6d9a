import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type AnyEventObject } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import type { PracticeFeedback, PracticeQuestion } from '../../../events/practice';
import { HttpError } from '../../shared/http/http-error';
import type { PracticeAnswer } from './practice-api';
import { feedback, limitReached, networkError, question, wrongFeedback } from './practice-fixtures';
import { practiceMachine, type PracticeEvent, type PracticeSnapshot } from './practice-machine';

/**
 * Every state practice can reach, each by its shortest path (xstate/graph),
 * replayed on an actor: the graph and the actor agree, and on every path the
 * page's rules hold — a question exactly while one is on screen, feedback
 * exactly in `feedback`, an error in the failed states (and in answering only
 * for a refused answer), and a sent answer that a retry resends unchanged.
 */

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });
const tick = { type: practiceMachine.getStateNodeById('practice.answering').after[0]!.eventType };

const events: AnyEventObject[] = [
  done('fetchQuestion', question()),
  failed('fetchQuestion', networkError()),
  failed('fetchQuestion', limitReached(8_700)),
  failed('fetchQuestion', new HttpError(404, 'practice.unknown_skill')),
  { type: 'response.changed', value: '12' },
  { type: 'response.changed', value: '' },
  { type: 'submit' },
  tick,
  done('submitAnswer', feedback()),
  done('submitAnswer', wrongFeedback()),
  failed('submitAnswer', networkError()),
  failed('submitAnswer', new HttpError(409, 'practice.already_answered')),
  failed('submitAnswer', new HttpError(400, 'practice.question_expired')),
  failed('submitAnswer', new HttpError(400, 'practice.response_too_long')),
  failed('submitAnswer', limitReached(8_700)),
  { type: 'retry' },
  { type: 'next' },
];

const input = { permacode: 'PC12', now: () => 0, newKey: () => 'key' };

const serializeState = (snapshot: PracticeSnapshot) =>
  JSON.stringify({
    value: snapshot.value,
    question: snapshot.context.question !== null,
    response: snapshot.context.response,
    feedback: snapshot.context.feedback?.correct ?? null,
    error: snapshot.context.errorKey,
    notice: snapshot.context.notice,
    empty: snapshot.context.emptySubmit,
  });

const paths = getShortestPaths(practiceMachine, {
  events: events as PracticeEvent[],
  input,
  serializeState: (snapshot) => serializeState(snapshot as PracticeSnapshot),
});

/** An actor whose calls never answer and whose clock never moves by itself: only the path's events move it. */
function replay(steps: readonly { event: AnyEventObject }[]) {
  const never = <T,>() => new Promise<T>(() => {});
  const machine = practiceMachine.provide({
    actors: {
      fetchQuestion: fromPromise<PracticeQuestion, { permacode: string }>(never),
      submitAnswer: fromPromise<PracticeFeedback, { permacode: string; answer: PracticeAnswer; idempotencyKey: string }>(never),
    },
  });
  const actor = createActor(machine, { clock: new SimulatedClock(), input });
  actor.start();
  for (const { event } of steps.slice(1)) actor.send(event as PracticeEvent);
  const snapshot = actor.getSnapshot();
  actor.stop();
  return snapshot;
}

describe('the practice machine, path by path', () => {
  it('finds the states a learner can meet', () => {
    expect(paths.length).toBeGreaterThan(12);
  });

  it.each(paths.map((path) => [path.steps.slice(1).map((step) => step.event.type).join(' → ') || '(start)', path] as const))('%s', (_name, path) => {
    const snapshot = replay(path.steps as { event: AnyEventObject }[]);
    expect(snapshot.value).toEqual(path.state.value);
    const { context } = snapshot;
    const onQuestion = (['answering', 'submitting', 'submitFailed', 'feedback'] as const).some((state) => snapshot.matches(state));
    if (onQuestion) expect(context.question).not.toBeNull();
    expect(context.feedback !== null).toBe(snapshot.matches('feedback'));
    // An error shows in the failed states, and in answering only for an answer the server refused as typed.
    if (snapshot.matches('loadFailed') || snapshot.matches('submitFailed')) expect(context.errorKey).not.toBeNull();
    else if (snapshot.matches('answering')) expect([null, 'practice.response_too_long']).toContain(context.errorKey);
    else expect(context.errorKey).toBeNull();
    // What is sent (and resent) is the response as typed, never an empty one.
    if (snapshot.matches('submitting') || snapshot.matches('submitFailed')) expect(context.sent?.response).toBe('12');
    if (snapshot.matches('limitReached')) expect(context.skillsInEdition).toBe(8_700);
  });

  it('reaches every state of the machine', () => {
    const leaves = getStateNodes(practiceMachine.root).filter((node) => node.type === 'atomic' || node.type === 'final');
    const unreached = leaves.filter((node) => !paths.some((path) => path.state.matches(node.key as never)));
    expect(unreached.map((node) => node.id)).toEqual([]);
  });
});
