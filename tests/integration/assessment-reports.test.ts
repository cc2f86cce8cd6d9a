import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssessmentResult } from '../../events/assessments/assessment-result';
import type { BenchmarkGrowthReport, FlexDiagnosticResultsReport, FlexDiagnosticTierAnalysisReport, LevelUpDiagnosticResultsReport, UniversalScreenerResultsReport } from '../../events/reports/administrator-reports';
import { demoUserId } from '../../server/demo/demo-school';
import { startTestApp } from '../support/test-app';

// The administrator assessment reports (issue 30 item 5, docs/assessment-reports.md): read your writes —
// an AssessmentResultRecorded (what the assessments decider appends when a sitting ends) shows in the
// report at once; the administrators' scope holds; bad input is a 400 with the reports' key.

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

const result = (fields: Partial<AssessmentResult> & Pick<AssessmentResult, 'studentUserId' | 'kind'>): AssessmentResult => ({
  assessmentId: 'window-test',
  title: 'Math screener',
  subject: 'math',
  grade: 4,
  schoolId: 'school_maple',
  classIds: ['class_g4_room12'],
  assessmentType: 'MATH_SCREENER',
  period: null,
  finishedAt: t.clock().toISOString(),
  level: 450,
  pinpointed: true,
  strands: [{ strand: 'fractions', level: 450, pinpointed: true, correct: 3, answered: 5 }],
  tier: 1,
  percentile: 55,
  atRisk: false,
  items: [{ questionKey: 'q1', permacode: null, standardCodes: [], strand: 'fractions', correct: true }],
  ...fields,
});

async function record(data: AssessmentResult): Promise<void> {
  await t.log.store.append(`assessment:${data.assessmentId}:${data.studentUserId}`, [{ type: 'AssessmentResultRecorded', data }], {
    expectedVersion: 'any',
    actor: 'test',
    correlationId: 'assessment-reports-test',
  });
}

describe('Universal Screener Results', () => {
  it('shows a screened student as soon as her result is recorded, flagged at risk at tier 2 or 3, counted per school and grade', async () => {
    const before = await read<UniversalScreenerResultsReport>('admin.lee', '/reports/universal-screener-results?range=all_time');
    expect(before.status).toBe(200);
    expect(before.body.rows).toEqual([]);
    await record(result({ studentUserId: demoUserId('ava.b'), kind: 'screener' }));
    await record(result({ studentUserId: demoUserId('noah.c'), kind: 'screener', level: 300, tier: 3, percentile: 8, atRisk: true }));
    const after = await read<UniversalScreenerResultsReport>('admin.lee', '/reports/universal-screener-results?range=all_time');
    expect(after.body.rows.map((row) => [row.displayName, row.subject, row.level, row.atRisk])).toEqual([
      ['Ava B.', 'math', 450, false],
      ['Noah C.', 'math', 300, true],
    ]);
    expect(after.body.summary).toEqual([{ schoolId: 'school_maple', schoolName: 'Maple Elementary', grade: 4, subject: 'math', screened: 2, atRisk: 1 }]);
  });

  it('keeps each student’s latest screener per subject, and only the chosen grade', async () => {
    await record(result({ studentUserId: demoUserId('ava.b'), kind: 'screener', level: 500, percentile: 70 }));
    const latest = await read<UniversalScreenerResultsReport>('admin.lee', '/reports/universal-screener-results?range=all_time');
    expect(latest.body.rows.find((row) => row.displayName === 'Ava B.')!.level).toBe(500);
    const grade5 = await read<UniversalScreenerResultsReport>('admin.lee', '/reports/universal-screener-results?range=all_time&grade=5');
    expect(grade5.body.rows).toEqual([]);
  });

  it('covers an administrator’s own schools only: another school is 403, a bad range 400', async () => {
    expect((await read('admin.lee', '/reports/universal-screener-results?range=all_time&schoolId=school_cedar')).body).toEqual({ error: 'admin_reports.not_your_school' });
    const cedar = await read<UniversalScreenerResultsReport>('district.chen', '/reports/universal-screener-results?range=all_time&schoolId=school_cedar');
    expect(cedar.body.rows).toEqual([]);
    expect(await read('ms.rivera', '/reports/universal-screener-results?range=all_time')).toEqual({ status: 403, body: { error: 'admin_reports.not_an_administrator' } });
    expect((await read('admin.lee', '/reports/universal-screener-results?range=sometime')).status).toBe(400);
  });
});

