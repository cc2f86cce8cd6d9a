import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  racewayRaces,
  racewayStreams,
  racewayVisitorDays,
  type JudgedRaceAnswer,
  type RaceCar,
  type RaceView,
  type RacewayCommand,
  type StartedRace,
  type StudentRacewayReport,
  type StudentRacewayRow,
} from '../../events/games';
import { DEFAULT_SECONDS_PER_QUESTION, MAX_RACE_RESPONSE_LENGTH, paceCarPosition, RACE_DEFAULT_QUESTIONS, RACE_MAX_QUESTIONS, RACE_MIN_QUESTIONS, VISITOR_DAILY_RACES } from '../../events/games/raceway-contract';
import { raceQuestion, raceQuestionKey } from '../../events/games/raceway-questions';
import { handleCommand } from '../../events/log/command-handler';
import { DomainError } from '../../events/log/domain-error';
import { checkCustomRange, localDayOf, reportInterval, reportRangeFields } from '../../events/reports/report-ranges';
import { reportViewByField } from '../../events/reports/report-view-by';
import { mayReadClassReports } from '../../events/reports/teacher-reports';
import type { RaceRow } from '../../projections/games/raceway';
import { requireUser } from '../auth/current-user';
import type { FeatureLog } from '../features/feature-log';
import type { AppEnv } from '../http/app-env';
import { listField, numberField } from '../http/body-fields';
import { commandContext, requestTime, type RouteCommandContext } from '../http/command-context';
import { requireCsrfHeader } from '../http/csrf-header';
import { publicWriter, type PublicWriteLimits } from '../http/public-write-limits';
import { validated } from '../http/validated';
import { catalogueSkill } from '../practice/practice-skills';
import { notGrouped } from '../reports/report-grouping';
import type { VisitorIds } from '../practice/visitor-ids';
import { requireGamesShown } from './games-shown';

// The raceway's calls (issue 28 items 3, 5, 7; docs/games.md), mounted by server/routes/games.ts.

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const entity = z.string().regex(ID, 'raceway.invalid_racers');
const startBody = z.object({
  permacode: z.string('raceway.unknown_skill').regex(/^[A-Za-z0-9]{1,16}$/, 'raceway.unknown_skill'),
  classId: z.string().regex(ID, 'raceway.not_your_class').optional(),
  studentUserIds: listField(z.array(entity).max(2_000, 'raceway.invalid_racers')).optional(),
  questions: numberField(z.number('raceway.invalid_questions').int('raceway.invalid_questions').min(RACE_MIN_QUESTIONS, 'raceway.invalid_questions').max(RACE_MAX_QUESTIONS, 'raceway.invalid_questions')).default(
    RACE_DEFAULT_QUESTIONS,
  ),
});
const answerBody = z.object({
  questionKey: z.string('raceway.not_the_current_question').max(16, 'raceway.not_the_current_question'),
  response: z.union([z.number().finite().transform(String), z.string().max(MAX_RACE_RESPONSE_LENGTH, 'raceway.invalid_response')], 'raceway.invalid_response').refine((text) => text.trim() !== '', 'raceway.invalid_response'),
});
const reportQuery = z
  .object({ ...reportRangeFields, ...reportViewByField, classId: z.string('reports.class_required').min(1, 'reports.class_required').max(64, 'reports.not_your_class'), format: z.enum(['json', 'csv'], 'reports.invalid_format').default('json') })
  .superRefine(checkCustomRange);

export interface RacewayServices {
  visitors: VisitorIds;
  writeLimits: PublicWriteLimits;
}

type BoundedWrite = 'racewayRace' | 'racewayAnswer';

