import { z } from 'zod';
import { entityId as id, subject } from '../curriculum';
import { DomainError } from '../log/domain-error';
import { generateQuestion, isCorrectResponse, MissingQuestionBankError, type GeneratedQuestion, type QuestionArt, type QuestionLevel } from '../practice/question-engine';
import { isCorrectSparkAnswer } from '../spark-studio';
import { SPARK_STUDIO_LIMITS, sparkQuestionKinds } from '../spark-studio/spark-studio-contract';
import { QUIZ_QUESTION_LEVEL } from './quiz-contract';

// A quiz's questions (docs/quizzes.md), fixed when the quiz is built and recorded in QuizCreated:
// - from a Spark Studio set: a snapshot of each question (later edits of the set change no quiz);
// - from skills: what practice's question engine needs to draw the question again — the skill (subject,
//   grade, topic, name), the level and the seed. The seed is the server-keyed HMAC practice gives the
//   engine (server/practice/question-keys.ts `engineSeed`), so a quiz's id does not let anyone draw its
//   questions offline.
// Grading is practice's (answer-rules.ts through `isCorrectResponse`) or Spark Studio's (`isCorrectSparkAnswer`);
// there is no grader of quizzes' own. Pure.

const engine = z.object({ subject, grade: z.number().int().min(0).max(12), topic: z.string().max(200), name: z.string().max(500) });

const sparkItem = z.object({
  source: z.literal('questionSet'),
  questionId: id,
  kind: z.enum(sparkQuestionKinds),
  prompt: z.string().min(1).max(SPARK_STUDIO_LIMITS.prompt),
  choices: z.array(z.string().max(SPARK_STUDIO_LIMITS.choice)).max(SPARK_STUDIO_LIMITS.maxChoices),
  answer: z.string().max(SPARK_STUDIO_LIMITS.answer),
});
const skillItem = z.object({
  source: z.literal('skill'),
  skillId: z.number().int(),
  permacode: z.string().max(16),
  skillName: z.string().max(500),
  engine,
  level: z.number().int().min(1).max(5),
  seed: z.string().min(1).max(128),
});

export const quizItem = z.discriminatedUnion('source', [sparkItem, skillItem]);
export type QuizItem = z.infer<typeof quizItem>;

/** A skill as a quiz records it. */
export interface QuizSkill {
  skillId: number;
  permacode: string;
  name: string;
  engine: z.infer<typeof engine>;
}

/** The items of a quiz built from skills: `perSkill` questions of each, seeded by the server (`seedOf(skillIndex, n)`). */
export function skillItems(skills: readonly QuizSkill[], perSkill: number, seedOf: (permacode: string, n: number) => string): QuizItem[] {
  return skills.flatMap((skill) =>
    Array.from({ length: perSkill }, (_, index): QuizItem => ({
      source: 'skill',
      skillId: skill.skillId,
      permacode: skill.permacode,
      skillName: skill.name,
      engine: { ...skill.engine },
      level: QUIZ_QUESTION_LEVEL,
      seed: seedOf(skill.permacode, index + 1),
    })),
  );
}

/** A question as its student sees it: never its answer. */
export interface QuizQuestionView {
  questionKey: string;
  /** 1 for the first. */
  number: number;
  total: number;
  prompt: string;
  answerType: 'number' | 'fraction' | 'choice' | 'text';
  choices: string[] | null;
  art: QuestionArt | null;
  /** The skill it is drawn from (a quiz built from skills), else null. */
  skillName: string | null;
}

function generated(item: Extract<QuizItem, { source: 'skill' }>): GeneratedQuestion {
  try {
    return generateQuestion(item.engine, item.level as QuestionLevel, item.seed);
  } catch (error) {
    if (error instanceof MissingQuestionBankError) throw new DomainError('quizzes.unknown_skill', 404);
    throw error;
  }
}

/** Whether a skill's topic has questions at all: 404 `quizzes.unknown_skill` when not (checked when the quiz is built). */
export function requireDrawable(item: QuizItem): void {
  if (item.source === 'skill') generated(item);
}

/** The item's question without its answer. */
export function questionView(item: QuizItem, number: number, total: number, questionKey: string): QuizQuestionView {
  if (item.source === 'questionSet') {
    return {
      questionKey,
      number,
      total,
      prompt: item.prompt,
      answerType: item.kind === 'multipleChoice' ? 'choice' : item.kind === 'number' ? 'number' : 'text',
      choices: item.kind === 'multipleChoice' ? [...item.choices] : null,
      art: null,
      skillName: null,
    };
  }
  const question = generated(item);
  return { questionKey, number, total, prompt: question.prompt, answerType: question.answerType, choices: question.choices ? [...question.choices] : null, art: question.art ?? null, skillName: item.skillName };
}

/** The server's judgement of a response: right or wrong, and the right answer as shown after release. Never throws on a response. */
export function gradeQuizResponse(item: QuizItem, response: string): { correct: boolean; correctAnswer: string } {
  const given = response.trim();
  if (item.source === 'questionSet') return { correct: given !== '' && isCorrectSparkAnswer(item, given), correctAnswer: item.answer };
  const question = generated(item);
  return { correct: given !== '' && isCorrectResponse(question.accepts, given), correctAnswer: question.correctAnswer };
}
