import { describe, expect, it } from 'vitest';
import type { KeptScratchpadStroke as ScratchpadStroke, ScratchpadAnswer, ScratchpadEvent } from '../events/scratchpad';
import { projectionSpecification } from './projection-specification';
import { scratchpadProjection, scratchpadQueries } from './scratchpad';

const spec = projectionSpecification(scratchpadProjection, scratchpadQueries);
const pen = (x: number): ScratchpadStroke => ({ tool: 'pen', width: 6, points: [[x, x]] });
const kept = (studentUserId: string, answer: ScratchpadAnswer, strokes: ScratchpadStroke[], keptAt: string): ScratchpadEvent => ({ type: 'ScratchpadWorkKept', data: { studentUserId, answer, strokes, keptAt } });
const practice = (seed: string): ScratchpadAnswer => ({ kind: 'practice', permacode: 'ABC1', seed });
const quiz: ScratchpadAnswer = { kind: 'quiz', quizId: 'quiz1', questionKey: 'q2' };

describe('the scratchpad read model', () => {
  it('answers the work of one answer, the later work of the same answer replacing it', () =>
    spec.given([kept('u_ava', practice('s1'), [pen(1)], '2026-11-29T09:00:00.000Z'), kept('u_ava', practice('s1'), [pen(2), pen(3)], '2026-11-29T09:01:00.000Z'), kept('u_noah', practice('s1'), [pen(9)], '2026-11-29T09:02:00.000Z')]).then((q) => {
      expect(q.workFor('u_ava', 'practice:s1')).toEqual({ answerKey: 'practice:s1', answer: practice('s1'), strokes: [pen(2), pen(3)], keptAt: '2026-11-29T09:01:00.000Z' });
      expect(q.workFor('u_ava', 'practice:s2')).toBeNull();
      expect(q.workFor('u_noah', 'practice:s1')?.strokes).toEqual([pen(9)]);
    }));

  it('lists the answers with work kept in a time range, and all of them the latest first', () =>
    spec.given([kept('u_ava', practice('s1'), [pen(1)], '2026-11-28T23:59:59.000Z'), kept('u_ava', practice('s2'), [pen(1), pen(2)], '2026-11-29T09:00:00.000Z'), kept('u_ava', quiz, [pen(1)], '2026-11-29T10:00:00.000Z')]).then((q) => {
      const from = '2026-11-29T00:00:00.000Z';
      const to = '2026-11-30T00:00:00.000Z';
      expect(q.answerKeysWithWork('u_ava', from, to)).toEqual(new Set(['practice:s2', 'quiz:quiz1:q2']));
      expect(q.workSummariesOf('u_ava')).toEqual([
        { studentUserId: 'u_ava', answerKey: 'quiz:quiz1:q2', answer: quiz, strokeCount: 1, keptAt: '2026-11-29T10:00:00.000Z' },
        { studentUserId: 'u_ava', answerKey: 'practice:s2', answer: practice('s2'), strokeCount: 2, keptAt: '2026-11-29T09:00:00.000Z' },
        { studentUserId: 'u_ava', answerKey: 'practice:s1', answer: practice('s1'), strokeCount: 1, keptAt: '2026-11-28T23:59:59.000Z' },
      ]);
      expect(q.workSummariesOf('u_noah')).toEqual([]);
    }));
});
