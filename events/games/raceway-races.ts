import { z } from 'zod';
import { entityId as id, subject } from '../curriculum';
import { DomainError } from '../log/domain-error';
import { defineEvent, type EventOf } from '../log/event-schemas';
import type { PracticeSkill } from '../practice/question-engine';
import {
  MAX_RACE_RESPONSE_LENGTH,
  PACE_CAR_FACTORS,
  paceCarPosition,
  RACE_END_REASONS,
  RACE_MAX_QUESTIONS,
  RACE_MIN_QUESTIONS,
  RACE_MODES,
  RACE_PENALTY_MS,
  type RaceEndReason,
  type RaceMode,
} from './raceway-contract';
import { isRightRaceAnswer, questionNumberOfKey, raceQuestion } from './raceway-questions';

// The raceway (issue 28 item 3, docs/games.md): a race is a run of questions of one skill (practice's
// question engine); each right answer moves the racer's car one step, a wrong one shows the answer and
// holds the car for RACE_PENALTY_MS (the next answer is refused until then, by the server's clock); the
// first to the line wins. Solo (against two pace cars) or a class race a teacher starts. Stream
// `raceway-race:<raceId>`; a visitor's races of a day are counted on `raceway-visitor:<visitorId>:<day>`.
// Races never change SmartScore (CLARIFICATIONS): they have read models of their own.

const at = z.iso.datetime();
const engine = z.object({ subject, grade: z.number().int().min(0).max(12), topic: z.string().max(200), name: z.string().max(500) });
const racerEntry = z.object({ racerId: id, displayName: z.string().max(200) });
const paceCar = z.object({ name: z.string().max(40), secondsPerQuestion: z.number().positive().max(600) });

export const RaceStarted = defineEvent({
  type: 'RaceStarted',
  schemaVersion: 1,
  schema: z.object({
    raceId: id,
    hostUserId: id,
    hostDisplayName: z.string().max(200),
    mode: z.enum(RACE_MODES),
    /** A visitor's solo race (the host is the server's visitor id). */
    visitor: z.boolean(),
    classId: id.nullable(),
    skill: z.object({ skillId: z.number().int(), permacode: z.string().max(16), name: z.string().max(500), engine }),
    questions: z.number().int().min(RACE_MIN_QUESTIONS).max(RACE_MAX_QUESTIONS),
    racers: z.array(racerEntry).min(1),
    paceCars: z.array(paceCar),
    startedAt: at,
  }),
});

export const RacerJoined = defineEvent({ type: 'RacerJoined', schemaVersion: 1, schema: z.object({ raceId: id, racerId: id, joinedAt: at }) });

/** The server judged a racer's answer; `position` is their car's place on the track after it (right answers). */
export const RaceQuestionAnswered = defineEvent({
  type: 'RaceQuestionAnswered',
  schemaVersion: 1,
  schema: z.object({
    raceId: id,
    racerId: id,
    questionNumber: z.number().int().min(1),
    response: z.string().max(MAX_RACE_RESPONSE_LENGTH),
    correct: z.boolean(),
    correctAnswer: z.string(),
    position: z.number().int().min(0),
    /** A wrong answer: no answer is taken before this moment. */
    penaltyUntil: at.nullable(),
    answeredAt: at,
  }),
});

export const RacerFinished = defineEvent({
  type: 'RacerFinished',
  schemaVersion: 1,
  schema: z.object({ raceId: id, racerId: id, place: z.number().int().min(1), finishedAt: at, milliseconds: z.number().int().min(0) }),
});

const standing = z.object({
  racerId: z.string().max(64),
  displayName: z.string().max(200),
  pace: z.boolean(),
  place: z.number().int().min(1).nullable(),
  position: z.number().int().min(0),
});

/** The race is over — once: its teacher (or solo racer) ended it, or the last racer crossed the line. */
export const RaceFinished = defineEvent({
  type: 'RaceFinished',
  schemaVersion: 1,
  schema: z.object({ raceId: id, reason: z.enum(RACE_END_REASONS), endedBy: id.nullable(), standings: z.array(standing), endedAt: at }),
});

/** One race of a visitor's day counted (the third is the last: VISITOR_DAILY_RACES). */
export const RacewayVisitorRaceCounted = defineEvent({
  type: 'RacewayVisitorRaceCounted',
  schemaVersion: 1,
  schema: z.object({ visitorId: id, day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), raceId: id, count: z.number().int().min(1) }),
});

