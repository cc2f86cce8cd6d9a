import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from './log/event-store';
import { deciderSpecification } from './log/decider-specification';
import {
  lastNameOf,
  roomViewerOf,
  sameQuestionMode,
  sameQuestionModePushes,
  sameQuestionModeStreams,
  type ResolvedRoomSource,
  type SameQuestionModeCommand,
  type SameQuestionModeEvent,
} from './same-question-mode';
import { answerSpread, answerTally } from './same-question-mode/answer-tally';
import { answerPoints, rankLeaderboard } from './same-question-mode/room-points';
import { isCorrectRoomAnswer, roomQuestionSeed, skillRoomQuestion, sparkRoomQuestion, type PosedQuestion } from './same-question-mode/room-question';
import type { SparkQuestion } from './spark-studio';

const spec = deciderSpecification(sameQuestionMode);
const t0 = new Date('2026-11-02T09:00:00.000Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
const iso = (seconds: number) => at(seconds).toISOString();
const teacher = { userId: 'u_ms_rivera', role: 'teacher' };
const ava = { userId: 'u_ava_b', role: 'student' };
const noah = { userId: 'u_noah_c', role: 'student' };
const stranger = { userId: 'u_kai_w', role: 'student' };
const otherTeacher = { userId: 'u_ms_birch', role: 'teacher' };
const engine = { subject: 'math' as const, grade: 4, topic: 'multiplication', name: 'Multiply by one-digit numbers' };
const ROOM = 'r_room1';

const skillSource: ResolvedRoomSource = {
  kind: 'skill',
  skillId: 42,
  permacode: '18MCV',
  engine,
  startingLevel: 2,
  title: 'Multiply by one-digit numbers',
  groupJamPracticeURL: '/math/grade-4/skills/18MCV',
};
const setQuestions: SparkQuestion[] = [
  { questionId: 'q1', kind: 'multipleChoice', prompt: 'Largest planet?', choices: ['Mars', 'Jupiter'], answer: 'Jupiter', explanation: 'Jupiter is the largest.' },
  { questionId: 'q2', kind: 'number', prompt: '6 × 7?', choices: [], answer: '42', explanation: 'Six sevens are 42.' },
];
const setSource: ResolvedRoomSource = { kind: 'questionSet', questionSetId: 'set_planets', questions: setQuestions, title: 'Planets', groupJamPracticeURL: '/sparkstudio/sets/set_planets' };

type StartData = Extract<SameQuestionModeCommand, { type: 'StartSameQuestionRoom' }>['data'];
const start = (overrides: Partial<StartData> = {}): SameQuestionModeCommand => ({
  type: 'StartSameQuestionRoom',
  data: {
    roomId: ROOM,
    teacher: { ...teacher, displayName: 'Ms. Rivera' },
    classId: 'class_g4_room12',
    studentUserIds: ['u_ava_b', 'u_noah_c', 'u_ava_b'],
    studentDisplayNames: { u_ava_b: 'Ava B.', u_noah_c: 'Noah C.' },
    reachableClassIds: new Set(['class_g4_room12']),
    reachableStudentUserIds: new Set(['u_ava_b', 'u_noah_c']),
    openRoomId: null,
    source: skillSource,
    jamMode: 'competition',
    durationMinutes: 10,
    now: t0,
    ...overrides,
  },
});

const invited = ['u_ava_b', 'u_noah_c'];
const audience = { roomId: ROOM, teacherUserId: 'u_ms_rivera', studentUserIds: invited };
const q = (number: number, level = 2) => skillRoomQuestion(engine, level, ROOM, number);
const decided = (command: SameQuestionModeCommand, history: SameQuestionModeEvent[] = []) => {
  const state = history.reduce(sameQuestionMode.evolve, sameQuestionMode.initialState());
  return sameQuestionMode.decide(command, state);
};
const started = (overrides: Partial<StartData> = {}) => decided(start(overrides));
const [competitionStarted, firstPosed] = started() as [SameQuestionModeEvent, SameQuestionModeEvent];
const [groupStarted] = started({ jamMode: 'group' }) as [SameQuestionModeEvent];
const joined = (studentUserId: string, seconds = 1): SameQuestionModeEvent => ({
  type: 'SameQuestionStudentJoined',
  data: { roomId: ROOM, teacherUserId: 'u_ms_rivera', studentUserId, joinedAt: iso(seconds) },
});
const competitionRoom = [competitionStarted, firstPosed, joined('u_ava_b'), joined('u_noah_c')];
const groupRoom = [groupStarted, firstPosed, joined('u_ava_b'), joined('u_noah_c')];
const right = (posed: PosedQuestion) => [posed.correctAnswer];
const answer = (student: typeof ava, questionNumber: number, guesses: string[], seconds: number): SameQuestionModeCommand => ({
  type: 'AnswerSameQuestion',
  data: { student, questionNumber, guesses, now: at(seconds) },
});
const answered = (studentUserId: string, questionNumber: number, correct: boolean, points: number, seconds: number, guesses: string[]): SameQuestionModeEvent => ({
  type: 'SameQuestionAnswered',
  data: { roomId: ROOM, teacherUserId: 'u_ms_rivera', studentUserId, questionNumber, guesses, correct, points, msToAnswer: seconds * 1000, answeredAt: iso(seconds) },
});
const pose = (nextQuestionNumber: number, numLevelsToJump: -1 | 0 | 1 = 0, seconds = 60, by = teacher): SameQuestionModeCommand => ({
  type: 'PoseSameQuestion',
  data: { teacher: by, nextQuestionNumber, numLevelsToJump, now: at(seconds) },
});
const posed = (posedQuestion: PosedQuestion, seconds: number, leaderboard: { studentUserId: string; displayName: string; points: number; rank: number }[] | null): SameQuestionModeEvent => ({
  type: 'SameQuestionPosed',
  data: { ...audience, posed: posedQuestion, posedAt: iso(seconds), leaderboard },
});
const ended = (reason: 'teacher' | 'time', seconds: number, leaderboard: { studentUserId: string; displayName: string; points: number; rank: number }[] | null): SameQuestionModeEvent => ({
  type: 'SameQuestionRoomEnded',
  data: { ...audience, reason, endedAt: iso(seconds), leaderboard },
});
const zeroBoard = [
  { studentUserId: 'u_ava_b', displayName: 'Ava B.', points: 0, rank: 1 },
  { studentUserId: 'u_noah_c', displayName: 'Noah C.', points: 0, rank: 1 },
];

describe('starting a room', () => {
  it('records the room with its invited students (once each, with their names) and poses question 1 at the starting level', () => {
    spec
      .given([])
      .when(start())
      .then([
        {
          type: 'SameQuestionRoomStarted',
          data: {
            roomId: ROOM,
            teacherUserId: 'u_ms_rivera',
            teacherDisplayName: 'Ms. Rivera',
            teacherLastName: 'Rivera',
            classId: 'class_g4_room12',
            students: [
              { studentUserId: 'u_ava_b', displayName: 'Ava B.' },
              { studentUserId: 'u_noah_c', displayName: 'Noah C.' },
            ],
            jamMode: 'competition',
            source: { kind: 'skill', skillId: 42, permacode: '18MCV', engine, startingLevel: 2 },
            title: 'Multiply by one-digit numbers',
            groupJamPracticeURL: '/math/grade-4/skills/18MCV',
            startedAt: iso(0),
            endsAt: iso(600),
          },
        },
        posed(q(1), 0, null),
      ]);
  });

  it('poses the practice engine’s question, seeded by the room and the question number (the same on every replay)', () => {
    expect(q(1).question.level).toBe(2);
    expect(q(1)).toEqual(skillRoomQuestion(engine, 2, ROOM, 1));
    expect(roomQuestionSeed(ROOM, 1)).not.toBe(roomQuestionSeed(ROOM, 2));
    expect(roomQuestionSeed(ROOM, 1)).not.toBe(roomQuestionSeed('r_other', 1));
    // The public part never carries the answer.
    expect(JSON.stringify(q(1).question)).not.toContain('accepts');
  });

  it('on a Spark Studio set: snapshots the set and poses its first question, levels not applying', () => {
    const events = started({ source: setSource });
    const [first] = events;
    expect(first?.type === 'SameQuestionRoomStarted' && first.data.source).toEqual({ kind: 'questionSet', questionSetId: 'set_planets', questions: setQuestions });
    expect(events[1]).toEqual(posed(sparkRoomQuestion(setQuestions[0]!, 1), 0, null));
    expect(sparkRoomQuestion(setQuestions[0]!, 1).question).toEqual({ questionNumber: 1, level: 0, prompt: 'Largest planet?', answerType: 'choice', choices: ['Mars', 'Jupiter'], art: null });
  });

  it('is for teachers only', () => {
    spec.given([]).when(start({ teacher: { userId: 'u_admin_lee', role: 'school_administrator', displayName: 'Mr. Lee' } })).thenThrows('same_question_mode.not_a_teacher', 403);
    spec.given([]).when(start({ teacher: { ...ava, displayName: 'Ava B.' } })).thenThrows('same_question_mode.not_a_teacher', 403);
  });

  it('refuses a second open room of the teacher', () => {
    spec.given([]).when(start({ openRoomId: 'r_earlier' })).thenThrows('same_question_mode.room_already_open', 409);
  });

  it('invites only the teacher’s own class and students', () => {
    spec.given([]).when(start({ classId: 'class_cedar_g7' })).thenThrows('same_question_mode.student_not_in_reach', 403);
    spec.given([]).when(start({ classId: null, studentUserIds: ['u_ava_b', 'u_kai_w'] })).thenThrows('same_question_mode.student_not_in_reach', 403);
  });

  it('needs students, a duration of 1–120 minutes and a level of 1–5', () => {
    spec.given([]).when(start({ classId: null, studentUserIds: [] })).thenThrows('same_question_mode.no_students', 400);
    spec.given([]).when(start({ durationMinutes: 0 })).thenThrows('same_question_mode.invalid_duration', 400);
    spec.given([]).when(start({ durationMinutes: 121 })).thenThrows('same_question_mode.invalid_duration', 400);
    spec.given([]).when(start({ source: { ...skillSource, startingLevel: 6 } as ResolvedRoomSource })).thenThrows('same_question_mode.invalid_level', 400);
    spec.given([]).when(start({ source: { ...setSource, questions: [] } as ResolvedRoomSource })).thenThrows('same_question_mode.empty_question_set', 400);
  });

  it('never starts over a room that exists', () => {
    spec.given([competitionStarted, firstPosed]).when(start()).thenThrows('same_question_mode.room_exists', 409);
  });
});

describe('joining', () => {
  it('records an invited student’s join once', () => {
    spec.given([competitionStarted, firstPosed]).when({ type: 'JoinSameQuestionRoom', data: { student: ava, now: at(1) } }).then([joined('u_ava_b')]);
    spec.given([...competitionRoom]).when({ type: 'JoinSameQuestionRoom', data: { student: ava, now: at(5) } }).then([]);
  });

  it('is for invited students only (not the teacher, not another student)', () => {
    spec.given([competitionStarted, firstPosed]).when({ type: 'JoinSameQuestionRoom', data: { student: stranger, now: at(1) } }).thenThrows('same_question_mode.not_invited', 403);
    spec.given([competitionStarted, firstPosed]).when({ type: 'JoinSameQuestionRoom', data: { student: teacher, now: at(1) } }).thenThrows('same_question_mode.not_invited', 403);
    spec.given([]).when({ type: 'JoinSameQuestionRoom', data: { student: ava, now: at(1) } }).thenThrows('same_question_mode.unknown_room', 404);
  });

  it('is over once the room ended or its end time passed', () => {
    spec.given([competitionStarted, firstPosed, ended('teacher', 30, zeroBoard)]).when({ type: 'JoinSameQuestionRoom', data: { student: ava, now: at(31) } }).thenThrows('same_question_mode.room_ended', 409);
    spec.given([competitionStarted, firstPosed]).when({ type: 'JoinSameQuestionRoom', data: { student: ava, now: at(600) } }).thenThrows('same_question_mode.room_ended', 409);
  });
});

describe('answering', () => {
  it('records a right answer with its points: faster scores more in a competition', () => {
    spec.given(competitionRoom).when(answer(ava, 1, right(q(1)), 3)).then([answered('u_ava_b', 1, true, answerPoints('competition', true, 3000), 3, right(q(1)))]);
    expect(answerPoints('competition', true, 3000)).toBe(950);
    expect(answerPoints('competition', true, 3000)).toBeGreaterThan(answerPoints('competition', true, 20_000));
  });

  it('records a wrong answer with no points', () => {
    spec.given(competitionRoom).when(answer(ava, 1, ['not a number'], 3)).then([answered('u_ava_b', 1, false, 0, 3, ['not a number'])]);
  });

  it('never scores in a group jam', () => {
    spec.given(groupRoom).when(answer(ava, 1, right(q(1)), 3)).then([answered('u_ava_b', 1, true, 0, 3, right(q(1)))]);
  });

  it('takes one answer per student per question', () => {
    spec
      .given([...competitionRoom, answered('u_ava_b', 1, false, 0, 3, ['7'])])
      .when(answer(ava, 1, right(q(1)), 4))
      .thenThrows('same_question_mode.already_answered', 409);
    // The other student still may.
    expect(decided(answer(noah, 1, ['7'], 4), [...competitionRoom, answered('u_ava_b', 1, false, 0, 3, ['7'])])).toHaveLength(1);
  });

  it('takes an answer to the current question only', () => {
    spec.given(competitionRoom).when(answer(ava, 2, ['7'], 3)).thenThrows('same_question_mode.not_current_question', 409);
    spec.given([...competitionRoom, posed(q(2), 30, zeroBoard)]).when(answer(ava, 1, ['7'], 31)).thenThrows('same_question_mode.not_current_question', 409);
  });

  it('takes no answer while paused, after the reveal, from a student who has not joined, or when empty', () => {
    const paused: SameQuestionModeEvent = { type: 'SameQuestionRoomPaused', data: { ...audience, pausedAt: iso(2) } };
    spec.given([...competitionRoom, paused]).when(answer(ava, 1, ['7'], 3)).thenThrows('same_question_mode.paused', 409);
    const revealed: SameQuestionModeEvent = {
      type: 'SameQuestionAnswerRevealed',
      data: { ...audience, questionNumber: 1, correctAnswer: q(1).correctAnswer, explanation: q(1).explanation, revealedAt: iso(2), leaderboard: zeroBoard },
    };
    spec.given([...competitionRoom, revealed]).when(answer(ava, 1, ['7'], 3)).thenThrows('same_question_mode.answer_revealed', 409);
    spec.given([competitionStarted, firstPosed]).when(answer(ava, 1, ['7'], 3)).thenThrows('same_question_mode.not_joined', 409);
    spec.given(competitionRoom).when(answer(ava, 1, ['  '], 3)).thenThrows('same_question_mode.invalid_answer', 400);
    spec.given(competitionRoom).when(answer(stranger, 1, ['7'], 3)).thenThrows('same_question_mode.not_invited', 403);
  });

  it('leaves time paused out of how fast an answer was', () => {
    const history: SameQuestionModeEvent[] = [
      ...competitionRoom,
      { type: 'SameQuestionRoomPaused', data: { ...audience, pausedAt: iso(2) } },
      { type: 'SameQuestionRoomResumed', data: { ...audience, resumedAt: iso(62) } },
    ];
    const [event] = decided(answer(ava, 1, right(q(1)), 65), history);
    expect(event?.type === 'SameQuestionAnswered' && [event.data.msToAnswer, event.data.points]).toEqual([5000, answerPoints('competition', true, 5000)]);
  });

  it('grades Spark Studio questions with Spark Studio’s rules', () => {
    const number = sparkRoomQuestion(setQuestions[1]!, 2);
    expect(isCorrectRoomAnswer(number.grading, ['42.0'])).toBe(true);
    expect(isCorrectRoomAnswer(number.grading, ['41'])).toBe(false);
    const choice = sparkRoomQuestion(setQuestions[0]!, 1);
    expect(isCorrectRoomAnswer(choice.grading, ['jupiter'])).toBe(true);
    expect(isCorrectRoomAnswer(choice.grading, [' '])).toBe(false);
  });
});

describe('posing the next question', () => {
  it('poses question current+1 at the same level, with the standings as the last question closed (competition)', () => {
    const history = [...competitionRoom, answered('u_ava_b', 1, true, 900, 4, right(q(1)))];
    spec
      .given(history)
      .when(pose(2))
      .then([
        posed(q(2), 60, [
          { studentUserId: 'u_ava_b', displayName: 'Ava B.', points: 900, rank: 1 },
          { studentUserId: 'u_noah_c', displayName: 'Noah C.', points: 0, rank: 2 },
        ]),
      ]);
  });

  it('jumps a level easier or harder, within 1–5', () => {
    spec.given(groupRoom).when(pose(2, 1)).then([posed(q(2, 3), 60, null)]);
    spec.given(groupRoom).when(pose(2, -1)).then([posed(q(2, 1), 60, null)]);
    const atTop = [...groupRoom.slice(0, 1), posed(skillRoomQuestion(engine, 5, ROOM, 1), 0, null)];
    spec.given(atTop).when(pose(2, 1)).then([posed(q(2, 5), 60, null)]);
  });

  it('poses once on a double click: a stale number is refused', () => {
    spec.given([...groupRoom, posed(q(2), 60, null)]).when(pose(2)).thenThrows('same_question_mode.stale_question', 409);
    spec.given(groupRoom).when(pose(3)).thenThrows('same_question_mode.stale_question', 409);
  });

  it('poses a set’s questions in order, without levels, until it runs out', () => {
    const [setStarted, setFirst] = started({ source: setSource, jamMode: 'group' });
    spec.given([setStarted!, setFirst!]).when(pose(2, 1)).then([posed(sparkRoomQuestion(setQuestions[1]!, 2), 60, null)]);
    spec.given([setStarted!, setFirst!, posed(sparkRoomQuestion(setQuestions[1]!, 2), 60, null)]).when(pose(3, 0, 90)).thenThrows('same_question_mode.no_more_questions', 409);
  });

  it('is the room’s teacher’s, while open and not paused', () => {
    spec.given(groupRoom).when(pose(2, 0, 60, otherTeacher)).thenThrows('same_question_mode.not_your_room', 403);
    spec.given(groupRoom).when(pose(2, 0, 60, ava)).thenThrows('same_question_mode.not_your_room', 403);
    spec.given([...groupRoom, { type: 'SameQuestionRoomPaused', data: { ...audience, pausedAt: iso(2) } }]).when(pose(2)).thenThrows('same_question_mode.paused', 409);
    spec.given(groupRoom).when(pose(2, 0, 600)).thenThrows('same_question_mode.room_ended', 409);
  });
});

describe('revealing, pausing and resuming', () => {
  const reveal = (questionNumber: number, by = teacher): SameQuestionModeCommand => ({ type: 'RevealSameQuestionAnswer', data: { teacher: by, questionNumber, now: at(20) } });
  const revealed: SameQuestionModeEvent = {
    type: 'SameQuestionAnswerRevealed',
    data: { ...audience, questionNumber: 1, correctAnswer: q(1).correctAnswer, explanation: q(1).explanation, revealedAt: iso(20), leaderboard: zeroBoard },
  };

  it('reveals the current question’s answer and explanation to everyone, once', () => {
    spec.given(competitionRoom).when(reveal(1)).then([revealed]);
    spec.given([...competitionRoom, revealed]).when(reveal(1)).then([]);
    spec.given(competitionRoom).when(reveal(2)).thenThrows('same_question_mode.stale_question', 409);
    spec.given(competitionRoom).when(reveal(1, otherTeacher)).thenThrows('same_question_mode.not_your_room', 403);
  });

  it('pauses and resumes, each once', () => {
    const pause: SameQuestionModeCommand = { type: 'PauseSameQuestionRoom', data: { teacher, now: at(5) } };
    const resume: SameQuestionModeCommand = { type: 'ResumeSameQuestionRoom', data: { teacher, now: at(9) } };
    const paused: SameQuestionModeEvent = { type: 'SameQuestionRoomPaused', data: { ...audience, pausedAt: iso(5) } };
    spec.given(groupRoom).when(pause).then([paused]);
    spec.given([...groupRoom, paused]).when(pause).then([]);
    spec.given([...groupRoom, paused]).when(resume).then([{ type: 'SameQuestionRoomResumed', data: { ...audience, resumedAt: iso(9) } }]);
    spec.given(groupRoom).when(resume).then([]);
    spec.given(groupRoom).when({ type: 'PauseSameQuestionRoom', data: { teacher: ava, now: at(5) } }).thenThrows('same_question_mode.not_your_room', 403);
  });
});

describe('ending', () => {
  const endByTeacher = (seconds: number, by = teacher): SameQuestionModeCommand => ({ type: 'EndSameQuestionRoom', data: { teacher: by, now: at(seconds) } });
  const endAtTime = (seconds: number): SameQuestionModeCommand => ({ type: 'EndSameQuestionRoomAtEndTime', data: { now: at(seconds) } });

  it('by the teacher: now, with the final standings', () => {
    spec.given(competitionRoom).when(endByTeacher(120)).then([ended('teacher', 120, zeroBoard)]);
    spec.given(groupRoom).when(endByTeacher(120)).then([ended('teacher', 120, null)]);
  });

  it('by time: at the scheduled end, even when recorded later (after a restart)', () => {
    spec.given(groupRoom).when(endAtTime(600)).then([ended('time', 600, null)]);
    spec.given(groupRoom).when(endAtTime(5000)).then([ended('time', 600, null)]);
    spec.given(groupRoom).when(endAtTime(599)).thenThrows('same_question_mode.not_due', 409);
    // The teacher ending a room past its end time records the end by time.
    spec.given(groupRoom).when(endByTeacher(700)).then([ended('time', 600, null)]);
  });

  it('races of two ends: one event, the later end succeeds with nothing to do', () => {
    spec.given([...groupRoom, ended('time', 600, null)]).when(endByTeacher(600)).then([]);
    spec.given([...groupRoom, ended('teacher', 599, null)]).when(endAtTime(600)).then([]);
    spec.given([...groupRoom, ended('teacher', 100, null)]).when(endByTeacher(101)).then([]);
  });

  it('is the room’s teacher’s only', () => {
    spec.given(groupRoom).when(endByTeacher(120, otherTeacher)).thenThrows('same_question_mode.not_your_room', 403);
    spec.given(groupRoom).when(endByTeacher(120, ava)).thenThrows('same_question_mode.not_your_room', 403);
    spec.given([...groupRoom, ended('teacher', 100, null)]).when(endByTeacher(120, otherTeacher)).thenThrows('same_question_mode.not_your_room', 403);
    spec.given([]).when(endByTeacher(120)).thenThrows('same_question_mode.unknown_room', 404);
  });

  it('closes the room to everything else', () => {
    const history = [...groupRoom, ended('teacher', 100, null)];
    spec.given(history).when(answer(ava, 1, ['7'], 101)).thenThrows('same_question_mode.room_ended', 409);
    spec.given(history).when(pose(2, 0, 101)).thenThrows('same_question_mode.room_ended', 409);
    spec.given(history).when({ type: 'PauseSameQuestionRoom', data: { teacher, now: at(101) } }).thenThrows('same_question_mode.room_ended', 409);
  });
});

const recorded = (event: SameQuestionModeEvent): RecordedEvent =>
  ({
    ...event,
    metadata: { eventId: 'e1', streamId: sameQuestionModeStreams.room(ROOM), version: 1, position: 1, at: iso(0), actor: 'a', correlationId: 'c', causationId: null, schemaVersion: 1 },
  }) as RecordedEvent;
const routes = (event: SameQuestionModeEvent) => sameQuestionModePushes(recorded(event)).map((push) => [push.subject, push.payload.event]);

describe('pushes', () => {
  it('invite each student on the general channel: SAME_QUESTION_MODE for a group jam, COMPETITION_JAM for a competition', () => {
    expect(routes(groupStarted)).toEqual([
      ['push.user.u_ava_b', 'SAME_QUESTION_MODE'],
      ['push.user.u_noah_c', 'SAME_QUESTION_MODE'],
    ]);
    expect(routes(competitionStarted).map(([, event]) => event)).toEqual(['COMPETITION_JAM', 'COMPETITION_JAM']);
    expect(sameQuestionModePushes(groupStarted)[0]!.payload).toEqual({
      event: 'SAME_QUESTION_MODE',
      roomId: ROOM,
      teacherLastName: 'Rivera',
      teacherDisplayName: 'Ms. Rivera',
      sameQuestionModeURLNamespace: '/same-question-mode',
      groupJamPracticeURL: '/math/grade-4/skills/18MCV',
      jamMode: 'group',
      durationMs: 600_000,
      startedAt: iso(0),
    });
  });

  it('pose the question on every student’s and the teacher’s room channel, without its answer', () => {
    expect(routes(firstPosed)).toEqual([
      ['push.user.u_ava_b.room', 'ROOM_QUESTION_POSED'],
      ['push.user.u_noah_c.room', 'ROOM_QUESTION_POSED'],
      ['push.user.u_ms_rivera.room', 'ROOM_QUESTION_POSED'],
    ]);
    const payload = sameQuestionModePushes(firstPosed)[0]!.payload;
    expect(payload).toEqual({ event: 'ROOM_QUESTION_POSED', roomId: ROOM, question: q(1).question });
    expect(JSON.stringify(payload)).not.toContain(JSON.stringify(q(1).grading));
  });

  it('tell only the teacher of a join and an answer', () => {
    expect(routes(joined('u_ava_b'))).toEqual([['push.user.u_ms_rivera.room', 'ROOM_STUDENT_JOINED']]);
    const event = answered('u_ava_b', 1, true, 950, 3, ['4', '2']);
    expect(routes(event)).toEqual([['push.user.u_ms_rivera.room', 'ROOM_ANSWER_RECORDED']]);
    expect(sameQuestionModePushes(event)[0]!.payload).toEqual({ event: 'ROOM_ANSWER_RECORDED', roomId: ROOM, questionNumber: 1, studentUserId: 'u_ava_b', correct: true, guess: '4 2', points: 950 });
  });

  it('end: ROOM_ENDED in the room, SAME_QUESTION_MODE_ENDED on the teacher channel, the final standings in a competition', () => {
    expect(routes(ended('teacher', 100, null))).toEqual([
      ['push.user.u_ava_b.room', 'ROOM_ENDED'],
      ['push.user.u_noah_c.room', 'ROOM_ENDED'],
      ['push.user.u_ms_rivera.room', 'ROOM_ENDED'],
      ['push.user.u_ms_rivera.teacher', 'SAME_QUESTION_MODE_ENDED'],
    ]);
    expect(sameQuestionModePushes(ended('time', 600, null)).at(-1)!.payload).toEqual({ event: 'SAME_QUESTION_MODE_ENDED', roomId: ROOM, reason: 'time' });
    expect(routes(ended('teacher', 100, zeroBoard)).filter(([, event]) => event === 'ROOM_LEADERBOARD')).toHaveLength(3);
  });

  it('reveal, pause and resume reach everyone in the room', () => {
    expect(routes({ type: 'SameQuestionRoomPaused', data: { ...audience, pausedAt: iso(5) } }).map(([, event]) => event)).toEqual(['ROOM_PAUSED', 'ROOM_PAUSED', 'ROOM_PAUSED']);
    expect(routes({ type: 'SameQuestionRoomResumed', data: { ...audience, resumedAt: iso(5) } }).map(([, event]) => event)).toEqual(['ROOM_RESUMED', 'ROOM_RESUMED', 'ROOM_RESUMED']);
    const revealed: SameQuestionModeEvent = {
      type: 'SameQuestionAnswerRevealed',
      data: { ...audience, questionNumber: 1, correctAnswer: '42', explanation: 'Six sevens.', revealedAt: iso(20), leaderboard: null },
    };
    expect(sameQuestionModePushes(revealed).map((push) => push.payload)).toEqual(
      [0, 1, 2].map(() => ({ event: 'ROOM_ANSWER_REVEALED', roomId: ROOM, questionNumber: 1, correctAnswer: '42', explanation: 'Six sevens.' })),
    );
  });
});

describe('who reads a room', () => {
  const room = { teacherUserId: 'u_ms_rivera' };
  it('its teacher and the students it invited; 403 for anyone else', () => {
    expect(roomViewerOf(room, false, teacher)).toBe('teacher');
    expect(roomViewerOf(room, true, ava)).toBe('student');
    expect(() => roomViewerOf(room, false, stranger)).toThrow('same_question_mode.not_invited');
    expect(() => roomViewerOf(room, false, otherTeacher)).toThrow('same_question_mode.not_your_room');
    expect(() => roomViewerOf(room, false, { userId: 'u_admin_lee', role: 'school_administrator' })).toThrow('same_question_mode.not_your_room');
    expect(() => roomViewerOf(room, false, { userId: 'u_park', role: 'parent' })).toThrow('same_question_mode.not_invited');
  });
  it('teacherLastName is the last word of the name', () => {
    expect(lastNameOf('Ms. Rivera')).toBe('Rivera');
    expect(lastNameOf('Madonna')).toBe('Madonna');
  });
});

describe('points, standings and the answer tally', () => {
  it('scores 500 plus a speed bonus that falls to 0 over 30 seconds; wrong answers and group jams score 0', () => {
    expect(answerPoints('competition', true, 0)).toBe(1000);
    expect(answerPoints('competition', true, 15_000)).toBe(750);
    expect(answerPoints('competition', true, 30_000)).toBe(500);
    expect(answerPoints('competition', true, 300_000)).toBe(500);
    expect(answerPoints('competition', false, 0)).toBe(0);
    expect(answerPoints('group', true, 0)).toBe(0);
  });
  it('ranks most points first; equal points share a rank', () => {
    expect(
      rankLeaderboard([
        { studentUserId: 'c', displayName: 'Cy', points: 500 },
        { studentUserId: 'a', displayName: 'Al', points: 900 },
        { studentUserId: 'b', displayName: 'Bo', points: 500 },
      ]).map((row) => [row.studentUserId, row.rank]),
    ).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 2],
    ]);
  });
  it('groups equal answers (ignoring case and spaces), most given first', () => {
    const answers = [
      { guess: '42', correct: true },
      { guess: ' 41', correct: false },
      { guess: '42', correct: true },
      { guess: 'Jupiter', correct: true },
      { guess: 'jupiter ', correct: true },
      { guess: 'JUPITER', correct: true },
    ];
    expect(answerSpread(answers)).toEqual([
      { guess: 'Jupiter', count: 3, correct: true },
      { guess: '42', count: 2, correct: true },
      { guess: '41', count: 1, correct: false },
    ]);
    expect(answerTally(answers)).toEqual({ answered: 6, correct: 5 });
  });
});

