import { describe, expect, it } from 'vitest';
import { deciderSpecification } from './log/decider-specification';
import {
  isCorrectSparkAnswer,
  maySeeQuestionSet,
  mayUseSparkStudio,
  parseSparkNumber,
  SPARK_STUDIO_LIMITS,
  sparkStudio,
  sparkStudioStreams,
  type SparkQuestion,
  type SparkQuestionDraft,
  type SparkStudioCommand,
  type SparkStudioEvent,
} from './spark-studio';

const spec = deciderSpecification(sparkStudio);
const now = new Date('2026-11-02T09:00:00.000Z');
const rivera = { userId: 'u_ms_rivera', role: 'teacher' };
const okafor = { userId: 'u_mr_okafor', role: 'teacher' };
const lee = { userId: 'u_admin_lee', role: 'school_administrator' };
const chen = { userId: 'u_district_chen', role: 'district_administrator' };
const ava = { userId: 'u_ava_b', role: 'student' };
const ids = { questionSetId: 'set1', authorUserId: 'u_ms_rivera' };

const create = (overrides: Partial<Extract<SparkStudioCommand, { type: 'CreateQuestionSet' }>['data']> = {}): SparkStudioCommand => ({
  type: 'CreateQuestionSet',
  data: { questionSetId: 'set1', author: rivera, schoolId: 'school_maple', ownedSetCount: 0, title: 'Fractions warm-up', now, ...overrides },
});
const created: SparkStudioEvent = {
  type: 'QuestionSetCreated',
  data: { ...ids, schoolId: 'school_maple', title: 'Fractions warm-up', createdAt: now.toISOString() },
};
const numberQuestion: SparkQuestion = { questionId: 'q1', kind: 'number', prompt: 'What is 3 + 4?', choices: [], answer: '7', explanation: '3 and 4 make 7.' };
const choiceQuestion: SparkQuestion = {
  questionId: 'q2',
  kind: 'multipleChoice',
  prompt: 'Which is a prime?',
  choices: ['4', '7', '9'],
  answer: '7',
  explanation: '7 has no divisors but 1 and itself.',
};
const textQuestion: SparkQuestion = { questionId: 'q3', kind: 'shortText', prompt: 'A shape with three sides?', choices: [], answer: 'triangle', explanation: 'Tri- means three.' };
const added = (question: SparkQuestion): SparkStudioEvent => ({ type: 'SparkQuestionAdded', data: { ...ids, question } });
const draftOf = ({ questionId: _id, ...draft }: SparkQuestion): SparkQuestionDraft => draft;
const add = (draft: SparkQuestionDraft, questionId = 'q9', author = rivera): SparkStudioCommand => ({ type: 'AddSparkQuestion', data: { author, questionId, question: draft } });
const edit = (draft: SparkQuestionDraft, questionId = 'q1', author = rivera): SparkStudioCommand => ({ type: 'EditSparkQuestion', data: { author, questionId, question: draft } });
const shared: SparkStudioEvent = { type: 'QuestionSetShared', data: { ...ids, schoolId: 'school_maple' } };
const deleted: SparkStudioEvent = { type: 'QuestionSetDeleted', data: ids };

describe('creating a set', () => {
  it('records the title (trimmed, inner whitespace collapsed) and the author’s school', () =>
    spec.given([]).when(create({ title: '  Fractions \n warm-up ' })).then([created]));

  it('lets administrators create sets too; a district administrator’s set has no school', () => {
    spec.given([]).when(create({ author: lee })).then([{ ...created, data: { ...created.data, authorUserId: 'u_admin_lee' } }]);
    spec.given([]).when(create({ author: chen, schoolId: null })).then([{ ...created, data: { ...created.data, authorUserId: 'u_district_chen', schoolId: null } }]);
  });

  it('refuses students, parents and children (403)', () => {
    for (const role of ['student', 'parent', 'child']) spec.given([]).when(create({ author: { userId: 'u_x', role } })).thenThrows('spark_studio.not_allowed', 403);
  });

  it('needs a title of at most 120 characters', () => {
    spec.given([]).when(create({ title: '   ' })).thenThrows('spark_studio.title_required', 400);
    spec.given([]).when(create({ title: 'x'.repeat(SPARK_STUDIO_LIMITS.title + 1) })).thenThrows('spark_studio.title_too_long', 400);
    spec.given([]).when(create({ title: 'x'.repeat(SPARK_STUDIO_LIMITS.title) })).then([{ ...created, data: { ...created.data, title: 'x'.repeat(120) } }]);
  });

  it('refuses a second creation on the same stream (409)', () => spec.given([created]).when(create()).thenThrows('spark_studio.set_exists', 409));

  it('refuses an author who already has 200 sets (409)', () =>
    spec.given([]).when(create({ ownedSetCount: SPARK_STUDIO_LIMITS.setsPerAuthor })).thenThrows('spark_studio.too_many_sets', 409));
});