export const racewayEvents = [RaceStarted, RacerJoined, RaceQuestionAnswered, RacerFinished, RaceFinished, RacewayVisitorRaceCounted] as const;
export type RacewayEvent = EventOf<(typeof racewayEvents)[number]>;
export type RaceStanding = z.infer<typeof standing>;

type Actor = { userId: string; role: string };
export interface RaceSkill {
  skillId: number;
  permacode: string;
  name: string;
  engine: PracticeSkill;
}

export type RacewayCommand =
  | {
      type: 'StartRace';
      data: {
        raceId: string;
        host: Actor & { displayName: string; visitor: boolean };
        /** null and no students: a solo race. */
        classId: string | null;
        /** The class's students, or the students named (a class race). */
        studentUserIds: string[];
        displayNames: Readonly<Record<string, string>>;
        reachableClassIds: ReadonlySet<string>;
        reachableStudentUserIds: ReadonlySet<string>;
        skill: RaceSkill;
        questions: number;
        /** A solo race: the racer's recent seconds per right answer (their read model), or the default. */
        secondsPerQuestion: number;
        now: Date;
      };
    }
  | { type: 'JoinRace'; data: { racer: Actor; now: Date } }
  | { type: 'AnswerRaceQuestion'; data: { racer: Actor; questionKey: string; response: string; now: Date } }
  | { type: 'EndRace'; data: { actor: Actor; now: Date } };

export type VisitorRaceCommand = { type: 'CountVisitorRace'; data: { visitorId: string; day: string; raceId: string; limit: number } };

interface RacerState {
  displayName: string;
  joined: boolean;
  joinedAt: number;
  position: number;
  questionNumber: number;
  penaltyUntil: number;
  finishedAt: number | null;
  place: number | null;
}

export interface RaceState {
  raceId: string | null;
  hostUserId: string;
  mode: RaceMode;
  engine: PracticeSkill | null;
  questions: number;
  startedAt: number;
  racers: ReadonlyMap<string, RacerState>;
  paceCars: readonly { name: string; secondsPerQuestion: number }[];
  finishers: number;
  ended: RaceEndReason | null;
}

/** Spec §6 and issue 28: a teacher starts class races, for their own classes and students. */
export function mayStartClassRaces(role: string): boolean {
  return role === 'teacher';
}

const initialState = (): RaceState => ({
  raceId: null,
  hostUserId: '',
  mode: 'solo',
  engine: null,
  questions: 0,
  startedAt: 0,
  racers: new Map(),
  paceCars: [],
  finishers: 0,
  ended: null,
});

const iso = (ms: number) => new Date(ms).toISOString();
const withRacer = (state: RaceState, racerId: string, change: Partial<RacerState>): RaceState => {
  const known = state.racers.get(racerId);
  return known ? { ...state, racers: new Map(state.racers).set(racerId, { ...known, ...change }) } : state;
};

function requireRace(state: RaceState): void {
  if (state.raceId === null) throw new DomainError('raceway.unknown_race', 404);
}
function requireRacer(state: RaceState, racer: Actor): RacerState {
  requireRace(state);
  const known = state.racers.get(racer.userId);
  if (!known) throw new DomainError('raceway.not_a_racer', 403);
  return known;
}
function requireOpen(state: RaceState): void {
  if (state.ended !== null) throw new DomainError('raceway.race_over', 409);
}

/** Where a solo race's pace cars cross the line, in ms after the start. */
const paceFinishMs = (state: RaceState) => state.paceCars.map((car) => Math.round(car.secondsPerQuestion * 1_000 * state.questions));

/** The standings at `now`: finishers by place, the others by position (pace cars where they are then). */
export function standingsOf(state: RaceState, now: number): RaceStanding[] {
  const racers: (RaceStanding & { finishMs: number })[] = [...state.racers].map(([racerId, racer]) => ({
    racerId,
    displayName: racer.displayName,
    pace: false,
    place: racer.place,
    position: racer.position,
    finishMs: racer.finishedAt === null ? Number.POSITIVE_INFINITY : racer.finishedAt - state.startedAt,
  }));
  const pace = state.paceCars.map((car, index) => {
    const finishMs = paceFinishMs(state)[index]!;
    return { racerId: `pace-${index + 1}`, displayName: car.name, pace: true, place: null, position: paceCarPosition(car.secondsPerQuestion, now - state.startedAt, state.questions), finishMs: finishMs <= now - state.startedAt ? finishMs : Number.POSITIVE_INFINITY };
  });
  const ordered = [...racers, ...pace].sort((a, b) => a.finishMs - b.finishMs || b.position - a.position || a.displayName.localeCompare(b.displayName));
  let place = 0;
  return ordered.map(({ finishMs, ...each }) => ({ ...each, place: Number.isFinite(finishMs) ? ++place : null }));
}

