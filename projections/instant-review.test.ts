import { describe, expect, it } from 'vitest';
import type { InstantReviewEvent } from '../events/instant-review';
import type { EventOf } from '../events/log/event-schemas';
import type { PracticeQuestionAnswered } from '../events/practice';
import { instantReviewProjection, instantReviewQueries, levelToReview } from './instant-review';
import { projectionSpecification } from './projection-specification';

const spec = projectionSpecification(instantReviewProjection, instantReviewQueries);

const answer = (learnerId: string, permacode: string, correct: boolean, options: { level?: number; at?: string; subject?: 'math' | 'ela'; visitor?: boolean } = {}): EventOf<typeof PracticeQuestionAnswered> => ({
  type: 'PracticeQuestionAnswered',
  data: {
    learnerId,
    skillId: permacode.charCodeAt(0),
    permacode,
    subject: options.subject ?? 'math',
    grade: 4,
    visitor: options.visitor ?? false,
    questionKey: 'k',
    seed: 's',
    level: options.level ?? 1,
    correct,
    response: '1',
    scoreBefore: 0,
    scoreAfter: 0,
    secondsSpent: 10,
    answeredAt: options.at ?? '2026-11-01T10:00:00.000Z',
  },
});
const since = '2026-10-20T00:00:00.000Z';

describe('missed skills', () => {
  it('the skills the selected students missed, most missed first, with how many missed each', () =>
    spec
      .given([
        answer('u_ava', 'AAA', false),
        answer('u_noah', 'BBB', false),
        answer('u_mia', 'BBB', false),
        answer('u_noah', 'BBB', false),
        answer('u_ava', 'CCC', true),
        answer('u_zoe', 'AAA', false),
      ])
      .then((q) => {
        const rows = q.missedSkills(['u_ava', 'u_noah', 'u_mia'], ['math'], since);
        expect(rows.map((row) => [row.permacode, row.missedByCount, row.missedQuestionCount])).toEqual([
          ['BBB', 2, 3],
          ['AAA', 1, 1],
        ]);
      }));
  it('only recent misses, of the selected subjects, never a visitor’s or a right answer', () =>
    spec
      .given([
        answer('u_ava', 'OLD', false, { at: '2026-09-01T10:00:00.000Z' }),
        answer('u_ava', 'ELA', false, { subject: 'ela' }),
        answer('u_ava', 'RGT', true),
        answer('u_ava', 'VIS', false, { visitor: true }),
        answer('u_ava', 'NEW', false),
      ])
      .then((q) => {
        expect(q.missedSkills(['u_ava'], ['math'], since).map((row) => row.permacode)).toEqual(['NEW']);
        expect(q.missedSkills(['u_ava'], ['math', 'ela'], since).map((row) => row.permacode).sort()).toEqual(['ELA', 'NEW']);
        expect(q.missedSkills([], ['math'], since)).toEqual([]);
        expect(q.missedSkills(['u_ava'], [], since)).toEqual([]);
      }));
  it('the level to review at is the one most misses were at', () =>
    spec
      .given([answer('u_ava', 'AAA', false, { level: 3 }), answer('u_noah', 'AAA', false, { level: 3 }), answer('u_mia', 'AAA', false, { level: 1 })])
      .then((q) => expect(q.missedSkills(['u_ava', 'u_noah', 'u_mia'], ['math'], since)[0]!.level).toBe(3)));
  it('on a tie, the lower level', () => {
    expect(levelToReview([{ level: 4, misses: 2 }, { level: 2, misses: 2 }, { level: 5, misses: 1 }])).toBe(2);
    expect(levelToReview([])).toBe(1);
  });
});

const started = (qrmSessionId: string, teacherUserId: string, students: string[]): InstantReviewEvent => ({
  type: 'QuestionReviewStarted',
  data: {
    qrmSessionId,
    teacherUserId,
    teacherDisplayName: 'Ms. Rivera',
    students: students.map((studentUserId) => ({ studentUserId, displayName: studentUserId })),
    skills: [{ skillId: 1, permacode: 'AAA', code: 'A.1', name: 'A', engine: { subject: 'math', grade: 4, topic: 't', name: 'A' }, level: 1 }],
    candidateSkillIds: ['AAA'],
    startedAt: '2026-11-02T09:00:00.000Z',
  },
});
const ended = (qrmSessionId: string, teacherUserId = 'u_rivera'): InstantReviewEvent => ({
  type: 'QuestionReviewEnded',
  data: { qrmSessionId, teacherUserId, studentUserIds: [], reason: 'teacher', endedAt: '2026-11-02T09:10:00.000Z' },
});

describe('open reviews', () => {
  it('the teacher’s open review, and the students invited to it', () =>
    spec.given([started('qrm1', 'u_rivera', ['u_ava', 'u_noah'])]).then((q) => {
      expect(q.openReviewOfTeacher('u_rivera')).toEqual({ qrmSessionId: 'qrm1', teacherUserId: 'u_rivera', teacherDisplayName: 'Ms. Rivera', startedAt: '2026-11-02T09:00:00.000Z' });
      expect(q.openReviewOfStudent('u_ava')?.qrmSessionId).toBe('qrm1');
      expect(q.openReviewOfStudent('u_leo')).toBeNull();
      expect(q.openReviewOfTeacher('u_okafor')).toBeNull();
    }));
  it('an ended review is no longer open, but still known', () =>
    spec.given([started('qrm1', 'u_rivera', ['u_ava']), ended('qrm1')]).then((q) => {
      expect(q.openReviewOfTeacher('u_rivera')).toBeNull();
      expect(q.openReviewOfStudent('u_ava')).toBeNull();
      expect(q.review('qrm1')?.endedAt).toBe('2026-11-02T09:10:00.000Z');
    }));
  it('the latest open review of a student', () =>
    spec.given([started('qrm1', 'u_rivera', ['u_ava']), started('qrm2', 'u_okafor', ['u_ava'])]).then((q) => expect(q.openReviewOfStudent('u_ava')?.qrmSessionId).toBe('qrm2')));
});