describe('only the author changes a set', () => {
  const others: [string, SparkStudioCommand][] = [
    ['rename', { type: 'RenameQuestionSet', data: { author: okafor, title: 'Mine now' } }],
    ['add', add(draftOf(textQuestion), 'q9', okafor)],
    ['edit', edit(draftOf(numberQuestion), 'q1', okafor)],
    ['remove', { type: 'RemoveSparkQuestion', data: { author: okafor, questionId: 'q1' } }],
    ['reorder', { type: 'ReorderSparkQuestions', data: { author: okafor, questionIds: ['q1'] } }],
    ['share', { type: 'ShareQuestionSet', data: { author: okafor } }],
    ['unshare', { type: 'UnshareQuestionSet', data: { author: okafor } }],
    ['delete', { type: 'DeleteQuestionSet', data: { author: okafor } }],
  ];
  for (const [what, command] of others) {
    it(`another teacher of the school cannot ${what} it, even when it is shared (403)`, () =>
      spec.given([created, added(numberQuestion), shared]).when(command).thenThrows('spark_studio.not_your_set', 403));
  }

  it('the school’s administrator cannot change a teacher’s set either (403)', () =>
    spec.given([created]).when({ type: 'RenameQuestionSet', data: { author: lee, title: 'Mine now' } }).thenThrows('spark_studio.not_your_set', 403));

  it('a student is refused before anything else (403)', () =>
    spec.given([]).when({ type: 'RenameQuestionSet', data: { author: ava, title: 'x' } }).thenThrows('spark_studio.not_allowed', 403));

  it('a missing or deleted set is 404', () => {
    spec.given([]).when({ type: 'RenameQuestionSet', data: { author: rivera, title: 'x' } }).thenThrows('spark_studio.unknown_set', 404);
    spec.given([created, deleted]).when(add(draftOf(numberQuestion))).thenThrows('spark_studio.unknown_set', 404);
    spec.given([created, deleted]).when({ type: 'DeleteQuestionSet', data: { author: rivera } }).thenThrows('spark_studio.unknown_set', 404);
  });
});

describe('renaming', () => {
  it('records the new title', () =>
    spec.given([created]).when({ type: 'RenameQuestionSet', data: { author: rivera, title: ' Decimals ' } }).then([{ type: 'QuestionSetRenamed', data: { ...ids, title: 'Decimals' } }]));
  it('records nothing for the same title', () => spec.given([created]).when({ type: 'RenameQuestionSet', data: { author: rivera, title: 'Fractions warm-up' } }).then([]));
  it('keeps the title rules', () => spec.given([created]).when({ type: 'RenameQuestionSet', data: { author: rivera, title: '' } }).thenThrows('spark_studio.title_required', 400));
});

