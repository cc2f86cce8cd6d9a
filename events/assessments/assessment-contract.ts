// Assessments' calls and pushes (issue 30, docs/diagnostics.md), the shapes the server answers and the
// browser reads. Values and types the browser imports too (docs/architecture.md "Boundaries"): this module
// imports nothing. One player takes every kind; no answer ever carries feedback while taking.

/** Every kind of assessment one player takes (issue 30 items 1–3). */
export const ASSESSMENT_TAKE_KINDS = ['levelup', 'flex', 'screener', 'benchmark', 'checkpoint', 'common'] as const;
export type AssessmentTakeKind = (typeof ASSESSMENT_TAKE_KINDS)[number];

/** A student's sitting of one assessment. */
export const ASSESSMENT_SITTING_STATUSES = ['not_started', 'in_progress', 'finished'] as const;
export type AssessmentSittingStatus = (typeof ASSESSMENT_SITTING_STATUSES)[number];

export const ASSESSMENT_LIMITS = {
  /** The longest answer the server takes (characters). */
  response: 200,
  title: 120,
  /** Questions in one LevelUp sitting (the diagnostic continues in the next sitting). */
  levelUpSitting: 20,
} as const;

/** One open assessment of the student's (`GET /assessments/assigned` → `{ assessments: AssignedAssessment[] }`). */
export interface AssignedAssessment {
  assessmentId: string;
  kind: AssessmentTakeKind;
  title: string;
  subject: 'math' | 'ela';
  /** The window; null for LevelUp, which is always open. */
  opensAt: string | null;
  closesAt: string | null;
  status: AssessmentSittingStatus;
  answered: number;
  /** Questions in the form; null for LevelUp (adaptive). */
  total: number | null;
}

export interface AssignedAssessmentList {
  assessments: AssignedAssessment[];
}

/** A question while taking: never its answer. Same shape as practice's and quizzes' questions. */
export interface AssessmentQuestionView {
  questionKey: string;
  /** 1-based position in this sitting. */
  number: number;
  prompt: string;
  answerType: 'number' | 'fraction' | 'choice' | 'text';
  choices: string[] | null;
  /** The question's picture (web/shared/question/question-art-schema.ts), or null. */
  art: unknown | null;
}

/**
 * `POST /assessments/{assessmentId}/start` and `POST /assessments/{assessmentId}/answer` both answer this:
 * the next question, or `question: null` with `status: 'finished'` at the end. A second start resumes.
 */
export interface AssessmentSittingView {
  assessmentId: string;
  kind: AssessmentTakeKind;
  title: string;
  status: AssessmentSittingStatus;
  question: AssessmentQuestionView | null;
  answered: number;
  total: number | null;
  /** When the window closes by the server's clock (null: LevelUp), and the server's now. */
  closesAt: string | null;
  serverTime: string;
}

/** One student's row on the teacher's progress page (`GET /assessments/{assessmentId}/progress`). */
export interface AssessmentProgressStudent {
  studentUserId: string;
  displayName: string;
  classId: string;
  status: AssessmentSittingStatus;
  answered: number;
}

export interface AssessmentProgress {
  assessmentId: string;
  kind: AssessmentTakeKind;
  title: string;
  subject: 'math' | 'ela';
  opensAt: string | null;
  closesAt: string | null;
  total: number | null;
  students: AssessmentProgressStudent[];
}

/** The push to the teachers of the student's classes when a sitting starts, moves on or finishes. */
export const ASSESSMENT_PROGRESS_PUSH = 'ASSESSMENT_PROGRESS' as const;
export interface AssessmentProgressPush {
  type: typeof ASSESSMENT_PROGRESS_PUSH;
  assessmentId: string;
  studentUserId: string;
  status: AssessmentSittingStatus;
  answered: number;
}

/** `GET /diagnostic/levels?studentUserId=` (per subject the student has answered LevelUp questions in). */
export interface DiagnosticStrandLevelView {
  strand: string;
  level: number;
  pinpointed: boolean;
}
export interface DiagnosticLevelsView {
  studentUserId: string;
  subjects: {
    subject: 'math' | 'ela';
    overall: { level: number; pinpointed: boolean } | null;
    strands: DiagnosticStrandLevelView[];
  }[];
  /** The shape, for the math diagnostic (ELA when the student has no math answers). */
  overall: { level: number; pinpointed: boolean } | null;
  strands: DiagnosticStrandLevelView[];
}

/** `GET /diagnostic/recommendations` → the signed-in student's next skills. */
export interface DiagnosticRecommendationView {
  permacode: string;
  skillName: string;
  subject: 'math' | 'ela';
  strand: string;
  grade: number;
}
export interface DiagnosticRecommendationList {
  recommendations: DiagnosticRecommendationView[];
}

/** One common assessment an administrator assigned (`GET /assessments/common`), with how far its students are. */
export interface CommonAssessmentSummary {
  assessmentId: string;
  title: string;
  subject: 'math' | 'ela';
  questionSetId: string;
  /** The schools' or the classes' names it was assigned to, and the grade (schools only; null: every grade). */
  assignedTo: string[];
  grade: number | null;
  questions: number;
  opensAt: string;
  closesAt: string;
  assignedAt: string;
  /** Students who started it (finished included) and who finished it. */
  started: number;
  finished: number;
}

/** `GET /assessments/common`: what an administrator assigned, and what the form to assign one offers. */
export interface CommonAssessmentsView {
  assessments: CommonAssessmentSummary[];
  /** The Spark Studio sets the administrator wrote (a set with no question cannot be assigned). */
  sets: { questionSetId: string; title: string; questionCount: number }[];
  /** The schools the administrator administers, each with its classes. */
  schools: { schoolId: string; name: string; classes: { classId: string; name: string; grade: number }[] }[];
}

/** A Flex snapshot as `GET /assessments/flex` lists it (docs/diagnostics.md "Calls"). */
export interface FlexSnapshotSummary {
  assessmentId: string;
  title: string;
  subject: 'math' | 'ela';
  grades: number[];
  /** The names of its schools the administrator administers. */
  schoolNames: string[];
  opensAt: string;
  closesAt: string;
  scheduledAt: string;
}

/** `GET /assessments/flex`: the Flex snapshots of the administrator's schools, newest first. */
export interface FlexSnapshotList {
  snapshots: FlexSnapshotSummary[];
}
