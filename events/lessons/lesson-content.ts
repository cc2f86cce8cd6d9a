import { generateQuestion, type GeneratedQuestion, type PracticeSkill, type QuestionArt, type QuestionLevel } from '../practice/question-engine';
import { ideaOf } from './lesson-ideas';

// A skill's lesson (issue 31, docs/lessons.md), pure and the same every time: the idea
// (lesson-ideas.ts), worked examples shown step by step from the question engine's own
// explanations, and three check questions — all from fixed seeds, so the server regenerates a
// check from its key to judge an answer and never stores or sends the answer before it is given.

/** The check questions' keys, in order: a lesson has exactly these three. */
export const LESSON_CHECK_KEYS = ['check-1', 'check-2', 'check-3'] as const;
export type LessonCheckKey = (typeof LESSON_CHECK_KEYS)[number];
export const isLessonCheckKey = (key: string): key is LessonCheckKey => (LESSON_CHECK_KEYS as readonly string[]).includes(key);

/** The level lessons draw from: the engine's second of five, an introduction's level. */
const LESSON_LEVEL: QuestionLevel = 2;
const EXAMPLES = 3;
/** Seeds tried per question before a repeated prompt is accepted (a bank with few questions). */
const TRIES = 12;

export interface LessonExample {
  prompt: string;
  art?: QuestionArt;
  choices?: string[];
  /** The worked steps: the engine's explanation, ending with the answer. */
  steps: string[];
  answer: string;
}

export interface LessonContent {
  idea: string[];
  examples: LessonExample[];
  /** The three checks with their answers: server side only (publicCheck strips them). */
  checks: { questionKey: LessonCheckKey; question: GeneratedQuestion }[];
}

function exampleOf(question: GeneratedQuestion): LessonExample {
  const answerStep = `Answer: ${question.correctAnswer}`;
  return {
    prompt: question.prompt,
    ...(question.art ? { art: question.art } : {}),
    ...(question.choices ? { choices: question.choices } : {}),
    steps: [...question.explanation, answerStep],
    answer: question.correctAnswer,
  };
}

/** The lesson of a skill. Throws the engine's MissingQuestionBankError for a topic without questions. */
export function lessonContentOf(skill: PracticeSkill): LessonContent {
  const seen = new Set<string>();
  const draw = (prefix: string, index: number): GeneratedQuestion => {
    let first: GeneratedQuestion | null = null;
    for (let attempt = 0; attempt < TRIES; attempt++) {
      const question = generateQuestion(skill, LESSON_LEVEL, `lesson-${prefix}-${index}-${attempt}`);
      first ??= question;
      if (!seen.has(question.prompt)) {
        seen.add(question.prompt);
        return question;
      }
    }
    return first!;
  };
  const examples = Array.from({ length: EXAMPLES }, (_, index) => exampleOf(draw('example', index + 1)));
  const checks = LESSON_CHECK_KEYS.map((questionKey, index) => ({ questionKey, question: draw('check', index + 1) }));
  return { idea: ideaOf(skill), examples, checks };
}

/** A check as the browser gets it: no answer, no explanation. */
export interface LessonCheckQuestion {
  questionKey: LessonCheckKey;
  prompt: string;
  answerType: GeneratedQuestion['answerType'];
  choices?: string[];
  art?: QuestionArt;
}

export function publicCheck({ questionKey, question }: LessonContent['checks'][number]): LessonCheckQuestion {
  return {
    questionKey,
    prompt: question.prompt,
    answerType: question.answerType,
    ...(question.choices ? { choices: question.choices } : {}),
    ...(question.art ? { art: question.art } : {}),
  };
}
