import type { GradeLevelBand } from '../practice';
import type { ReportFrame } from './teacher-reports';

// The teacher assessment reports (issue 30 item 5, docs/assessment-reports.md "Teacher reports"):
// the shapes their routes answer, over one class's recorded assessment results (a result counts
// for a class when the student was in it when she took the assessment, and its local day is in
// the range). The server annotates them; the browser's schemas are checked against them.

type DiagnosticSubject = 'math' | 'ela';

/** A student of the class and a subject: what every per-student row starts with. */
export interface AssessmentStudentOfClass {
  studentUserId: string;
  displayName: string;
  subject: DiagnosticSubject;
}

/** Students per grade-level band. */
export type AssessmentBandCounts = Record<GradeLevelBand, number>;

/** LevelUp overview: each student's latest LevelUp sitting per subject — overall level, band, strand levels. */
export interface LevelUpOverviewReport extends ReportFrame {
  rows: (AssessmentStudentOfClass & {
    level: number | null;
    pinpointed: boolean;
    band: GradeLevelBand;
    strands: { strand: string; level: number | null; pinpointed: boolean }[];
    finishedAt: string;
  })[];
}

/** LevelUp strand analysis: per subject and strand, the class's students per band of their strand level (each student's latest sitting). */
export interface LevelUpStrandAnalysisReport extends ReportFrame {
  rows: { subject: DiagnosticSubject; strand: string; students: number; bands: AssessmentBandCounts }[];
}

/** LevelUp standards performance: per standard, the class's LevelUp items answered in the range and the share right. */
export interface LevelUpStandardsPerformanceReport extends ReportFrame {
  rows: { standardCode: string; subject: DiagnosticSubject; answered: number; correct: number; percentRight: number }[];
}

/** Flex overview: each student's latest Flex snapshot per subject — level, tier, percentile, strands right of answered. */
export interface FlexOverviewReport extends ReportFrame {
  rows: (AssessmentStudentOfClass & {
    level: number | null;
    tier: 1 | 2 | 3 | null;
    percentile: number | null;
    strands: { strand: string; correct: number; answered: number }[];
    finishedAt: string;
  })[];
}

/** Flex strand analysis: per subject and strand, the mean share right over the students' latest snapshots, and those students per tier. */
export interface FlexStrandAnalysisReport extends ReportFrame {
  rows: { subject: DiagnosticSubject; strand: string; students: number; meanPercentRight: number; tier1: number; tier2: number; tier3: number }[];
}

/** Checkpoint analysis: per item of each checkpoint, over each student's latest sitting of it: answered and share right. */
export interface CheckpointAnalysisReport extends ReportFrame {
  rows: {
    assessmentId: string;
    title: string;
    subject: DiagnosticSubject;
    questionKey: string;
    /** The item's position in the checkpoint (1-based, as first recorded). */
    position: number;
    permacode: string | null;
    skillName: string | null;
    standardCodes: string[];
    answered: number;
    correct: number;
    percentRight: number;
  }[];
}

/** Checkpoint performance: per student and checkpoint, the latest sitting's score (percent right). */
export interface CheckpointPerformanceReport extends ReportFrame {
  rows: (AssessmentStudentOfClass & { assessmentId: string; title: string; correct: number; answered: number; score: number; finishedAt: string })[];
}
