import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../log/decider-specification';
import { RACE_PENALTY_MS, VISITOR_DAILY_RACES } from './raceway-contract';
import { raceQuestion } from './raceway-questions';
import { racewayRaces, racewayVisitorDays, type RacewayCommand, type RacewayEvent } from './raceway-races';

// The raceway's decider (docs/games.md): time by the server's clock (the command's `now`), a wrong answer's
// penalty, one finish per racer, a race that ends once, no answer after the end, racers only.

const spec = deciderSpecification(racewayRaces);
const t0 = new Date('2026-11-02T09:00:00.000Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const engine = { subject: 'math' as const, grade: 3, topic: 'multiplication', name: 'Multiply by 2' };
const skill = { skillId: 7, permacode: 'ABC12', name: 'Multiply by 2', engine };
const teacher = { userId: 'u_rivera', role: 'teacher' };
const ava = { userId: 'u_ava', role: 'student' };
const noah = { userId: 'u_noah', role: 'student' };
const stranger = { userId: 'u_mia', role: 'student' };
const right = (n: number) => raceQuestion(engine, 'r1', n).correctAnswer;

const startClass = (overrides: Partial<Extract<RacewayCommand, { type: 'StartRace' }>['data']> = {}): RacewayCommand => ({
  type: 'StartRace',
  data: {
    raceId: 'r1',
    host: { ...teacher, displayName: 'Ms. Rivera', visitor: false },
    classId: 'class_1',
    studentUserIds: ['u_ava', 'u_noah'],
    displayNames: { u_ava: 'Ava', u_noah: 'Noah' },
    reachableClassIds: new Set(['class_1']),
    reachableStudentUserIds: new Set(['u_ava', 'u_noah']),
    skill,
    questions: 5,
    secondsPerQuestion: 8,
    now: t0,
    ...overrides,
  },
});
const started = (command = startClass()) => racewayRaces.decide(command, racewayRaces.initialState());
const joined = (racerId: string, ms = 0): RacewayEvent => ({ type: 'RacerJoined', data: { raceId: 'r1', racerId, joinedAt: at(ms).toISOString() } });
const answer = (racer: typeof ava, n: number, response: string, ms: number): RacewayCommand => ({ type: 'AnswerRaceQuestion', data: { racer, questionKey: `q${n}`, response, now: at(ms) } });
/** The events of `racer` answering questions 1…count right, a second apart from `fromMs`. */
function rightAnswers(history: RacewayEvent[], racer: typeof ava, count: number, fromMs: number): RacewayEvent[] {
  const events = [...history];
  for (let n = 1; n <= count; n++) {
    const state = events.reduce(racewayRaces.evolve, racewayRaces.initialState());
    const questionNumber = state.racers.get(racer.userId)!.questionNumber;
    events.push(...racewayRaces.decide(answer(racer, questionNumber, raceQuestion(engine, 'r1', questionNumber).correctAnswer, fromMs + n * 1_000), state));
  }
  return events;
}

describe('starting a race', () => {
  it('a teacher starts a class race for their own class; students are racers, not yet joined', () => {
    const [event] = started();
    expect(event).toMatchObject({ type: 'RaceStarted', data: { mode: 'class', classId: 'class_1', racers: [{ racerId: 'u_ava', displayName: 'Ava' }, { racerId: 'u_noah', displayName: 'Noah' }], paceCars: [] } });
  });

  it('refuses a student a class race, another teacher’s class and students out of reach', () => {
    spec.given([]).when(startClass({ host: { ...ava, displayName: 'Ava', visitor: false } })).thenThrows('raceway.not_a_teacher', 403);
    spec.given([]).when(startClass({ classId: 'class_other' })).thenThrows('raceway.not_your_class', 403);
    spec.given([]).when(startClass({ classId: null, studentUserIds: ['u_stranger'] })).thenThrows('raceway.not_your_student', 403);
    spec.given([]).when(startClass({ questions: 3 })).thenThrows('raceway.invalid_questions', 400);
  });

  it('a solo race has two pace cars around the racer’s own pace', () => {
    const [event] = started(startClass({ host: { ...ava, displayName: 'Ava', visitor: false }, classId: null, studentUserIds: [], secondsPerQuestion: 5 }));
    expect(event).toMatchObject({ type: 'RaceStarted', data: { mode: 'solo', racers: [{ racerId: 'u_ava' }], paceCars: [{ secondsPerQuestion: 4.5 }, { secondsPerQuestion: 6 }] } });
  });
});

describe('racing', () => {
  it('not a participant → refused; not joined → refused', () => {
    spec.given(started()).when({ type: 'JoinRace', data: { racer: stranger, now: t0 } }).thenThrows('raceway.not_a_racer', 403);
    spec.given(started()).when(answer(stranger, 1, '1', 1_000)).thenThrows('raceway.not_a_racer', 403);
    spec.given(started()).when(answer(ava, 1, right(1), 1_000)).thenThrows('raceway.not_joined', 409);
  });

  it('a right answer moves the car one step, judged at the server’s time', () => {
    const events = racewayRaces.decide(answer(ava, 1, right(1), 2_000), [...started(), joined('u_ava')].reduce(racewayRaces.evolve, racewayRaces.initialState()));
    expect(events).toEqual([
      { type: 'RaceQuestionAnswered', data: { raceId: 'r1', racerId: 'u_ava', questionNumber: 1, response: right(1), correct: true, correctAnswer: right(1), position: 1, penaltyUntil: null, answeredAt: at(2_000).toISOString() } },
    ]);
  });

  it('a wrong answer shows the answer and holds the car: no answer before the penalty ends (server time)', () => {
    const history = [...started(), joined('u_ava')];
    const [wrong] = racewayRaces.decide(answer(ava, 1, 'not this', 1_000), history.reduce(racewayRaces.evolve, racewayRaces.initialState()));
    expect(wrong).toMatchObject({ data: { correct: false, correctAnswer: right(1), position: 0, penaltyUntil: at(1_000 + RACE_PENALTY_MS).toISOString() } });
    spec.given([...history, wrong!]).when(answer(ava, 2, right(2), RACE_PENALTY_MS)).thenThrows('raceway.penalty', 409);
    spec.given([...history, wrong!]).when(answer(ava, 2, right(2), 1_000 + RACE_PENALTY_MS)).then([
      { type: 'RaceQuestionAnswered', data: { raceId: 'r1', racerId: 'u_ava', questionNumber: 2, response: right(2), correct: true, correctAnswer: right(2), position: 1, penaltyUntil: null, answeredAt: at(1_000 + RACE_PENALTY_MS).toISOString() } },
    ]);
  });

  it('only the current question is answered', () => {
    spec.given([...started(), joined('u_ava')]).when(answer(ava, 2, right(2), 1_000)).thenThrows('raceway.not_the_current_question', 409);
  });

  it('the first across the line wins, one finish per racer; the last finisher ends the race, once', () => {
    const afterAva = rightAnswers([...started(), joined('u_ava'), joined('u_noah')], ava, 5, 0);
    expect(afterAva.filter((event) => event.type === 'RacerFinished')).toEqual([{ type: 'RacerFinished', data: { raceId: 'r1', racerId: 'u_ava', place: 1, finishedAt: at(5_000).toISOString(), milliseconds: 5_000 } }]);
    expect(afterAva.some((event) => event.type === 'RaceFinished')).toBe(false);
    spec.given(afterAva).when(answer(ava, 6, '1', 6_000)).thenThrows('raceway.already_finished', 409);
    const afterNoah = rightAnswers(afterAva, noah, 5, 10_000);
    expect(afterNoah.filter((event) => event.type === 'RacerFinished').map((event) => event.data)).toMatchObject([{ racerId: 'u_ava', place: 1 }, { racerId: 'u_noah', place: 2 }]);
    const ends = afterNoah.filter((event) => event.type === 'RaceFinished');
    expect(ends).toHaveLength(1);
    expect(ends[0]!.data).toMatchObject({ reason: 'all_finished', endedBy: null, standings: [{ racerId: 'u_ava', place: 1, position: 5 }, { racerId: 'u_noah', place: 2, position: 5 }] });
    // Ended by the last finisher: the teacher's end appends nothing more.
    spec.given(afterNoah).when({ type: 'EndRace', data: { actor: teacher, now: at(20_000) } }).then([]);
  });

  it('the teacher ends the race once; no answer and no join after the end; a student cannot end it', () => {
    const history = [...started(), joined('u_ava')];
    spec.given(history).when({ type: 'EndRace', data: { actor: ava, now: at(1_000) } }).thenThrows('raceway.not_your_race', 403);
    const [end] = racewayRaces.decide({ type: 'EndRace', data: { actor: teacher, now: at(1_000) } }, history.reduce(racewayRaces.evolve, racewayRaces.initialState()));
    expect(end).toMatchObject({ type: 'RaceFinished', data: { reason: 'ended', endedBy: 'u_rivera' } });
    spec.given([...history, end!]).when({ type: 'EndRace', data: { actor: teacher, now: at(2_000) } }).then([]);
    spec.given([...history, end!]).when(answer(ava, 1, right(1), 2_000)).thenThrows('raceway.race_over', 409);
    spec.given([...history, end!]).when({ type: 'JoinRace', data: { racer: noah, now: at(2_000) } }).thenThrows('raceway.race_over', 409);
  });

  it('a solo racer races their pace cars: place counts the pace cars over the line first', () => {
    const solo = started(startClass({ host: { ...ava, displayName: 'Ava', visitor: false }, classId: null, studentUserIds: [], secondsPerQuestion: 1 }));
    // Pace cars at 0.9 s and 1.2 s a question: 4.5 s and 6 s for five; Ava needs 5.5 s.
    const events = rightAnswers(solo, ava, 5, 500);
    expect(events.find((event) => event.type === 'RacerFinished')!.data).toMatchObject({ place: 2 });
    const end = events.find((event) => event.type === 'RaceFinished')!;
    expect(end.data).toMatchObject({ reason: 'all_finished', standings: [{ racerId: 'pace-1', pace: true, place: 1 }, { racerId: 'u_ava', place: 2 }, { racerId: 'pace-2', place: null }] });
  });
});

describe('a visitor’s races of a day', () => {
  const count = (raceId: string) => ({ type: 'CountVisitorRace' as const, data: { visitorId: 'v_1', day: '2026-11-02', raceId, limit: VISITOR_DAILY_RACES } });
  it(`counts ${VISITOR_DAILY_RACES} and refuses the next with raceway.limit_reached`, () => {
    const visitorSpec = deciderSpecification(racewayVisitorDays);
    const counted = (n: number): RacewayEvent => ({ type: 'RacewayVisitorRaceCounted', data: { visitorId: 'v_1', day: '2026-11-02', raceId: `r${n}`, count: n } });
    visitorSpec.given([counted(1), counted(2)]).when(count('r3')).then([counted(3)]);
    visitorSpec.given([counted(1), counted(2), counted(3)]).when(count('r4')).thenThrows('raceway.limit_reached', 403);
  });
});
