import type { Subject } from '../curriculum';
import type { AcknowledgementStatus } from '../live-messages';
import type { QuestionArt } from '../practice/generated-question';
import type { ReportInterval, ReportRange } from './report-ranges';

// Teacher reports (issue 18, docs/reports.md): who may read them, and the
// shapes the report routes answer (the server annotates them, the browser's
// schemas are checked against them). Every figure is over the local days of
// the school's time zone (events/reports/report-ranges.ts).

/** Teachers read their classes' reports; administrators those of their school's or district's classes. */
export function mayReadClassReports(role: string): boolean {
  return role === 'teacher' || role === 'school_administrator' || role === 'district_administrator';
}

/** The teacher reports: their kebab-case names (`GET /reports/{name}`, page `/analytics/reports/{name}`). */
export const TEACHER_REPORTS = [
  'student-usage',
  'skills-practiced',
  'trouble-spots',
  'student-trouble-spots',
  'score-grid',
  'questions-log',
  'student-summary',
  'progress-and-improvement',
  'live-message',
  // §9 "Student raceway report" (issue 28): answered by the games feature (server/games/raceway-routes.ts, docs/games.md).
  'student-raceway',
  // Issue 29 (docs/reports.md): shapes in events/reports/teacher-student-reports.ts.
  'students-quickview',
  'skill-analysis',
  'student-score-chart',
  'skill-score-chart',
  'student-stats',
  'progress-and-growth',
  // Issue 30 item 5 (docs/assessment-reports.md "Teacher reports"): shapes in events/reports/teacher-assessment-reports.ts.
  'levelup-overview',
  'levelup-strand-analysis',
  'levelup-standards-performance',
  'flex-overview',
  'flex-strand-analysis',
  'checkpoint-analysis',
  'checkpoint-performance',
] as const;
export type TeacherReport = (typeof TEACHER_REPORTS)[number];

/** What every report answer starts with: the class, the days it covers, and in which time zone. */
export interface ReportFrame {
  classId: string;
  className: string;
  range: ReportRange;
  interval: ReportInterval;
  timeZone: string;
  /** The grade the skills were filtered to (view by grades); null: every grade. */
  grade: number | null;
}

/** A skill as reports name it. */
export interface ReportSkill {
  permacode: string;
  code: string | null;
  name: string;
  subject: string;
  grade: number;
}

export interface ReportStudent {
  userId: string;
  displayName: string;
}

/** Student usage: per day and per student, questions answered and seconds spent. */
export interface StudentUsageReport extends ReportFrame {
  days: { day: string; questions: number; seconds: number; students: number }[];
  students: (ReportStudent & { questions: number; seconds: number; daysActive: number })[];
}

/** Skills practiced: per skill, the class's practice in the range and where it ended. */
export interface SkillsPracticedReport extends ReportFrame {
  skills: (ReportSkill & { students: number; questions: number; correct: number; seconds: number; averageScore: number; proficientStudents: number; masteredStudents: number })[];
}

/** One wrong answer, as trouble spots list them. */
export interface WrongAnswer {
  studentUserId: string;
  displayName: string;
  response: string;
  level: number;
  answeredAt: string;
}

/** The question an answer answered, as the student saw it: regenerated from the answer's recorded seed, skill and level. */
export interface AnsweredQuestion {
  prompt: string;
  art?: QuestionArt;
}

/** The same wrong answer to the same question (same prompt and picture), given `count` times (Trouble spots, issue 34). */
export interface WrongAnswerGroup {
  /** Null when the skill's questions can no longer be made (a skill gone from the catalogue). */
  question: AnsweredQuestion | null;
  response: string;
  count: number;
  /** Who gave it, each once, the latest first. */
  students: ReportStudent[];
  /** The level and time of the latest. */
  level: number;
  answeredAt: string;
}

/**
 * Trouble spots: per skill, how often the class missed it, with the wrong answers given: identical ones (same
 * question, same answer) grouped, the most given first (ties: the latest first), out of the skill's newest
 * `WRONG_ANSWERS_GROUPED`, at most `WRONG_ANSWERS_SHOWN` groups.
 */
export interface TroubleSpotsReport extends ReportFrame {
  skills: (ReportSkill & { missed: number; answered: number; studentsMissing: number; wrongAnswers: WrongAnswerGroup[] })[];
}

/** Student trouble spots: per student and skill, what they missed. */
export interface StudentTroubleSpotsReport extends ReportFrame {
  rows: (ReportStudent & ReportSkill & { missed: number; answered: number; wrongAnswers: Omit<WrongAnswer, 'studentUserId' | 'displayName'>[] })[];
}

/**
 * Score grid: every student × every skill of one subject practised in the range: the SmartScore at the range's end.
 * `subjects`: the subjects the class practised in the range (product order, the page's picker); `subject`: the one
 * shown — the one asked for (`subject=`), else the first of `subjects`; null when the class practised nothing.
 */
export interface ScoreGridReport extends ReportFrame {
  subject: Subject | null;
  subjects: Subject[];
  skills: ReportSkill[];
  students: (ReportStudent & { scores: Record<string, { smartScore: number; questions: number; seconds: number }> })[];
}

/** Questions log: one student's answers in the range, newest first. */
export interface QuestionsLogReport extends ReportFrame {
  student: ReportStudent;
  answers: (ReportSkill & { position: number; level: number; correct: boolean; response: string; scoreAfter: number; secondsSpent: number; answeredAt: string; day: string })[];
  /** True when the log has more answers than shown. */
  truncated: boolean;
}

/** Student summary: per student, the range at a glance. */
export interface StudentSummaryReport extends ReportFrame {
  students: (ReportStudent & {
    questions: number;
    correct: number;
    seconds: number;
    skillsPractised: number;
    /** Skills that reached SmartScore 80 (proficient) or 100 (mastered) for the first time in the range. */
    proficientSkills: number;
    masteredSkills: number;
    lastPractisedDay: string | null;
  })[];
}

/** Progress and improvement: per student and skill, the SmartScore at the start of the range and at its end. */
export interface ProgressAndImprovementReport extends ReportFrame {
  rows: (ReportStudent & ReportSkill & { startScore: number; endScore: number; gained: number; questions: number; seconds: number })[];
}

export type ReactionCounts = Record<AcknowledgementStatus, number>;

/** Live message: each message sent to the class's students in the range, with its reactions, and reactions per day. */
export interface LiveMessageReport extends ReportFrame {
  messages: { batchId: string; senderName: string; sentAt: string; day: string; message: string; recipients: number; reactions: ReactionCounts }[];
  /** Reactions given per local day (when the student answered), over the class's messages of the range. */
  days: ({ day: string } & Omit<ReactionCounts, 'UNACKNOWLEDGED'>)[];
}
