import type { FluencyProgress, FluencyRoundSummary } from '../../events/games';
import { FACT_STATES, FLUENCY_RANGES, ROUND_SECONDS, type FluencyOperation } from '../../events/games/fluency-contract';
import { factsOf, rangesOf } from '../../events/games/fluency-facts';
import { isRoundOver } from '../../events/games/fluency-rounds';
import type { FluencyRoundRow, FluencyZoneQueries } from '../../projections/games/fluency-zone';

/** How many of the learner's latest rounds the progress page lists. */
export const PROGRESS_ROUNDS = 20;

/** A round as the progress page lists it: accuracy and facts per minute of its two minutes (docs/games.md). */
export function roundSummary(round: FluencyRoundRow, now: Date): FluencyRoundSummary {
  return {
    roundId: round.roundId,
    operation: round.operation,
    upTo: round.upTo,
    startedAt: round.startedAt,
    endsAt: round.endsAt,
    finished: isRoundOver(Date.parse(round.endsAt), now),
    answered: round.answered,
    right: round.right,
    accuracy: round.answered === 0 ? null : Math.round((round.right / round.answered) * 1_000) / 1_000,
    factsPerMinute: Math.round((round.answered / (ROUND_SECONDS / 60)) * 10) / 10,
    bestStreak: round.bestStreak,
  };
}

/** `GET /fluency-zone/progress?operation=`: every fact of the operation's largest range with its state, the streak and the rounds. */
export function fluencyProgressOf(queries: FluencyZoneQueries, learnerId: string, operation: FluencyOperation, now: Date): FluencyProgress {
  const ranges = [...FLUENCY_RANGES[operation]];
  const tried = new Map(queries.factsOf(learnerId, operation).map((fact) => [fact.factKey, fact]));
  const facts = factsOf(operation, ranges.at(-1)!).map((fact) => {
    const row = tried.get(fact.factKey);
    return {
      factKey: fact.factKey,
      prompt: fact.prompt,
      row: fact.row,
      column: fact.column,
      ranges: rangesOf(fact),
      state: row?.state ?? 'new',
      tries: row?.tries ?? 0,
      recent: row?.recent ?? [],
    };
  });
  const counts = Object.fromEntries(FACT_STATES.map((state) => [state, facts.filter((fact) => fact.state === state).length])) as FluencyProgress['counts'];
  return {
    operation,
    ranges,
    facts,
    counts,
    streak: queries.streakOf(learnerId, operation),
    rounds: queries.roundsOf(learnerId, operation, PROGRESS_ROUNDS).map((round) => roundSummary(round, now)),
  };
}
