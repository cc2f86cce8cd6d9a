import { describe, expect, it } from 'vitest';
import { assessmentPushes, assessments, ASSESSMENT_LIMITS, type AssessmentCommand, type AssessmentEvent, type AssessmentFacts, type SittingItem } from './assessments';
import type { RecordedEvent } from './log/event-store';
import { DomainError } from './log/domain-error';
import { generateQuestion, MATH_TOPICS, type QuestionLevel } from './practice/question-engine';

// Assessments' decider (docs/diagnostics.md): the window by the server's clock (before it opens and after it
// closes refused, nothing appended), resume (a second start never restarts), the current question's key, the
// end of a form (finish + scored result), LevelUp's sitting length, checkpoints, Flex, and the push.

const t0 = new Date('2026-11-10T09:00:00.000Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
const ava = { userId: 'u_ava', role: 'student' };
const placement = { grade: 4, schoolId: 'school_maple', classIds: ['class_room12'], teacherUserIds: ['u_rivera'] };

const item = (n: number, strand: SittingItem['strand'] = 'fractions'): SittingItem => ({
  itemKey: `screener-${strand}-${n}`,
  strand,
  difficulty: 425 + n,
  permacode: 'ABC1',
  skillName: 'A skill',
  engine: { subject: 'math', grade: 4, topic: MATH_TOPICS[0]!, name: 'A skill' },
  level: 3,
  seed: `seed-${n}`,
  standardCodes: ['4.NF.A.1'],
});
const rightAnswer = (of: SittingItem) => generateQuestion(of.engine, of.level as QuestionLevel, of.seed).correctAnswer;

const screener: AssessmentFacts = { assessmentId: 'window-w1', kind: 'screener', title: 'Math screener', subject: 'math', assessmentType: 'MATH_SCREENER', opensAt: at(0).toISOString(), closesAt: at(60).toISOString(), assigned: true };
const levelUp: AssessmentFacts = { assessmentId: 'levelup-math', kind: 'levelup', title: 'LevelUp Math diagnostic', subject: 'math', assessmentType: null, opensAt: null, closesAt: null, assigned: true };
const items = [item(1), item(2, 'geometry'), item(3)];

const fold = (events: readonly AssessmentEvent[]) => events.reduce(assessments.evolve, assessments.initialState());
const step = (events: readonly AssessmentEvent[], command: AssessmentCommand): AssessmentEvent[] => [...events, ...assessments.decide(command, fold(events))];
const start = (minutes: number, assessment: AssessmentFacts | null = screener, student = ava): AssessmentCommand => ({ type: 'StartAssessment', data: { student, assessment, placement, items, now: at(minutes) } });
const answer = (key: string, response: string, minutes: number, assessment: AssessmentFacts = screener, levelUpItem: SittingItem | null = null): AssessmentCommand => ({
  type: 'AnswerAssessment',
  data: { student: ava, assessment, questionKey: key, response, levelUpItem, now: at(minutes) },
});
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { key: error.key, status: error.status };
    throw error;
  }
  throw new Error('not refused');
};

