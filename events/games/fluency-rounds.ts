import { z } from 'zod';
import { entityId as id } from '../curriculum';
import { DomainError } from '../log/domain-error';
import { defineEvent, type EventOf } from '../log/event-schemas';
import {
  ANSWER_GRACE_SECONDS,
  FLUENCY_OPERATIONS,
  FLUENCY_UP_TO,
  isFluencyRange,
  MAX_FACTS_PER_ROUND,
  MAX_RESPONSE_LENGTH,
  ROUND_SECONDS,
  type FactOutcome,
  type FluencyOperation,
  type FluencyUpTo,
} from './fluency-contract';
import { COME_BACK_AFTER, factOfKey, factsOf, nextFact, outcomeOf } from './fluency-facts';

// Fluency rounds (issue 28, docs/games.md): two minutes of single math facts, one at a time.
// The server serves each fact (FluencyFactServed, at its time) and times the answer from that
// moment — never a time the client reports. Stream `fluency-round:<roundId>`, the learner's own.
// Fluency rounds never change SmartScore (CLARIFICATIONS): they have read models of their own.

const operation = z.enum(FLUENCY_OPERATIONS);
const upTo = z.union(FLUENCY_UP_TO.map((value) => z.literal(value)) as [z.ZodLiteral<10>, z.ZodLiteral<20>, z.ZodLiteral<12>]);
const factKey = z.string().min(3).max(9);
/** The largest response: MAX_RESPONSE_LENGTH digits. */
const MAX_RESPONSE = 10 ** MAX_RESPONSE_LENGTH - 1;

export const FluencyRoundStarted = defineEvent({
  type: 'FluencyRoundStarted',
  schemaVersion: 1,
  schema: z.object({ roundId: id, learnerId: id, operation, upTo, startedAt: z.iso.datetime(), endsAt: z.iso.datetime() }),
});

/** The server served a fact: its answer is timed from `servedAt`. */
export const FluencyFactServed = defineEvent({
  type: 'FluencyFactServed',
  schemaVersion: 1,
  schema: z.object({ roundId: id, learnerId: id, operation, factKey, servedNumber: z.number().int().min(1), servedAt: z.iso.datetime() }),
});

/** The learner answered the fact served; the server judged it and timed it. */
export const FluencyFactAnswered = defineEvent({
  type: 'FluencyFactAnswered',
  schemaVersion: 1,
  schema: z.object({
    roundId: id,
    learnerId: id,
    operation,
    factKey,
    servedNumber: z.number().int().min(1),
    response: z.number().int().min(0).max(MAX_RESPONSE),
    correct: z.boolean(),
    correctAnswer: z.number().int().min(0),
    /** From the moment the server served the fact to the moment it took the answer. */
    milliseconds: z.number().int().min(0),
    answeredAt: z.iso.datetime(),
  }),
});

export const fluencyRoundEvents = [FluencyRoundStarted, FluencyFactServed, FluencyFactAnswered] as const;
export type FluencyRoundEvent = EventOf<(typeof fluencyRoundEvents)[number]>;

type Actor = { userId: string; role: string };

export type FluencyRoundCommand =
  | { type: 'StartFluencyRound'; data: { roundId: string; learner: Actor; operation: FluencyOperation; upTo: number; now: Date } }
  | {
      type: 'ServeFluencyFact';
      data: {
        learner: Actor;
        /** The learner's recent tries per fact of the operation (oldest first), from the read model. */
        recent: ReadonlyMap<string, readonly FactOutcome[]>;
        /** A number in [0, 1), injected: which fact the weighted draw picks. */
        draw: number;
        now: Date;
      };
    }
  | { type: 'AnswerFluencyFact'; data: { learner: Actor; factKey: string; response: number; now: Date } };

export interface FluencyRoundState {
  roundId: string | null;
  learnerId: string | null;
  operation: FluencyOperation;
  upTo: FluencyUpTo;
  endsAt: number;
  served: number;
  /** The fact served and not answered yet, and when it was served. */
  pending: { factKey: string; servedNumber: number; servedAt: number } | null;
  lastFactKey: string | null;
  /** Facts missed or slow in this round, and the served count after which each comes back. */
  comeBack: readonly { factKey: string; after: number }[];
}

/** Whether the round takes no more answers: after its end plus the grace. */
export function isRoundOver(endsAt: number, now: Date): boolean {
  return now.getTime() > endsAt + ANSWER_GRACE_SECONDS * 1_000;
}

function requireOwnRound(state: FluencyRoundState, learner: Actor): void {
  if (state.roundId === null) throw new DomainError('fluency_zone.unknown_round', 404);
  if (learner.userId !== state.learnerId) throw new DomainError('fluency_zone.not_your_round', 403);
}

