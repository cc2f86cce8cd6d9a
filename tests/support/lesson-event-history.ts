import type { LessonProgressEvent } from '../../events/lessons';

/** Issue 31's lessons in every-event-history.ts (rebuild equals live): a lesson finished (a check tried twice) and one left in progress (docs/lessons.md). */
export const lessonEventHistory: [streamId: string, events: LessonProgressEvent[]][] = [
  ['lesson-progress:u_ava:ABC1', [
    { type: 'LessonStarted', data: { studentUserId: 'u_ava', permacode: 'ABC1', skillId: 7, startedAt: '2026-11-02T15:00:00.000Z' } },
    { type: 'LessonCheckAnswered', data: { studentUserId: 'u_ava', permacode: 'ABC1', questionKey: 'check-1', correct: false, firstAnswer: true, answeredAt: '2026-11-02T15:00:00.000Z' } },
  ]],
  ['lesson-progress:u_ava:ABC1', [{ type: 'LessonCheckAnswered', data: { studentUserId: 'u_ava', permacode: 'ABC1', questionKey: 'check-1', correct: true, firstAnswer: false, answeredAt: '2026-11-02T15:01:00.000Z' } }]],
  ['lesson-progress:u_ava:ABC1', [{ type: 'LessonCheckAnswered', data: { studentUserId: 'u_ava', permacode: 'ABC1', questionKey: 'check-2', correct: true, firstAnswer: true, answeredAt: '2026-11-02T15:02:00.000Z' } }]],
  ['lesson-progress:u_ava:ABC1', [
    { type: 'LessonCheckAnswered', data: { studentUserId: 'u_ava', permacode: 'ABC1', questionKey: 'check-3', correct: true, firstAnswer: true, answeredAt: '2026-11-02T15:03:00.000Z' } },
    { type: 'LessonFinished', data: { studentUserId: 'u_ava', permacode: 'ABC1', checksRight: 2, finishedAt: '2026-11-02T15:03:00.000Z' } },
  ]],
  ['lesson-progress:u_noah:ABC7', [
    { type: 'LessonStarted', data: { studentUserId: 'u_noah', permacode: 'ABC7', skillId: 8, startedAt: '2026-11-02T15:04:00.000Z' } },
    { type: 'LessonCheckAnswered', data: { studentUserId: 'u_noah', permacode: 'ABC7', questionKey: 'check-2', correct: true, firstAnswer: true, answeredAt: '2026-11-02T15:04:00.000Z' } },
  ]],
];
