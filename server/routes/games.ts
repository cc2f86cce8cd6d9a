import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { entityId, grade as gradeField, subject as subjectField } from '../../events/curriculum';
import {
  fluencyRounds,
  fluencyRoundStreams,
  type FluencyRoundCommand,
  type FluencyRoundEvent,
  type GamesList,
  type JudgedFluencyAnswer,
  type ServedFluencyFact,
  type StartedFluencyRound,
} from '../../events/games';
import { FLUENCY_OPERATIONS, MAX_RESPONSE_LENGTH } from '../../events/games/fluency-contract';
import { drawFrom, factOfKey, outcomeOf } from '../../events/games/fluency-facts';
import { gameListing, gamesFor } from '../../events/games/game-catalogue';
import { handleCommand } from '../../events/log/command-handler';
import { DomainError } from '../../events/log/domain-error';
import type { FeatureLog } from '../features/feature-log';
import { fluencyProgressOf } from '../games/fluency-progress';
import { requireGamesShown } from '../games/games-shown';
import { racewayRoutes, type RacewayServices } from '../games/raceway-routes';
import type { AppEnv } from '../http/app-env';
import { numberField } from '../http/body-fields';
import { commandContext, requestTime, type RouteCommandContext } from '../http/command-context';
import { publicWriter } from '../http/public-write-limits';
import { requireCsrfHeader } from '../http/csrf-header';
import { validated } from '../http/validated';

/** A query parameter the form left empty (`?subject=&grade=`) means "any". */
const emptyIsAbsent = (value: unknown) => (value === '' ? undefined : value);

const gamesQuery = z.object({
  subject: z.preprocess(emptyIsAbsent, subjectField.optional()),
  grade: z.preprocess(emptyIsAbsent, numberField(gradeField).optional()),
});

const operation = z.enum(FLUENCY_OPERATIONS, 'fluency_zone.invalid_operation');
const startBody = z.object({
  operation,
  upTo: numberField(z.number('fluency_zone.invalid_range').int('fluency_zone.invalid_range')),
});
const answerBody = z.object({
  factKey: z.string('fluency_zone.not_the_served_fact').max(16, 'fluency_zone.not_the_served_fact'),
  /** A whole number, as JSON or text (a form's field): at most MAX_RESPONSE_LENGTH digits. */
  response: z.union([
    z.number().int().min(0).max(10 ** MAX_RESPONSE_LENGTH - 1),
    z
      .string()
      .trim()
      .regex(new RegExp(`^\\d{1,${MAX_RESPONSE_LENGTH}}$`), 'fluency_zone.invalid_response')
      .transform(Number),
  ], 'fluency_zone.invalid_response'),
});
const progressQuery = z.object({ operation });
const roundIdOf = (c: Context<AppEnv>) => {
  const roundId = c.req.param('roundId') ?? '';
  if (roundId.length > 64 || !entityId.safeParse(roundId).success) throw new DomainError('fluency_zone.unknown_round', 404);
  return roundId;
};

type FluencyFactAnsweredEvent = Extract<FluencyRoundEvent, { type: 'FluencyFactAnswered' }>;

const secondsLeft = (endsAt: string, now: Date) => Math.max(0, Math.ceil((Date.parse(endsAt) - now.getTime()) / 1_000));

/**
 * Games (issue 28; docs/games.md): the catalogue (`GET /games`) and the fluency zone's calls.
 * The fluency zone is for members: a visitor gets 401 `fluency_zone.members_only` (the page
 * shows the spec's fluency-zone sign-in dialog). Whoever has hideGames on gets 403 `games.hidden`
 * from every one of these routes. The state-changing calls (starting a round, serving a fact,
 * answering) require `X-CSRF-Protection: 1`, as the product's pages send it.
 */
