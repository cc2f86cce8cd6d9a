import type { SchoolDirectoryEvent } from '../../events/school-directory';
import type { ReportEvent } from './teacher-reports';
import type { GivenEvent } from '../projection-specification';

// A fixed history for the teacher reports' specs (projections/reports/teacher-reports.test.ts,
// server/reports/teacher-reports.test.ts). Maple Elementary is in New York
// (EST in November: UTC−5); the range under test is Monday 2 to Friday 6
// November 2026. Room 12 has Ava and Noah; Zed is in another class and must
// never count. Every answer takes 20 seconds.

export type ReportHistoryEvent = ReportEvent | SchoolDirectoryEvent;

export const ROOM_12 = 'class_room12';
export const RANGE = { fromDay: '2026-11-02', toDay: '2026-11-06' } as const;
export const addition = { skillId: 257, permacode: '18MCV', subject: 'math', grade: 4 } as const;
export const fractions = { skillId: 300, permacode: '1A2B', subject: 'math', grade: 5 } as const;

/** A New York local time in November 2026 (EST) as an ISO instant. */
export const newYork = (day: number, hours: number, minutes = 0) => new Date(Date.UTC(2026, 10, day, hours + 5, minutes)).toISOString();

let seeds = 0;
export function answer(
  learnerId: string,
  skill: typeof addition | typeof fractions,
  answeredAt: string,
  outcome: { correct: boolean; before: number; after: number; response?: string; level?: number; visitor?: boolean },
): GivenEvent<ReportHistoryEvent> {
  const seed = `seed-${++seeds}`;
  return {
    type: 'PracticeQuestionAnswered',
    data: {
      learnerId,
      ...skill,
      visitor: outcome.visitor ?? false,
      questionKey: `key-${seed}`,
      seed,
      level: outcome.level ?? 1,
      correct: outcome.correct,
      response: outcome.response ?? (outcome.correct ? 'right' : 'wrong'),
      scoreBefore: outcome.before,
      scoreAfter: outcome.after,
      secondsSpent: 20,
      answeredAt,
    },
  };
}

const user = (userId: string, displayName: string, role: 'student' | 'teacher', schoolId = 'school_maple'): GivenEvent<ReportHistoryEvent> => ({
  type: 'UserRegistered',
  data: { userId, username: userId.slice(2), displayName, role, userType: role === 'student' ? 2 : 4, edition: 'US', schoolId, districtId: null, parentUserId: null },
});

export const directoryHistory: GivenEvent<ReportHistoryEvent>[] = [
  { type: 'SchoolRegistered', data: { schoolId: 'school_maple', districtId: null, name: 'Maple Elementary', timeZone: 'America/New_York' } },
  { type: 'SchoolRegistered', data: { schoolId: 'school_sakura', districtId: null, name: 'Sakura School', timeZone: 'Asia/Tokyo' } },
  { type: 'SchoolRegistered', data: { schoolId: 'school_plain', districtId: null, name: 'A school without a time zone' } },
  user('u_rivera', 'Ms. Rivera', 'teacher'),
  user('u_ava', 'Ava B.', 'student'),
  user('u_noah', 'Noah C.', 'student'),
  user('u_zed', 'Zed Z.', 'student'),
  user('u_kenji', 'Kenji T.', 'student', 'school_sakura'),
  user('u_pat', 'Pat P.', 'student', 'school_plain'),
  { type: 'ClassCreated', data: { classId: ROOM_12, schoolId: 'school_maple', name: 'Grade 4 Room 12', grade: 4, teacherUserId: 'u_rivera' } },
  { type: 'ClassCreated', data: { classId: 'class_other', schoolId: 'school_maple', name: 'Grade 5 Room 3', grade: 5, teacherUserId: 'u_rivera' } },
  { type: 'StudentEnrolled', data: { classId: ROOM_12, studentUserId: 'u_ava' } },
  { type: 'StudentEnrolled', data: { classId: ROOM_12, studentUserId: 'u_noah' } },
  { type: 'StudentEnrolled', data: { classId: 'class_other', studentUserId: 'u_zed' } },
];

const sent = (batchId: string, sentAt: string, recipients: string[]): GivenEvent<ReportHistoryEvent> => ({
  type: 'LiveMessageSent',
  data: {
    batchId,
    senderUserId: 'u_rivera',
    senderName: 'Ms. Rivera',
    sentByAdministrator: false,
    senderSchoolId: 'school_maple',
    senderDistrictId: null,
    message: `<p>Check <b>${batchId}</b> &amp; go</p>`,
    sentAt,
    recipients: recipients.map((studentUserId) => ({ messageId: `${batchId}-${studentUserId}`, studentUserId })),
  },
});
const acknowledged = (batchId: string, studentUserId: string, response: 'GOT_IT' | 'CONFUSED' | 'THANK_YOU' | 'NO', at: string): GivenEvent<ReportHistoryEvent> => ({
  type: 'LiveMessageAcknowledged',
  data: { batchId, messageId: `${batchId}-${studentUserId}`, studentUserId, senderUserId: 'u_rivera', response, previous: 'UNACKNOWLEDGED' },
  metadata: { at },
});

/** The practice and the messages of the week, with answers just outside it on both sides. */
export const weekHistory: GivenEvent<ReportHistoryEvent>[] = [
  ...directoryHistory,
  // Sunday 1 November, 22:00: the day before the range (its score is where Monday starts).
  answer('u_ava', addition, newYork(1, 22), { correct: true, before: 0, after: 13 }),
  // Monday: three answers of addition.
  answer('u_ava', addition, newYork(2, 9, 0), { correct: true, before: 13, after: 25 }),
  answer('u_ava', addition, newYork(2, 9, 1), { correct: false, before: 25, after: 20, response: '7' }),
  answer('u_ava', addition, newYork(2, 9, 2), { correct: true, before: 20, after: 30 }),
  // Tuesday: Noah misses twice, then gets one.
  answer('u_noah', addition, newYork(3, 10, 0), { correct: false, before: 0, after: 0, response: '12' }),
  answer('u_noah', addition, newYork(3, 10, 1), { correct: false, before: 0, after: 0, response: '11', level: 2 }),
  answer('u_noah', addition, newYork(3, 10, 2), { correct: true, before: 0, after: 9 }),
  // Zed (another class) misses addition on Tuesday: never in Room 12's reports.
  answer('u_zed', addition, newYork(3, 11), { correct: false, before: 0, after: 0, response: '99' }),
  // Wednesday: Ava's addition becomes proficient (as the decider would say, on its own).
  { type: 'SkillProficient', data: { learnerId: 'u_ava', ...addition, reachedAt: newYork(4, 12) } },
  // Wednesday 10:00: a live message to Ava, Noah and Zed.
  sent('b1', newYork(4, 10), ['u_ava', 'u_noah', 'u_zed']),
  acknowledged('b1', 'u_ava', 'GOT_IT', newYork(5, 9)),
  acknowledged('b1', 'u_zed', 'NO', newYork(5, 9, 5)),
  // Friday 23:30 (Saturday 04:30 UTC): the last day of the range — counts.
  answer('u_ava', fractions, newYork(6, 23, 30), { correct: false, before: 0, after: 0, response: '3/4' }),
  acknowledged('b1', 'u_noah', 'CONFUSED', newYork(6, 23, 30)),
  // Saturday 00:30 (05:30 UTC): the next day — does not count.
  answer('u_ava', fractions, newYork(7, 0, 30), { correct: true, before: 0, after: 10 }),
  sent('b2', newYork(7, 0, 30), ['u_ava']),
  // A message before the range.
  sent('b0', newYork(1, 12), ['u_ava']),
];
