import type { LogDatabase } from '../../events/log/log-database';
import { FACT_OUTCOMES, FLUENT_WINDOW, type FactOutcome, type FactState, type FluencyOperation, type FluencyUpTo } from '../../events/games/fluency-contract';
import { factStateOf, outcomeOf } from '../../events/games/fluency-facts';
import type { FluencyRoundEvent } from '../../events/games/fluency-rounds';
import type { Projection } from '../projection';

// The fluency zone's read models (docs/games.md): each round (its pending fact, tallies and last
// answer), each learner's facts (the last four tries and the state the fluent rule gives them)
// and their streak per operation. Inline: serving a fact reads the learner's recent tries (the
// scheduling rule) and the round's pending fact; an answer's response reads the fact's new state.

export const fluencyZoneProjection: Projection<FluencyRoundEvent> = {
  name: 'fluency-zone',
  version: 1,
  mode: 'inline',
  tables: ['fluency_rounds', 'fluency_facts', 'fluency_streaks'],
  create(db) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS fluency_rounds (
        round_id TEXT PRIMARY KEY,
        learner_id TEXT NOT NULL,
        operation TEXT NOT NULL,
        up_to INTEGER NOT NULL,
        started_at TEXT NOT NULL,
        ends_at TEXT NOT NULL,
        served INTEGER NOT NULL DEFAULT 0,
        answered INTEGER NOT NULL DEFAULT 0,
        right_answers INTEGER NOT NULL DEFAULT 0,
        run INTEGER NOT NULL DEFAULT 0,
        best_streak INTEGER NOT NULL DEFAULT 0,
        pending_fact_key TEXT,
        pending_served_number INTEGER,
        pending_served_at TEXT,
        last_fact_key TEXT,
        last_response INTEGER,
        last_correct INTEGER,
        last_correct_answer INTEGER,
        last_milliseconds INTEGER
      );
      CREATE INDEX IF NOT EXISTS fluency_rounds_learner ON fluency_rounds (learner_id, operation, started_at);
      CREATE TABLE IF NOT EXISTS fluency_facts (
        learner_id TEXT NOT NULL,
        fact_key TEXT NOT NULL,
        operation TEXT NOT NULL,
        tries INTEGER NOT NULL,
        recent TEXT NOT NULL,
        state TEXT NOT NULL,
        last_answered_at TEXT NOT NULL,
        PRIMARY KEY (learner_id, fact_key)
      );
      CREATE INDEX IF NOT EXISTS fluency_facts_operation ON fluency_facts (learner_id, operation);
      CREATE TABLE IF NOT EXISTS fluency_streaks (
        learner_id TEXT NOT NULL,
        operation TEXT NOT NULL,
        current INTEGER NOT NULL,
        best INTEGER NOT NULL,
        PRIMARY KEY (learner_id, operation)
      );
    `);
  },
  handlers(db) {
    const insertRound = db.prepare('INSERT INTO fluency_rounds (round_id, learner_id, operation, up_to, started_at, ends_at) VALUES (?, ?, ?, ?, ?, ?)');
    const served = db.prepare('UPDATE fluency_rounds SET served = ?, pending_fact_key = ?, pending_served_number = ?, pending_served_at = ? WHERE round_id = ?');
    const answered = db.prepare(
      `UPDATE fluency_rounds SET answered = answered + 1, right_answers = right_answers + @right,
         run = CASE WHEN @right = 1 THEN run + 1 ELSE 0 END,
         best_streak = MAX(best_streak, CASE WHEN @right = 1 THEN run + 1 ELSE 0 END),
         pending_fact_key = NULL, pending_served_number = NULL, pending_served_at = NULL,
         last_fact_key = @factKey, last_response = @response, last_correct = @right, last_correct_answer = @correctAnswer, last_milliseconds = @milliseconds
       WHERE round_id = @roundId`,
    );
    const factRow = db.prepare('SELECT tries, recent FROM fluency_facts WHERE learner_id = ? AND fact_key = ?');
    const upsertFact = db.prepare(
      `INSERT INTO fluency_facts (learner_id, fact_key, operation, tries, recent, state, last_answered_at) VALUES (@learnerId, @factKey, @operation, @tries, @recent, @state, @at)
       ON CONFLICT (learner_id, fact_key) DO UPDATE SET tries = excluded.tries, recent = excluded.recent, state = excluded.state, last_answered_at = excluded.last_answered_at`,
    );
    const streak = db.prepare(
      `INSERT INTO fluency_streaks (learner_id, operation, current, best) VALUES (@learnerId, @operation, @right, @right)
       ON CONFLICT (learner_id, operation) DO UPDATE SET
         current = CASE WHEN @right = 1 THEN current + 1 ELSE 0 END,
         best = MAX(best, CASE WHEN @right = 1 THEN current + 1 ELSE 0 END)`,
    );
    return {
      FluencyRoundStarted: (data) => insertRound.run(data.roundId, data.learnerId, data.operation, data.upTo, data.startedAt, data.endsAt),
      FluencyFactServed: (data) => served.run(data.servedNumber, data.factKey, data.servedNumber, data.servedAt, data.roundId),
      FluencyFactAnswered: (data) => {
        const right = data.correct ? 1 : 0;
        answered.run({ roundId: data.roundId, right, factKey: data.factKey, response: data.response, correctAnswer: data.correctAnswer, milliseconds: data.milliseconds });
        const before = factRow.get(data.learnerId, data.factKey) as { tries: number; recent: string } | undefined;
        const recent = [...outcomesOf(before?.recent ?? ''), outcomeOf(data.correct, data.milliseconds)].slice(-FLUENT_WINDOW);
        upsertFact.run({
          learnerId: data.learnerId,
          factKey: data.factKey,
          operation: data.operation,
          tries: (before?.tries ?? 0) + 1,
          recent: recent.join(','),
          state: factStateOf(recent),
          at: data.answeredAt,
        });
        streak.run({ learnerId: data.learnerId, operation: data.operation, right });
      },
    };
  },
};

function outcomesOf(text: string): FactOutcome[] {
  return text === '' ? [] : text.split(',').filter((outcome): outcome is FactOutcome => (FACT_OUTCOMES as readonly string[]).includes(outcome));
}

export interface FluencyRoundRow {
  roundId: string;
  learnerId: string;
  operation: FluencyOperation;
  upTo: FluencyUpTo;
  startedAt: string;
  endsAt: string;
  served: number;
  answered: number;
  right: number;
  bestStreak: number;
  /** The fact served and not answered yet. */
  pending: { factKey: string; servedNumber: number; servedAt: string } | null;
  /** The round's last answer (what a retried answer is told again). */
  lastAnswer: { factKey: string; response: number; correct: boolean; correctAnswer: number; milliseconds: number } | null;
}

interface RoundColumns {
  roundId: string;
  learnerId: string;
  operation: FluencyOperation;
  upTo: FluencyUpTo;
  startedAt: string;
  endsAt: string;
  served: number;
  answered: number;
  right: number;
  bestStreak: number;
  pendingFactKey: string | null;
  pendingServedNumber: number | null;
  pendingServedAt: string | null;
  lastFactKey: string | null;
  lastResponse: number | null;
  lastCorrect: number | null;
  lastCorrectAnswer: number | null;
  lastMilliseconds: number | null;
}

const roundColumns = `round_id AS roundId, learner_id AS learnerId, operation, up_to AS upTo, started_at AS startedAt, ends_at AS endsAt,
  served, answered, right_answers AS right, best_streak AS bestStreak, pending_fact_key AS pendingFactKey, pending_served_number AS pendingServedNumber,
  pending_served_at AS pendingServedAt, last_fact_key AS lastFactKey, last_response AS lastResponse, last_correct AS lastCorrect,
  last_correct_answer AS lastCorrectAnswer, last_milliseconds AS lastMilliseconds`;

function toRound(row: RoundColumns): FluencyRoundRow {
  const { pendingFactKey, pendingServedNumber, pendingServedAt, lastFactKey, lastResponse, lastCorrect, lastCorrectAnswer, lastMilliseconds, ...round } = row;
  return {
    ...round,
    pending: pendingFactKey === null ? null : { factKey: pendingFactKey, servedNumber: pendingServedNumber!, servedAt: pendingServedAt! },
    lastAnswer:
      lastFactKey === null ? null : { factKey: lastFactKey, response: lastResponse!, correct: lastCorrect === 1, correctAnswer: lastCorrectAnswer!, milliseconds: lastMilliseconds! },
  };
}

export interface FluencyFactRow {
  factKey: string;
  tries: number;
  /** The last four tries, oldest first. */
  recent: FactOutcome[];
  state: FactState;
}

export function fluencyZoneQueries(db: LogDatabase) {
  const round = db.prepare(`SELECT ${roundColumns} FROM fluency_rounds WHERE round_id = ?`);
  const rounds = db.prepare(`SELECT ${roundColumns} FROM fluency_rounds WHERE learner_id = ? AND operation = ? ORDER BY started_at DESC, round_id DESC LIMIT ?`);
  const facts = db.prepare('SELECT fact_key AS factKey, tries, recent, state FROM fluency_facts WHERE learner_id = ? AND operation = ?');
  const fact = db.prepare('SELECT fact_key AS factKey, tries, recent, state FROM fluency_facts WHERE learner_id = ? AND fact_key = ?');
  const streak = db.prepare('SELECT current, best FROM fluency_streaks WHERE learner_id = ? AND operation = ?');
  const toFact = (row: { factKey: string; tries: number; recent: string; state: FactState }): FluencyFactRow => ({ ...row, recent: outcomesOf(row.recent) });
  return {
    round(roundId: string): FluencyRoundRow | null {
      const row = round.get(roundId) as RoundColumns | undefined;
      return row ? toRound(row) : null;
    },
    /** The learner's rounds of an operation, newest first. */
    roundsOf: (learnerId: string, operation: FluencyOperation, limit = 20) => (rounds.all(learnerId, operation, limit) as RoundColumns[]).map(toRound),
    /** The facts of an operation the learner has tried (the others are new). */
    factsOf: (learnerId: string, operation: FluencyOperation) => (facts.all(learnerId, operation) as Parameters<typeof toFact>[0][]).map(toFact),
    factOf(learnerId: string, factKey: string): FluencyFactRow | null {
      const row = fact.get(learnerId, factKey) as Parameters<typeof toFact>[0] | undefined;
      return row ? toFact(row) : null;
    },
    /** The learner's recent tries per fact of the operation: what the scheduling rule weighs. */
    recentOutcomes(learnerId: string, operation: FluencyOperation): ReadonlyMap<string, readonly FactOutcome[]> {
      return new Map((facts.all(learnerId, operation) as Parameters<typeof toFact>[0][]).map((row) => [row.factKey, outcomesOf(row.recent)]));
    },
    /** Right answers in a row across the operation's rounds: now and the best. */
    streakOf: (learnerId: string, operation: FluencyOperation) => (streak.get(learnerId, operation) as { current: number; best: number } | undefined) ?? { current: 0, best: 0 },
  };
}

export type FluencyZoneQueries = ReturnType<typeof fluencyZoneQueries>;