describe('adding questions', () => {
  it('adds each kind, trimmed, with the id the server gave', () => {
    spec.given([created]).when(add({ ...draftOf(numberQuestion), prompt: ' What is 3 + 4? ', answer: ' 7 ' }, 'q1')).then([added(numberQuestion)]);
    spec.given([created]).when(add({ ...draftOf(choiceQuestion), choices: [' 4', '7 ', '9'] }, 'q2')).then([added(choiceQuestion)]);
    spec.given([created]).when(add(draftOf(textQuestion), 'q3')).then([added(textQuestion)]);
  });

  it('needs a prompt and an explanation, each at most 2,000 characters', () => {
    spec.given([created]).when(add({ ...draftOf(numberQuestion), prompt: ' ' })).thenThrows('spark_studio.prompt_required', 400);
    spec.given([created]).when(add({ ...draftOf(numberQuestion), prompt: 'x'.repeat(2_001) })).thenThrows('spark_studio.prompt_too_long', 400);
    spec.given([created]).when(add({ ...draftOf(numberQuestion), explanation: '' })).thenThrows('spark_studio.explanation_required', 400);
    spec.given([created]).when(add({ ...draftOf(numberQuestion), explanation: 'x'.repeat(2_001) })).thenThrows('spark_studio.explanation_too_long', 400);
  });

  it('multiple choice: 2 to 6 choices, none blank, none over 200 characters, none twice, one of them right', () => {
    const choice = (choices: string[], answer = choices[0] ?? '') => add({ ...draftOf(choiceQuestion), choices, answer });
    spec.given([created]).when(choice(['only'])).thenThrows('spark_studio.choice_count', 400);
    spec.given([created]).when(choice(['a', 'b', 'c', 'd', 'e', 'f', 'g'])).thenThrows('spark_studio.choice_count', 400);
    spec.given([created]).when(choice(['a', ' '], 'a')).thenThrows('spark_studio.choice_required', 400);
    spec.given([created]).when(choice(['a', 'x'.repeat(201)], 'a')).thenThrows('spark_studio.choice_too_long', 400);
    spec.given([created]).when(choice(['Seven', 'seven '], 'Seven')).thenThrows('spark_studio.duplicate_choices', 400);
    spec.given([created]).when(choice(['4', '9'], '7')).thenThrows('spark_studio.answer_not_a_choice', 400);
    spec.given([created]).when(choice(['4', '9'], '')).thenThrows('spark_studio.answer_not_a_choice', 400);
    spec.given([created]).when(choice(['a', 'b', 'c', 'd', 'e', 'f'], 'f')).then([added({ ...choiceQuestion, questionId: 'q9', choices: ['a', 'b', 'c', 'd', 'e', 'f'], answer: 'f' })]);
  });

  it('the right choice is stored as the choice’s own text', () =>
    spec.given([created]).when(add({ ...draftOf(choiceQuestion), answer: ' SEVEN', choices: ['Seven', 'Four'] }, 'q2')).then([added({ ...choiceQuestion, choices: ['Seven', 'Four'], answer: 'Seven' })]));

  it('number: the answer must be a number; choices are dropped', () => {
    spec.given([created]).when(add({ ...draftOf(numberQuestion), answer: 'seven' })).thenThrows('spark_studio.answer_not_a_number', 400);
    spec.given([created]).when(add({ ...draftOf(numberQuestion), answer: '' })).thenThrows('spark_studio.answer_required', 400);
    spec.given([created]).when(add({ ...draftOf(numberQuestion), choices: ['1', '2'] }, 'q1')).then([added(numberQuestion)]);
  });

  it('short text: the answer is required and at most 200 characters', () => {
    spec.given([created]).when(add({ ...draftOf(textQuestion), answer: '  ' })).thenThrows('spark_studio.answer_required', 400);
    spec.given([created]).when(add({ ...draftOf(textQuestion), answer: 'x'.repeat(201) })).thenThrows('spark_studio.answer_too_long', 400);
  });

  it('an unknown kind is 400', () =>
    spec.given([created]).when(add({ ...draftOf(textQuestion), kind: 'essay' as SparkQuestion['kind'] })).thenThrows('spark_studio.unknown_kind', 400));

  it('a set holds at most 100 questions (409)', () => {
    const hundred = Array.from({ length: SPARK_STUDIO_LIMITS.questionsPerSet }, (_, index) => added({ ...numberQuestion, questionId: `q${index}` }));
    spec.given([created, ...hundred]).when(add(draftOf(numberQuestion), 'q_extra')).thenThrows('spark_studio.too_many_questions', 409);
    spec.given([created, ...hundred.slice(1)]).when(add(draftOf(numberQuestion), 'q_extra')).then([added({ ...numberQuestion, questionId: 'q_extra' })]);
  });

  it('refuses an id already in the set (409)', () => spec.given([created, added(numberQuestion)]).when(add(draftOf(textQuestion), 'q1')).thenThrows('spark_studio.question_exists', 409));
});

