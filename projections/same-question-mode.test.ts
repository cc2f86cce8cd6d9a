import { describe, expect, it } from 'vitest';
import { sameQuestionMode, type ResolvedRoomSource, type SameQuestionModeCommand, type SameQuestionModeEvent } from '../events/same-question-mode';
import type { SparkQuestion } from '../events/spark-studio';
import { projectionSpecification } from './projection-specification';
import { isRoomOver, msUntilRoomEnd, sameQuestionModeProjection, sameQuestionModeQueries } from './same-question-mode';

const spec = projectionSpecification(sameQuestionModeProjection, sameQuestionModeQueries);
const t0 = new Date('2026-11-02T09:00:00.000Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
const teacher = { userId: 'u_rivera', role: 'teacher' };
const ava = { userId: 'u_ava', role: 'student' };
const noah = { userId: 'u_noah', role: 'student' };

const questions: SparkQuestion[] = [
  { questionId: 'q1', kind: 'number', prompt: '3 + 4?', choices: [], answer: '7', explanation: 'Count on.' },
  { questionId: 'q2', kind: 'multipleChoice', prompt: 'A prime?', choices: ['4', '7'], answer: '7', explanation: 'Only 1 and 7.' },
];
const source: ResolvedRoomSource = { kind: 'questionSet', questionSetId: 'set1', questions, title: 'Warm-up', groupJamPracticeURL: '/sparkstudio/sets/set1' };

/** A room's events as the decider makes them, from commands in order. */
function history(roomId: string, jamMode: 'group' | 'competition', commands: SameQuestionModeCommand[]): SameQuestionModeEvent[] {
  const start: SameQuestionModeCommand = {
    type: 'StartSameQuestionRoom',
    data: {
      roomId,
      teacher: { ...teacher, displayName: 'Ms. Rivera' },
      classId: 'class_room12',
      studentUserIds: ['u_ava', 'u_noah', 'u_zoe'],
      studentDisplayNames: { u_ava: 'Ava B.', u_noah: 'Noah C.', u_zoe: 'Zoe D.' },
      reachableClassIds: new Set(['class_room12']),
      reachableStudentUserIds: new Set(['u_ava', 'u_noah', 'u_zoe']),
      openRoomId: null,
      source,
      jamMode,
      durationMinutes: 10,
      now: t0,
    },
  };
  const events: SameQuestionModeEvent[] = [];
  let state = sameQuestionMode.initialState();
  for (const command of [start, ...commands]) {
    for (const event of sameQuestionMode.decide(command, state)) {
      events.push(event);
      state = sameQuestionMode.evolve(state, event);
    }
  }
  return events.map((event) => ({ ...event, metadata: { streamId: `same-question-room:${roomId}` } }));
}

const join = (student: typeof ava, seconds: number): SameQuestionModeCommand => ({ type: 'JoinSameQuestionRoom', data: { student, now: at(seconds) } });
const answer = (student: typeof ava, questionNumber: number, guess: string, seconds: number): SameQuestionModeCommand => ({
  type: 'AnswerSameQuestion',
  data: { student, questionNumber, guesses: [guess], now: at(seconds) },
});
const reveal = (questionNumber: number, seconds: number): SameQuestionModeCommand => ({ type: 'RevealSameQuestionAnswer', data: { teacher, questionNumber, now: at(seconds) } });
const pose = (nextQuestionNumber: number, seconds: number): SameQuestionModeCommand => ({ type: 'PoseSameQuestion', data: { teacher, nextQuestionNumber, numLevelsToJump: 0, now: at(seconds) } });
const end = (seconds: number): SameQuestionModeCommand => ({ type: 'EndSameQuestionRoom', data: { teacher, now: at(seconds) } });

// Ava answers right in 3 s (950 points), Noah wrong, Zoe never joins.
const playing = (jamMode: 'group' | 'competition') => history('r1', jamMode, [join(ava, 1), join(noah, 1), answer(ava, 1, '7', 3), answer(noah, 1, ' 8', 4)]);
const asTeacher = { userId: 'u_rivera', as: 'teacher' as const };
const asAva = { userId: 'u_ava', as: 'student' as const };

describe('the teacher’s view of a room', () => {
  it('shows every invited student’s answer to the current question, the spread and the class’s progress, live', () => {
    spec.given(playing('group')).then((q) => {
      const view = q.roomView('r1', asTeacher, at(5))!;
      expect(view).toMatchObject({ roomId: 'r1', jamMode: 'group', status: 'open', endedReason: null, viewer: 'teacher', teacherDisplayName: 'Ms. Rivera', title: 'Warm-up', groupJamPracticeURL: '/sparkstudio/sets/set1', revealed: null, myAnswer: null, summary: null });
      expect(view.question).toEqual({ questionNumber: 1, level: 0, prompt: '3 + 4?', answerType: 'number', choices: null, art: null });
      expect(view.answers).toEqual([
        { studentUserId: 'u_ava', displayName: 'Ava B.', joined: true, answered: true, correct: true, guess: '7' },
        { studentUserId: 'u_noah', displayName: 'Noah C.', joined: true, answered: true, correct: false, guess: '8' },
        { studentUserId: 'u_zoe', displayName: 'Zoe D.', joined: false, answered: false, correct: null, guess: null },
      ]);
      expect(view.spread).toEqual([
        { guess: '7', count: 1, correct: true },
        { guess: '8', count: 1, correct: false },
      ]);
      expect(view.classProgress).toEqual({ joined: 2, answered: 2, correct: 1, invited: 3 });
    });
  });

  it('never ranks in a group jam', () => {
    spec.given(playing('group')).then((q) => {
      expect(q.roomView('r1', asTeacher, at(5))!.leaderboard).toBeNull();
      expect(q.roomView('r1', asAva, at(5))!.leaderboard).toBeNull();
    });
  });

  it('ranks a competition live for the teacher (joined students only)', () => {
    spec.given(playing('competition')).then((q) => {
      expect(q.roomView('r1', asTeacher, at(5))!.leaderboard).toEqual([
        { studentUserId: 'u_ava', displayName: 'Ava B.', points: 950, rank: 1 },
        { studentUserId: 'u_noah', displayName: 'Noah C.', points: 0, rank: 2 },
      ]);
    });
  });
});

describe('a student’s view of a room', () => {
  it('keeps their own answer (a reload lands on the current question with it), shows no one else’s', () => {
    spec.given(playing('competition')).then((q) => {
      const view = q.roomView('r1', asAva, at(5))!;
      expect(view.viewer).toBe('student');
      expect(view.question?.questionNumber).toBe(1);
      expect(view.myAnswer).toEqual({ guesses: ['7'], correct: true, points: 950 });
      expect(view.answers).toBeNull();
      expect(view.spread).toBeNull();
      expect(view.revealed).toBeNull();
      // Before the reveal the leaderboard does not tell who got the current question right.
      expect(view.leaderboard?.map((row) => row.points)).toEqual([0, 0]);
      expect(q.roomView('r1', { userId: 'u_zoe', as: 'student' }, at(5))!.myAnswer).toBeNull();
    });
  });

  it('after the reveal: the answer and explanation, the spread and the points', () => {
    spec.given(history('r1', 'competition', [join(ava, 1), join(noah, 1), answer(ava, 1, '7', 3), answer(noah, 1, '8', 4), reveal(1, 10)])).then((q) => {
      const view = q.roomView('r1', asAva, at(11))!;
      expect(view.revealed).toEqual({ correctAnswer: '7', explanation: 'Count on.' });
      expect(view.spread).toHaveLength(2);
      expect(view.leaderboard?.[0]).toEqual({ studentUserId: 'u_ava', displayName: 'Ava B.', points: 950, rank: 1 });
    });
  });

  it('the next question starts with no answer of theirs', () => {
    spec.given(history('r1', 'group', [join(ava, 1), answer(ava, 1, '7', 3), pose(2, 20)])).then((q) => {
      const view = q.roomView('r1', asAva, at(21))!;
      expect(view.question).toEqual({ questionNumber: 2, level: 0, prompt: 'A prime?', answerType: 'choice', choices: ['4', '7'], art: null });
      expect(view.myAnswer).toBeNull();
      expect(view.classProgress).toEqual({ joined: 1, answered: 0, correct: 0, invited: 3 });
    });
  });
});

describe('the room’s status', () => {
  it('paused, then open again', () => {
    spec.given(history('r1', 'group', [{ type: 'PauseSameQuestionRoom', data: { teacher, now: at(5) } }])).then((q) => expect(q.roomView('r1', asTeacher, at(6))!.status).toBe('paused'));
    spec
      .given(history('r1', 'group', [{ type: 'PauseSameQuestionRoom', data: { teacher, now: at(5) } }, { type: 'ResumeSameQuestionRoom', data: { teacher, now: at(8) } }]))
      .then((q) => expect(q.roomView('r1', asTeacher, at(9))!.status).toBe('open'));
  });

  it('ended by the teacher: the end, and a summary for each viewer', () => {
    spec.given(history('r1', 'group', [join(ava, 1), join(noah, 1), answer(ava, 1, '7', 3), answer(noah, 1, '8', 4), pose(2, 20), answer(ava, 2, '7', 25), end(30)])).then((q) => {
      const teacherView = q.roomView('r1', asTeacher, at(31))!;
      expect(teacherView).toMatchObject({ status: 'ended', endedReason: 'teacher', endsAt: at(30).toISOString(), summary: { questionsPosed: 2, answered: 3, correct: 2 } });
      expect(q.roomView('r1', asAva, at(31))!.summary).toEqual({ questionsPosed: 2, answered: 2, correct: 2 });
      expect(q.roomView('r1', { userId: 'u_zoe', as: 'student' }, at(31))!.summary).toEqual({ questionsPosed: 2, answered: 0, correct: 0 });
      expect(q.openRoomOfTeacher('u_rivera', at(31))).toBeNull();
      expect(q.invitationsOf('u_ava', at(31))).toEqual([]);
      expect(q.unendedRooms()).toEqual([]);
    });
  });

  it('past its end time it is over even before the timer records it', () => {
    spec.given(history('r1', 'group', [])).then((q) => {
      const room = q.room('r1')!;
      expect([isRoomOver(room, at(599)), msUntilRoomEnd(room, at(599))]).toEqual([false, 1000]);
      expect([isRoomOver(room, at(600)), msUntilRoomEnd(room, at(600))]).toEqual([true, 0]);
      expect(q.roomView('r1', asAva, at(600))).toMatchObject({ status: 'ended', endedReason: 'time' });
      expect(q.openRoomOfTeacher('u_rivera', at(600))).toBeNull();
      expect(q.invitationsOf('u_ava', at(600))).toEqual([]);
      expect(q.unendedRooms()).toEqual([{ roomId: 'r1', endsAt: at(600).toISOString() }]);
    });
  });
});

describe('invitations and the teacher’s open room', () => {
  it('lists the open rooms a student is invited to, with the time elapsed', () => {
    spec.given([...history('r1', 'competition', []), ...history('r2', 'group', [end(5)])]).then((q) => {
      expect(q.invitationsOf('u_ava', at(90))).toEqual([
        {
          roomId: 'r1',
          teacherLastName: 'Rivera',
          teacherDisplayName: 'Ms. Rivera',
          sameQuestionModeURLNamespace: '/same-question-mode',
          groupJamPracticeURL: '/sparkstudio/sets/set1',
          jamMode: 'competition',
          initialMsElapsed: 90_000,
          durationMs: 600_000,
        },
      ]);
      expect(q.invitationsOf('u_kai', at(90))).toEqual([]);
      expect(q.openRoomOfTeacher('u_rivera', at(90))?.roomId).toBe('r1');
      expect(q.openRoomOfTeacher('u_birch', at(90))).toBeNull();
      expect(q.isInvited('r1', 'u_zoe')).toBe(true);
      expect(q.isInvited('r1', 'u_kai')).toBe(false);
      expect(q.answerOf('r1', 1, 'u_ava')).toBeNull();
    });
  });
});

