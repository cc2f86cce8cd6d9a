import type { Subject } from '../curriculum';
import type { RoomQuestion, RoomSpreadRow } from '../same-question-mode';

// Instant review's calls' answers (docs/instant-review.md): the server annotates, the
// client checks them with `import type`.

export const instantReviewURLNamespace = '/instant-review';
export const questionReviewModePracticeURL = '/question-review';
/** "Missed recently": wrong answers of the last this many days. */
export const INSTANT_REVIEW_RECENT_DAYS = 30;
/** The most skills one review holds. */
export const MAX_REVIEW_SKILLS = 20;
/** The most students one review invites. */
export const MAX_REVIEW_STUDENTS = 200;
/** The wrong answers the teacher's page lists (most common first). */
export const COMMON_WRONG_ANSWERS_SHOWN = 3;
export const reviewEndReasons = ['teacher', 'group_jam'] as const;
export type ReviewEndReason = (typeof reviewEndReasons)[number];

/** The Return to review link: `{instantReviewURLNamespace}{questionReviewModePracticeURL}/{qrmSessionId}`. */
export function questionReviewPath(qrmSessionId: string): string {
  return `${instantReviewURLNamespace}${questionReviewModePracticeURL}/${qrmSessionId}`;
}

/** A skill and the level to review it at; `skillId` is the skill's permacode (as in its practice path). */
export interface SkillIDAndLevel {
  skillId: string;
  level: number;
}

/** One row of POST /instant-review/fetch-instant-review-skills. */
export interface InstantReviewSkill {
  skillId: string;
  code: string;
  name: string;
  subject: Subject;
  grade: number;
  /** How many of the selected students answered it wrong recently. */
  missedByCount: number;
  /** Their wrong answers in all. */
  missedQuestionCount: number;
  /** 1–5: the level most of the misses were at (ties: the lower). */
  level: number;
}

export interface InstantReviewSkillsResponse {
  skills: InstantReviewSkill[];
  /** The students counted (the selected ones the teacher reaches). */
  studentCount: number;
  recentDays: number;
}

/** §3 "Question-review banner", and the answer of start-question-review-mode. */
export interface QuestionReviewBanner {
  qrmSessionId: string;
  instantReviewURLNamespace: string;
  questionReviewModePracticeURL: string;
}

/** A skill of the session, as the teacher's list shows it. */
export interface ReviewSkillRow {
  skillId: string;
  code: string;
  name: string;
  level: number;
}

/** The review's question, with the key a student answers it under. */
export interface ReviewQuestion extends RoomQuestion {
  questionKey: string;
}

/** GET /practice/qrm-current-question. */
export interface QrmCurrentQuestion {
  qrmSessionId: string;
  viewer: 'teacher' | 'student';
  status: 'open' | 'ended';
  endedReason: ReviewEndReason | null;
  teacherDisplayName: string;
  skill: ReviewSkillRow;
  question: ReviewQuestion;
  tally: { invited: number; answered: number; correct: number };
  /** Students: their answer to this question, null until they answer. */
  myResponse: { guesses: string[]; correct: boolean } | null;
  /** Teacher only: the session's skills in order, the current one included. */
  skills: ReviewSkillRow[] | null;
  /** Teacher only: the answer and its explanation. */
  correctAnswer: string | null;
  explanation: string | null;
  /** Teacher only: the most common wrong answers (at most three). */
  commonWrongAnswers: RoomSpreadRow[] | null;
  /** Teacher only: who answered, right or wrong. */
  answers: { studentUserId: string; displayName: string; answered: boolean; correct: boolean | null }[] | null;
}

/** POST /instant-review/submit-response. */
export interface ReviewResponseResult {
  correct: boolean;
  questionNumber: number;
}

/** GET /instant-review/student-invitation: the open review a student is invited to. */
export interface QuestionReviewInvitation extends QuestionReviewBanner {
  teacherDisplayName: string;
}

/** Pushes (docs/instant-review.md). General channel, to each invited student when a review starts. */
export interface QuestionReviewInvitationPush extends QuestionReviewInvitation {
  event: 'QUESTION_REVIEW_MODE';
}
/** Room channel `push.user.<id>.room`. */
export type QuestionReviewPush =
  | { event: 'QRM_QUESTION_POSED'; qrmSessionId: string }
  | { event: 'QRM_SKILLS_UPDATED'; qrmSessionId: string }
  | { event: 'QRM_RESPONSE_RECORDED'; qrmSessionId: string; questionNumber: number; studentUserId: string; correct: boolean }
  | { event: 'QRM_ENDED'; qrmSessionId: string; reason: ReviewEndReason };