describe('taking a form inside its window (the server’s clock)', () => {
  it('refuses a start before the window opens and after it closes (409 assessments.window_closed)', () => {
    expect(refusal(() => assessments.decide(start(-1), fold([])))).toEqual({ key: 'assessments.window_closed', status: 409 });
    expect(refusal(() => assessments.decide(start(60), fold([])))).toEqual({ key: 'assessments.window_closed', status: 409 });
  });

  it('starts inside it with the form’s questions fixed, and the teachers of her classes named', () => {
    const [event] = assessments.decide(start(0), fold([]));
    expect(event).toMatchObject({ type: 'AssessmentStarted', data: { assessmentId: 'window-w1', kind: 'screener', sitting: 1, total: 3, teacherUserIds: ['u_rivera'], startedAt: at(0).toISOString() } });
  });

  it('a second start resumes: it never restarts the sitting', () => {
    const started = step([], start(1));
    expect(assessments.decide(start(5), fold(started))).toEqual([]);
    const answered = step(started, answer('s1q1', '7', 2));
    expect(assessments.decide(start(6), fold(answered))).toEqual([]);
  });

  it('refuses an answer after the window closes, though the sitting began inside it', () => {
    const started = step([], start(1));
    expect(refusal(() => assessments.decide(answer('s1q1', '7', 60), fold(started)))).toEqual({ key: 'assessments.window_closed', status: 409 });
    expect(refusal(() => assessments.decide(start(61), fold(started)))).toEqual({ key: 'assessments.window_closed', status: 409 });
  });

  it('takes only the current question (400 for another key) and a response of 1–200 characters', () => {
    const started = step([], start(1));
    expect(refusal(() => assessments.decide(answer('s1q2', '7', 2), fold(started)))).toEqual({ key: 'assessments.not_the_current_question', status: 400 });
    expect(refusal(() => assessments.decide(answer('s1q1', '  ', 2), fold(started)))).toEqual({ key: 'assessments.invalid_response', status: 400 });
    expect(refusal(() => assessments.decide(answer('s1q1', 'x'.repeat(ASSESSMENT_LIMITS.response + 1), 2), fold(started)))).toEqual({ key: 'assessments.invalid_response', status: 400 });
    expect(refusal(() => assessments.decide(answer('s1q1', '7', 2), fold([])))).toEqual({ key: 'assessments.not_started', status: 409 });
  });

  it('grades each answer with its strand and difficulty; the last one finishes the sitting and records its scored result', () => {
    let events = step([], start(1));
    events = step(events, answer('s1q1', rightAnswer(items[0]!), 2));
    expect(events.at(-1)).toMatchObject({ type: 'AssessmentQuestionAnswered', data: { number: 1, correct: true, item: { strand: 'fractions', difficulty: 426 } } });
    events = step(events, answer('s1q2', 'surely wrong', 3));
    expect(events.at(-1)).toMatchObject({ type: 'AssessmentQuestionAnswered', data: { number: 2, correct: false } });
    events = step(events, answer('s1q3', rightAnswer(items[2]!), 4));
    expect(events.slice(-2).map((event) => event.type)).toEqual(['AssessmentFinished', 'AssessmentResultRecorded']);
    expect(events.at(-2)).toMatchObject({ data: { answered: 3, right: 2 } });
    const result = events.at(-1)!;
    if (result.type !== 'AssessmentResultRecorded') throw new Error('no result');
    expect(result.data).toMatchObject({ assessmentId: 'window-w1', kind: 'screener', assessmentType: 'MATH_SCREENER', grade: 4, schoolId: 'school_maple' });
    expect(result.data.items.map((each) => each.correct)).toEqual([true, false, true]);
    expect(result.data.tier).not.toBeNull();
    expect(result.data.atRisk).toBe(result.data.tier !== 1);
    // Finished: a start answers the finished view (nothing appended), even after the window; an answer is refused.
    expect(assessments.decide(start(90), fold(events))).toEqual([]);
    expect(refusal(() => assessments.decide(answer('s1q4', '7', 5), fold(events)))).toEqual({ key: 'assessments.already_finished', status: 409 });
  });

  it('is a student’s only, and only when assigned (403 not a student, 404 not hers or unknown)', () => {
    expect(refusal(() => assessments.decide(start(1, screener, { userId: 'u_rivera', role: 'teacher' }), fold([])))).toEqual({ key: 'assessments.not_assigned', status: 403 });
    expect(refusal(() => assessments.decide(start(1, { ...screener, assigned: false }), fold([])))).toEqual({ key: 'assessments.not_assigned', status: 404 });
    expect(refusal(() => assessments.decide(start(1, null), fold([])))).toEqual({ key: 'assessments.not_assigned', status: 404 });
  });
});

describe('LevelUp', () => {
  it('is always open; a sitting ends after ASSESSMENT_LIMITS.levelUpSitting answers and the next start begins the next sitting', () => {
    let events = step([], start(0, levelUp));
    expect(events[0]).toMatchObject({ type: 'AssessmentStarted', data: { kind: 'levelup', sitting: 1, items: [], total: ASSESSMENT_LIMITS.levelUpSitting, closesAt: null } });
    for (let n = 1; n <= ASSESSMENT_LIMITS.levelUpSitting; n++) {
      const current = item(n, n % 2 === 0 ? 'geometry' : 'fractions');
      events = step(events, answer(`s1q${n}`, rightAnswer(current), n, levelUp, current));
    }
    expect(events.slice(-2).map((event) => event.type)).toEqual(['AssessmentFinished', 'AssessmentResultRecorded']);
    const result = events.at(-1)!;
    if (result.type !== 'AssessmentResultRecorded') throw new Error('no result');
    expect(result.data.level).toBeGreaterThan(450);
    const next = assessments.decide(start(500, levelUp), fold(events));
    expect(next).toMatchObject([{ type: 'AssessmentStarted', data: { sitting: 2 } }]);
    // The next sitting's keys name it.
    const secondSitting = [...events, ...next];
    expect(refusal(() => assessments.decide(answer('s1q21', '7', 501, levelUp, item(1)), fold(secondSitting)))).toEqual({ key: 'assessments.not_the_current_question', status: 400 });
  });
});

