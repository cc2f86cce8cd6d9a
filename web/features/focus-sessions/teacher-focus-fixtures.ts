import type { TeacherFocusSession } from './teacher-focus-api';

/** Ms. Rivera's running session with Ava and Noah in it, for the teacher machine's tests. */
export function teacherSession(overrides: Partial<TeacherFocusSession> = {}): TeacherFocusSession {
  return {
    focusSessionID: 7,
    endTime: 1_800_000,
    timeoutMs: 20_000,
    allowedSubjectsText: 'Math',
    allowedGradesText: 'Grade 4',
    students: [
      { userId: 'u_ava_b', displayName: 'Ava B.', status: 'in' },
      { userId: 'u_noah_c', displayName: 'Noah C.', status: 'in' },
    ],
    ...overrides,
  };
}
