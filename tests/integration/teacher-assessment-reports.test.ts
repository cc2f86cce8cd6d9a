import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssessmentResult } from '../../events/assessments/assessment-result';
import type {
  CheckpointAnalysisReport,
  CheckpointPerformanceReport,
  FlexOverviewReport,
  FlexStrandAnalysisReport,
  LevelUpOverviewReport,
  LevelUpStandardsPerformanceReport,
  LevelUpStrandAnalysisReport,
} from '../../events/reports/teacher-assessment-reports';
import { demoUserId } from '../../server/demo/demo-school';
import { DEMO_CEDAR_CLASS } from '../../server/demo/seed-demo-report-practice';
import { startTestApp } from '../support/test-app';

// The teacher assessment reports (issue 30 item 5, docs/assessment-reports.md "Teacher reports"): read
// your writes — an AssessmentResultRecorded (what the assessments decider appends when a sitting ends)
// shows in the class's report at once; each student's latest sitting where the report says so; a
// result counts for the classes the student was in when she took it; another class is 403, bad input 400.

let t: Awaited<ReturnType<typeof startTestApp>>;
const cookies: Record<string, string> = {};
const ROOM_12 = 'class_g4_room12';

beforeAll(async () => {
  t = await startTestApp({});
  for (const username of ['ms.rivera', 'admin.lee', 'ava.b']) cookies[username] = await t.signIn(username);
}, 120_000);
afterAll(() => t?.close());

async function read<T>(report: string, { as = 'ms.rivera', classId = ROOM_12, extra = '' } = {}): Promise<{ status: number; body: T }> {
  const range = extra.includes('range=') ? '' : '&range=all_time';
  const response = await t.request(`/reports/${report}?classId=${classId}${range}${extra}`, { cookie: cookies[as]! });
  return { status: response.status, body: (await response.json()) as T };
}

const item = (questionKey: string, correct: boolean, standardCodes: string[] = ['4.NF.B.3'], strand: AssessmentResult['items'][number]['strand'] = 'fractions') => ({
  questionKey,
  permacode: null,
  standardCodes,
  strand,
  correct,
});

const result = (fields: Partial<AssessmentResult> & Pick<AssessmentResult, 'studentUserId' | 'kind' | 'assessmentId'>): AssessmentResult => ({
  title: 'Fractions checkpoint',
  subject: 'math',
  grade: 4,
  schoolId: 'school_maple',
  classIds: [ROOM_12],
  assessmentType: null,
  period: null,
  finishedAt: t.clock().toISOString(),
  level: 450,
  pinpointed: true,
  strands: [{ strand: 'fractions', level: 450, pinpointed: true, correct: 3, answered: 4 }],
  tier: null,
  percentile: null,
  atRisk: null,
  items: [item('q1', true), item('q2', false)],
  ...fields,
});

async function record(data: AssessmentResult): Promise<void> {
  await t.log.store.append(`assessment:${data.assessmentId}:${data.studentUserId}`, [{ type: 'AssessmentResultRecorded', data }], {
    expectedVersion: 'any',
    actor: 'test',
    correlationId: 'teacher-assessment-reports-test',
  });
}

const AVA = demoUserId('ava.b');
const NOAH = demoUserId('noah.c');

describe('LevelUp teacher reports', () => {
  it('LevelUp overview: each student’s latest sitting, its band Not pinpointed until the level is', async () => {
    expect((await read<LevelUpOverviewReport>('levelup-overview')).body.rows).toEqual([]);
    await record(result({ studentUserId: AVA, kind: 'levelup', assessmentId: 'levelup-math', level: 380, pinpointed: false }));
    const first = await read<LevelUpOverviewReport>('levelup-overview');
    expect(first.status).toBe(200);
    expect(first.body.rows.map((row) => [row.displayName, row.level, row.band])).toEqual([['Ava B.', 380, 'Not pinpointed']]);
    await record(result({ studentUserId: AVA, kind: 'levelup', assessmentId: 'levelup-math', level: 455, items: [item('q3', true), item('q4', true, ['4.OA.A.1'], 'algebraic-thinking')] }));
    await record(result({ studentUserId: NOAH, kind: 'levelup', assessmentId: 'levelup-math', level: 250, strands: [{ strand: 'fractions', level: 250, pinpointed: true, correct: 1, answered: 4 }] }));
    const after = await read<LevelUpOverviewReport>('levelup-overview');
    expect(after.body.rows.map((row) => [row.displayName, row.level, row.band, row.strands])).toEqual([
      ['Ava B.', 455, 'On grade', [{ strand: 'fractions', level: 450, pinpointed: true }]],
      ['Noah C.', 250, 'Far below grade', [{ strand: 'fractions', level: 250, pinpointed: true }]],
    ]);
  });

  it('LevelUp strand analysis: per strand, the students per band of their latest strand level', async () => {
    const { body } = await read<LevelUpStrandAnalysisReport>('levelup-strand-analysis');
    expect(body.rows).toEqual([
      { subject: 'math', strand: 'fractions', students: 2, bands: { 'Above grade': 0, 'On grade': 1, 'Below grade': 0, 'Far below grade': 1, 'Not pinpointed': 0 } },
    ]);
  });

  it('LevelUp standards performance: every item of every sitting, per standard, with the share right', async () => {
    const { body } = await read<LevelUpStandardsPerformanceReport>('levelup-standards-performance');
    // Ava's first sitting (q1 right, q2 wrong), her second (q3 right; q4 right on 4.OA.A.1), Noah's (q1 right, q2 wrong).
    expect(body.rows).toEqual([
      { standardCode: '4.NF.B.3', subject: 'math', answered: 5, correct: 3, percentRight: 60 },
      { standardCode: '4.OA.A.1', subject: 'math', answered: 1, correct: 1, percentRight: 100 },
    ]);
  });
});