describe('editing, removing and reordering questions', () => {
  it('records the edited question, kind changes included', () =>
    spec.given([created, added(numberQuestion)]).when(edit(draftOf(textQuestion))).then([{ type: 'SparkQuestionEdited', data: { ...ids, question: { ...textQuestion, questionId: 'q1' } } }]));
  it('records nothing for an edit that changes nothing', () => spec.given([created, added(numberQuestion)]).when(edit(draftOf(numberQuestion))).then([]));
  it('an unknown question is 404; a removed one too', () => {
    spec.given([created]).when(edit(draftOf(numberQuestion))).thenThrows('spark_studio.unknown_question', 404);
    spec
      .given([created, added(numberQuestion), { type: 'SparkQuestionRemoved', data: { ...ids, questionId: 'q1' } }])
      .when(edit(draftOf(numberQuestion)))
      .thenThrows('spark_studio.unknown_question', 404);
  });
  it('an edit keeps the rules of a new question', () =>
    spec.given([created, added(numberQuestion)]).when(edit({ ...draftOf(numberQuestion), answer: 'x' })).thenThrows('spark_studio.answer_not_a_number', 400));

  it('removes a question once; removing it again records nothing', () => {
    const remove: SparkStudioCommand = { type: 'RemoveSparkQuestion', data: { author: rivera, questionId: 'q1' } };
    spec.given([created, added(numberQuestion)]).when(remove).then([{ type: 'SparkQuestionRemoved', data: { ...ids, questionId: 'q1' } }]);
    spec.given([created, added(numberQuestion), { type: 'SparkQuestionRemoved', data: { ...ids, questionId: 'q1' } }]).when(remove).then([]);
  });

  it('reorders when given exactly the set’s questions; the same order records nothing', () => {
    const reorder = (questionIds: string[]): SparkStudioCommand => ({ type: 'ReorderSparkQuestions', data: { author: rivera, questionIds } });
    const history = [created, added(numberQuestion), added(choiceQuestion), added(textQuestion)];
    spec.given(history).when(reorder(['q3', 'q1', 'q2'])).then([{ type: 'SparkQuestionsReordered', data: { ...ids, questionIds: ['q3', 'q1', 'q2'] } }]);
    spec.given(history).when(reorder(['q1', 'q2', 'q3'])).then([]);
    spec.given(history).when(reorder(['q1', 'q2'])).thenThrows('spark_studio.reorder_mismatch', 409);
    spec.given(history).when(reorder(['q1', 'q1', 'q2'])).thenThrows('spark_studio.reorder_mismatch', 409);
    spec.given(history).when(reorder(['q1', 'q2', 'q4'])).thenThrows('spark_studio.reorder_mismatch', 409);
  });

  it('the state follows a reorder, then an edit, then a removal', () => {
    const history: SparkStudioEvent[] = [
      created,
      added(numberQuestion),
      added(choiceQuestion),
      { type: 'SparkQuestionsReordered', data: { ...ids, questionIds: ['q2', 'q1'] } },
      { type: 'SparkQuestionEdited', data: { ...ids, question: { ...numberQuestion, prompt: 'What is 4 + 3?' } } },
      { type: 'SparkQuestionRemoved', data: { ...ids, questionId: 'q2' } },
    ];
    const state = history.reduce(sparkStudio.evolve, sparkStudio.initialState());
    expect(state.questions).toEqual([{ ...numberQuestion, prompt: 'What is 4 + 3?' }]);
  });
});

describe('sharing with the school', () => {
  const share: SparkStudioCommand = { type: 'ShareQuestionSet', data: { author: rivera } };
  const unshare: SparkStudioCommand = { type: 'UnshareQuestionSet', data: { author: rivera } };
  it('shares with the author’s school, once', () => {
    spec.given([created]).when(share).then([shared]);
    spec.given([created, shared]).when(share).then([]);
  });
  it('unshares a shared set, once', () => {
    spec.given([created, shared]).when(unshare).then([{ type: 'QuestionSetUnshared', data: { ...ids, schoolId: 'school_maple' } }]);
    spec.given([created]).when(unshare).then([]);
  });
  it('a set without a school (a district administrator’s) cannot be shared (409)', () =>
    spec
      .given([{ type: 'QuestionSetCreated', data: { ...created.data, authorUserId: 'u_district_chen', schoolId: null } }])
      .when({ type: 'ShareQuestionSet', data: { author: chen } })
      .thenThrows('spark_studio.no_school', 409));
});

describe('deleting', () => {
  it('records the deletion', () => spec.given([created, shared]).when({ type: 'DeleteQuestionSet', data: { author: rivera } }).then([deleted]));
});