describe('checkpoints and Flex snapshots', () => {
  const checkpoint = (overrides: Partial<Extract<AssessmentCommand, { type: 'AssignCheckpoint' }>['data']> = {}): AssessmentCommand => ({
    type: 'AssignCheckpoint',
    data: {
      assessmentId: 'checkpoint-1',
      teacher: { userId: 'u_rivera', role: 'teacher' },
      classInfo: { classId: 'class_room12', teacherUserId: 'u_rivera', schoolId: 'school_maple', grade: 4 },
      title: ' Fractions  check ',
      skills: [{ permacode: 'ABC1', subject: 'math' }],
      studentUserIds: ['u_ava'],
      opensAt: at(0),
      closesAt: at(600),
      now: t0,
      ...overrides,
    },
  });
  it('a teacher assigns one to her own class only', () => {
    expect(assessments.decide(checkpoint(), fold([]))).toMatchObject([{ type: 'AssessmentCheckpointAssigned', data: { title: 'Fractions check', permacodes: ['ABC1'], studentUserIds: ['u_ava'], subject: 'math', grade: 4 } }]);
    expect(refusal(() => assessments.decide(checkpoint({ classInfo: { classId: 'c2', teacherUserId: 'u_birch', schoolId: 's2', grade: 7 } }), fold([])))).toEqual({ key: 'assessments.not_your_class', status: 403 });
    expect(refusal(() => assessments.decide(checkpoint({ teacher: { userId: 'u_ava', role: 'student' } }), fold([])))).toEqual({ key: 'assessments.not_a_teacher', status: 403 });
    expect(refusal(() => assessments.decide(checkpoint({ skills: [] }), fold([])))).toEqual({ key: 'assessments.no_skills', status: 400 });
    expect(refusal(() => assessments.decide(checkpoint({ skills: [{ permacode: 'A', subject: 'math' }, { permacode: 'B', subject: 'ela' }] }), fold([])))).toEqual({ key: 'assessments.one_subject', status: 400 });
    expect(refusal(() => assessments.decide(checkpoint({ closesAt: at(-1) }), fold([])))).toEqual({ key: 'assessments.invalid_times', status: 400 });
  });

  it('an administrator schedules a Flex snapshot for her own schools only', () => {
    const flex = (administrator = { userId: 'u_lee', role: 'school_administrator' }, schoolIds = ['school_maple']): AssessmentCommand => ({
      type: 'ScheduleFlex',
      data: { assessmentId: 'flex-1', administrator, administeredSchoolIds: new Set(['school_maple']), schoolIds, subject: 'math', grades: [4, 3, 4], title: 'Flex', opensAt: at(0), closesAt: at(600), now: t0 },
    });
    expect(assessments.decide(flex(), fold([]))).toMatchObject([{ type: 'AssessmentFlexScheduled', data: { grades: [3, 4], schoolIds: ['school_maple'] } }]);
    expect(refusal(() => assessments.decide(flex({ userId: 'u_rivera', role: 'teacher' }), fold([])))).toEqual({ key: 'assessments.not_an_administrator', status: 403 });
    expect(refusal(() => assessments.decide(flex(undefined, ['school_cedar']), fold([])))).toEqual({ key: 'assessments.not_your_school', status: 403 });
  });
});

describe('ASSESSMENT_PROGRESS', () => {
  it('goes to the teacher channel of each of the student’s teachers on start, each answer and finish, with `event`', () => {
    const events = step(step([], start(1)), answer('s1q1', '7', 2));
    const recorded = (event: AssessmentEvent) => ({ ...event, streamId: 's', version: 1, position: 1, eventId: 'e', recordedAt: t0.toISOString(), metadata: {} }) as unknown as RecordedEvent;
    expect(assessmentPushes(recorded(events[0]!))).toEqual([
      { subject: 'push.user.u_rivera.teacher', payload: { event: 'ASSESSMENT_PROGRESS', type: 'ASSESSMENT_PROGRESS', assessmentId: 'window-w1', studentUserId: 'u_ava', status: 'in_progress', answered: 0 } },
    ]);
    expect(assessmentPushes(recorded(events[1]!))[0]!.payload).toMatchObject({ status: 'in_progress', answered: 1 });
  });
});
