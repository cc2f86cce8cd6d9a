import { describe, expect, it } from 'vitest';
import type { Decider } from './log/command-handler';
import { deciderSpecification } from './log/decider-specification';
import { keepingScratchpadWork, SCRATCHPAD_LIMITS, scratchpadAnswerKey, scratchpadField, scratchpadSize, scratchpadWork, type KeepScratchpadWork, type ScratchpadEvent, type KeptScratchpadStroke as ScratchpadStroke } from './scratchpad';

const spec = deciderSpecification(scratchpadWork);
const now = new Date('2026-11-29T09:00:00.000Z');
const ava = { learnerId: 'u_ava', visitor: false };
const answer = { kind: 'practice', permacode: 'ABC1', seed: 'seed1' } as const;
const pen = (points: [number, number][]): ScratchpadStroke => ({ tool: 'pen', width: 6, points });
const keep = (strokes: readonly ScratchpadStroke[], overrides: Partial<KeepScratchpadWork['data']> = {}): KeepScratchpadWork => ({ type: 'KeepScratchpadWork', data: { learner: ava, answer, strokes, now, ...overrides } });
const kept = (strokes: ScratchpadStroke[]): ScratchpadEvent => ({ type: 'ScratchpadWorkKept', data: { studentUserId: 'u_ava', answer, strokes, keptAt: now.toISOString() } });

describe('scratchpad work kept with an answer', () => {
  it('keeps the strokes of a signed-in learner', () => spec.given([]).when(keep([pen([[1, 2], [3, 4]])])).then([kept([pen([[1, 2], [3, 4]])])]));

  it('keeps nothing for an empty pad', () => spec.given([]).when(keep([])).then([]));

  it('checks a visitor’s work but keeps none of it (nobody could see it)', () => {
    spec.given([]).when(keep([pen([[1, 2]])], { learner: { learnerId: 'v_1', visitor: true } })).then([]);
    spec.given([]).when(keep(Array.from({ length: SCRATCHPAD_LIMITS.strokes + 1 }, () => pen([[1, 2]])), { learner: { learnerId: 'v_1', visitor: true } })).thenThrows('scratchpad.too_large', 413);
  });

  it('refuses more strokes than the limit with 413', () => {
    spec.given([]).when(keep(Array.from({ length: SCRATCHPAD_LIMITS.strokes }, () => pen([[1, 2]])))).then([kept(Array.from({ length: SCRATCHPAD_LIMITS.strokes }, () => pen([[1, 2]])))]);
    spec.given([]).when(keep(Array.from({ length: SCRATCHPAD_LIMITS.strokes + 1 }, () => pen([[1, 2]])))).thenThrows('scratchpad.too_large', 413);
  });

  it('refuses a stroke with too many points, and too many points in all, with 413', () => {
    const points = (count: number) => Array.from({ length: count }, (_, index): [number, number] => [index % 1000, 7]);
    spec.given([]).when(keep([pen(points(SCRATCHPAD_LIMITS.pointsPerStroke + 1))])).thenThrows('scratchpad.too_large', 413);
    spec.given([]).when(keep(Array.from({ length: 5 }, () => pen(points(SCRATCHPAD_LIMITS.points / 5 + 1))))).thenThrows('scratchpad.too_large', 413);
  });

  it('keeps the largest work the counts allow: under the byte limit (the answer calls’ body limit counts on it)', () => {
    const largest = Array.from({ length: SCRATCHPAD_LIMITS.strokes }, () => ({ tool: 'eraser' as const, width: 80, points: Array.from({ length: SCRATCHPAD_LIMITS.points / SCRATCHPAD_LIMITS.strokes }, (): [number, number] => [1000, 1000]) }));
    expect(scratchpadSize(largest).bytes).toBeLessThanOrEqual(SCRATCHPAD_LIMITS.bytes);
    expect(scratchpadWork.decide(keep(largest), null)).toHaveLength(1);
  });

  it('names an answer by one key', () => {
    expect(scratchpadAnswerKey(answer)).toBe('practice:seed1');
    expect(scratchpadAnswerKey({ kind: 'quiz', quizId: 'quiz1', questionKey: 'q2' })).toBe('quiz:quiz1:q2');
    expect(scratchpadAnswerKey({ kind: 'assessment', assessmentId: 'levelup-math', questionKey: 's2q3' })).toBe('assessment:levelup-math:s2q3');
  });

  it('reads only whole points inside the pad’s box, and known tools and widths', () => {
    expect(scratchpadField.safeParse({ strokes: [pen([[0, 0], [1000, 1000]])] }).success).toBe(true);
    for (const strokes of [[pen([[1001, 0]])], [pen([[1.5, 0]])], [pen([])], [{ tool: 'brush', width: 6, points: [[1, 1]] }], [{ tool: 'pen', width: 81, points: [[1, 1]] }]]) {
      const parsed = scratchpadField.safeParse({ strokes });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('scratchpad.invalid_strokes');
    }
  });
});

describe('keepingScratchpadWork', () => {
  type Answer = { type: 'Answer'; data: { ok: boolean; strokes?: ScratchpadStroke[] } };
  type Answered = { type: 'Answered'; data: { seed: string } };
  const answers: Decider<Answer, Answered, number> = {
    initialState: () => 0,
    evolve: (state) => state + 1,
    decide: (command) => (command.data.ok ? [{ type: 'Answered', data: { seed: 'seed1' } }] : []),
  };
  const decider = keepingScratchpadWork(answers, (command, decided) => (command.data.strokes ? { learner: ava, answer: { ...answer, seed: decided[0]!.data.seed }, strokes: command.data.strokes, now } : null));
  const both = deciderSpecification(decider);

  it('appends the work after the answer, in the same decision', () =>
    both.given([]).when({ type: 'Answer', data: { ok: true, strokes: [pen([[1, 1]])] } }).then([{ type: 'Answered', data: { seed: 'seed1' } }, kept([pen([[1, 1]])])]));

  it('decides the answer alone when no work is sent', () => both.given([]).when({ type: 'Answer', data: { ok: true } }).then([{ type: 'Answered', data: { seed: 'seed1' } }]));

  it('keeps no work when the answer decided nothing', () => both.given([]).when({ type: 'Answer', data: { ok: false, strokes: [pen([[1, 1]])] } }).then([]));

  it('refuses the answer with its work over the limits (nothing is appended)', () =>
    both.given([]).when({ type: 'Answer', data: { ok: true, strokes: Array.from({ length: SCRATCHPAD_LIMITS.strokes + 1 }, () => pen([[1, 1]])) } }).thenThrows('scratchpad.too_large', 413));

  it('leaves the answer’s state untouched by kept work', () => {
    expect([kept([pen([[1, 1]])])].reduce(decider.evolve, decider.initialState())).toBe(0);
  });
});
