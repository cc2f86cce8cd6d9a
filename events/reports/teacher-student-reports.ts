import type { StudentProgressReport } from './administrator-reports';
import type { ReportDay } from './report-ranges';
import type { ReportFrame, ReportSkill, ReportStudent } from './teacher-reports';

// The answers of the issue-29 teacher reports (docs/reports.md): Students
// quickview, Skill analysis, Student and Skill score charts, Student stats and
// Progress and growth. The server annotates them; the browser's schemas are
// checked against them.

/** SmartScore bands of Skill analysis (the spec names none): 0–69, 70–79, 80–89, 90–99, 100. */
export const SMART_SCORE_BANDS = [
  { min: 0, max: 69 },
  { min: 70, max: 79 },
  { min: 80, max: 89 },
  { min: 90, max: 99 },
  { min: 100, max: 100 },
] as const;

/** A student's practice over one period of Students quickview. */
export interface QuickviewPeriod {
  questions: number;
  seconds: number;
  skills: number;
  /** Times the live classroom's needs-help flag was raised. */
  helpRaised: number;
}

/** Students quickview: each student today and this week (the school's local days; the week starts on Monday). */
export interface StudentsQuickviewReport extends ReportFrame {
  today: ReportDay;
  weekStart: ReportDay;
  students: (ReportStudent & {
    today: QuickviewPeriod;
    week: QuickviewPeriod & { proficientSkills: number; masteredSkills: number };
    /** The live classroom's needs-help flag after their last answer today. */
    needsHelpNow: boolean;
    /** Skills whose SmartScore is at least 80 / is 100 after their last answer up to today. */
    skillsAt80: number;
    skillsAt100: number;
    lastPractisedDay: ReportDay | null;
  })[];
}

/** A student stuck on a skill: the needs-help flag raised on it in the range, and below 80 at the range's end. */
export interface StuckStudent extends ReportStudent {
  score: number;
  helpRaised: number;
}

/** Skill analysis: per skill the class practised, its students by SmartScore band, who is stuck, the most common wrong answers. */
export interface SkillAnalysisReport extends ReportFrame {
  /** SMART_SCORE_BANDS, for the browser (which imports no values from here). */
  bands: { min: number; max: number }[];
  skills: (ReportSkill & {
    students: number;
    questions: number;
    /** Students per band of SMART_SCORE_BANDS (in its order), by the SmartScore at the range's end. */
    bands: number[];
    stuck: StuckStudent[];
    /** The wrong answers given most often (at most COMMON_WRONG_ANSWERS), with how many students gave each. */
    commonWrongAnswers: { response: string; count: number; students: number }[];
  })[];
}

/** One point of a SmartScore line: the score after the last answer of a local day. */
export interface ScorePoint {
  day: ReportDay;
  score: number;
}

/** Student score chart: one student's SmartScore over time, a line per skill. */
export interface StudentScoreChartReport extends ReportFrame {
  student: ReportStudent;
  lines: (ReportSkill & { points: ScorePoint[] })[];
}

/** Skill score chart: one skill's SmartScore over time, a line per student; the skills the class practised (its picker). */
export interface SkillScoreChartReport extends ReportFrame {
  skills: ReportSkill[];
  /** The skill shown: the one asked for, else the class's most practised; null when none was practised. */
  skill: ReportSkill | null;
  lines: (ReportStudent & { points: ScorePoint[] })[];
}

/** Student stats: totals and streaks per student; time by day of the week and by hour (the class's, or one student's). */
export interface StudentStatsReport extends ReportFrame {
  studentUserId: string | null;
  students: (ReportStudent & {
    questions: number;
    seconds: number;
    skills: number;
    masteredSkills: number;
    daysActive: number;
    /** The most local days in a row with practice in the range. */
    longestStreak: number;
    /** Days in a row with practice up to the range's last day (or the day before it). */
    currentStreak: number;
  })[];
  /** 1 Monday … 7 Sunday, all seven. */
  weekdays: { weekday: number; questions: number; seconds: number }[];
  /** 0 … 23, all twenty-four. */
  hours: { hour: number; questions: number; seconds: number }[];
}

/** Progress and growth for teachers: one student of the class, the learner's own progress report. */
export interface ProgressAndGrowthReport extends ReportFrame {
  progress: StudentProgressReport;
}
