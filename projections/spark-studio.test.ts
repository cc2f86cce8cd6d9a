import { describe, expect, it } from 'vitest';
import type { EventOf } from '../events/log/event-schemas';
import type { UserRegistered } from '../events/school-directory';
import type { SparkQuestion, SparkStudioEvent } from '../events/spark-studio';
import { projectionSpecification } from './projection-specification';
import { sparkStudioProjection, sparkStudioQueries } from './spark-studio';

const spec = projectionSpecification(sparkStudioProjection, sparkStudioQueries);
type Given = SparkStudioEvent | EventOf<typeof UserRegistered>;

const registered = (userId: string, role: 'teacher' | 'student' | 'school_administrator' | 'district_administrator', schoolId: string | null): Given => ({
  type: 'UserRegistered',
  data: {
    userId,
    username: userId.slice(2),
    displayName: `Name of ${userId.slice(2)}`,
    role,
    userType: role === 'teacher' ? 4 : role === 'student' ? 2 : 13,
    edition: 'US',
    schoolId,
    districtId: 'district_river',
    parentUserId: null,
  },
});
const people: Given[] = [
  registered('u_rivera', 'teacher', 'school_maple'),
  registered('u_okafor', 'teacher', 'school_maple'),
  registered('u_lee', 'school_administrator', 'school_maple'),
  registered('u_birch', 'teacher', 'school_cedar'),
  registered('u_ava', 'student', 'school_maple'),
  registered('u_chen', 'district_administrator', null),
];
const created = (questionSetId: string, authorUserId = 'u_rivera', schoolId: string | null = 'school_maple', title = `Set ${questionSetId}`): Given => ({
  type: 'QuestionSetCreated',
  data: { questionSetId, authorUserId, schoolId, title, createdAt: '2026-11-02T09:00:00.000Z' },
});
const q = (questionId: string, overrides: Partial<SparkQuestion> = {}): SparkQuestion => ({
  questionId,
  kind: 'number',
  prompt: `Prompt ${questionId}`,
  choices: [],
  answer: '1',
  explanation: `Because ${questionId}`,
  ...overrides,
});
const added = (questionSetId: string, question: SparkQuestion, authorUserId = 'u_rivera'): Given => ({ type: 'SparkQuestionAdded', data: { questionSetId, authorUserId, question } });
const shared = (questionSetId: string, authorUserId = 'u_rivera', schoolId = 'school_maple'): Given => ({ type: 'QuestionSetShared', data: { questionSetId, authorUserId, schoolId } });

