import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { HttpError } from '../../shared/http/http-error';
import type { AnswerResult, RoomView } from './same-question-mode-api';
import { roomQuestion, roomView } from './same-question-mode-fixtures';
import { END_GRACE_MS, studentRoomMachine } from './student-room-machine';

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

const START = Date.parse('2026-11-23T14:00:00.000Z');

interface FakeServer {
  view: RoomView;
  joinError: Error | null;
  answer: (questionNumber: number, guesses: string[]) => AnswerResult;
}

function start(view: RoomView = roomView(), joinError: Error | null = null) {
  const clock = new SimulatedClock();
  const server: FakeServer = { view, joinError, answer: () => ({ correct: true, points: 10 }) };
  const calls: string[] = [];
  let keys = 0;
  const machine = studentRoomMachine.provide({
    actors: {
      join: fromPromise(async ({ input }: { input: { roomId: string } }) => {
        calls.push(`join ${input.roomId}`);
        if (server.joinError) throw server.joinError;
        return server.view;
      }),
      fetchState: fromPromise(async () => {
        calls.push('state');
        return server.view;
      }),
      submitAnswer: fromPromise(async ({ input }: { input: { roomId: string; questionNumber: number; guesses: string[]; idempotencyKey: string } }) => {
        calls.push(`answer ${input.questionNumber} ${input.guesses.join('|')} ${input.idempotencyKey}`);
        const result = server.answer(input.questionNumber, input.guesses);
        server.view = { ...server.view, myAnswer: { guesses: input.guesses, ...result } };
        return result;
      }),
    },
    actions: { logRefreshFailure: () => undefined },
  });
  const actor = createActor(machine, { clock, input: { roomId: 'r_room1', now: () => START + clock.now(), newKey: () => `key-${++keys}` } });
  actor.start();
  const phase = () => {
    const value = actor.getSnapshot().value;
    return typeof value === 'object' && 'room' in value ? (value.room as { phase: string }).phase : value;
  };
  return { actor, clock, server, calls, phase };
}

