import type { LiveClassroomClass, LiveClassroomStudent, QuestionsLogEntry } from '../../../events/practice';

/** Test helpers: live classroom rows shaped like the server's. */

export function liveStudent(overrides: Partial<LiveClassroomStudent> = {}): LiveClassroomStudent {
  return {
    userId: 'u_ava_b',
    displayName: 'Ava B.',
    currentSkill: { permacode: 'PC12', code: 'C.12', name: 'Compare fractions', url: '/math/grade-4/skills/PC12' },
    smartScore: 62,
    questionsToday: 9,
    secondsToday: 420,
    lastAnswers: [true, true, false, true],
    needsHelp: false,
    ...overrides,
  };
}

export const idle = (userId: string, displayName: string) =>
  liveStudent({ userId, displayName, currentSkill: null, smartScore: null, questionsToday: 0, secondsToday: 0, lastAnswers: [] });

export function room12(students: LiveClassroomStudent[] = [liveStudent(), idle('u_noah_c', 'Noah C.')]): LiveClassroomClass {
  return { classId: 'class_g4_room12', name: 'Grade 4 Room 12', grade: 4, students };
}

export function logEntry(overrides: Partial<QuestionsLogEntry> = {}): QuestionsLogEntry {
  return {
    permacode: 'PC12',
    skillName: 'Compare fractions',
    prompt: 'Which is greater?\n3/4 or 2/3',
    response: '2/3',
    correctAnswer: '3/4',
    correct: false,
    secondsSpent: 21,
    answeredAt: '2030-01-01T09:12:00.000Z',
    ...overrides,
  };
}
