import type { Subject } from './curriculum';
import type { LessonCheckKey, LessonCheckQuestion, LessonExample } from './lessons/lesson-content';
import { lessonProgressEvents } from './lessons/lesson-progress';

// Lessons (issue 31, item 1; docs/lessons.md): a lesson per skill (events/lessons/lesson-content.ts,
// its idea in lesson-ideas.ts) and the student's progress through it as events
// (events/lessons/lesson-progress.ts).

export const lessonEvents = [...lessonProgressEvents] as const;

export {
  lessonProgress,
  lessonProgressStreams,
  MAX_LESSON_RESPONSE_LENGTH,
  takesLessons,
  type LessonProgressCommand,
  type LessonProgressEvent,
  type LessonSkill,
} from './lessons/lesson-progress';
export type { LessonCheckKey, LessonCheckQuestion, LessonExample } from './lessons/lesson-content';

/** The signed-in student's progress in a lesson. */
export interface LessonProgressSummary {
  startedAt: string;
  finishedAt: string | null;
  /** Each check answered, and whether its first answer was right. */
  checks: { questionKey: LessonCheckKey; correct: boolean }[];
  checksRight: number;
}

/** `GET /lessons/{permacode}`: the lesson, its checks without answers, and the student's progress (null for others). */
export interface LessonPage {
  permacode: string;
  skillCode: string;
  skillName: string;
  subject: Subject;
  grade: number;
  /** The skill's page ("Practise this skill"). */
  skillUrl: string;
  idea: string[];
  examples: LessonExample[];
  checks: LessonCheckQuestion[];
  progress: LessonProgressSummary | null;
}

/** `POST /lessons/{permacode}/check` → right or not, with the explanation and the progress after it. */
export interface JudgedLessonCheck {
  questionKey: LessonCheckKey;
  correct: boolean;
  correctAnswer: string;
  explanation: string[];
  checksAnswered: number;
  checksRight: number;
  finished: boolean;
}

/** A lesson of `GET /lessons/in-progress` (started, not finished), the latest answered first. */
export interface LessonInProgress {
  permacode: string;
  skillCode: string;
  skillName: string;
  /** The lesson's page, `/lesson/{permacode}`. */
  url: string;
  checksAnswered: number;
  lastAnsweredAt: string;
}

export { lessonPagePath } from './curriculum';
