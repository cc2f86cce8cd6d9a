import type { AssessmentEvent } from '../../events/assessments';

/**
 * Issue 30's part of every-event-history.ts (rebuild equals live): a checkpoint assigned, a Flex
 * snapshot scheduled, and a screener sitting started, answered and finished with its scored result
 * (docs/diagnostics.md, docs/assessment-reports.md).
 */
export const assessmentEventHistory: [streamId: string, events: AssessmentEvent[]][] = [
  ['assessment:checkpoint-c1', [{ type: 'AssessmentCheckpointAssigned', data: { assessmentId: 'checkpoint-c1', teacherUserId: 'u_rivera', classId: 'class_room12', schoolId: 'school_maple', title: 'Fractions check', subject: 'math', grade: 4, permacodes: ['ABC1'], studentUserIds: ['u_ava'], opensAt: '2026-11-02T08:00:00.000Z', closesAt: '2026-11-09T08:00:00.000Z', assignedAt: '2026-11-02T08:00:00.000Z' } }]],
  ['assessment:flex-f1', [{ type: 'AssessmentFlexScheduled', data: { assessmentId: 'flex-f1', administratorUserId: 'u_lee', schoolIds: ['school_maple'], subject: 'math', grades: [4], title: 'Flex Math snapshot', opensAt: '2026-11-02T08:00:00.000Z', closesAt: '2026-11-09T08:00:00.000Z', scheduledAt: '2026-11-02T08:00:00.000Z' } }]],
  [
    'assessment-sitting:window-w1:u_ava',
    [
      { type: 'AssessmentStarted', data: { assessmentId: 'window-w1', kind: 'screener', title: 'Math screener', subject: 'math', studentUserId: 'u_ava', teacherUserIds: ['u_rivera'], grade: 4, schoolId: 'school_maple', classIds: ['class_room12'], assessmentType: 'MATH_SCREENER', sitting: 1, items: [{ itemKey: 'screener-fractions-1', strand: 'fractions', difficulty: 375, permacode: 'ABC1', skillName: 'Fractions', engine: { subject: 'math', grade: 3, topic: 'fractions', name: 'Fractions' }, level: 4, seed: 'seed-1', standardCodes: ['3.NF.A.1'] }], total: 1, opensAt: '2026-11-02T00:00:00.000Z', closesAt: '2026-11-21T00:00:00.000Z', startedAt: '2026-11-02T15:00:00.000Z' } },
      { type: 'AssessmentQuestionAnswered', data: { assessmentId: 'window-w1', kind: 'screener', subject: 'math', studentUserId: 'u_ava', teacherUserIds: ['u_rivera'], sitting: 1, questionKey: 's1q1', number: 1, item: { itemKey: 'screener-fractions-1', strand: 'fractions', difficulty: 375, permacode: 'ABC1', skillName: 'Fractions', engine: { subject: 'math', grade: 3, topic: 'fractions', name: 'Fractions' }, level: 4, seed: 'seed-1', standardCodes: ['3.NF.A.1'] }, response: '7', correct: true, answeredAt: '2026-11-02T15:01:00.000Z' } },
      { type: 'AssessmentFinished', data: { assessmentId: 'window-w1', kind: 'screener', studentUserId: 'u_ava', teacherUserIds: ['u_rivera'], sitting: 1, answered: 1, right: 1, finishedAt: '2026-11-02T15:01:00.000Z' } },
    ],
  ],
  ['assessment-sitting:window-w1:u_ava', [{ type: 'AssessmentResultRecorded', data: { assessmentId: 'window-w1', kind: 'screener', title: 'Math screener', subject: 'math', studentUserId: 'u_ava', grade: 4, schoolId: 'school_maple', classIds: ['class_room12'], assessmentType: 'MATH_SCREENER', period: null, finishedAt: '2026-11-02T16:00:00.000Z', level: 430, pinpointed: false, strands: [{ strand: 'fractions', level: 430, pinpointed: false, correct: 2, answered: 4 }], tier: 2, percentile: 30, atRisk: true, items: [{ questionKey: 'q1', permacode: 'ABC1', standardCodes: ['4.NF.A.1'], strand: 'fractions', correct: true }] } }]],
];