describe('who sees a set', () => {
  const set = { authorUserId: 'u_ms_rivera', sharedWithSchoolId: null };
  it('Spark Studio is for teachers and administrators', () => {
    expect(['teacher', 'school_administrator', 'district_administrator'].map(mayUseSparkStudio)).toEqual([true, true, true]);
    expect(['student', 'parent', 'child', 'visitor'].map(mayUseSparkStudio)).toEqual([false, false, false, false]);
  });
  it('a private set: its author only', () => {
    expect(maySeeQuestionSet({ ...rivera, schoolId: 'school_maple' }, set)).toBe(true);
    expect(maySeeQuestionSet({ ...okafor, schoolId: 'school_maple' }, set)).toBe(false);
  });
  it('a shared set: also the school’s teachers and administrators, not another school’s, not students', () => {
    const sharedSet = { ...set, sharedWithSchoolId: 'school_maple' };
    expect(maySeeQuestionSet({ ...okafor, schoolId: 'school_maple' }, sharedSet)).toBe(true);
    expect(maySeeQuestionSet({ ...lee, schoolId: 'school_maple' }, sharedSet)).toBe(true);
    expect(maySeeQuestionSet({ userId: 'u_ms_birch', role: 'teacher', schoolId: 'school_cedar' }, sharedSet)).toBe(false);
    expect(maySeeQuestionSet({ ...ava, schoolId: 'school_maple' }, sharedSet)).toBe(false);
    expect(maySeeQuestionSet({ ...chen, schoolId: null }, sharedSet)).toBe(false);
  });
});

describe('grading a guess', () => {
  it('number: numeric equality after trimming', () => {
    const q = { kind: 'number' as const, answer: '7' };
    expect(['7', ' 7 ', '7.0', '07', '+7', '7.', '7e0'].map((guess) => isCorrectSparkAnswer(q, guess))).toEqual(Array(7).fill(true));
    expect(['8', '', ' ', 'seven', '7 apples', '0x7', 'Infinity', '7/1'].map((guess) => isCorrectSparkAnswer(q, guess))).toEqual(Array(8).fill(false));
    expect(isCorrectSparkAnswer({ kind: 'number', answer: '-0.5' }, '-.5')).toBe(true);
    expect(isCorrectSparkAnswer({ kind: 'number', answer: '1000' }, '1,000')).toBe(true);
    expect(isCorrectSparkAnswer({ kind: 'number', answer: '1000' }, '1,00')).toBe(false);
  });
  it('short text: ignoring case and runs of whitespace', () => {
    const q = { kind: 'shortText' as const, answer: 'New York' };
    expect(['new york', '  NEW   YORK ', 'New\tYork'].map((guess) => isCorrectSparkAnswer(q, guess))).toEqual([true, true, true]);
    expect(['NewYork', 'New York City', ''].map((guess) => isCorrectSparkAnswer(q, guess))).toEqual([false, false, false]);
  });
  it('multiple choice: the right choice’s text', () => {
    expect(isCorrectSparkAnswer(choiceQuestion, '7')).toBe(true);
    expect(isCorrectSparkAnswer(choiceQuestion, '4')).toBe(false);
    expect(isCorrectSparkAnswer(choiceQuestion, '')).toBe(false);
  });
  it('parses only plain decimal numbers', () => {
    expect(['12', '-3.5', '.5', '1,234,567.5', '2e3'].map(parseSparkNumber)).toEqual([12, -3.5, 0.5, 1234567.5, 2000]);
    expect(['', '1e999', 'NaN', '1 000', '--1', '1,2345'].map(parseSparkNumber)).toEqual([null, null, null, null, null, null]);
  });
});

