import { describe, expect, it } from 'vitest';
import type { AssessmentResult, AssessmentResultRecordedEvent } from '../events/assessments/assessment-result';
import { openLogDatabase } from '../events/log/log-database';
import { assessmentResultsProjection, assessmentResultsQueries } from './assessment-results';
import { projectionSpecification } from './projection-specification';

// The assessment reports' read model (issue 30 item 5, docs/assessment-reports.md): one row per
// AssessmentResultRecorded, kept as recorded, read by school and kind, by class and kind, or by student.

const spec = projectionSpecification(assessmentResultsProjection, assessmentResultsQueries);
const at = (minutes: number) => new Date(Date.parse('2026-11-02T09:00:00.000Z') + minutes * 60_000).toISOString();

const result = (assessmentId: string, studentUserId: string, overrides: Partial<AssessmentResult> = {}): AssessmentResult => ({
  assessmentId,
  kind: 'screener',
  title: `Screener ${assessmentId}`,
  subject: 'math',
  studentUserId,
  grade: 4,
  schoolId: 'school_maple',
  classIds: ['class_12'],
  assessmentType: 'MATH_SCREENER',
  period: null,
  finishedAt: at(30),
  level: 420,
  pinpointed: true,
  strands: [
    { strand: 'fractions', level: 410, pinpointed: true, correct: 3, answered: 4 },
    { strand: 'geometry', level: null, pinpointed: false, correct: 0, answered: 1 },
  ],
  tier: 2,
  percentile: 37,
  atRisk: true,
  items: [
    { questionKey: 'q1', permacode: 'PC1', standardCodes: ['4.NF.1'], strand: 'fractions', correct: true },
    { questionKey: 'q2', permacode: null, standardCodes: [], strand: null, correct: false },
  ],
  ...overrides,
});
const recorded = (data: AssessmentResult): AssessmentResultRecordedEvent => ({ type: 'AssessmentResultRecorded', data });

describe('the assessment-results projection', () => {
  it('is the inline projection "assessment-results", version 1, over one table', () => {
    expect(assessmentResultsProjection.name).toBe('assessment-results');
    expect(assessmentResultsProjection.version).toBe(1);
    expect(assessmentResultsProjection.mode).toBe('inline');
    expect(assessmentResultsProjection.tables).toEqual(['assessment_results']);
  });

  it('creates its table and its two indexes (and may create them again)', () => {
    const db = openLogDatabase(':memory:');
    try {
      assessmentResultsProjection.create(db);
      assessmentResultsProjection.create(db);
      const names = (db.prepare("SELECT name FROM sqlite_master WHERE name LIKE 'assessment_results%' ORDER BY name").all() as { name: string }[]).map((row) => row.name);
      expect(names).toEqual(['assessment_results', 'assessment_results_school_kind', 'assessment_results_student']);
    } finally {
      db.close();
    }
  });
});

describe('results of schools, by kind', () => {
  it('is empty without results', () => {
    spec.given([]).then((q) => expect(q.ofSchools('screener', ['school_maple'])).toEqual([]));
  });

  it('keeps each result whole, as recorded', () => {
    const a = result('window-w1', 'u_ava');
    spec.given([recorded(a)]).then((q) => expect(q.ofSchools('screener', ['school_maple'])).toEqual([a]));
  });

  it('gives the results of one kind of any of the schools, oldest first (the order recorded), nothing else', () => {
    const ava = result('window-w1', 'u_ava', { finishedAt: at(50) });
    const noahFlex = result('flex_1', 'u_noah', { kind: 'flex' });
    const mia = result('window-w1', 'u_mia', { schoolId: 'school_cedar', finishedAt: at(10) });
    const eli = result('window-w1', 'u_eli', { schoolId: 'school_birch' });
    const ana = result('window-w1', 'u_ana', { schoolId: null });
    const noah = result('window-w1', 'u_noah', { finishedAt: at(20) });
    spec.given([ava, noahFlex, mia, eli, ana, noah].map(recorded)).then((q) => {
      expect(q.ofSchools('screener', ['school_maple'])).toEqual([ava, noah]);
      expect(q.ofSchools('screener', ['school_cedar', 'school_maple'])).toEqual([ava, mia, noah]);
      expect(q.ofSchools('flex', ['school_maple'])).toEqual([noahFlex]);
      expect(q.ofSchools('flex', ['school_cedar'])).toEqual([]);
      expect(q.ofSchools('benchmark', ['school_maple', 'school_cedar', 'school_birch'])).toEqual([]);
      expect(q.ofSchools('screener', [])).toEqual([]);
      expect(q.ofSchools('screener', ['school_unknown'])).toEqual([]);
    });
  });

  it('keeps every result recorded, even a second one of the same sitting', () => {
    const first = result('levelup-math', 'u_ava', { kind: 'levelup', level: 400 });
    const second = result('levelup-math', 'u_ava', { kind: 'levelup', level: 450 });
    spec.given([recorded(first), recorded(second)]).then((q) => expect(q.ofSchools('levelup', ['school_maple'])).toEqual([first, second]));
  });
});

describe('results of a class, by kind', () => {
  it('gives the results of one kind taken while in the class, oldest first, nothing else', () => {
    const ava = result('window-w1', 'u_ava', { classIds: ['class_12', 'class_14'] });
    const noah = result('window-w1', 'u_noah', { classIds: ['class_14'] });
    const mia = result('window-w1', 'u_mia', { classIds: [] });
    const avaCheckpoint = result('cp_1', 'u_ava', { kind: 'checkpoint', classIds: ['class_12'] });
    const eli = result('window-w1', 'u_eli', { classIds: ['class_12'], schoolId: null });
    spec.given([ava, noah, mia, avaCheckpoint, eli].map(recorded)).then((q) => {
      expect(q.ofClass('screener', 'class_12')).toEqual([ava, eli]);
      expect(q.ofClass('screener', 'class_14')).toEqual([ava, noah]);
      expect(q.ofClass('checkpoint', 'class_12')).toEqual([avaCheckpoint]);
      expect(q.ofClass('checkpoint', 'class_14')).toEqual([]);
      expect(q.ofClass('screener', 'class_1')).toEqual([]);
      expect(q.ofClass('common', 'class_12')).toEqual([]);
    });
  });
});

describe('results of a student', () => {
  it('gives every result of the student, of any kind and school, oldest first', () => {
    const screener = result('window-w1', 'u_ava', { finishedAt: at(90) });
    const noah = result('window-w1', 'u_noah');
    const levelUp = result('levelup-ela', 'u_ava', { kind: 'levelup', subject: 'ela', schoolId: null, classIds: [], tier: null, percentile: null, atRisk: null, assessmentType: null });
    const benchmark = result('window-w2', 'u_ava', { kind: 'benchmark', schoolId: 'school_cedar', period: 'middle', finishedAt: at(5) });
    spec.given([screener, noah, levelUp, benchmark].map(recorded)).then((q) => {
      expect(q.ofStudent('u_ava')).toEqual([screener, levelUp, benchmark]);
      expect(q.ofStudent('u_noah')).toEqual([noah]);
      expect(q.ofStudent('u_mia')).toEqual([]);
    });
  });
});
