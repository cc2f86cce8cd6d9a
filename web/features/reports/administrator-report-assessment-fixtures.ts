import type { AdministratorReportFrame } from '../../../events/reports/administrator-reports';
import {
  benchmarkGrowthSchema,
  flexDiagnosticResultsSchema,
  flexDiagnosticTierAnalysisSchema,
  levelUpDiagnosticResultsSchema,
  universalScreenerResultsSchema,
  type AdministratorReportData,
} from './administrator-reports-api';
import { scoredAssessmentReportSchemas } from './scored-assessment-reports-api';

// The assessment reports' answers for the administrator report page's tests (issue 30 item 5).

type AssessmentReport =
  | 'universal-screener-results'
  | 'benchmark-growth'
  | 'levelup-diagnostic-results'
  | 'flex-diagnostic-results'
  | 'flex-diagnostic-tier-analysis'
  | 'flex-diagnostic-strands'
  | 'school-checkpoint-performance'
  | 'common-assessment-results'
  | 'common-assessment-item-analysis';

const maple = { schoolId: 'school_maple', schoolName: 'Maple Elementary', grade: 4 };

export function assessmentReportAnswers(frame: AdministratorReportFrame): Pick<AdministratorReportData, AssessmentReport> {
  return {
  'universal-screener-results': {
    ...frame,
    summary: [{ schoolId: 'school_maple', schoolName: 'Maple Elementary', grade: 4, subject: 'math', screened: 2, atRisk: 1 }],
    rows: [
      { studentUserId: 'u_ava_b', displayName: 'Ava B.', schoolId: 'school_maple', schoolName: 'Maple Elementary', grade: 4, subject: 'math', assessmentType: 'MATH_SCREENER', level: 470, percentile: 62, tier: 1, atRisk: false, finishedAt: '2026-10-20T14:00:00.000Z' },
      { studentUserId: 'u_ben_c', displayName: 'Ben C.', schoolId: 'school_maple', schoolName: 'Maple Elementary', grade: 4, subject: 'math', assessmentType: 'MATH_SCREENER', level: 310, percentile: 12, tier: 3, atRisk: true, finishedAt: '2026-10-20T14:05:00.000Z' },
    ],
    },
    'benchmark-growth': {
    ...frame,
    rows: [
      { studentUserId: 'u_ava_b', displayName: 'Ava B.', schoolId: 'school_maple', schoolName: 'Maple Elementary', grade: 4, subject: 'ela', beginning: 420, middle: 465, end: null, growth: 45 },
    ],
    },
    'levelup-diagnostic-results': {
      ...frame,
      summary: [{ ...maple, subject: 'math', students: 2, bands: { 'Above grade': 0, 'On grade': 1, 'Below grade': 0, 'Far below grade': 0, 'Not pinpointed': 1 } }],
      rows: [
        { studentUserId: 'u_ava_b', displayName: 'Ava B.', ...maple, subject: 'math', level: 455, pinpointed: true, band: 'On grade', strands: [{ strand: 'fractions', level: 455, pinpointed: true }], finishedAt: '2026-10-20T14:00:00.000Z' },
        { studentUserId: 'u_noah_c', displayName: 'Noah C.', ...maple, subject: 'math', level: 380, pinpointed: false, band: 'Not pinpointed', strands: [{ strand: 'geometry', level: null, pinpointed: false }], finishedAt: '2026-10-20T14:00:00.000Z' },
      ],
    },
    'flex-diagnostic-results': {
      ...frame,
      rows: [{ studentUserId: 'u_ava_b', displayName: 'Ava B.', ...maple, subject: 'ela', level: 430, percentile: 35, tier: 2, strands: [{ strand: 'vocabulary', correct: 3, answered: 4 }], finishedAt: '2026-10-21T14:00:00.000Z' }],
    },
    'flex-diagnostic-tier-analysis': {
      ...frame,
      rows: [{ ...maple, subject: 'ela', students: 3, tier1: 1, tier2: 1, tier3: 1 }],
    },
    'flex-diagnostic-strands': {
      ...frame,
      rows: [{ ...maple, subject: 'ela', strand: 'vocabulary', students: 3, meanPercentRight: 58 }],
    },
    'school-checkpoint-performance': {
      ...frame,
      rows: [{ ...maple, subject: 'math', assessmentId: 'cp-1', title: 'Fractions checkpoint', students: 2, meanScore: 75 }],
    },
    'common-assessment-results': {
      ...frame,
      rows: [{ ...maple, subject: 'math', assessmentId: 'common-1', title: 'District fractions test', students: 2, meanScore: 75 }],
    },
    'common-assessment-item-analysis': {
      ...frame,
      rows: [
        {
          assessmentId: 'common-1',
          title: 'District fractions test',
          subject: 'math',
          questionKey: 'q1',
          position: 1,
          standardCodes: ['4.NF.B.3'],
          answered: 3,
          percentRight: 67,
          schools: [
            { schoolId: 'school_cedar', schoolName: 'Cedar Creek Middle School', answered: 1, percentRight: 0 },
            { schoolId: 'school_maple', schoolName: 'Maple Elementary', answered: 2, percentRight: 100 },
          ],
        },
        { assessmentId: 'common-1', title: 'District fractions test', subject: 'math', questionKey: 'q2', position: 2, standardCodes: [], answered: 2, percentRight: 50, schools: [{ schoolId: 'school_maple', schoolName: 'Maple Elementary', answered: 2, percentRight: 50 }] },
      ],
    },
  };
}

export const assessmentReportSchemas = {
  'universal-screener-results': universalScreenerResultsSchema,
  'benchmark-growth': benchmarkGrowthSchema,
  'levelup-diagnostic-results': levelUpDiagnosticResultsSchema,
  'flex-diagnostic-results': flexDiagnosticResultsSchema,
  'flex-diagnostic-tier-analysis': flexDiagnosticTierAnalysisSchema,
  ...scoredAssessmentReportSchemas,
};
