import { z } from 'zod';
import type { PracticeFeedback, PracticeQuestion } from '../../../events/practice';
import type { ScratchpadStroke } from '../../../events/scratchpad/scratchpad-contract';
import { isHttpError } from '../../shared/http/http-error';
import { getJson, postJson, type JsonRequestOptions } from '../../shared/http/json-request';
import { questionArtSchema } from '../../shared/question/question-art-schema';

/**
 * The practice calls (issue 10 §4, §5):
 * `GET /practice/{permacode}/question` → PracticeQuestion (without its answer);
 * `POST /practice/{permacode}/answer` `{ questionKey, response, secondsSpent, scratchpad? }`
 * → PracticeFeedback, sent with one Idempotency-Key per question. Refusals are
 * `{ error: key }`: practice.unknown_skill (404), practice.already_answered
 * (409), practice.invalid_question_key / practice.question_expired /
 * practice.invalid_answer / practice.response_too_long (400),
 * practice.too_many_answers (429), scratchpad.too_large (413), and a visitor past ten questions a day
 * `practice.limit_reached` (403) with `numTotalSkillsInEdition`.
 */

const finite = z.number().refine(Number.isFinite);
const whole = z.number().int();

export const practiceQuestionSchema = z
  .object({
    questionKey: z.string().min(1),
    prompt: z.string(),
    answerType: z.enum(['number', 'fraction', 'choice']),
    choices: z.array(z.string()).optional(),
    // A picture this client cannot draw is left out, not a failed question: the prompt still stands.
    art: questionArtSchema.optional().catch(undefined),
    level: whole,
    smartScore: finite.min(0).max(100),
    questionNumber: whole.min(1),
  })
  // A choice question without choices could not be answered.
  .refine((question) => question.answerType !== 'choice' || (question.choices?.length ?? 0) > 0, 'choice without choices') satisfies z.ZodType<PracticeQuestion>;

export const practiceFeedbackSchema = z.object({
  correct: z.boolean(),
  correctAnswer: z.string(),
  explanation: z.array(z.string()),
  smartScore: finite.min(0).max(100),
  level: whole,
  questionsAnswered: whole.min(0),
  proficient: z.boolean(),
  mastered: z.boolean(),
}) satisfies z.ZodType<PracticeFeedback>;

export interface PracticeAnswer {
  questionKey: string;
  response: string;
  secondsSpent: number;
  /** The question's scratchpad work, sent only when there is some (issue 31 item 3; docs/scratchpad.md). */
  scratchpad?: { strokes: readonly ScratchpadStroke[] };
}

const practicePath = (permacode: string, call: 'question' | 'answer') => `/practice/${encodeURIComponent(permacode)}/${call}`;

export function fetchQuestion(permacode: string, options: JsonRequestOptions = {}): Promise<PracticeQuestion> {
  return getJson(practicePath(permacode, 'question'), practiceQuestionSchema, options);
}

/** One `idempotencyKey` per question: a retry after a lost answer is answered as the first attempt was. */
export function submitAnswer(permacode: string, answer: PracticeAnswer, idempotencyKey: string, options: JsonRequestOptions = {}): Promise<PracticeFeedback> {
  return postJson(practicePath(permacode, 'answer'), answer, practiceFeedbackSchema, { ...options, idempotencyKey });
}

export const LIMIT_REACHED_KEY = 'practice.limit_reached';

/** A visitor's refusal past the daily limit: the edition's skill count (null when the server gave none); otherwise undefined. */
export function limitReachedSkillCount(error: unknown): number | null | undefined {
  if (!isHttpError(error) || error.errorKey !== LIMIT_REACHED_KEY) return undefined;
  const count = error.details.numTotalSkillsInEdition;
  return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : null;
}

/** The calls the practice machine makes, replaceable in tests. */
export interface PracticeApi {
  fetchQuestion(permacode: string, options?: JsonRequestOptions): Promise<PracticeQuestion>;
  submitAnswer(permacode: string, answer: PracticeAnswer, idempotencyKey: string, options?: JsonRequestOptions): Promise<PracticeFeedback>;
}

export const practiceApi: PracticeApi = { fetchQuestion, submitAnswer };