export const fluencyRounds = {
  initialState: (): FluencyRoundState => ({
    roundId: null,
    learnerId: null,
    operation: 'addition',
    upTo: 10,
    endsAt: 0,
    served: 0,
    pending: null,
    lastFactKey: null,
    comeBack: [],
  }),

  evolve(state: FluencyRoundState, event: FluencyRoundEvent): FluencyRoundState {
    switch (event.type) {
      case 'FluencyRoundStarted':
        return {
          ...fluencyRounds.initialState(),
          roundId: event.data.roundId,
          learnerId: event.data.learnerId,
          operation: event.data.operation,
          upTo: event.data.upTo,
          endsAt: Date.parse(event.data.endsAt),
        };
      case 'FluencyFactServed':
        return {
          ...state,
          served: event.data.servedNumber,
          pending: { factKey: event.data.factKey, servedNumber: event.data.servedNumber, servedAt: Date.parse(event.data.servedAt) },
          lastFactKey: event.data.factKey,
          comeBack: state.comeBack.filter((entry) => entry.factKey !== event.data.factKey),
        };
      case 'FluencyFactAnswered': {
        const missedOrSlow = outcomeOf(event.data.correct, event.data.milliseconds) !== 'fast';
        return {
          ...state,
          pending: null,
          comeBack: missedOrSlow ? [...state.comeBack, { factKey: event.data.factKey, after: event.data.servedNumber + COME_BACK_AFTER }] : state.comeBack,
        };
      }
      default:
        return state;
    }
  },

  decide(command: FluencyRoundCommand, state: FluencyRoundState): FluencyRoundEvent[] {
    switch (command.type) {
      case 'StartFluencyRound': {
        const { roundId, learner, now } = command.data;
        if (state.roundId !== null) throw new DomainError('fluency_zone.round_exists', 409);
        if (!isFluencyRange(command.data.operation, command.data.upTo)) throw new DomainError('fluency_zone.invalid_range', 400);
        return [
          {
            type: 'FluencyRoundStarted',
            data: {
              roundId,
              learnerId: learner.userId,
              operation: command.data.operation,
              upTo: command.data.upTo,
              startedAt: now.toISOString(),
              endsAt: new Date(now.getTime() + ROUND_SECONDS * 1_000).toISOString(),
            },
          },
        ];
      }
      case 'ServeFluencyFact': {
        const { learner, now } = command.data;
        requireOwnRound(state, learner);
        // Serving stops at the round's end; an answer may still arrive within the grace.
        if (now.getTime() >= state.endsAt) throw new DomainError('fluency_zone.round_over', 409);
        // The fact served and not answered yet is served again as it was (its clock keeps running).
        if (state.pending !== null) return [];
        if (state.served >= MAX_FACTS_PER_ROUND) throw new DomainError('fluency_zone.too_many_facts', 409);
        const fact = nextFact({
          pool: factsOf(state.operation, state.upTo),
          recent: command.data.recent,
          comeBack: state.comeBack,
          served: state.served,
          lastFactKey: state.lastFactKey,
          draw: command.data.draw,
        });
        return [
          {
            type: 'FluencyFactServed',
            data: { roundId: state.roundId!, learnerId: state.learnerId!, operation: state.operation, factKey: fact.factKey, servedNumber: state.served + 1, servedAt: now.toISOString() },
          },
        ];
      }
      case 'AnswerFluencyFact': {
        const { learner, factKey: answeredKey, response, now } = command.data;
        requireOwnRound(state, learner);
        if (isRoundOver(state.endsAt, now)) throw new DomainError('fluency_zone.round_over', 409);
        if (state.pending === null) throw new DomainError('fluency_zone.no_fact_served', 409);
        if (answeredKey !== state.pending.factKey) throw new DomainError('fluency_zone.not_the_served_fact', 409);
        if (!Number.isInteger(response) || response < 0 || response > MAX_RESPONSE) throw new DomainError('fluency_zone.invalid_response', 400);
        const fact = factOfKey(answeredKey)!;
        return [
          {
            type: 'FluencyFactAnswered',
            data: {
              roundId: state.roundId!,
              learnerId: state.learnerId!,
              operation: state.operation,
              factKey: answeredKey,
              servedNumber: state.pending.servedNumber,
              response,
              correct: response === fact.answer,
              correctAnswer: fact.answer,
              milliseconds: Math.max(0, now.getTime() - state.pending.servedAt),
              answeredAt: now.toISOString(),
            },
          },
        ];
      }
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },
};

export const fluencyRoundStreams = { round: (roundId: string) => `fluency-round:${roundId}` };