describe('Flex teacher reports', () => {
  it('Flex overview and strand analysis: each student’s latest snapshot; the mean share right and the students per tier', async () => {
    const base = { kind: 'flex' as const, assessmentId: 'flex-fall', assessmentType: 'MATH_SNAPSHOT' };
    await record(result({ ...base, studentUserId: AVA, tier: 3, percentile: 9, strands: [{ strand: 'geometry', level: null, pinpointed: false, correct: 1, answered: 4 }] }));
    await record(result({ ...base, studentUserId: AVA, tier: 1, percentile: 70, strands: [{ strand: 'geometry', level: null, pinpointed: false, correct: 3, answered: 4 }] }));
    await record(result({ ...base, studentUserId: NOAH, tier: 2, percentile: 30, strands: [{ strand: 'geometry', level: null, pinpointed: false, correct: 2, answered: 4 }] }));
    const overview = await read<FlexOverviewReport>('flex-overview');
    expect(overview.body.rows.map((row) => [row.displayName, row.tier, row.percentile, row.strands])).toEqual([
      ['Ava B.', 1, 70, [{ strand: 'geometry', correct: 3, answered: 4 }]],
      ['Noah C.', 2, 30, [{ strand: 'geometry', correct: 2, answered: 4 }]],
    ]);
    const strands = await read<FlexStrandAnalysisReport>('flex-strand-analysis');
    expect(strands.body.rows).toEqual([{ subject: 'math', strand: 'geometry', students: 2, meanPercentRight: 63, tier1: 1, tier2: 1, tier3: 0 }]);
  });
});

describe('Checkpoint teacher reports', () => {
  it('Checkpoint analysis and performance: per item and per student, over each student’s latest sitting of each checkpoint', async () => {
    const base = { kind: 'checkpoint' as const, assessmentId: 'checkpoint-fractions' };
    await record(result({ ...base, studentUserId: AVA, items: [item('q1', false), item('q2', false)] }));
    await record(result({ ...base, studentUserId: AVA, items: [item('q1', true), item('q2', true)] }));
    await record(result({ ...base, studentUserId: NOAH, items: [item('q1', true), item('q2', false)] }));
    const analysis = await read<CheckpointAnalysisReport>('checkpoint-analysis');
    expect(analysis.body.rows.map((row) => [row.title, row.position, row.questionKey, row.answered, row.correct, row.percentRight])).toEqual([
      ['Fractions checkpoint', 1, 'q1', 2, 2, 100],
      ['Fractions checkpoint', 2, 'q2', 2, 1, 50],
    ]);
    const performance = await read<CheckpointPerformanceReport>('checkpoint-performance');
    expect(performance.body.rows.map((row) => [row.displayName, row.title, row.correct, row.answered, row.score])).toEqual([
      ['Ava B.', 'Fractions checkpoint', 2, 2, 100],
      ['Noah C.', 'Fractions checkpoint', 1, 2, 50],
    ]);
  });

  it('a result counts for the classes the student was in when she took it, and only in the range and grade asked for', async () => {
    // Ava, when she was in another class only: not Room 12's.
    await record(result({ kind: 'checkpoint', assessmentId: 'checkpoint-elsewhere', studentUserId: AVA, classIds: ['class_elsewhere'] }));
    const room12 = await read<CheckpointPerformanceReport>('checkpoint-performance');
    expect(room12.body.rows.map((row) => row.assessmentId)).toEqual(['checkpoint-fractions', 'checkpoint-fractions']);
    expect((await read<CheckpointPerformanceReport>('checkpoint-performance', { extra: '&grade=5' })).body.rows).toEqual([]);
    expect((await read<CheckpointPerformanceReport>('checkpoint-performance', { extra: '&range=custom&from=2001-01-01&to=2001-01-31' })).body.rows).toEqual([]);
  });
});

describe('who may read them, and bad input', () => {
  const reports = ['levelup-overview', 'levelup-strand-analysis', 'levelup-standards-performance', 'flex-overview', 'flex-strand-analysis', 'checkpoint-analysis', 'checkpoint-performance'];
  it.each(reports.map((report) => [report]))('%s: another class 403, a student 403, a school administrator of the class 200, bad input 400', async (report) => {
    expect(await read(report, { classId: DEMO_CEDAR_CLASS.classId })).toEqual({ status: 403, body: { error: 'reports.not_your_class' } });
    expect(await read(report, { as: 'ava.b' })).toEqual({ status: 403, body: { error: 'reports.not_a_teacher' } });
    expect((await read(report, { as: 'admin.lee' })).status).toBe(200);
    const badRange = await t.request(`/reports/${report}?classId=${ROOM_12}&range=sometime`, { cookie: cookies['ms.rivera']! });
    expect(badRange.status).toBe(400);
    expect(await read(report, { classId: '' })).toEqual({ status: 400, body: { error: 'reports.class_required' } });
  });
});
