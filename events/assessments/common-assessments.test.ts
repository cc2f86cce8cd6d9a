import { describe, expect, it } from 'vitest';
import { assessments, sparkSittingItem, type AssessmentCommand, type AssessmentEvent, type AssessmentFacts, type CommonQuestion } from '../assessments';
import { deciderSpecification } from '../log/decider-specification';

// Common assessments (issue 30 item 3; docs/diagnostics.md "Common assessments"): a district or school administrator
// assigns a Spark Studio set they wrote to schools (optionally one grade) or classes they administer; the set's
// questions are fixed in the event; a student takes it in the one player, graded as Spark Studio grades, inside
// the window by the server's clock; the finished sitting records the scored result the common reports read.

const spec = deciderSpecification(assessments);
const t0 = new Date('2026-11-10T09:00:00.000Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
const lee = { userId: 'u_lee', role: 'school_administrator' };
const chen = { userId: 'u_chen', role: 'district_administrator' };
const questions: CommonQuestion[] = [
  { questionId: 'q1', kind: 'number', prompt: 'What is 6 × 7?', choices: [], answer: '42' },
  { questionId: 'q2', kind: 'multipleChoice', prompt: 'Which is a fraction?', choices: ['3/4', 'seven'], answer: '3/4' },
];
const set = { questionSetId: 'qs_common', authorUserId: 'u_chen', title: 'District fractions check', questions };

type AssignData = Extract<AssessmentCommand, { type: 'AssignCommonAssessment' }>['data'];
const assign = (overrides: Partial<AssignData> = {}): AssessmentCommand => ({
  type: 'AssignCommonAssessment',
  data: {
    assessmentId: 'common-1',
    administrator: chen,
    administeredSchoolIds: new Set(['school_maple', 'school_cedar']),
    administeredClasses: new Map([['class_room12', 'school_maple'], ['class_room8', 'school_cedar']]),
    set,
    title: null,
    subject: 'math',
    schoolIds: ['school_maple', 'school_maple'],
    classIds: [],
    grade: 4,
    opensAt: at(0),
    closesAt: at(600),
    now: t0,
    ...overrides,
  },
});
const assigned: AssessmentEvent = {
  type: 'CommonAssessmentAssigned',
  data: {
    assessmentId: 'common-1',
    administratorUserId: 'u_chen',
    questionSetId: 'qs_common',
    title: 'District fractions check',
    subject: 'math',
    schoolIds: ['school_maple'],
    classIds: [],
    grade: 4,
    questions,
    opensAt: at(0).toISOString(),
    closesAt: at(600).toISOString(),
    assignedAt: t0.toISOString(),
  },
};

describe('assigning a common assessment', () => {
  it('fixes the set’s questions, the schools (deduplicated), the grade and the window; the set’s title when none is given', () => {
    spec.given([]).when(assign()).then([assigned]);
  });

  it('to classes: the schools are the classes’ schools, and a grade is refused with classes', () => {
    const [event] = assessments.decide(assign({ administrator: { ...chen }, schoolIds: [], classIds: ['class_room8', 'class_room12'], grade: null, title: '  Unit 3  check ' }), assessments.initialState());
    expect(event).toMatchObject({ type: 'CommonAssessmentAssigned', data: { title: 'Unit 3 check', classIds: ['class_room8', 'class_room12'], schoolIds: ['school_cedar', 'school_maple'], grade: null } });
    spec.given([]).when(assign({ schoolIds: [], classIds: ['class_room12'], grade: 4 })).thenThrows('assessments.invalid_grades', 400);
  });

  it('is for district and school administrators only (403 for a teacher, a student, a parent)', () => {
    for (const role of ['teacher', 'student', 'parent']) spec.given([]).when(assign({ administrator: { userId: 'u_chen', role } })).thenThrows('assessments.not_an_administrator', 403);
  });

  it('only from a set the administrator wrote (404 missing or deleted, 403 someone else’s)', () => {
    spec.given([]).when(assign({ set: null })).thenThrows('assessments.unknown_set', 404);
    spec.given([]).when(assign({ administrator: lee })).thenThrows('assessments.not_your_set', 403);
  });

  it('only to the schools and classes the administrator administers (403 another district’s)', () => {
    spec.given([]).when(assign({ schoolIds: ['school_elsewhere'] })).thenThrows('assessments.not_your_school', 403);
    spec.given([]).when(assign({ schoolIds: [], classIds: ['class_elsewhere'], grade: null })).thenThrows('assessments.not_your_class', 403);
  });

  it('needs exactly one of schools or classes, a valid window and a set with questions; once per id', () => {
    spec.given([]).when(assign({ schoolIds: [], classIds: [] })).thenThrows('assessments.no_targets', 400);
    spec.given([]).when(assign({ classIds: ['class_room12'] })).thenThrows('assessments.no_targets', 400);
    spec.given([]).when(assign({ grade: 13 })).thenThrows('assessments.invalid_grades', 400);
    spec.given([]).when(assign({ closesAt: at(0) })).thenThrows('assessments.invalid_times', 400);
    spec.given([]).when(assign({ opensAt: at(-700), closesAt: at(-1) })).thenThrows('assessments.closes_in_past', 400);
    spec.given([]).when(assign({ title: 'x'.repeat(121) })).thenThrows('assessments.title_too_long', 400);
    spec.given([]).when(assign({ set: { ...set, questions: [] } })).thenThrows('assessments.no_questions', 409);
    spec.given([assigned]).when(assign()).thenThrows('assessments.assessment_exists', 409);
  });
});

describe('taking a common assessment', () => {
  const facts: AssessmentFacts = { assessmentId: 'common-1', kind: 'common', title: 'District fractions check', subject: 'math', assessmentType: null, opensAt: at(0).toISOString(), closesAt: at(600).toISOString(), assigned: true };
  const ava = { userId: 'u_ava', role: 'student' };
  const placement = { grade: 4, schoolId: 'school_maple', classIds: ['class_room12'], teacherUserIds: ['u_rivera'] };
  const items = questions.map((question) => sparkSittingItem(question, 'math'));
  const fold = (events: readonly AssessmentEvent[]) => events.reduce(assessments.evolve, assessments.initialState());
  const step = (events: readonly AssessmentEvent[], command: AssessmentCommand) => [...events, ...assessments.decide(command, fold(events))];
  const answer = (questionKey: string, response: string, minutes: number): AssessmentCommand => ({ type: 'AnswerAssessment', data: { student: ava, assessment: facts, questionKey, response, levelUpItem: null, now: at(minutes) } });

  it('grades the set’s questions as Spark Studio does and records a result with no level, no strands and no skills', () => {
    let events = step([], { type: 'StartAssessment', data: { student: ava, assessment: facts, placement, items, now: at(1) } });
    events = step(events, answer('s1q1', ' 42.0 ', 2));
    expect(events.at(-1)).toMatchObject({ type: 'AssessmentQuestionAnswered', data: { kind: 'common', correct: true } });
    events = step(events, answer('s1q2', 'seven', 3));
    const result = events.at(-1)!;
    if (result.type !== 'AssessmentResultRecorded') throw new Error('no result');
    expect(result.data).toMatchObject({ assessmentId: 'common-1', kind: 'common', level: null, pinpointed: false, strands: [], tier: null, percentile: null, atRisk: null, schoolId: 'school_maple', grade: 4 });
    expect(result.data.items).toEqual([
      { questionKey: 's1q1', permacode: null, standardCodes: [], strand: null, correct: true },
      { questionKey: 's1q2', permacode: null, standardCodes: [], strand: null, correct: false },
    ]);
  });

  it('refuses outside its window by the server’s clock', () => {
    spec.given([]).when({ type: 'StartAssessment', data: { student: ava, assessment: facts, placement, items, now: at(600) } }).thenThrows('assessments.window_closed', 409);
    const started = step([], { type: 'StartAssessment', data: { student: ava, assessment: facts, placement, items, now: at(1) } });
    spec.given(started).when(answer('s1q1', '42', 601)).thenThrows('assessments.window_closed', 409);
  });
});