function finished(state: RaceState, reason: RaceEndReason, endedBy: string | null, now: number): RacewayEvent {
  return { type: 'RaceFinished', data: { raceId: state.raceId!, reason, endedBy, standings: standingsOf(state, now), endedAt: iso(now) } };
}

export const racewayRaces = {
  initialState,

  evolve(state: RaceState, event: RacewayEvent): RaceState {
    switch (event.type) {
      case 'RaceStarted': {
        const startedAt = Date.parse(event.data.startedAt);
        const solo = event.data.mode === 'solo';
        return {
          ...initialState(),
          raceId: event.data.raceId,
          hostUserId: event.data.hostUserId,
          mode: event.data.mode,
          engine: event.data.skill.engine,
          questions: event.data.questions,
          startedAt,
          paceCars: event.data.paceCars,
          racers: new Map(
            event.data.racers.map((racer) => [
              racer.racerId,
              { displayName: racer.displayName, joined: solo, joinedAt: startedAt, position: 0, questionNumber: 1, penaltyUntil: 0, finishedAt: null, place: null },
            ]),
          ),
        };
      }
      case 'RacerJoined':
        return withRacer(state, event.data.racerId, { joined: true, joinedAt: Date.parse(event.data.joinedAt) });
      case 'RaceQuestionAnswered':
        return withRacer(state, event.data.racerId, {
          position: event.data.position,
          questionNumber: event.data.questionNumber + 1,
          penaltyUntil: event.data.penaltyUntil === null ? 0 : Date.parse(event.data.penaltyUntil),
        });
      case 'RacerFinished':
        return { ...withRacer(state, event.data.racerId, { finishedAt: Date.parse(event.data.finishedAt), place: event.data.place }), finishers: state.finishers + 1 };
      case 'RaceFinished':
        return { ...state, ended: event.data.reason };
      case 'RacewayVisitorRaceCounted':
        return state;
      default: {
        const _exhaustive: never = event;
        return _exhaustive;
      }
    }
  },

  decide(command: RacewayCommand, state: RaceState): RacewayEvent[] {
    switch (command.type) {
      case 'StartRace': {
        const { raceId, host, classId, skill, questions, now } = command.data;
        if (!Number.isInteger(questions) || questions < RACE_MIN_QUESTIONS || questions > RACE_MAX_QUESTIONS) throw new DomainError('raceway.invalid_questions', 400);
        const solo = classId === null && command.data.studentUserIds.length === 0;
        if (!solo) {
          if (host.visitor || !mayStartClassRaces(host.role)) throw new DomainError('raceway.not_a_teacher', 403);
          if (classId !== null && !command.data.reachableClassIds.has(classId)) throw new DomainError('raceway.not_your_class', 403);
          if (command.data.studentUserIds.some((student) => !command.data.reachableStudentUserIds.has(student))) throw new DomainError('raceway.not_your_student', 403);
        }
        const racerIds = solo ? [host.userId] : [...new Set(command.data.studentUserIds)];
        if (racerIds.length === 0) throw new DomainError('raceway.no_racers', 400);
        if (state.raceId !== null) throw new DomainError('raceway.race_exists', 409);
        raceQuestion(skill.engine, raceId, 1); // 404 raceway.unknown_skill when its topic has no questions
        const pace = Math.round(command.data.secondsPerQuestion * 10) / 10;
        return [
          {
            type: 'RaceStarted',
            data: {
              raceId,
              hostUserId: host.userId,
              hostDisplayName: host.displayName,
              mode: solo ? 'solo' : 'class',
              visitor: host.visitor,
              classId: solo ? null : classId,
              skill: { skillId: skill.skillId, permacode: skill.permacode, name: skill.name, engine: { ...skill.engine } },
              questions,
              racers: racerIds.map((racerId) => ({ racerId, displayName: solo ? host.displayName : (command.data.displayNames[racerId] ?? racerId) })),
              paceCars: solo ? PACE_CAR_FACTORS.map((factor, index) => ({ name: `Pace car ${index + 1}`, secondsPerQuestion: Math.round(pace * factor * 10) / 10 })) : [],
              startedAt: now.toISOString(),
            },
          },
        ];
      }
      case 'JoinRace': {
        const racer = requireRacer(state, command.data.racer);
        requireOpen(state);
        if (racer.joined) return [];
        return [{ type: 'RacerJoined', data: { raceId: state.raceId!, racerId: command.data.racer.userId, joinedAt: command.data.now.toISOString() } }];
      }
      case 'AnswerRaceQuestion': {
        const { questionKey, response, now } = command.data;
        const racerId = command.data.racer.userId;
        const racer = requireRacer(state, command.data.racer);
        requireOpen(state);
        if (!racer.joined) throw new DomainError('raceway.not_joined', 409);
        if (racer.finishedAt !== null) throw new DomainError('raceway.already_finished', 409);
        if (questionNumberOfKey(questionKey) !== racer.questionNumber) throw new DomainError('raceway.not_the_current_question', 409);
        if (now.getTime() < racer.penaltyUntil) throw new DomainError('raceway.penalty', 409);
        if (response.length > MAX_RACE_RESPONSE_LENGTH || response.trim() === '') throw new DomainError('raceway.invalid_response', 400);
        const question = raceQuestion(state.engine!, state.raceId!, racer.questionNumber);
        const correct = isRightRaceAnswer(question, response);
        const position = racer.position + (correct ? 1 : 0);
        const answered: RacewayEvent = {
          type: 'RaceQuestionAnswered',
          data: {
            raceId: state.raceId!,
            racerId,
            questionNumber: racer.questionNumber,
            response,
            correct,
            correctAnswer: question.correctAnswer,
            position,
            penaltyUntil: correct ? null : iso(now.getTime() + RACE_PENALTY_MS),
            answeredAt: now.toISOString(),
          },
        };
        if (position < state.questions) return [answered];
        // Across the line: its place (a solo racer's counts the pace cars ahead), and the race's end once everyone is over.
        const elapsed = now.getTime() - state.startedAt;
        const place = state.mode === 'solo' ? 1 + paceFinishMs(state).filter((ms) => ms < elapsed).length : state.finishers + 1;
        const finishedEvent: RacewayEvent = { type: 'RacerFinished', data: { raceId: state.raceId!, racerId, place, finishedAt: now.toISOString(), milliseconds: Math.max(0, now.getTime() - racer.joinedAt) } };
        const after = [answered, finishedEvent].reduce(racewayRaces.evolve, state);
        const everyoneOver = [...after.racers.values()].every((each) => each.finishedAt !== null);
        return everyoneOver ? [answered, finishedEvent, finished(after, 'all_finished', null, now.getTime())] : [answered, finishedEvent];
      }
      case 'EndRace': {
        const { actor, now } = command.data;
        requireRace(state);
        if (actor.userId !== state.hostUserId) throw new DomainError('raceway.not_your_race', 403);
        if (state.ended !== null) return [];
        return [finished(state, 'ended', actor.userId, now.getTime())];
      }
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },
};

interface VisitorDayState {
  count: number;
}

/** A visitor's races of a day, decided on one stream per visitor and day: two tabs starting at once are counted in turn. */
export const racewayVisitorDays = {
  initialState: (): VisitorDayState => ({ count: 0 }),
  evolve: (state: VisitorDayState, event: RacewayEvent): VisitorDayState => (event.type === 'RacewayVisitorRaceCounted' ? { count: event.data.count } : state),
  decide(command: VisitorRaceCommand, state: VisitorDayState): RacewayEvent[] {
    const { visitorId, day, raceId, limit } = command.data;
    if (state.count >= limit) throw new DomainError('raceway.limit_reached', 403);
    return [{ type: 'RacewayVisitorRaceCounted', data: { visitorId, day, raceId, count: state.count + 1 } }];
  },
};

export const racewayStreams = {
  race: (raceId: string) => `raceway-race:${raceId}`,
  visitorDay: (visitorId: string, day: string) => `raceway-visitor:${visitorId}:${day}`,
};
