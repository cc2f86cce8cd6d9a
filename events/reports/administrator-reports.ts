import type { Subject } from '../curriculum';
import type { GradeLevelBand } from '../practice';
import type { ReportDay, ReportRange } from './report-ranges';

// Administrator reports and learners' progress (issue 18, docs/administrator-reports.md):
// who may read them, and the shapes their routes answer (the server annotates
// them, the browser's schemas are checked against them). Every figure is over
// local days of each school's time zone (events/reports/report-ranges.ts).

/** Administrators read the reports of the schools they administer: a school administrator theirs, a district administrator the district's. */
export function mayReadAdministratorReports(role: string): boolean {
  return role === 'school_administrator' || role === 'district_administrator';
}

/** The administrator reports: kebab-case names (`GET /reports/{name}`, page `/analytics/reports/{name}`). */
export const ADMINISTRATOR_REPORTS = [
  'district-dashboard',
  'school-achievement',
  'time-spent',
  'skill-usage',
  'skill-proficiency',
  // Issue 30 item 5: from the assessment results read model (docs/assessment-reports.md).
  'universal-screener-results',
  'benchmark-growth',
  'levelup-diagnostic-results',
  'flex-diagnostic-results',
  'flex-diagnostic-tier-analysis',
  'flex-diagnostic-strands',
  'school-checkpoint-performance',
  'common-assessment-results',
  'common-assessment-item-analysis',
] as const;
export type AdministratorReport = (typeof ADMINISTRATOR_REPORTS)[number];

export interface ReportSchoolOption {
  schoolId: string;
  name: string;
}

/** What every administrator report answer starts with. */
export interface AdministratorReportFrame {
  /** The schools the administrator may choose from (all of theirs). */
  schoolOptions: ReportSchoolOption[];
  /** The school chosen; null: every school of theirs. */
  schoolId: string | null;
  range: ReportRange;
  /** The days covered (each school counts its own local days; these are the first school's). */
  fromDay: ReportDay | null;
  toDay: ReportDay;
  timeZone: string;
  /** Students of one grade only (view by grades); null: every grade. */
  grade: number | null;
  /** The grades the schools' classes have, for the view-by picker. */
  gradeOptions: number[];
}

export interface DistrictDashboardRow {
  schoolId: string;
  schoolName: string;
  /** Students of the school now (of the grade, when filtered). */
  students: number;
  /** Students who answered at least one question in the range. */
  studentsActive: number;
  questions: number;
  seconds: number;
  /** Skills that reached SmartScore 80 (proficient) for the first time in the range, over all students. */
  skillsProficient: number;
  /** Skills that reached 100 (mastered) for the first time in the range. */
  skillsMastered: number;
}

/** District Dashboard: per school. */
export interface DistrictDashboardReport extends AdministratorReportFrame {
  rows: DistrictDashboardRow[];
}

export type BandCounts = Record<GradeLevelBand, number>;

/** School Achievement: per school, grade and subject, how many students are in each grade-level band at the end of the range. */
export interface SchoolAchievementReport extends AdministratorReportFrame {
  rows: { schoolId: string; schoolName: string; grade: number | null; subject: Subject; students: number; bands: BandCounts }[];
}

/** Time Spent: per school, grade and local day with practice. */
export interface TimeSpentReport extends AdministratorReportFrame {
  rows: { schoolId: string; schoolName: string; grade: number | null; day: ReportDay; students: number; questions: number; seconds: number }[];
  /** All schools together, per day of the range (days without practice too, so a chart shows the gaps). */
  days: { day: ReportDay; questions: number; seconds: number; students: number }[];
}

/** A skill as the administrator reports name it. */
export interface AdministratorReportSkill {
  skillId: number;
  permacode: string;
  code: string | null;
  name: string;
  subject: Subject;
  /** The skill's grade. */
  skillGrade: number;
}

/** Skill Usage: per skill practised in the range, most questions first. */
export interface SkillUsageReport extends AdministratorReportFrame {
  rows: (AdministratorReportSkill & { students: number; questions: number; correct: number; seconds: number })[];
}

/** Skill Proficiency: per skill practised (or reached) in the range: students who practised it, reached proficient, reached mastered. */
export interface SkillProficiencyReport extends AdministratorReportFrame {
  rows: (AdministratorReportSkill & { studentsPractised: number; proficient: number; mastered: number })[];
}

// ---------------------------------------------------------------------------
// A learner's progress (/analytics/progress) and Progress Share (/analytics/progress-share).

/** Who has the progress pages: learners (their own progress) and parents (their children's, Progress Share). */
export function mayOpenProgressPages(role: string): boolean {
  return role === 'student' || role === 'child' || role === 'parent';
}

/** Whose progress a user may open. */
export interface ProgressLearner {
  userId: string;
  displayName: string;
}

/** `GET /analytics/progress/learners`: a learner themselves; a parent their children. */
export interface ProgressLearners {
  learners: ProgressLearner[];
}

/** `GET /analytics/progress-data?studentUserId=`: one learner's progress and growth over a range. */
export interface StudentProgressReport {
  learner: ProgressLearner;
  range: ReportRange;
  fromDay: ReportDay | null;
  toDay: ReportDay;
  timeZone: string;
  totals: {
    questions: number;
    correct: number;
    seconds: number;
    daysActive: number;
    skillsPractised: number;
    /** Skills that reached proficient (80) in the range. */
    proficient: number;
    /** Skills that reached mastery (100) in the range. */
    mastered: number;
  };
  /** Days of the range with practice. */
  days: { day: ReportDay; questions: number; correct: number; seconds: number }[];
  /** Skills practised in the range: the SmartScore before the first answer and after the last, and where the skill stands at the end. */
  skills: (AdministratorReportSkill & {
    url: string | null;
    questions: number;
    correct: number;
    seconds: number;
    scoreAtStart: number;
    scoreAtEnd: number;
    proficient: boolean;
    mastered: boolean;
  })[];
  /** Skills proficient and mastered over time, up to the range's end (before it too), in the order reached. */
  milestones: { day: ReportDay; kind: 'proficient' | 'mastered'; permacode: string; name: string }[];
}

