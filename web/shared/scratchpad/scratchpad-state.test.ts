import { describe, expect, it } from 'vitest';
import { isOverScratchpadLimits, SCRATCHPAD_LIMITS } from '../../../events/scratchpad/scratchpad-contract';
import { canUndo, emptyPad, padPoint, padReducer, UNDO_STEPS, type PadAction, type PadState } from './scratchpad-state';

const run = (actions: PadAction[], from: PadState = emptyPad) => actions.reduce(padReducer, from);
const line = (tool: 'pen' | 'eraser', ...points: [number, number][]): PadAction[] => [
  { type: 'begin', tool, point: points[0]! },
  ...points.slice(1).map((point): PadAction => ({ type: 'extend', point })),
  { type: 'end' },
];

describe('the scratchpad state', () => {
  it('adds a stroke when the pointer lifts: its tool, width and whole-number points in the box', () => {
    const pad = run(line('pen', [10.4, 20.6], [30, 40], [1200, -5]));
    expect(pad.strokes).toEqual([{ tool: 'pen', width: 6, points: [[10, 21], [30, 40], [1000, 0]] }]);
    expect(pad.drawing).toBeNull();
  });

  it('keeps a stroke being drawn apart until it ends, and skips a point repeated after rounding', () => {
    const pad = run([{ type: 'begin', tool: 'pen', point: [1, 1] }, { type: 'extend', point: [1.2, 0.9] }, { type: 'extend', point: [5, 5] }]);
    expect(pad.strokes).toEqual([]);
    expect(pad.drawing?.points).toEqual([[1, 1], [5, 5]]);
  });

  it('erases with an eraser stroke, wider than the pen, drawn over what is under it', () => {
    const pad = run([...line('pen', [0, 0], [100, 100]), ...line('eraser', [50, 50], [60, 60])]);
    expect(pad.strokes.map((stroke) => [stroke.tool, stroke.width])).toEqual([['pen', 6], ['eraser', 40]]);
  });

  it('undoes the last stroke, then the one before, and does nothing with nothing left', () => {
    const pad = run([...line('pen', [0, 0], [1, 1]), ...line('pen', [2, 2], [3, 3])]);
    const once = padReducer(pad, { type: 'undo' });
    expect(once.strokes).toHaveLength(1);
    const twice = padReducer(once, { type: 'undo' });
    expect(twice.strokes).toEqual([]);
    expect(canUndo(twice)).toBe(false);
    expect(padReducer(twice, { type: 'undo' }).strokes).toEqual([]);
  });

  it('clears every stroke, and undo brings them back', () => {
    const pad = run([...line('pen', [0, 0], [1, 1]), ...line('eraser', [2, 2])]);
    const cleared = padReducer(pad, { type: 'clear' });
    expect(cleared.strokes).toEqual([]);
    expect(padReducer(cleared, { type: 'undo' }).strokes).toEqual(pad.strokes);
    expect(padReducer(emptyPad, { type: 'clear' })).toBe(emptyPad);
  });

  it(`remembers ${UNDO_STEPS} steps of undo at most`, () => {
    let pad = emptyPad;
    for (let n = 0; n < UNDO_STEPS + 20; n += 1) pad = run(line('pen', [n, n]), pad);
    expect(pad.past).toHaveLength(UNDO_STEPS);
  });

  it('starts no stroke past the stroke limit', () => {
    let pad = emptyPad;
    for (let n = 0; n < SCRATCHPAD_LIMITS.strokes + 5; n += 1) pad = run(line('pen', [n % 1000, 1]), pad);
    expect(pad.strokes).toHaveLength(SCRATCHPAD_LIMITS.strokes);
  });

  it('ends a stroke at its point limit, and the pad at the total point limit, so the work is never over the limits', () => {
    const long = Array.from({ length: SCRATCHPAD_LIMITS.pointsPerStroke + 50 }, (_, n): [number, number] => [n % 1000, Math.floor(n / 1000)]);
    const one = run(line('pen', ...long));
    expect(one.strokes[0]!.points).toHaveLength(SCRATCHPAD_LIMITS.pointsPerStroke);
    let pad = emptyPad;
    for (let n = 0; n < 10; n += 1) pad = run(line('pen', ...long.map(([x, y]): [number, number] => [x, y + n * 2])), pad);
    expect(pad.strokes.reduce((sum, stroke) => sum + stroke.points.length, 0)).toBe(SCRATCHPAD_LIMITS.points);
    expect(isOverScratchpadLimits(pad.strokes)).toBe(false);
  });

  it('rounds a point into the box', () => {
    expect(padPoint(-3, 1000.4)).toEqual([0, 1000]);
    expect(padPoint(Number.NaN, 499.5)).toEqual([0, 500]);
  });
});
