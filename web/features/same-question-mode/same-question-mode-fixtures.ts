import type { SameQuestionRoom } from '../../shared/group-jam/group-jam-api';
import type { RoomQuestion, RoomView, SameQuestionModeInvitation } from './same-question-mode-api';

/** Test data for the same-question-mode machines and pages. */

export function invitation(overrides: Partial<SameQuestionModeInvitation> = {}): SameQuestionModeInvitation {
  return {
    roomId: 'r_room1',
    teacherLastName: 'Rivera',
    teacherDisplayName: 'Ms. Rivera',
    sameQuestionModeURLNamespace: '/same-question-mode',
    groupJamPracticeURL: '/math/grade-4/skills/18MCV',
    jamMode: 'group',
    initialMsElapsed: 0,
    durationMs: 20 * 60_000,
    ...overrides,
  };
}

export function room(overrides: Partial<SameQuestionRoom> = {}): SameQuestionRoom {
  return {
    roomId: 'r_room1',
    studentCount: 3,
    sameQuestionModeURLNamespace: '/same-question-mode',
    groupJamPracticeURL: '/math/grade-4/skills/18MCV',
    pubsubEndpoint: 'ws://127.0.0.1:4223',
    pubsubToken: 'jwt',
    timeoutMs: 20 * 60_000,
    subjects: { teacher: 'push.user.u_ms_rivera.teacher', room: 'push.user.u_ms_rivera.room' },
    ...overrides,
  };
}

export function roomQuestion(overrides: Partial<RoomQuestion> = {}): RoomQuestion {
  return { questionNumber: 1, level: 1, prompt: 'What is 7 + 5?', answerType: 'number', choices: null, art: null, ...overrides };
}

export function roomView(overrides: Partial<RoomView> = {}): RoomView {
  return {
    roomId: 'r_room1',
    jamMode: 'group',
    status: 'open',
    endsAt: '2026-11-23T15:00:00.000Z',
    endedReason: null,
    viewer: 'student',
    teacherDisplayName: 'Ms. Rivera',
    title: 'Add two numbers',
    groupJamPracticeURL: '/math/grade-4/skills/18MCV',
    question: roomQuestion(),
    revealed: null,
    myAnswer: null,
    classProgress: { joined: 2, answered: 0, correct: 0, invited: 3 },
    answers: null,
    spread: null,
    leaderboard: null,
    summary: null,
    ...overrides,
  };
}

export function teacherView(overrides: Partial<RoomView> = {}): RoomView {
  return roomView({
    viewer: 'teacher',
    answers: [
      { studentUserId: 'u_ava_b', displayName: 'Ava B.', joined: true, answered: false, correct: null, guess: null },
      { studentUserId: 'u_noah_c', displayName: 'Noah C.', joined: true, answered: false, correct: null, guess: null },
      { studentUserId: 'u_mia_d', displayName: 'Mia D.', joined: false, answered: false, correct: null, guess: null },
    ],
    spread: [],
    ...overrides,
  });
}