describe('Spark Studio: edges', () => {
  const reorder = (questionIds: string[]): SparkStudioCommand => ({ type: 'ReorderSparkQuestions', data: { author: rivera, questionIds } });
  const rename = (title: string): SparkStudioCommand => ({ type: 'RenameQuestionSet', data: { author: rivera, title } });
  const three = [created, added(numberQuestion), added(choiceQuestion), added(textQuestion)];

  it('takes a prompt and an explanation of exactly 2,000 characters, an answer or a choice of exactly 200; trims the explanation', () => {
    const long = 'x'.repeat(2_000);
    spec.given([created]).when(add({ ...draftOf(numberQuestion), prompt: long, explanation: ` ${long} ` }, 'q1')).then([added({ ...numberQuestion, prompt: long, explanation: long })]);
    const answer = 'a'.repeat(200);
    spec.given([created]).when(add({ ...draftOf(textQuestion), answer }, 'q3')).then([added({ ...textQuestion, answer })]);
    spec.given([created]).when(add({ ...draftOf(textQuestion), answer: `${answer}a` }, 'q3')).thenThrows('spark_studio.answer_too_long', 400);
    const choices = ['b'.repeat(200), '7', '9'];
    spec.given([created]).when(add({ ...draftOf(choiceQuestion), choices }, 'q2')).then([added({ ...choiceQuestion, choices })]);
  });

  it('records an edit that changes only the prompt, the answer, the explanation or how the choices split', () => {
    const mc: SparkQuestion = { questionId: 'q1', kind: 'multipleChoice', prompt: 'Pick', choices: ['ab', 'c', 'x'], answer: 'x', explanation: 'Because.' };
    const edited = (question: SparkQuestion): SparkStudioEvent[] => [{ type: 'SparkQuestionEdited', data: { ...ids, question } }];
    for (const change of [{ prompt: 'Pick one' }, { explanation: 'Because!' }, { answer: 'c' }, { choices: ['a', 'bc', 'x'] }, { kind: 'shortText' as const, choices: [] }]) {
      const question = { ...mc, ...change };
      spec.given([created, added(mc)]).when(edit(draftOf(question), 'q1')).then(edited(question));
    }
  });

  it('compares an edit with the question it edits, not the first one', () =>
    spec.given([created, added(numberQuestion), added(choiceQuestion)]).when(edit(draftOf(choiceQuestion), 'q2')).then([]));

  it('removing a question that is not in the set records nothing', () =>
    spec.given([created, added(numberQuestion)]).when({ type: 'RemoveSparkQuestion', data: { author: rivera, questionId: 'q7' } }).then([]));

  it('reorders when only the first question stays in place', () =>
    spec.given(three).when(reorder(['q1', 'q3', 'q2'])).then([{ type: 'SparkQuestionsReordered', data: { ...ids, questionIds: ['q1', 'q3', 'q2'] } }]));

  it('the state keeps the new order and the new title; a set unshared can be shared again', () => {
    const state = [...three, { type: 'SparkQuestionsReordered', data: { ...ids, questionIds: ['q3', 'q1', 'q2'] } } as SparkStudioEvent].reduce(
      sparkStudio.evolve,
      sparkStudio.initialState(),
    );
    expect(state.questions.map((q) => q.questionId)).toEqual(['q3', 'q1', 'q2']);
    const renamed: SparkStudioEvent = { type: 'QuestionSetRenamed', data: { ...ids, title: 'Fractions, round 2' } };
    spec.given([created, renamed]).when(rename('Fractions, round 2')).then([]);
    spec.given([created, renamed]).when(rename('Fractions warm-up')).then([{ ...renamed, data: { ...ids, title: 'Fractions warm-up' } }]);
    const unshared: SparkStudioEvent = { type: 'QuestionSetUnshared', data: { ...ids, schoolId: 'school_maple' } };
    spec.given([created, shared, unshared]).when({ type: 'ShareQuestionSet', data: { author: rivera } }).then([shared]);
    expect([created, shared, unshared].reduce(sparkStudio.evolve, sparkStudio.initialState()).shared).toBe(false);
  });

  it('a private set of someone else is not seen by a viewer without a school', () => {
    expect(maySeeQuestionSet({ ...chen, schoolId: null }, { authorUserId: 'u_ms_rivera', sharedWithSchoolId: null })).toBe(false);
  });

  it('a number question whose answer is no number is never answered right, nor is a blank text answer', () => {
    expect(isCorrectSparkAnswer({ kind: 'number', answer: 'abc' }, 'xyz')).toBe(false);
    expect(isCorrectSparkAnswer({ kind: 'shortText', answer: '  ' }, '')).toBe(false);
  });

  it('parses signs, thousands, decimals and exponents in full', () => {
    expect(['-1,000', '12,345', '1,000.25', '.25', '2e-3', '1e10', '+2E+2'].map(parseSparkNumber)).toEqual([-1000, 12345, 1000.25, 0.25, 0.002, 1e10, 200]);
  });

  it('names a set’s stream after it', () => expect(sparkStudioStreams.set('set1')).toBe('question-set:set1'));
});