export function gameRoutes(log: FeatureLog<'catalogue' | 'directory' | 'fluencyZone' | 'profile' | 'raceway' | 'teacherReports'>, services: RacewayServices) {
  const app = new Hono<AppEnv>();
  const { writeLimits } = services;
  const { fluencyZone } = log.queries;

  /**
   * Every member may start rounds and answer, so both are bounded writes (docs/security.md): past the limit
   * 429 with `Retry-After`, nothing appended; a write that appended nothing after all is given back.
   */
  type BoundedWrite = 'fluencyRound' | 'fluencyAnswer';
  const refusalOf = async (c: Context<AppEnv>, write: BoundedWrite, now: Date): Promise<Response | null> => {
    const allowance = await writeLimits.take(write, publicWriter(c), now);
    if (allowance.allowed) return null;
    c.header('Retry-After', String(allowance.retryAfterSeconds));
    const error = write === 'fluencyRound' ? 'fluency_zone.too_many_rounds' : 'fluency_zone.too_many_answers';
    return c.json({ error, retryAfterSeconds: allowance.retryAfterSeconds }, 429);
  };
  const bounded = async <R extends { events: readonly unknown[] }>(c: Context<AppEnv>, write: BoundedWrite, now: Date, run: () => Promise<R>): Promise<R> => {
    const writer = publicWriter(c);
    try {
      const result = await run();
      if (result.events.length === 0) await writeLimits.giveBack(write, writer, now);
      return result;
    } catch (error) {
      await writeLimits.giveBack(write, writer, now);
      throw error;
    }
  };

  const requireMember = (c: Context<AppEnv>) => {
    const user = c.get('user');
    if (!user) throw new DomainError('fluency_zone.members_only', 401);
    requireGamesShown(c, log);
    return { userId: user.userId, role: user.role };
  };
  const run = (roundId: string, command: FluencyRoundCommand, context: RouteCommandContext) =>
    handleCommand(log.store, fluencyRounds, fluencyRoundStreams.round(roundId), command, context);

  app.get('/games', validated('query', gamesQuery, 'games.invalid_filter'), (c) => {
    requireGamesShown(c, log);
    const { subject, grade } = c.req.valid('query');
    const answer: GamesList = { games: gamesFor({ subject, grade }).map(gameListing) };
    return c.json(answer);
  });

  app.post('/fluency-zone/rounds', requireCsrfHeader(), validated('body', startBody, 'fluency_zone.invalid_range'), async (c) => {
    const learner = requireMember(c);
    const command = commandContext(c);
    const { operation: chosen, upTo } = c.req.valid('json');
    const roundId = command.ids.id();
    const refused = await refusalOf(c, 'fluencyRound', command.now);
    if (refused) return refused;
    await bounded(c, 'fluencyRound', command.now, () => run(roundId, { type: 'StartFluencyRound', data: { roundId, learner, operation: chosen, upTo, now: command.now } }, command));
    const round = fluencyZone.round(roundId)!;
    const answer: StartedFluencyRound = {
      roundId,
      operation: round.operation,
      upTo: round.upTo,
      startedAt: round.startedAt,
      endsAt: round.endsAt,
      secondsLeft: secondsLeft(round.endsAt, command.now),
    };
    return c.json(answer);
  });

  /** Serves the round's next fact (or the one served and not answered yet): the answer is timed from here. */
  app.get('/fluency-zone/rounds/:roundId/fact', requireCsrfHeader(), async (c) => {
    const learner = requireMember(c);
    const roundId = roundIdOf(c);
    const command = commandContext(c);
    const round = fluencyZone.round(roundId);
    if (!round) throw new DomainError('fluency_zone.unknown_round', 404);
    const recent = round.learnerId === learner.userId ? fluencyZone.recentOutcomes(learner.userId, round.operation) : new Map();
    await run(roundId, { type: 'ServeFluencyFact', data: { learner, recent, draw: drawFrom(command.ids.id()), now: command.now } }, command);
    const pending = fluencyZone.round(roundId)?.pending;
    if (!pending) throw new DomainError('fluency_zone.no_fact_served', 409);
    const fact = factOfKey(pending.factKey)!;
    const answer: ServedFluencyFact = { factKey: fact.factKey, prompt: fact.prompt, servedNumber: pending.servedNumber, secondsLeft: secondsLeft(round.endsAt, command.now) };
    return c.json(answer);
  });

  app.post('/fluency-zone/rounds/:roundId/answer', requireCsrfHeader(), validated('body', answerBody, 'fluency_zone.invalid_response'), async (c) => {
    const learner = requireMember(c);
    const roundId = roundIdOf(c);
    const command = commandContext(c);
    const { factKey, response } = c.req.valid('json');
    const refused = await refusalOf(c, 'fluencyAnswer', command.now);
    if (refused) return refused;
    const { events } = await bounded(c, 'fluencyAnswer', command.now, () => run(roundId, { type: 'AnswerFluencyFact', data: { learner, factKey, response, now: command.now } }, command));
    const round = fluencyZone.round(roundId)!;
    // A retried request (the same Idempotency-Key) decided nothing: it is told what the first was.
    const judged = events.find((event): event is FluencyFactAnsweredEvent => event.type === 'FluencyFactAnswered')?.data ?? round.lastAnswer;
    if (!judged) throw new DomainError('fluency_zone.no_fact_served', 409);
    const answer: JudgedFluencyAnswer = {
      correct: judged.correct,
      seconds: Math.round(judged.milliseconds / 100) / 10,
      correctAnswer: judged.correctAnswer,
      factKey: judged.factKey,
      outcome: outcomeOf(judged.correct, judged.milliseconds),
      factState: fluencyZone.factOf(learner.userId, judged.factKey)?.state ?? 'new',
      answered: round.answered,
      right: round.right,
      secondsLeft: secondsLeft(round.endsAt, command.now),
    };
    return c.json(answer);
  });

  app.get('/fluency-zone/progress', validated('query', progressQuery, 'fluency_zone.invalid_operation'), (c) => {
    const learner = requireMember(c);
    return c.json(fluencyProgressOf(fluencyZone, learner.userId, c.req.valid('query').operation, requestTime(c)));
  });

  // The raceway (server/games/raceway-routes.ts): races solo and for a class, and the student raceway report.
  app.route('/', racewayRoutes(log, services));

  return app;
}