describe('a student in a room', () => {
  it('joins, answers the question, and waits with the answer for the reveal', async () => {
    const { actor, calls, phase } = start();
    await waitFor(actor, () => phase() === 'answering');
    expect(calls).toEqual(['join r_room1']);
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.emptySubmit).toBe(true);
    actor.send({ type: 'response.changed', value: ' 12 ' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => phase() === 'answered' && s.matches({ room: { sync: 'idle' } }));
    // The answer, then the state again (the class's progress changed).
    expect(calls).toEqual(['join r_room1', 'answer 1 12 key-1', 'state']);
    expect(actor.getSnapshot().context.view?.myAnswer).toEqual({ guesses: ['12'], correct: true, points: 10 });
  });

  it('after a reload lands on the current question with the own answer intact', async () => {
    const { actor, phase } = start(roomView({ myAnswer: { guesses: ['11'], correct: false, points: 0 } }));
    await waitFor(actor, () => phase() === 'answered');
    expect(actor.getSnapshot().context.view?.myAnswer?.guesses).toEqual(['11']);
  });

  it('shows a posed question at once, with a fresh answer and key', async () => {
    const { actor, phase, calls } = start();
    await waitFor(actor, () => phase() === 'answering');
    actor.send({ type: 'response.changed', value: '12' });
    actor.send({ type: 'submit' });
    await waitFor(actor, () => phase() === 'answered');
    actor.send({ type: 'question.pushed', question: roomQuestion({ questionNumber: 2, prompt: 'What is 8 + 5?' }) });
    expect(phase()).toBe('answering');
    expect(actor.getSnapshot().context.view?.question?.prompt).toBe('What is 8 + 5?');
    expect(actor.getSnapshot().context.draft).toMatchObject({ questionNumber: 2, response: '' });
    // A late or repeated push of an older question changes nothing.
    actor.send({ type: 'question.pushed', question: roomQuestion({ questionNumber: 1 }) });
    expect(actor.getSnapshot().context.view?.question?.questionNumber).toBe(2);
    actor.send({ type: 'response.changed', value: '13' });
    actor.send({ type: 'submit' });
    await waitFor(actor, () => phase() === 'answered');
    expect(calls.filter((call) => call.startsWith('answer'))).toEqual(['answer 1 12 key-1', 'answer 2 13 key-2']);
  });

  it('keeps the answer being typed when the state is refreshed for the same question', async () => {
    const { actor, phase } = start();
    await waitFor(actor, () => phase() === 'answering');
    actor.send({ type: 'response.changed', value: '1' });
    actor.send({ type: 'refresh' });
    await waitFor(actor, (s) => s.matches({ room: { sync: 'idle' } }));
    expect(phase()).toBe('answering');
    expect(actor.getSnapshot().context.draft?.response).toBe('1');
  });

  it('shows the revealed answer for the current question only', async () => {
    const { actor, phase, server } = start();
    await waitFor(actor, () => phase() === 'answering');
    actor.send({ type: 'revealed.pushed', questionNumber: 7, correctAnswer: '99', explanation: '' });
    expect(phase()).toBe('answering');
    server.view = { ...server.view, revealed: { correctAnswer: '12', explanation: 'Add the ones.' } };
    actor.send({ type: 'revealed.pushed', questionNumber: 1, correctAnswer: '12', explanation: 'Add the ones.' });
    expect(phase()).toBe('revealed');
    expect(actor.getSnapshot().context.view?.revealed).toEqual({ correctAnswer: '12', explanation: 'Add the ones.' });
  });

  it('follows pause, resume and the end through the refreshed state', async () => {
    const { actor, phase, server } = start();
    await waitFor(actor, () => phase() === 'answering');
    server.view = { ...server.view, status: 'paused' };
    actor.send({ type: 'refresh' });
    await waitFor(actor, () => phase() === 'paused');
    server.view = { ...server.view, status: 'open' };
    actor.send({ type: 'refresh' });
    await waitFor(actor, () => phase() === 'answering');
    server.view = { ...server.view, status: 'ended', endedReason: 'teacher', summary: { questionsPosed: 1, answered: 0, correct: 0 } };
    actor.send({ type: 'refresh' });
    await waitFor(actor, () => phase() === 'ended');
  });

  it('fetches again after a fetch when pushes came meanwhile', async () => {
    const { actor, calls, phase } = start();
    await waitFor(actor, () => phase() === 'answering');
    actor.send({ type: 'refresh' });
    actor.send({ type: 'refresh' });
    actor.send({ type: 'refresh' });
    await waitFor(actor, (s) => s.matches({ room: { sync: 'idle' } }));
    await settle();
    expect(calls.filter((call) => call === 'state')).toHaveLength(2);
  });

  it('asks the server again when the room’s end time has passed', async () => {
    const { actor, clock, calls, phase, server } = start(roomView({ endsAt: new Date(START + 60_000).toISOString() }));
    await waitFor(actor, () => phase() === 'answering');
    clock.increment(60_000 + END_GRACE_MS - 1);
    await settle();
    expect(calls).not.toContain('state');
    server.view = { ...server.view, status: 'ended', endedReason: 'time', summary: { questionsPosed: 1, answered: 0, correct: 0 } };
    clock.increment(1);
    await settle();
    expect(calls).toContain('state');
    expect(phase()).toBe('ended');
  });

  it('refetches when the answer was refused because the room moved on', async () => {
    const { actor, phase, server, calls } = start();
    await waitFor(actor, () => phase() === 'answering');
    server.answer = () => {
      throw new HttpError(409, 'same_question_mode.not_current_question');
    };
    server.view = { ...server.view, question: roomQuestion({ questionNumber: 2 }) };
    actor.send({ type: 'response.changed', value: '12' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.context.view?.question?.questionNumber === 2);
    expect(calls).toContain('state');
    expect(phase()).toBe('answering');
    expect(actor.getSnapshot().context.draft).toMatchObject({ questionNumber: 2, response: '' });
  });

  it('keeps the answer and its key after a network failure, to send again', async () => {
    const { actor, phase, server, calls } = start();
    await waitFor(actor, () => phase() === 'answering');
    let fail = true;
    server.answer = () => {
      if (fail) throw new HttpError(0, 'app.error.network');
      return { correct: true, points: 10 };
    };
    actor.send({ type: 'response.changed', value: '12' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.context.errorKey === 'app.error.network');
    expect(phase()).toBe('answering');
    fail = false;
    actor.send({ type: 'submit' });
    await waitFor(actor, () => phase() === 'answered');
    expect(calls.filter((call) => call.startsWith('answer'))).toEqual(['answer 1 12 key-1', 'answer 1 12 key-1']);
  });

  it('says why when it may not join, and joins on retry', async () => {
    const { actor, server, calls, phase } = start(roomView(), new HttpError(403, 'same_question_mode.not_invited'));
    await waitFor(actor, (s) => s.matches('joinFailed'));
    expect(actor.getSnapshot().context.errorKey).toBe('same_question_mode.not_invited');
    server.joinError = null;
    actor.send({ type: 'retry' });
    await waitFor(actor, () => phase() === 'answering');
    expect(calls).toEqual(['join r_room1', 'join r_room1']);
  });
});
