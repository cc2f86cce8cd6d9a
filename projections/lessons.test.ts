import { describe, expect, it } from 'vitest';
import type { LessonProgressEvent } from '../events/lessons';
import { lessonsProjection, lessonsQueries } from './lessons';
import { projectionSpecification } from './projection-specification';

const spec = projectionSpecification(lessonsProjection, lessonsQueries);
const at = (minutes: number) => new Date(Date.parse('2026-11-28T09:00:00.000Z') + minutes * 60_000).toISOString();
const started = (permacode: string, minutes: number): LessonProgressEvent => ({ type: 'LessonStarted', data: { studentUserId: 'u_ava', permacode, skillId: 7, startedAt: at(minutes) } });
const answered = (permacode: string, questionKey: 'check-1' | 'check-2' | 'check-3', correct: boolean, minutes: number, firstAnswer = true): LessonProgressEvent => ({
  type: 'LessonCheckAnswered',
  data: { studentUserId: 'u_ava', permacode, questionKey, correct, firstAnswer, answeredAt: at(minutes) },
});

describe('the lessons read model', () => {
  it('counts the checks answered and right by their first answers', () =>
    spec
      .given([started('ABC1', 0), answered('ABC1', 'check-1', false, 0), answered('ABC1', 'check-1', true, 1, false), answered('ABC1', 'check-2', true, 2)])
      .then((q) => {
        expect(q.progressOf('u_ava', 'ABC1')).toMatchObject({ checksAnswered: 2, checksRight: 1, finishedAt: null, lastAnsweredAt: at(2) });
        expect(q.checksOf('u_ava', 'ABC1')).toEqual([
          { questionKey: 'check-1', correct: false },
          { questionKey: 'check-2', correct: true },
        ]);
      }));

  it('lists the lessons in progress, the latest answered first, without the finished ones', () =>
    spec
      .given([
        started('OLD1', 0),
        answered('OLD1', 'check-1', true, 0),
        started('NEW1', 5),
        answered('NEW1', 'check-1', true, 5),
        started('DONE1', 6),
        { type: 'LessonFinished', data: { studentUserId: 'u_ava', permacode: 'DONE1', checksRight: 3, finishedAt: at(7) } },
        answered('OLD1', 'check-2', true, 9),
      ])
      .then((q) => {
        expect(q.inProgressOf('u_ava').map((row) => row.permacode)).toEqual(['OLD1', 'NEW1']);
        expect(q.inProgressOf('u_noah')).toEqual([]);
        expect(q.progressOf('u_ava', 'DONE1')?.finishedAt).toBe(at(7));
      }));
});
