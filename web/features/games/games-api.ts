import { z } from 'zod';
import type { FluencyProgress, JudgedFluencyAnswer, ServedFluencyFact, StartedFluencyRound } from '../../../events/games';
import { FACT_OUTCOMES, FACT_STATES, FLUENCY_OPERATIONS, FLUENCY_UP_TO, type FluencyOperation, type FluencyUpTo } from '../../../events/games/fluency-contract';
import { getJson, postJson, type JsonRequestOptions } from '../../shared/http/json-request';

/**
 * The fluency zone's calls (issue 28 item 7, docs/games.md), each with its schema. The calls that
 * change state carry `X-CSRF-Protection: 1` (the server asks for it); an answer carries the
 * Idempotency-Key of its fact, so a retry is told what the first attempt was.
 */
const CSRF = { 'X-CSRF-Protection': '1' } as const;

const operation = z.enum(FLUENCY_OPERATIONS);
const upTo = z.union(FLUENCY_UP_TO.map((value) => z.literal(value)) as [z.ZodLiteral<10>, z.ZodLiteral<20>, z.ZodLiteral<12>]);
const state = z.enum(FACT_STATES);

export const startedRoundSchema = z.object({
  roundId: z.string(),
  operation,
  upTo,
  startedAt: z.string(),
  endsAt: z.string(),
  secondsLeft: z.number().int().min(0),
}) satisfies z.ZodType<StartedFluencyRound>;

export const servedFactSchema = z.object({
  factKey: z.string(),
  prompt: z.string(),
  servedNumber: z.number().int(),
  secondsLeft: z.number().int().min(0),
}) satisfies z.ZodType<ServedFluencyFact>;

export const judgedAnswerSchema = z.object({
  correct: z.boolean(),
  seconds: z.number(),
  correctAnswer: z.number(),
  factKey: z.string(),
  outcome: z.enum(FACT_OUTCOMES),
  factState: state,
  answered: z.number().int(),
  right: z.number().int(),
  secondsLeft: z.number().int().min(0),
}) satisfies z.ZodType<JudgedFluencyAnswer>;

export const progressSchema = z.object({
  operation,
  ranges: z.array(upTo),
  facts: z.array(
    z.object({
      factKey: z.string(),
      prompt: z.string(),
      row: z.number().int(),
      column: z.number().int(),
      ranges: z.array(upTo),
      state,
      tries: z.number().int(),
      recent: z.array(z.enum(FACT_OUTCOMES)),
    }),
  ),
  counts: z.object({ new: z.number().int(), learning: z.number().int(), fluent: z.number().int() }),
  streak: z.object({ current: z.number().int(), best: z.number().int() }),
  rounds: z.array(
    z.object({
      roundId: z.string(),
      operation,
      upTo,
      startedAt: z.string(),
      endsAt: z.string(),
      finished: z.boolean(),
      answered: z.number().int(),
      right: z.number().int(),
      accuracy: z.number().nullable(),
      factsPerMinute: z.number(),
      bestStreak: z.number().int(),
    }),
  ),
}) satisfies z.ZodType<FluencyProgress>;

/** What the round page needs from the server (tests pass a fake). */
export interface FluencyApi {
  startRound(operation: FluencyOperation, upTo: FluencyUpTo): Promise<StartedFluencyRound>;
  fetchFact(roundId: string): Promise<ServedFluencyFact>;
  sendAnswer(roundId: string, factKey: string, response: string, idempotencyKey: string): Promise<JudgedFluencyAnswer>;
}

export const httpFluencyApi: FluencyApi = {
  startRound: (chosen, range) => postJson('/fluency-zone/rounds', { operation: chosen, upTo: range }, startedRoundSchema, { headers: CSRF }),
  fetchFact: (roundId) => getJson(`/fluency-zone/rounds/${encodeURIComponent(roundId)}/fact`, servedFactSchema, { headers: CSRF }),
  sendAnswer: (roundId, factKey, response, idempotencyKey) =>
    postJson(`/fluency-zone/rounds/${encodeURIComponent(roundId)}/answer`, { factKey, response }, judgedAnswerSchema, { headers: CSRF, idempotencyKey }),
};

export function fetchProgress(chosen: FluencyOperation, options: JsonRequestOptions = {}): Promise<FluencyProgress> {
  return getJson(`/fluency-zone/progress?${new URLSearchParams({ operation: chosen })}`, progressSchema, options);
}
