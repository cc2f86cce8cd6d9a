import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { QrmCurrentQuestion } from '../../../events/instant-review';
import { HttpError } from '../../shared/http/http-error';
import { reviewPageMachine, type ReviewCommand } from './review-page-machine';

const view = (questionNumber: number, answered = 0): QrmCurrentQuestion => ({
  qrmSessionId: 'qrm1',
  viewer: 'teacher',
  status: 'open',
  endedReason: null,
  teacherDisplayName: 'Ms. Rivera',
  skill: { skillId: 'AAA1', code: 'A.3', name: 'Place value', level: 2 },
  question: { questionKey: `qrm1.${questionNumber}`, questionNumber, level: 2, prompt: '2 + 2 = ?', answerType: 'number', choices: null, art: null },
  tally: { invited: 2, answered, correct: 0 },
  myResponse: null,
  skills: [],
  correctAnswer: '4',
  explanation: '',
  commonWrongAnswers: [],
  answers: [],
});

function start() {
  const server = { view: view(1), fetches: 0, commands: [] as ReviewCommand[], fail: null as Error | null, release: null as (() => void) | null };
  const machine = reviewPageMachine.provide({
    actors: {
      fetchView: fromPromise(async () => {
        server.fetches += 1;
        return server.view;
      }),
      runCommand: fromPromise(async ({ input }: { input: { qrmSessionId: string; view: QrmCurrentQuestion; command: ReviewCommand } }) => {
        server.commands.push(input.command);
        await new Promise<void>((resolve) => (server.release = resolve));
        if (server.fail) throw server.fail;
        server.view = view(server.view.question.questionNumber + 1);
        return server.view;
      }),
    },
  });
  const actor = createActor(machine, { input: { qrmSessionId: 'qrm1' }, clock: new SimulatedClock() });
  actor.start();
  return { actor, server };
}

describe('the review page', () => {
  it('loads the session’s current question', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().context.view?.question.questionNumber).toBe(1);
  });

  it('a push refreshes it (the teacher’s tally, live)', async () => {
    const { actor, server } = start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    server.view = view(1, 2);
    actor.send({ type: 'refresh' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.view?.tally.answered === 2);
  });

  it('a command answers the new view; a push meanwhile is not lost (refreshed after)', async () => {
    const { actor, server } = start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'command', command: { kind: 'jump', numLevelsToJump: 1 } });
    expect(actor.getSnapshot().matches({ ready: 'acting' })).toBe(true);
    actor.send({ type: 'refresh' });
    const fetchesBefore = server.fetches;
    server.release!();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && server.fetches > fetchesBefore);
    expect(actor.getSnapshot().context.view?.question.questionNumber).toBe(2);
    expect(server.commands).toEqual([{ kind: 'jump', numLevelsToJump: 1 }]);
  });

  it('a failed command keeps the view and says why', async () => {
    const { actor, server } = start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    server.fail = new HttpError(409, 'instant_review.stale_question');
    actor.send({ type: 'command', command: { kind: 'jump', numLevelsToJump: 0 } });
    server.release!();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('instant_review.stale_question');
    expect(actor.getSnapshot().context.view?.question.questionNumber).toBe(1);
  });
});
