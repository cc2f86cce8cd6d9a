import { z } from 'zod';
import type { SparkQuestion } from '../spark-studio';
import { isCorrectSparkAnswer, sparkQuestionKinds } from '../spark-studio';
import { generateQuestion, isCorrectResponse, MissingQuestionBankError, type AnswerRule, type PracticeSkill, type QuestionArt, type QuestionLevel } from '../practice/question-engine';
import { DomainError } from '../log/domain-error';
import type { RoomQuestion } from './room-contract';

// A room's question: the public part every student sees (RoomQuestion), how it
// is graded, and its answer and explanation for the reveal — snapshotted into the
// posed event, so a later change of the engine or an edit of the set does not
// change a running room. Pure.

/** The most guesses an answer may carry (a mixed number may come as ['1', '1/2']). */
export const MAX_GUESSES = 4;
/** The longest single guess. */
export const MAX_GUESS_LENGTH = 200;

export type RoomGrading =
  | { kind: 'practice'; accepts: AnswerRule }
  | { kind: 'spark'; sparkKind: (typeof sparkQuestionKinds)[number]; answer: string };

export interface PosedQuestion {
  question: RoomQuestion;
  grading: RoomGrading;
  correctAnswer: string;
  explanation: string;
}

// Art and answer rules are the engine's plain data: checked to be objects, typed by the engine.
const art = z.custom<QuestionArt>((value) => typeof value === 'object' && value !== null && typeof (value as { kind?: unknown }).kind === 'string');
const accepts = z.custom<AnswerRule>((value) => typeof value === 'object' && value !== null && typeof (value as { kind?: unknown }).kind === 'string');

export const roomQuestionSchema = z.object({
  questionNumber: z.number().int().min(1),
  level: z.number().int().min(0).max(5),
  prompt: z.string(),
  answerType: z.enum(['number', 'fraction', 'choice', 'text']),
  choices: z.array(z.string()).nullable(),
  art: art.nullable(),
}) satisfies z.ZodType<RoomQuestion>;

export const posedQuestionSchema = z.object({
  question: roomQuestionSchema,
  grading: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('practice'), accepts }),
    z.object({ kind: z.literal('spark'), sparkKind: z.enum(sparkQuestionKinds), answer: z.string() }),
  ]),
  correctAnswer: z.string(),
  explanation: z.string(),
}) satisfies z.ZodType<PosedQuestion>;

/** The seed of a room's question: the room and the question's number, so every replay poses the same question. */
export function roomQuestionSeed(roomId: string, questionNumber: number): string {
  return `same-question-room:${roomId}:${questionNumber}`;
}

/** Question `questionNumber` of a room on a catalogue skill, at `level` (the practice engine). */
export function skillRoomQuestion(skill: PracticeSkill, level: number, roomId: string, questionNumber: number): PosedQuestion {
  const clamped = Math.min(5, Math.max(1, Math.round(level))) as QuestionLevel;
  let generated;
  try {
    generated = generateQuestion(skill, clamped, roomQuestionSeed(roomId, questionNumber));
  } catch (error) {
    if (error instanceof MissingQuestionBankError) throw new DomainError('same_question_mode.unknown_skill', 404);
    throw error;
  }
  return {
    question: {
      questionNumber,
      level: clamped,
      prompt: generated.prompt,
      answerType: generated.answerType,
      choices: generated.choices ?? null,
      art: generated.art ?? null,
    },
    grading: { kind: 'practice', accepts: generated.accepts },
    correctAnswer: generated.correctAnswer,
    explanation: generated.explanation.join('\n'),
  };
}

const sparkAnswerTypes = { multipleChoice: 'choice', number: 'number', shortText: 'text' } as const;

/** Question `questionNumber` of a room on a Spark Studio set: the set's question in that place (levels do not apply: 0). */
export function sparkRoomQuestion(question: SparkQuestion, questionNumber: number): PosedQuestion {
  return {
    question: {
      questionNumber,
      level: 0,
      prompt: question.prompt,
      answerType: sparkAnswerTypes[question.kind],
      choices: question.kind === 'multipleChoice' ? [...question.choices] : null,
      art: null,
    },
    grading: { kind: 'spark', sparkKind: question.kind, answer: question.answer },
    correctAnswer: question.answer,
    explanation: question.explanation,
  };
}

/** A student's answer as one string: the guesses, trimmed, joined by a space (a mixed number '1' '1/2' → '1 1/2'). */
export function guessText(guesses: readonly string[]): string {
  return guesses
    .map((guess) => guess.trim())
    .filter((guess) => guess !== '')
    .join(' ');
}

/** Whether the guesses answer the posed question (the practice engine's or Spark Studio's rules). Never throws. */
export function isCorrectRoomAnswer(grading: RoomGrading, guesses: readonly string[]): boolean {
  const text = guessText(guesses);
  if (text === '') return false;
  return grading.kind === 'practice' ? isCorrectResponse(grading.accepts, text) : isCorrectSparkAnswer({ kind: grading.sparkKind, answer: grading.answer }, text);
}
