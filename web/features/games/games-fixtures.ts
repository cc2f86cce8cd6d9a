import type { FluencyProgress, JudgedFluencyAnswer, ServedFluencyFact, StartedFluencyRound } from '../../../events/games';
import type { FluencyOperation, FluencyUpTo } from '../../../events/games/fluency-contract';
import { HttpError } from '../../shared/http/http-error';
import type { FluencyApi } from './games-api';

/** A fake fluency-zone server for this feature's tests: facts `2x1`, `2x2`, … (answer 2n), its own clock of seconds left. */
export function fakeFluencyServer(options: { secondsLeft?: number; failAnswer?: (call: number) => Error | null; failFact?: (call: number) => Error | null; failStart?: Error; holdAnswer?: () => Promise<void> } = {}) {
  const calls: string[] = [];
  const answers: { roundId: string; factKey: string; response: string; idempotencyKey: string }[] = [];
  let served = 0;
  let right = 0;
  let answered = 0;
  let factCalls = 0;
  let answerCalls = 0;
  let pending: ServedFluencyFact | null = null;
  const secondsLeft = options.secondsLeft ?? 120;
  const api: FluencyApi = {
    async startRound(operation: FluencyOperation, upTo: FluencyUpTo): Promise<StartedFluencyRound> {
      calls.push(`start ${operation} ${upTo}`);
      if (options.failStart) throw options.failStart;
      return { roundId: 'round-1', operation, upTo, startedAt: '2026-11-02T09:00:00.000Z', endsAt: '2026-11-02T09:02:00.000Z', secondsLeft };
    },
    async fetchFact(roundId) {
      calls.push(`fact ${roundId}`);
      const failure = options.failFact?.(++factCalls) ?? null;
      if (failure) throw failure;
      if (pending === null) {
        served += 1;
        pending = { factKey: `2x${served}`, prompt: `2 × ${served}`, servedNumber: served, secondsLeft };
      }
      return pending;
    },
    async sendAnswer(roundId, factKey, response, idempotencyKey): Promise<JudgedFluencyAnswer> {
      calls.push(`answer ${roundId} ${factKey} ${response}`);
      answers.push({ roundId, factKey, response, idempotencyKey });
      await options.holdAnswer?.();
      const failure = options.failAnswer?.(++answerCalls) ?? null;
      if (failure) throw failure;
      const correctAnswer = 2 * Number(factKey.split('x')[1]);
      const correct = Number(response) === correctAnswer;
      answered += 1;
      if (correct) right += 1;
      pending = null;
      return { correct, seconds: 1.2, correctAnswer, factKey, outcome: correct ? 'fast' : 'missed', factState: correct && served === 3 ? 'fluent' : 'learning', answered, right, secondsLeft };
    },
  };
  return { api, calls, answers };
}

export const roundOver = () => new HttpError(409, 'fluency_zone.round_over');
export const gamesHidden = () => new HttpError(403, 'games.hidden');
export const offline = () => new HttpError(0, 'app.error.network');

/** Progress of addition (within 20): 3+4 fluent, 2+2 learning, the rest new; one finished round. */
export function progressFixture(overrides: Partial<FluencyProgress> = {}): FluencyProgress {
  const facts: FluencyProgress['facts'] = [];
  for (let row = 0; row <= 10; row++) {
    for (let column = 0; column <= 10; column++) {
      const factKey = `${row}+${column}`;
      const state = factKey === '3+4' ? 'fluent' : factKey === '2+2' ? 'learning' : 'new';
      facts.push({
        factKey,
        prompt: `${row} + ${column}`,
        row,
        column,
        ranges: row + column <= 10 ? [10, 20] : [20],
        state,
        tries: state === 'new' ? 0 : 3,
        recent: state === 'fluent' ? ['fast', 'fast', 'fast'] : state === 'learning' ? ['fast', 'missed', 'slow'] : [],
      });
    }
  }
  return {
    operation: 'addition',
    ranges: [10, 20],
    facts,
    counts: { new: 119, learning: 1, fluent: 1 },
    streak: { current: 4, best: 9 },
    rounds: [
      {
        roundId: 'r2',
        operation: 'addition',
        upTo: 20,
        startedAt: '2026-11-02T10:00:00.000Z',
        endsAt: '2026-11-02T10:02:00.000Z',
        finished: true,
        answered: 30,
        right: 27,
        accuracy: 0.9,
        factsPerMinute: 15,
        bestStreak: 12,
      },
    ],
    ...overrides,
  };
}
