import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { HttpError } from '../../shared/http/http-error';
import type { RoomView } from './same-question-mode-api';
import { roomQuestion, teacherView } from './same-question-mode-fixtures';
import { teacherRoomMachine, type CommandInput } from './teacher-room-machine';

function start(view: RoomView = teacherView()) {
  const server = { view, commandError: null as Error | null };
  const calls: string[] = [];
  const machine = teacherRoomMachine.provide({
    actors: {
      fetchState: fromPromise(async () => {
        calls.push('state');
        return server.view;
      }),
      sendCommand: fromPromise(async ({ input }: { input: CommandInput }) => {
        const { command } = input;
        calls.push(command.kind === 'pose' ? `pose ${input.questionNumber + 1} jump ${command.numLevelsToJump}` : `${command.kind} ${input.questionNumber}`);
        if (server.commandError) throw server.commandError;
        if (command.kind === 'pose') {
          server.view = { ...server.view, question: roomQuestion({ questionNumber: input.questionNumber + 1, level: 1 + command.numLevelsToJump }), revealed: null };
          return null;
        }
        if (command.kind === 'reveal') server.view = { ...server.view, revealed: { correctAnswer: '12', explanation: 'Add.' } };
        if (command.kind === 'pause') server.view = { ...server.view, status: 'paused' };
        if (command.kind === 'resume') server.view = { ...server.view, status: 'open' };
        return server.view;
      }),
    },
    actions: { logRefreshFailure: () => undefined },
  });
  const actor = createActor(machine, { input: { roomId: 'r_room1' } });
  actor.start();
  const idle = () => waitFor(actor, (s) => s.matches({ room: { command: 'idle', sync: 'idle' } }));
  return { actor, server, calls, idle };
}

describe('the teacher’s room page', () => {
  it('loads the room and refreshes it on pushes (answers, joins), fetching once more when pushes came meanwhile', async () => {
    const { actor, calls, server, idle } = start();
    await waitFor(actor, (s) => s.matches('room'));
    server.view = {
      ...server.view,
      answers: server.view.answers!.map((row) => (row.studentUserId === 'u_ava_b' ? { ...row, answered: true, correct: true, guess: '12' } : row)),
    };
    actor.send({ type: 'refresh' });
    actor.send({ type: 'refresh' });
    await idle();
    expect(calls).toEqual(['state', 'state', 'state']);
    expect(actor.getSnapshot().context.view?.answers?.[0]).toMatchObject({ answered: true, correct: true, guess: '12' });
  });

  it('poses the next question at the same level, easier or harder', async () => {
    const { actor, calls, idle } = start();
    await waitFor(actor, (s) => s.matches('room'));
    actor.send({ type: 'command', command: { kind: 'pose', numLevelsToJump: 1 } });
    await idle();
    expect(calls).toEqual(['state', 'pose 2 jump 1', 'state']);
    expect(actor.getSnapshot().context.view?.question).toMatchObject({ questionNumber: 2, level: 2 });
    actor.send({ type: 'command', command: { kind: 'pose', numLevelsToJump: -1 } });
    await idle();
    expect(calls.at(-2)).toBe('pose 3 jump -1');
  });

  it('sends one command at a time: a double click poses once', async () => {
    const { actor, calls, idle } = start();
    await waitFor(actor, (s) => s.matches('room'));
    actor.send({ type: 'command', command: { kind: 'pose', numLevelsToJump: 0 } });
    actor.send({ type: 'command', command: { kind: 'pose', numLevelsToJump: 0 } });
    await idle();
    expect(calls.filter((call) => call.startsWith('pose'))).toEqual(['pose 2 jump 0']);
  });

  it('reveals, pauses and resumes, taking the state each answers', async () => {
    const { actor, idle } = start();
    await waitFor(actor, (s) => s.matches('room'));
    actor.send({ type: 'command', command: { kind: 'reveal' } });
    await idle();
    expect(actor.getSnapshot().context.view?.revealed?.correctAnswer).toBe('12');
    actor.send({ type: 'command', command: { kind: 'pause' } });
    await idle();
    expect(actor.getSnapshot().context.view?.status).toBe('paused');
    actor.send({ type: 'command', command: { kind: 'resume' } });
    await idle();
    expect(actor.getSnapshot().context.view?.status).toBe('open');
  });

  it('shows the key of a refused command, but quietly refreshes a stale one', async () => {
    const { actor, server, idle } = start();
    await waitFor(actor, (s) => s.matches('room'));
    server.commandError = new HttpError(409, 'same_question_mode.stale_question');
    actor.send({ type: 'command', command: { kind: 'pose', numLevelsToJump: 0 } });
    await idle();
    expect(actor.getSnapshot().context.errorKey).toBeNull();
    server.commandError = new HttpError(409, 'same_question_mode.room_ended');
    actor.send({ type: 'command', command: { kind: 'reveal' } });
    await idle();
    expect(actor.getSnapshot().context.errorKey).toBe('same_question_mode.room_ended');
    actor.send({ type: 'error.dismiss' });
    expect(actor.getSnapshot().context.errorKey).toBeNull();
  });

  it('shows a posed question from a push at once', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('room'));
    actor.send({ type: 'question.pushed', question: roomQuestion({ questionNumber: 2, prompt: 'What is 9 + 9?' }) });
    expect(actor.getSnapshot().context.view?.question?.prompt).toBe('What is 9 + 9?');
  });

  it('says why when the room cannot be loaded, and loads on retry', async () => {
    const harness = start();
    harness.actor.stop();
    const calls: string[] = [];
    let refuse = true;
    const actor = createActor(
      teacherRoomMachine.provide({
        actors: {
          fetchState: fromPromise(async () => {
            calls.push('state');
            if (refuse) throw new HttpError(403, 'same_question_mode.not_your_room');
            return teacherView();
          }),
        },
      }),
      { input: { roomId: 'r_room1' } },
    );
    actor.start();
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(actor.getSnapshot().context.errorKey).toBe('same_question_mode.not_your_room');
    refuse = false;
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('room'));
    expect(actor.getSnapshot().context.errorKey).toBeNull();
  });
});
