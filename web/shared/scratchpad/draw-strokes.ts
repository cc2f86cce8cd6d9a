import { SCRATCHPAD_BOX, type ScratchpadStroke } from '../../../events/scratchpad/scratchpad-contract';

/** The canvas's own pixels (CSS scales it to the page; pad coordinates map onto both axes). */
export const PAD_PIXELS = { width: 800, height: 600 } as const;

/**
 * Draws strokes (pad coordinates, 0–1000 on each axis) onto a canvas: the pen
 * in the canvas's CSS colour (a design token, set by scratchpad.css), the
 * eraser rubbing out what is under it. A canvas without a 2D context (jsdom)
 * is left alone: the strokes are data, the drawing only shows them.
 */
export function drawStrokes(canvas: HTMLCanvasElement, strokes: readonly ScratchpadStroke[]): void {
  // A canvas never drawn on is blank already: its first empty drawing (every practice page's pad, at load) makes no
  // context and reads no style (issue 33: reading the ink's colour there recalculated the page's style, ~140 ms on a
  // slow phone).
  if (strokes.length === 0 && !inked.has(canvas)) return;
  const context = canvasContext(canvas);
  if (context === null) return;
  inked.add(canvas);
  const scaleX = canvas.width / SCRATCHPAD_BOX;
  const scaleY = canvas.height / SCRATCHPAD_BOX;
  context.clearRect(0, 0, canvas.width, canvas.height);
  context.lineCap = 'round';
  context.lineJoin = 'round';
  const ink = getComputedStyle(canvas).color;
  for (const stroke of strokes) {
    const [first, ...rest] = stroke.points;
    if (!first) continue;
    context.globalCompositeOperation = stroke.tool === 'eraser' ? 'destination-out' : 'source-over';
    context.strokeStyle = ink;
    context.fillStyle = ink;
    context.lineWidth = stroke.width * scaleX;
    context.beginPath();
    if (rest.length === 0) {
      // A dot: a tap of the pen (or the eraser).
      context.arc(first[0] * scaleX, first[1] * scaleY, (stroke.width * scaleX) / 2, 0, Math.PI * 2);
      context.fill();
      continue;
    }
    context.moveTo(first[0] * scaleX, first[1] * scaleY);
    for (const [x, y] of rest) context.lineTo(x * scaleX, y * scaleY);
    context.stroke();
  }
  context.globalCompositeOperation = 'source-over';
}

/** The canvases drawn on (a cleared one is drawn blank: it may still show ink until then). */
const inked = new WeakSet<HTMLCanvasElement>();

/** The canvas's 2D context, or null where there is none (jsdom has no canvas implementation). */
function canvasContext(canvas: HTMLCanvasElement): CanvasRenderingContext2D | null {
  if (typeof navigator !== 'undefined' && /jsdom/i.test(navigator.userAgent)) return null;
  try {
    return canvas.getContext('2d');
  } catch {
    return null;
  }
}
