import { z } from 'zod';
import type { JudgedRaceAnswer, RaceFinishedPush, RaceStanding, RaceUpdatedPush, RaceView, RacewayInvitationPush, StartedRace } from '../../../events/games';
import { RACE_END_REASONS, RACE_MODES } from '../../../events/games/raceway-contract';
import { getJson, postJson } from '../../shared/http/json-request';

/**
 * The raceway's calls (issue 28 item 7, docs/games.md), each with its schema. The calls that change state carry
 * `X-CSRF-Protection: 1`; an answer carries one Idempotency-Key per question, so a retry is told what the first was.
 */
const CSRF = { 'X-CSRF-Protection': '1' } as const;

export const standingSchema = z.object({
  racerId: z.string(),
  displayName: z.string(),
  pace: z.boolean(),
  place: z.number().int().nullable(),
  position: z.number().int(),
}) satisfies z.ZodType<RaceStanding>;

export const raceViewSchema = z.object({
  raceId: z.string(),
  mode: z.enum(RACE_MODES),
  skillName: z.string(),
  permacode: z.string(),
  questions: z.number().int(),
  hostDisplayName: z.string(),
  startedAt: z.string(),
  serverTime: z.string(),
  endedAt: z.string().nullable(),
  endReason: z.enum(RACE_END_REASONS).nullable(),
  role: z.enum(['host', 'racer', 'solo']),
  racerId: z.string().nullable(),
  joined: z.boolean(),
  paceCars: z.array(z.object({ name: z.string(), secondsPerQuestion: z.number() })),
  cars: z.array(z.object({ racerId: z.string(), displayName: z.string(), pace: z.boolean(), position: z.number().int(), joined: z.boolean(), place: z.number().int().nullable() })),
  question: z.object({ questionKey: z.string(), prompt: z.string(), answerType: z.enum(['number', 'fraction', 'choice', 'text']), choices: z.array(z.string()).nullable() }).nullable(),
  penaltyMs: z.number().int().min(0),
  lastAnswer: z.object({ questionKey: z.string(), correct: z.boolean(), correctAnswer: z.string() }).nullable(),
  standings: z.array(standingSchema).nullable(),
}) satisfies z.ZodType<RaceView>;

export const judgedRaceAnswerSchema = z.object({
  correct: z.boolean(),
  correctAnswer: z.string(),
  position: z.number().int(),
  penaltyMs: z.number().int().min(0),
  place: z.number().int().nullable(),
  race: raceViewSchema,
}) satisfies z.ZodType<JudgedRaceAnswer>;

export const startedRaceSchema = z.object({ raceId: z.string() }) satisfies z.ZodType<StartedRace>;

export const raceUpdatedSchema = z.object({
  event: z.literal('RACE_UPDATED'),
  raceId: z.string(),
  positions: z.record(z.string(), z.number().int().min(0)),
  joined: z.array(z.string()),
  places: z.record(z.string(), z.number().int().min(1)),
}) satisfies z.ZodType<RaceUpdatedPush>;

export const raceFinishedSchema = z.object({
  event: z.literal('RACE_FINISHED'),
  raceId: z.string(),
  reason: z.enum(RACE_END_REASONS),
  standings: z.array(standingSchema),
  podium: z.array(standingSchema),
}) satisfies z.ZodType<RaceFinishedPush>;

export const racewayInvitationSchema = z.object({
  event: z.literal('RACEWAY_INVITATION'),
  raceId: z.string(),
  teacherDisplayName: z.string(),
  skillName: z.string(),
  questions: z.number().int(),
  startedAt: z.string(),
}) satisfies z.ZodType<RacewayInvitationPush>;

export interface RacewayApi {
  startRace(body: { permacode: string; questions: number; classId?: string; studentUserIds?: string[] }): Promise<StartedRace>;
  race(raceId: string): Promise<RaceView>;
  join(raceId: string): Promise<RaceView>;
  answer(raceId: string, questionKey: string, response: string, idempotencyKey: string): Promise<JudgedRaceAnswer>;
  end(raceId: string): Promise<RaceView>;
}

const racePath = (raceId: string) => `/raceway/races/${encodeURIComponent(raceId)}`;

export const racewayApi: RacewayApi = {
  startRace: (body) => postJson('/raceway/races', body, startedRaceSchema, { headers: CSRF }),
  race: (raceId) => getJson(racePath(raceId), raceViewSchema),
  join: (raceId) => postJson(`${racePath(raceId)}/join`, {}, raceViewSchema, { headers: CSRF }),
  answer: (raceId, questionKey, response, idempotencyKey) => postJson(`${racePath(raceId)}/answer`, { questionKey, response }, judgedRaceAnswerSchema, { headers: CSRF, idempotencyKey }),
  end: (raceId) => postJson(`${racePath(raceId)}/end`, {}, raceViewSchema, { headers: CSRF }),
};

export { racePagePath, RACEWAY_PATH } from './game-paths';
