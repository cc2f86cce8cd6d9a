import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssessmentResult } from '../../events/assessments/assessment-result';
import type {
  CommonAssessmentItemAnalysisReport,
  CommonAssessmentResultsReport,
  FlexDiagnosticStrandsReport,
  SchoolCheckpointPerformanceReport,
} from '../../events/reports/administrator-reports';
import { demoUserId } from '../../server/demo/demo-school';
import { startTestApp } from '../support/test-app';

// The last four administrator assessment reports (issue 30 item 5, docs/assessment-reports.md): Flex
// Diagnostic Strands, School Checkpoint Performance, Common Assessment Results and Item Analysis. Read
// your writes (an AssessmentResultRecorded shows at once), each student's latest sitting, the grade
// filter, the administrators' scope (another school 403), bad input 400.

let t: Awaited<ReturnType<typeof startTestApp>>;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp({});
  for (const username of ['district.chen', 'admin.lee', 'ms.rivera']) cookies[username] = await t.signIn(username);
}, 120_000);
afterAll(() => t?.close());

async function read<T>(username: string, path: string): Promise<{ status: number; body: T }> {
  const response = await t.request(path, { cookie: cookies[username]! });
  return { status: response.status, body: (await response.json()) as T };
}

const item = (questionKey: string, correct: boolean) => ({ questionKey, permacode: null, standardCodes: ['4.NF.B.3'], strand: 'fractions' as const, correct });

const result = (fields: Partial<AssessmentResult> & Pick<AssessmentResult, 'studentUserId' | 'kind' | 'assessmentId'>): AssessmentResult => ({
  title: 'District fractions test',
  subject: 'math',
  grade: 4,
  schoolId: 'school_maple',
  classIds: ['class_g4_room12'],
  assessmentType: null,
  period: null,
  finishedAt: t.clock().toISOString(),
  level: null,
  pinpointed: false,
  strands: [],
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
    correlationId: 'scored-assessment-reports-test',
  });
}

const AVA = demoUserId('ava.b');
const NOAH = demoUserId('noah.c');
const maple = { schoolId: 'school_maple', schoolName: 'Maple Elementary', grade: 4, subject: 'math' };

describe('Flex Diagnostic Strands', () => {
  it('per school, grade and strand: the mean share right over each student’s latest snapshot', async () => {
    expect((await read<FlexDiagnosticStrandsReport>('admin.lee', '/reports/flex-diagnostic-strands?range=all_time')).body.rows).toEqual([]);
    const flex = { kind: 'flex' as const, assessmentId: 'flex-fall', tier: 2 as const, percentile: 30 };
    await record(result({ ...flex, studentUserId: AVA, strands: [{ strand: 'geometry', level: null, pinpointed: false, correct: 0, answered: 4 }] }));
    await record(result({ ...flex, studentUserId: AVA, strands: [{ strand: 'geometry', level: null, pinpointed: false, correct: 4, answered: 4 }] }));
    await record(result({ ...flex, studentUserId: NOAH, strands: [{ strand: 'geometry', level: null, pinpointed: false, correct: 1, answered: 4 }, { strand: 'fractions', level: null, pinpointed: false, correct: 0, answered: 0 }] }));
    const { body } = await read<FlexDiagnosticStrandsReport>('admin.lee', '/reports/flex-diagnostic-strands?range=all_time');
    expect(body.rows).toEqual([{ ...maple, strand: 'geometry', students: 2, meanPercentRight: 63 }]);
  });
});

describe('School Checkpoint Performance', () => {
  it('per school, grade and checkpoint: the students and their mean score, each student’s latest sitting', async () => {
    const checkpoint = { kind: 'checkpoint' as const, assessmentId: 'checkpoint-1', title: 'Fractions checkpoint' };
    await record(result({ ...checkpoint, studentUserId: AVA, items: [item('q1', false), item('q2', false)] }));
    await record(result({ ...checkpoint, studentUserId: AVA, items: [item('q1', true), item('q2', true)] }));
    await record(result({ ...checkpoint, studentUserId: NOAH, items: [item('q1', true), item('q2', false)] }));
    const { body } = await read<SchoolCheckpointPerformanceReport>('district.chen', '/reports/school-checkpoint-performance?range=all_time');
    expect(body.rows).toEqual([{ ...maple, assessmentId: 'checkpoint-1', title: 'Fractions checkpoint', students: 2, meanScore: 75 }]);
    expect((await read<SchoolCheckpointPerformanceReport>('district.chen', '/reports/school-checkpoint-performance?range=all_time&grade=5')).body.rows).toEqual([]);
  });
});

describe('Common Assessment Results and Item Analysis', () => {
  it('per school and grade, the students and mean score of each common assessment; per item, the share right per school', async () => {
    const common = { kind: 'common' as const, assessmentId: 'common-district-1' };
    await record(result({ ...common, studentUserId: AVA, items: [item('q1', true), item('q2', true)] }));
    await record(result({ ...common, studentUserId: NOAH, items: [item('q1', true), item('q2', false)] }));
    await record(result({ ...common, studentUserId: demoUserId('mia.d'), schoolId: 'school_cedar', grade: 6, classIds: [], items: [item('q1', false), item('q2', false)] }));
    const results = await read<CommonAssessmentResultsReport>('district.chen', '/reports/common-assessment-results?range=all_time');
    expect(results.body.rows.map((row) => [row.schoolName, row.grade, row.title, row.students, row.meanScore])).toEqual([
      ['Cedar Creek Middle School', 6, 'District fractions test', 1, 0],
      ['Maple Elementary', 4, 'District fractions test', 2, 75],
    ]);
    const items = await read<CommonAssessmentItemAnalysisReport>('district.chen', '/reports/common-assessment-item-analysis?range=all_time');
    expect(items.body.rows.map((row) => [row.position, row.answered, row.percentRight, row.schools.map((school) => [school.schoolName, school.answered, school.percentRight])])).toEqual([
      [1, 3, 67, [['Cedar Creek Middle School', 1, 0], ['Maple Elementary', 2, 100]]],
      [2, 3, 33, [['Cedar Creek Middle School', 1, 0], ['Maple Elementary', 2, 50]]],
    ]);
    // A school administrator sees her school only.
    const own = await read<CommonAssessmentItemAnalysisReport>('admin.lee', '/reports/common-assessment-item-analysis?range=all_time');
    expect(own.body.rows.map((row) => row.schools.map((school) => school.schoolName))).toEqual([['Maple Elementary'], ['Maple Elementary']]);
  });
});

describe('who may read them, and bad input', () => {
  const reports = ['flex-diagnostic-strands', 'school-checkpoint-performance', 'common-assessment-results', 'common-assessment-item-analysis'];
  it.each(reports.map((report) => [report]))('%s: another school 403, a teacher 403, a bad range 400', async (report) => {
    expect(await read('admin.lee', `/reports/${report}?range=all_time&schoolId=school_cedar`)).toEqual({ status: 403, body: { error: 'admin_reports.not_your_school' } });
    expect(await read('ms.rivera', `/reports/${report}?range=all_time`)).toEqual({ status: 403, body: { error: 'admin_reports.not_an_administrator' } });
    expect((await read('admin.lee', `/reports/${report}?range=sometime`)).status).toBe(400);
  });
});