describe('Benchmark Growth', () => {
  it('places each benchmark in its period of the year and gives the growth from the first to the last', async () => {
    const base = { studentUserId: demoUserId('ava.b'), kind: 'benchmark' as const, subject: 'ela' as const, assessmentType: 'ELA_BENCHMARK', tier: null, percentile: null, atRisk: null };
    await record(result({ ...base, assessmentId: 'window-fall', period: 'beginning', level: 420 }));
    const one = await read<BenchmarkGrowthReport>('district.chen', '/reports/benchmark-growth?range=all_time');
    expect(one.body.rows.map((row) => [row.displayName, row.beginning, row.middle, row.growth])).toEqual([['Ava B.', 420, null, null]]);
    await record(result({ ...base, assessmentId: 'window-winter', period: 'middle', level: 465 }));
    const two = await read<BenchmarkGrowthReport>('district.chen', '/reports/benchmark-growth?range=all_time');
    expect(two.body.rows.map((row) => [row.displayName, row.subject, row.beginning, row.middle, row.end, row.growth])).toEqual([['Ava B.', 'ela', 420, 465, null, 45]]);
  });
});

describe('LevelUp and Flex diagnostic results', () => {
  it('LevelUp: the latest sitting’s levels and the band they give, Not pinpointed until the level is', async () => {
    const base = { kind: 'levelup' as const, assessmentId: 'levelup-math', assessmentType: null, tier: null, percentile: null, atRisk: null };
    await record(result({ ...base, studentUserId: demoUserId('mia.d'), level: 380, pinpointed: false }));
    const before = await read<LevelUpDiagnosticResultsReport>('admin.lee', '/reports/levelup-diagnostic-results?range=all_time');
    expect(before.body.rows.map((row) => [row.displayName, row.band])).toEqual([['Mia D.', 'Not pinpointed']]);
    await record(result({ ...base, studentUserId: demoUserId('mia.d'), level: 455, pinpointed: true }));
    const after = await read<LevelUpDiagnosticResultsReport>('admin.lee', '/reports/levelup-diagnostic-results?range=all_time');
    expect(after.body.rows.map((row) => [row.displayName, row.level, row.band])).toEqual([['Mia D.', 455, 'On grade']]);
    expect(after.body.summary[0]!.bands['On grade']).toBe(1);
  });

  it('Flex: each student’s latest snapshot, and the students per tier', async () => {
    const base = { kind: 'flex' as const, assessmentId: 'flex-1', subject: 'ela' as const, assessmentType: 'ELA_SNAPSHOT', atRisk: null };
    await record(result({ ...base, studentUserId: demoUserId('liam.e'), tier: 3, percentile: 10 }));
    await record(result({ ...base, studentUserId: demoUserId('emma.f'), tier: 1, percentile: 80 }));
    const results = await read<FlexDiagnosticResultsReport>('admin.lee', '/reports/flex-diagnostic-results?range=all_time');
    expect(results.body.rows.map((row) => [row.displayName, row.tier, row.percentile])).toEqual([
      ['Emma F.', 1, 80],
      ['Liam E.', 3, 10],
    ]);
    const tiers = await read<FlexDiagnosticTierAnalysisReport>('admin.lee', '/reports/flex-diagnostic-tier-analysis?range=all_time');
    expect(tiers.body.rows).toEqual([{ schoolId: 'school_maple', schoolName: 'Maple Elementary', grade: 4, subject: 'ela', students: 2, tier1: 1, tier2: 0, tier3: 1 }]);
  });
});