/** Who took an assessment and where (issue 30): the fields every assessment report's student row starts with. */
export interface AssessmentStudentPlace {
  studentUserId: string;
  displayName: string;
  schoolId: string;
  schoolName: string;
  grade: number | null;
  subject: 'math' | 'ela';
}

/** One screened student: her latest screener of that subject finished in the range (issue 30, docs/assessment-reports.md). */
export interface ScreenerStudentRow extends AssessmentStudentPlace {
  assessmentType: string | null;
  level: number | null;
  percentile: number | null;
  tier: 1 | 2 | 3 | null;
  atRisk: boolean;
  finishedAt: string;
}

/** Per school × grade × subject: how many were screened and how many flagged at risk. */
export interface ScreenerSummaryRow {
  schoolId: string;
  schoolName: string;
  grade: number | null;
  subject: 'math' | 'ela';
  screened: number;
  atRisk: number;
}

/** Universal Screener Results: the summary per school and grade, and every screened student. */
export interface UniversalScreenerResultsReport extends AdministratorReportFrame {
  summary: ScreenerSummaryRow[];
  rows: ScreenerStudentRow[];
}

/** One student's benchmark levels this school year: beginning, middle and end (null: not taken), and the growth from the first to the last. */
export interface BenchmarkGrowthRow extends AssessmentStudentPlace {
  beginning: number | null;
  middle: number | null;
  end: number | null;
  growth: number | null;
}

/** Benchmark Growth: per student and subject, the benchmark levels of the periods taken in the range. */
export interface BenchmarkGrowthReport extends AdministratorReportFrame {
  rows: BenchmarkGrowthRow[];
}

/** One student's latest LevelUp level in a subject: overall and per strand, and the band it gives against her grade. */
export interface LevelUpStudentRow extends AssessmentStudentPlace {
  level: number | null;
  pinpointed: boolean;
  band: GradeLevelBand;
  strands: { strand: string; level: number | null; pinpointed: boolean }[];
  finishedAt: string;
}

/** LevelUp Diagnostic Results: per school × grade × subject the students per band, and every student's levels. */
export interface LevelUpDiagnosticResultsReport extends AdministratorReportFrame {
  summary: { schoolId: string; schoolName: string; grade: number | null; subject: 'math' | 'ela'; students: number; bands: Record<GradeLevelBand, number> }[];
  rows: LevelUpStudentRow[];
}

/** One student's latest Flex snapshot in a subject. */
export interface FlexStudentRow extends AssessmentStudentPlace {
  level: number | null;
  percentile: number | null;
  tier: 1 | 2 | 3 | null;
  /** Per strand: right of answered. */
  strands: { strand: string; correct: number; answered: number }[];
  finishedAt: string;
}

/** Flex Diagnostic Results: every student's latest Flex snapshot per subject. */
export interface FlexDiagnosticResultsReport extends AdministratorReportFrame {
  rows: FlexStudentRow[];
}

/** Flex Diagnostic Tier Analysis: per school × grade × subject, the students in each tier. */
export interface FlexDiagnosticTierAnalysisReport extends AdministratorReportFrame {
  rows: { schoolId: string; schoolName: string; grade: number | null; subject: 'math' | 'ela'; students: number; tier1: number; tier2: number; tier3: number }[];
}

/** Flex Diagnostic Strands: per school × grade × subject × strand, over the students' latest snapshots that answered it: the mean share right. */
export interface FlexDiagnosticStrandsReport extends AdministratorReportFrame {
  rows: { schoolId: string; schoolName: string; grade: number | null; subject: 'math' | 'ela'; strand: string; students: number; meanPercentRight: number }[];
}

/** One assessment (a checkpoint or a common assessment) at one school and grade: the students who took it and their mean score (percent right, each student's latest sitting). */
export interface AssessmentScoreRow {
  schoolId: string;
  schoolName: string;
  grade: number | null;
  subject: 'math' | 'ela';
  assessmentId: string;
  title: string;
  students: number;
  meanScore: number;
}

/** School Checkpoint Performance: per school × grade × checkpoint. */
export interface SchoolCheckpointPerformanceReport extends AdministratorReportFrame {
  rows: AssessmentScoreRow[];
}

/** Common Assessment Results: per school × grade × common assessment. */
export interface CommonAssessmentResultsReport extends AdministratorReportFrame {
  rows: AssessmentScoreRow[];
}

/** A share of an item's answers that were right, at one school. */
export interface ItemSchoolShare {
  schoolId: string;
  schoolName: string;
  answered: number;
  percentRight: number;
}

/** Common Assessment Item Analysis: per item of each common assessment (each student's latest sitting), the share right overall and per school. */
export interface CommonAssessmentItemAnalysisReport extends AdministratorReportFrame {
  rows: {
    assessmentId: string;
    title: string;
    subject: 'math' | 'ela';
    questionKey: string;
    /** Its position in the sitting it was first met in (1-based). */
    position: number;
    standardCodes: string[];
    answered: number;
    percentRight: number;
    schools: ItemSchoolShare[];
  }[];
}