const csvCell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function racewayRoutes(log: FeatureLog<'catalogue' | 'directory' | 'profile' | 'raceway' | 'teacherReports'>, services: RacewayServices) {
  const app = new Hono<AppEnv>();
  const { raceway, directory, catalogue, teacherReports } = log.queries;
  const { visitors, writeLimits } = services;

  /** Who calls: a member, or a visitor by the server's own visitor id (its signed cookie; never an id the caller names). */
  const callerOf = (c: Context<AppEnv>) => {
    const user = c.get('user');
    if (user) {
      requireGamesShown(c, log);
      return { userId: user.userId, role: user.role, visitor: false };
    }
    return { userId: visitors.visitorOf(c), role: 'visitor', visitor: true };
  };
  const raceOf = (c: Context<AppEnv>): RaceRow => {
    const raceId = c.req.param('raceId') ?? '';
    const race = ID.test(raceId) ? raceway.race(raceId) : null;
    if (!race) throw new DomainError('raceway.unknown_race', 404);
    return race;
  };
  const run = (raceId: string, command: RacewayCommand, context: RouteCommandContext) => handleCommand(log.store, racewayRaces, racewayStreams.race(raceId), command, context);

  const refusalOf = async (c: Context<AppEnv>, write: BoundedWrite, now: Date): Promise<Response | null> => {
    const allowance = await writeLimits.take(write, publicWriter(c), now);
    if (allowance.allowed) return null;
    c.header('Retry-After', String(allowance.retryAfterSeconds));
    return c.json({ error: write === 'racewayRace' ? 'raceway.too_many_races' : 'raceway.too_many_answers', retryAfterSeconds: allowance.retryAfterSeconds }, 429);
  };
  const bounded = async <R extends { events: readonly unknown[] }>(c: Context<AppEnv>, write: BoundedWrite, now: Date, work: () => Promise<R>): Promise<R> => {
    const writer = publicWriter(c);
    try {
      const result = await work();
      if (result.events.length === 0) await writeLimits.giveBack(write, writer, now);
      return result;
    } catch (error) {
      await writeLimits.giveBack(write, writer, now);
      throw error;
    }
  };

  /** The race as the caller sees it: every car, and their own next question (never its answer). */
  const viewOf = (race: RaceRow, callerId: string, now: Date): RaceView => {
    const racers = raceway.racers(race.raceId);
    const mine = racers.find((racer) => racer.racerId === callerId) ?? null;
    const elapsed = now.getTime() - Date.parse(race.startedAt);
    const over = race.endedAt !== null;
    const cars: RaceCar[] = [
      ...racers.map((racer) => ({ racerId: racer.racerId, displayName: racer.displayName, pace: false, position: racer.position, joined: racer.joinedAt !== null, place: racer.place })),
      ...race.paceCars.map((car, index) => {
        const at = over ? Date.parse(race.endedAt!) - Date.parse(race.startedAt) : elapsed;
        const position = paceCarPosition(car.secondsPerQuestion, at, race.questions);
        const standing = race.standings?.find((each) => each.racerId === `pace-${index + 1}`);
        return { racerId: `pace-${index + 1}`, displayName: car.name, pace: true, position: standing?.position ?? position, joined: true, place: standing?.place ?? null };
      }),
    ];
    const racing = mine !== null && mine.joinedAt !== null && mine.finishedAt === null && !over;
    const question = racing
      ? (() => {
          const generated = raceQuestion(race.engine, race.raceId, mine.questionNumber);
          return { questionKey: raceQuestionKey(mine.questionNumber), prompt: generated.prompt, answerType: generated.answerType, choices: generated.choices ?? null };
        })()
      : null;
    const penaltyMs = mine?.penaltyUntil ? Math.max(0, Date.parse(mine.penaltyUntil) - now.getTime()) : 0;
    return {
      raceId: race.raceId,
      mode: race.mode,
      skillName: race.skillName,
      permacode: race.permacode,
      questions: race.questions,
      hostDisplayName: race.hostDisplayName,
      startedAt: race.startedAt,
      serverTime: now.toISOString(),
      endedAt: race.endedAt,
      endReason: race.endReason,
      role: race.mode === 'solo' ? 'solo' : race.hostUserId === callerId ? 'host' : 'racer',
      racerId: mine?.racerId ?? null,
      joined: mine?.joinedAt != null,
      paceCars: race.paceCars,
      cars,
      question,
      penaltyMs,
      lastAnswer: mine?.lastAnswer ? { questionKey: raceQuestionKey(mine.lastAnswer.questionNumber), correct: mine.lastAnswer.correct, correctAnswer: mine.lastAnswer.correctAnswer } : null,
      standings: race.standings,
    };
  };
  /** Who may read a race: its host or one of its racers; anyone else 403 `raceway.not_a_racer`. */
  const requireParticipant = (race: RaceRow, callerId: string) => {
    if (race.hostUserId !== callerId && raceway.racer(race.raceId, callerId) === null) throw new DomainError('raceway.not_a_racer', 403);
  };

  app.post('/raceway/races', requireCsrfHeader(), validated('body', startBody, 'raceway.invalid_questions'), async (c) => {
    const caller = callerOf(c);
    const command = commandContext(c);
    const body = c.req.valid('json');
    const skill = catalogueSkill(catalogue, body.permacode);
    if (!skill) throw new DomainError('raceway.unknown_skill', 404);
    const classId = body.classId ?? null;
    const solo = classId === null && (body.studentUserIds?.length ?? 0) === 0;
    const user = caller.visitor ? null : directory.userById(caller.userId);
    if (!solo && (caller.visitor || !user || caller.role !== 'teacher')) throw new DomainError('raceway.not_a_teacher', 403);
    const reachableClassIds = new Set(solo ? [] : directory.classesOfTeacher(caller.userId).map((own) => own.classId));
    if (classId !== null && !reachableClassIds.has(classId)) throw new DomainError('raceway.not_your_class', 403);
    const studentUserIds = classId !== null ? directory.studentIdsOfClass(classId) : (body.studentUserIds ?? []);
    const raceId = command.ids.id();
    const refused = await refusalOf(c, 'racewayRace', command.now);
    if (refused) return refused;
    await bounded(c, 'racewayRace', command.now, async () => {
      // A visitor's races of the day are counted first, on their own stream: two tabs at once are decided in turn.
      if (caller.visitor) {
        const day = command.now.toISOString().slice(0, 10);
        await handleCommand(log.store, racewayVisitorDays, racewayStreams.visitorDay(caller.userId, day), { type: 'CountVisitorRace', data: { visitorId: caller.userId, day, raceId, limit: VISITOR_DAILY_RACES } }, command);
      }
      return run(
        raceId,
        {
          type: 'StartRace',
          data: {
            raceId,
            host: { userId: caller.userId, role: caller.role, visitor: caller.visitor, displayName: user?.displayName ?? 'You' },
            classId,
            studentUserIds,
            displayNames: solo ? {} : directory.displayNamesOf(studentUserIds),
            reachableClassIds,
            reachableStudentUserIds: solo || !user ? new Set() : directory.studentsReachableBy(user),
            skill: { skillId: skill.skillId, permacode: skill.permacode, name: skill.name, engine: skill.engine },
            questions: body.questions,
            secondsPerQuestion: solo ? (raceway.recentSecondsPerQuestion(caller.userId) ?? DEFAULT_SECONDS_PER_QUESTION) : DEFAULT_SECONDS_PER_QUESTION,
            now: command.now,
          },
        },
        command,
      );
    });
    const answer: StartedRace = { raceId };
    return c.json(answer);
  });

  app.get('/raceway/races/:raceId', (c) => {
    const caller = callerOf(c);
    const race = raceOf(c);
    requireParticipant(race, caller.userId);
    return c.json(viewOf(race, caller.userId, requestTime(c)));
  });

  app.post('/raceway/races/:raceId/join', requireCsrfHeader(), async (c) => {
    const caller = callerOf(c);
    const command = commandContext(c);
    const race = raceOf(c);
    await run(race.raceId, { type: 'JoinRace', data: { racer: caller, now: command.now } }, command);
    return c.json(viewOf(raceway.race(race.raceId)!, caller.userId, command.now));
  });

  app.post('/raceway/races/:raceId/answer', requireCsrfHeader(), validated('body', answerBody, 'raceway.invalid_response'), async (c) => {
    const caller = callerOf(c);
    const command = commandContext(c);
    const race = raceOf(c);
    const { questionKey, response } = c.req.valid('json');
    if (raceway.racer(race.raceId, caller.userId) === null) throw new DomainError('raceway.not_a_racer', 403);
    const refused = await refusalOf(c, 'racewayAnswer', command.now);
    if (refused) return refused;
    await bounded(c, 'racewayAnswer', command.now, () => run(race.raceId, { type: 'AnswerRaceQuestion', data: { racer: caller, questionKey, response, now: command.now } }, command));
    const racer = raceway.racer(race.raceId, caller.userId)!;
    const view = viewOf(raceway.race(race.raceId)!, caller.userId, command.now);
    const last = racer.lastAnswer;
    const answer: JudgedRaceAnswer = { correct: last?.correct ?? false, correctAnswer: last?.correctAnswer ?? '', position: racer.position, penaltyMs: view.penaltyMs, place: racer.place, race: view };
    return c.json(answer);
  });

  app.post('/raceway/races/:raceId/end', requireCsrfHeader(), async (c) => {
    const caller = callerOf(c);
    const command = commandContext(c);
    const race = raceOf(c);
    await run(race.raceId, { type: 'EndRace', data: { actor: caller, now: command.now } }, command);
    return c.json(viewOf(raceway.race(race.raceId)!, caller.userId, command.now));
  });

  /** §9 "Student raceway report": per student of the class, over the range (the school's local days of the races' starts). */
  app.get('/reports/student-raceway', validated('query', reportQuery), (c) => {
    const user = requireUser(c);
    if (!mayReadClassReports(user.role)) throw new DomainError('reports.not_a_teacher', 403);
    const query = c.req.valid('query');
    if (!directory.classesReachableBy(user).some((reachable) => reachable.classId === query.classId)) throw new DomainError('reports.not_your_class', 403);
    const context = teacherReports.classContext(query.classId);
    if (!context) throw new DomainError('reports.not_your_class', 403);
    const interval = reportInterval(query.range, requestTime(c), context.timeZone, context.schoolYearStart, query.range === 'custom' ? { from: query.from!, to: query.to! } : undefined);
    const inRange = (at: string) => {
      const day = localDayOf(at, context.timeZone);
      return (interval.fromDay === null || day >= interval.fromDay) && day <= interval.toDay;
    };
    const ids = directory.studentIdsOfClass(query.classId);
    const names = directory.displayNamesOf(ids);
    const students: StudentRacewayRow[] = ids
      .map((studentUserId) => {
        const races = raceway.historyOf(studentUserId).filter((race) => inRange(race.startedAt));
        const answered = races.reduce((sum, race) => sum + race.answered, 0);
        const right = races.reduce((sum, race) => sum + race.right, 0);
        const ms = races.reduce((sum, race) => sum + (race.lastAnswerAt && race.joinedAt ? Math.max(0, Date.parse(race.lastAnswerAt) - Date.parse(race.joinedAt)) : 0), 0);
        return {
          studentUserId,
          displayName: names[studentUserId] ?? studentUserId,
          racesRun: races.length,
          wins: races.filter((race) => race.place === 1).length,
          podiums: races.filter((race) => race.place !== null && race.place <= 3).length,
          answered,
          right,
          accuracy: answered === 0 ? null : Math.round((right / answered) * 1_000) / 1_000,
          questionsPerMinute: answered === 0 || ms === 0 ? null : Math.round((answered / (ms / 60_000)) * 10) / 10,
        };
      })
      .sort((a, b) => a.displayName.localeCompare(b.displayName));
    const report: StudentRacewayReport = { classId: query.classId, className: context.className, range: query.range, interval, timeZone: context.timeZone, grade: null, students };
    if (query.format === 'csv') {
      const header = ['Student', 'Races run', 'Wins', 'Podiums', 'Answered', 'Right', 'Accuracy (%)', 'Questions per minute'];
      const lines = students.map((row) =>
        [row.displayName, row.racesRun, row.wins, row.podiums, row.answered, row.right, row.accuracy === null ? null : Math.round(row.accuracy * 100), row.questionsPerMinute].map(csvCell).join(','),
      );
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', 'attachment; filename="student-raceway.csv"');
      return c.body([header.join(','), ...lines].join('\r\n') + '\r\n');
    }
    // View by (docs/reports.md): the raceway counts races per student, not skills; every view answers the same figures, not grouped.
    return c.json({ ...report, viewBy: query.viewBy, grouping: query.viewBy === 'grades' ? null : notGrouped(query.viewBy) });
  });

  return app;
}
