// What the scratchpad's decider and the browser both know (issue 31 item 3; docs/scratchpad.md).
// The browser imports these values (docs/architecture.md "Boundaries"): this module imports nothing.

/** Pad coordinates: every point is a whole number in a 0–1000 box on each axis (the pad's width and height). */
export const SCRATCHPAD_BOX = 1_000;

/** The pad's tools: a pen draws, an eraser rubs out what is under it. */
export const SCRATCHPAD_TOOLS = ['pen', 'eraser'] as const;
export type ScratchpadTool = (typeof SCRATCHPAD_TOOLS)[number];

/** Line widths in pad units (of the 1,000-unit box). */
export const SCRATCHPAD_WIDTHS = { pen: 6, eraser: 40, min: 1, max: 80 } as const;

/**
 * How much work one answer keeps. Over any of them the answer is refused with
 * 413 `scratchpad.too_large` and nothing is appended; the pad itself stops at
 * them (a stroke ends at its points, no stroke starts past the count), so a
 * student's own pad never meets the refusal.
 */
export const SCRATCHPAD_LIMITS = {
  /** Strokes (pen and eraser) in one answer's work. */
  strokes: 200,
  /** Points in one stroke. */
  pointsPerStroke: 1_000,
  /** Points over all strokes. */
  points: 4_000,
  /** The work's size as JSON (`{"strokes":[…]}`), in bytes. */
  bytes: 60_000,
} as const;

/** A point of the pad: [x, y], whole numbers in 0–SCRATCHPAD_BOX. */
export type ScratchpadPoint = readonly [number, number];

/** One stroke: the tool, its width in pad units, and its points in the order drawn. */
export interface ScratchpadStroke {
  tool: ScratchpadTool;
  width: number;
  points: readonly ScratchpadPoint[];
}

/** The size of some work, as the limits count it. */
export interface ScratchpadSize {
  strokes: number;
  points: number;
  bytes: number;
}

/** Strokes, points and JSON bytes of the work (`{"strokes":[…]}`: what the answer sends). */
export function scratchpadSize(strokes: readonly ScratchpadStroke[]): ScratchpadSize {
  let points = 0;
  for (const stroke of strokes) points += stroke.points.length;
  return { strokes: strokes.length, points, bytes: new TextEncoder().encode(JSON.stringify({ strokes })).length };
}

/** Whether work of this size is over a limit (the answer would be refused with 413). */
export function isOverScratchpadLimits(strokes: readonly ScratchpadStroke[]): boolean {
  if (strokes.length > SCRATCHPAD_LIMITS.strokes) return true;
  if (strokes.some((stroke) => stroke.points.length > SCRATCHPAD_LIMITS.pointsPerStroke)) return true;
  const size = scratchpadSize(strokes);
  return size.points > SCRATCHPAD_LIMITS.points || size.bytes > SCRATCHPAD_LIMITS.bytes;
}

/**
 * The live watch (docs/scratchpad.md "The live watch"): a teacher's watch of one student's pad lasts
 * `minutes` from its start (the teacher's open dialog renews it every `renewMinutes`); the student's page
 * sends its pad at most every `batchMs` while watched, and the server takes at most `batches` of them per
 * `windowMs` from one student (429 `scratchpad.too_many_batches` past it).
 */
export const SCRATCHPAD_WATCH = {
  minutes: 10,
  renewMinutes: 4,
  batchMs: 250,
  batches: 80,
  windowMs: 15_000,
} as const;

/** The push telling a student's page whether its pad is watched (`push.user.<student>`). */
export const SCRATCHPAD_WATCH_PUSH = 'SCRATCHPAD_WATCH';
/** The push carrying a watched pad's strokes to each watching teacher (`push.user.<teacher>.teacher`). */
export const SCRATCHPAD_STROKES_PUSH = 'SCRATCHPAD_STROKES';