describe('questionSetForRoom', () => {
  const choice = q('q2', { kind: 'multipleChoice', choices: ['a', 'b'], answer: 'b' });
  const history = [...people, created('s1'), added('s1', q('q1')), added('s1', choice), added('s1', q('q3', { kind: 'shortText', answer: 'cat' }))];

  it('gives the author the set’s title and questions in order', () =>
    spec.given(history).then((queries) =>
      expect(queries.questionSetForRoom('s1', 'u_rivera')).toEqual({ questionSetId: 's1', title: 'Set s1', questions: [q('q1'), choice, q('q3', { kind: 'shortText', answer: 'cat' })] }),
    ));

  it('is null for another teacher of the school while the set is private, and for a missing set', () =>
    spec.given(history).then((queries) => {
      expect(queries.questionSetForRoom('s1', 'u_okafor')).toBeNull();
      expect(queries.questionSetForRoom('nope', 'u_rivera')).toBeNull();
    }));

  it('once shared: the school’s teachers get it; another school’s teacher, a student and a district administrator do not', () =>
    spec.given([...history, shared('s1')]).then((queries) => {
      expect(queries.questionSetForRoom('s1', 'u_okafor')?.questions.map((each) => each.questionId)).toEqual(['q1', 'q2', 'q3']);
      expect(queries.questionSetForRoom('s1', 'u_lee')?.title).toBe('Set s1');
      expect(queries.questionSetForRoom('s1', 'u_birch')).toBeNull();
      expect(queries.questionSetForRoom('s1', 'u_ava')).toBeNull();
      expect(queries.questionSetForRoom('s1', 'u_chen')).toBeNull();
      expect(queries.questionSetForRoom('s1', 'u_unknown')).toBeNull();
    }));

  it('is null again once unshared, and for everyone once deleted', () =>
    spec
      .given([...history, shared('s1'), { type: 'QuestionSetUnshared', data: { questionSetId: 's1', authorUserId: 'u_rivera', schoolId: 'school_maple' } }])
      .then((queries) => expect(queries.questionSetForRoom('s1', 'u_okafor')).toBeNull()));

  it('follows renames, edits, removals and reorders', () =>
    spec
      .given([
        ...history,
        { type: 'QuestionSetRenamed', data: { questionSetId: 's1', authorUserId: 'u_rivera', title: 'Warm-up' } },
        { type: 'SparkQuestionEdited', data: { questionSetId: 's1', authorUserId: 'u_rivera', question: q('q1', { prompt: 'Edited' }) } },
        { type: 'SparkQuestionsReordered', data: { questionSetId: 's1', authorUserId: 'u_rivera', questionIds: ['q3', 'q1', 'q2'] } },
        { type: 'SparkQuestionRemoved', data: { questionSetId: 's1', authorUserId: 'u_rivera', questionId: 'q2' } },
        added('s1', q('q4')),
      ])
      .then((queries) => {
        const set = queries.questionSetForRoom('s1', 'u_rivera')!;
        expect(set.title).toBe('Warm-up');
        expect(set.questions.map((each) => [each.questionId, each.prompt])).toEqual([
          ['q3', 'Prompt q3'],
          ['q1', 'Edited'],
          ['q4', 'Prompt q4'],
        ]);
      }));

  it('is null once deleted', () =>
    spec.given([...history, shared('s1'), { type: 'QuestionSetDeleted', data: { questionSetId: 's1', authorUserId: 'u_rivera' } }]).then((queries) => {
      expect(queries.questionSetForRoom('s1', 'u_rivera')).toBeNull();
      expect(queries.questionSetForRoom('s1', 'u_okafor')).toBeNull();
      expect(queries.questionSet('s1')).toBeNull();
    }));
});

describe('setsVisibleTo', () => {
  it('lists my sets first (latest change first), then those shared with my school; never other schools’ or unshared ones', () =>
    spec
      .given([
        ...people,
        created('s1'),
        created('s2'),
        created('o1', 'u_okafor'),
        created('o2', 'u_okafor'),
        created('b1', 'u_birch', 'school_cedar'),
        shared('o1', 'u_okafor'),
        shared('b1', 'u_birch', 'school_cedar'),
        added('s1', q('q1')),
      ])
      .then((queries) => {
        const sets = queries.setsVisibleTo('u_rivera');
        expect(sets.map((set) => [set.questionSetId, set.mine, set.shared, set.questionCount])).toEqual([
          ['s1', true, false, 1],
          ['s2', true, false, 0],
          ['o1', false, true, 0],
        ]);
        expect(sets[2]!.authorDisplayName).toBe('Name of okafor');
        expect(queries.setsVisibleTo('u_birch').map((set) => set.questionSetId)).toEqual(['b1']);
        expect(queries.setsVisibleTo('u_chen')).toEqual([]);
      }));

  it('counts the sets an author has, deleted ones not', () =>
    spec
      .given([...people, created('s1'), created('s2'), { type: 'QuestionSetDeleted', data: { questionSetId: 's2', authorUserId: 'u_rivera' } }])
      .then((queries) => {
        expect(queries.ownedSetCount('u_rivera')).toBe(1);
        expect(queries.setsVisibleTo('u_rivera').map((set) => set.questionSetId)).toEqual(['s1']);
      }));
});

describe('questionSet', () => {
  it('holds the author’s school, the school shared with and the times', () =>
    spec.given([...people, created('s1'), shared('s1')]).then((queries) =>
      expect(queries.questionSet('s1')).toEqual({
        questionSetId: 's1',
        title: 'Set s1',
        authorUserId: 'u_rivera',
        authorDisplayName: 'Name of rivera',
        schoolId: 'school_maple',
        sharedWithSchoolId: 'school_maple',
        createdAt: '2026-11-02T09:00:00.000Z',
        updatedAt: '2025-01-01T00:00:07.000Z',
        questions: [],
      }),
    ));
});
