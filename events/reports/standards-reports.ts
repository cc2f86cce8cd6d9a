import type { Subject } from '../curriculum';
import type { AdministratorReportFrame } from './administrator-reports';

// The administrator standards reports (issue 29, item 5; docs/administrator-reports.md
// "Standards reports"): the shapes `GET /reports/standards-*` answer (the server
// annotates them, the browser's schemas are checked against them). Who may read
// them is the administrator reports' rule (`mayReadAdministratorReports`).

/** The standards reports: kebab-case names (`GET /reports/{name}`, page `/analytics/reports/{name}`). */
export const STANDARDS_REPORTS = ['standards-proficiency-overview', 'standards-proficiency-details', 'standards-performance'] as const;
export type StandardsReport = (typeof STANDARDS_REPORTS)[number];

/** The longest standard code a query may name (`D2.Civ.10.9-12` is 14). */
export const STANDARD_CODE_MAX = 32;

/** A standard as the reports name it. */
export interface ReportStandard {
  code: string;
  description: string;
  domain: string;
  subject: Subject;
  /** The lowest grade the standard is for (0 = kindergarten) … */
  standardGrade: number;
  /** … and the highest (the same for a single-grade code). */
  standardGradeMax: number;
}

/** A row's school and the students' grade (their grade on their last day of practice in the range; null: no class). */
export interface StandardsReportPlace {
  schoolId: string;
  schoolName: string;
  grade: number | null;
}

/** Standards Proficiency Overview: per standard × school × grade, the students who practised its skills in the range and those proficient in them. */
export interface StandardsProficiencyOverviewReport extends AdministratorReportFrame {
  rows: (ReportStandard &
    StandardsReportPlace & {
      /** Students who answered at least one question of the standard's skills in the range. */
      students: number;
      /** Of them, those who reached SmartScore 80 by the end of the range in every skill of the standard they practised in it. */
      proficient: number;
    })[];
  /** The chart: per domain, over every row — student × standard pairs, and those proficient. */
  domains: { subject: Subject; domain: string; students: number; proficient: number }[];
}

/** One skill aligned to the standard, with its figures over the scope (every school and grade of it). */
export interface StandardsReportSkill {
  permacode: string;
  code: string | null;
  name: string;
  skillGrade: number;
  /** Students who practised the skill in the range. */
  students: number;
  /** Of them, those at SmartScore 80 (proficient) and 100 (mastered) in it by the end of the range. */
  proficient: number;
  mastered: number;
}

/** Standards Proficiency Details: one standard — its aligned skills, and per school × grade students practised, proficient and mastered. */
export interface StandardsProficiencyDetailsReport extends AdministratorReportFrame {
  /** The standard shown: the one asked for (`code`), else the first of `standardOptions`; null when nothing was practised and none was asked for. */
  standard: ReportStandard | null;
  /** The standards practised in the scope and range, to pick from (framework order). */
  standardOptions: { code: string; description: string; subject: Subject }[];
  /** The standard's aligned skills in the administrator's edition, and any other skill of it practised in the scope. */
  skills: StandardsReportSkill[];
  rows: (StandardsReportPlace & {
    students: number;
    /** Proficient (80) in every skill of the standard they practised in the range, by its end. */
    proficient: number;
    /** Mastered (100) in every skill of the standard they practised in the range, by its end. */
    mastered: number;
  })[];
}

/** Standards Performance: per standard × school × grade, over the range. */
export interface StandardsPerformanceReport extends AdministratorReportFrame {
  rows: (ReportStandard &
    StandardsReportPlace & {
      students: number;
      questions: number;
      /** Right answers of the questions. */
      correct: number;
      /** The mean, over the student × skill pairs practised, of the SmartScore after the pair's last answer in the range (whole number); null: none. */
      averageScore: number | null;
    })[];
  /** Per standard over every school and grade (the chart): the same figures. */
  standards: (ReportStandard & { students: number; questions: number; correct: number; averageScore: number | null })[];
}