describe('same-question mode: edges', () => {
  const startedOk = (overrides: Partial<StartData>) => expect(() => decided(start(overrides))).not.toThrow();
  const refused = (overrides: Partial<StartData>, key: string) => spec.given([]).when(start(overrides)).thenThrows(key, 400);

  it('runs for 1 to 120 minutes, whole minutes only', () => {
    startedOk({ durationMinutes: 1 });
    startedOk({ durationMinutes: 120 });
    for (const durationMinutes of [0, 121, 1.5]) expect(() => decided(start({ durationMinutes }))).toThrow();
  });

  it('plays in competition or group mode only', () => {
    expect(() => decided(start({ jamMode: 'solo' as StartData['jamMode'] }))).toThrow();
    refused({ jamMode: 'solo' as StartData['jamMode'] }, 'same_question_mode.invalid_jam_mode');
  });

  it('starts a skill at levels 1 to 5', () => {
    startedOk({ source: { ...skillSource, startingLevel: 1 } });
    startedOk({ source: { ...skillSource, startingLevel: 5 } });
    for (const startingLevel of [0, 6, 2.5]) expect(() => decided(start({ source: { ...skillSource, startingLevel } }))).toThrow();
  });

  it('takes answers of 1 to 4 guesses of up to 200 characters', () => {
    const accepted = (guesses: string[]) => expect(decided(answer(ava, 1, guesses, 5), competitionRoom)).toHaveLength(1);
    accepted(['x', 'y', 'z', 'w']);
    accepted(['x'.repeat(200)]);
    for (const guesses of [[], ['x', 'y', 'z', 'w', 'v'], ['x'.repeat(201)], ['ok', 'x'.repeat(201)]]) {
      expect(() => decided(answer(ava, 1, guesses, 5), competitionRoom), JSON.stringify(guesses).slice(0, 20)).toThrow();
    }
  });

  it('jumps a level at most, either way', () => {
    expect(() => decided({ type: 'PoseSameQuestion', data: { teacher, nextQuestionNumber: 2, numLevelsToJump: 2 as 1, now: at(60) } }, competitionRoom)).toThrow();
  });

  it('names a room’s stream after it, and a teacher by their last name', () => {
    expect(sameQuestionModeStreams.room(ROOM)).toBe(`same-question-room:${ROOM}`);
    expect(lastNameOf('  Ms.   Rosa   Rivera ')).toBe('Rivera');
  });
});
