import { describe, expect, it, vi } from 'vitest';
import { drawStrokes } from './draw-strokes';

// A node environment (no jsdom): the canvas is a stand-in whose 2D context records what is drawn.
function fakeCanvas() {
  const context = { clearRect: vi.fn(), beginPath: vi.fn(), moveTo: vi.fn(), lineTo: vi.fn(), stroke: vi.fn(), arc: vi.fn(), fill: vi.fn() };
  const canvas = { width: 800, height: 600, getContext: vi.fn(() => context) };
  vi.stubGlobal('getComputedStyle', vi.fn(() => ({ color: 'rgb(0, 0, 0)' })));
  return { canvas: canvas as unknown as HTMLCanvasElement, context, getContext: canvas.getContext };
}

const stroke = { tool: 'pen' as const, width: 4, points: [[10, 10], [200, 200]] as [number, number][] };

describe('drawing a scratchpad’s strokes', () => {
  it('leaves a canvas never drawn on alone when there is nothing to draw: no context, no style read', () => {
    const { canvas, getContext } = fakeCanvas();
    drawStrokes(canvas, []);
    expect(getContext).not.toHaveBeenCalled();
    expect(getComputedStyle).not.toHaveBeenCalled();
  });

  it('draws strokes, and clears a canvas that was drawn on when its strokes are gone', () => {
    const { canvas, context } = fakeCanvas();
    drawStrokes(canvas, [stroke]);
    expect(context.lineTo).toHaveBeenCalledWith(160, 120);
    expect(context.stroke).toHaveBeenCalledTimes(1);
    drawStrokes(canvas, []);
    expect(context.clearRect).toHaveBeenCalledTimes(2);
    expect(context.stroke).toHaveBeenCalledTimes(1);
  });
});
