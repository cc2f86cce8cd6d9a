import {
  SCRATCHPAD_BOX,
  SCRATCHPAD_LIMITS,
  SCRATCHPAD_WIDTHS,
  type ScratchpadPoint,
  type ScratchpadStroke,
  type ScratchpadTool,
} from '../../../events/scratchpad/scratchpad-contract';

/**
 * The pad's state as data (issue 31 item 3): the strokes drawn, the stroke in
 * progress, and the earlier stroke lists undo returns to. Pure: each action
 * returns a new state. The pad's limits (SCRATCHPAD_LIMITS) hold here, so the
 * work a student sends is never refused for its size: past the stroke count no
 * stroke starts, and a stroke ends at its point limit or the total's.
 */
export interface PadState {
  strokes: readonly ScratchpadStroke[];
  /** The stroke being drawn (pointer down), not yet in `strokes`. */
  drawing: ScratchpadStroke | null;
  /** Earlier `strokes`, newest last: undo returns to the last one. */
  past: readonly (readonly ScratchpadStroke[])[];
}

/** How many steps undo remembers. */
export const UNDO_STEPS = 100;

export const emptyPad: PadState = { strokes: [], drawing: null, past: [] };

export type PadAction =
  | { type: 'begin'; tool: ScratchpadTool; point: ScratchpadPoint }
  | { type: 'extend'; point: ScratchpadPoint }
  | { type: 'end' }
  | { type: 'undo' }
  | { type: 'clear' };

/** A point in pad coordinates: whole numbers, inside the box. */
export function padPoint(x: number, y: number): ScratchpadPoint {
  const inBox = (value: number) => Math.min(SCRATCHPAD_BOX, Math.max(0, Math.round(Number.isFinite(value) ? value : 0)));
  return [inBox(x), inBox(y)];
}

const pointsIn = (strokes: readonly ScratchpadStroke[]) => strokes.reduce((sum, stroke) => sum + stroke.points.length, 0);

const remembered = (state: PadState) => [...state.past, state.strokes].slice(-UNDO_STEPS);

/** The state after the action (the same state when the action changes nothing). */
export function padReducer(state: PadState, action: PadAction): PadState {
  switch (action.type) {
    case 'begin': {
      if (state.drawing !== null) return state;
      if (state.strokes.length >= SCRATCHPAD_LIMITS.strokes || pointsIn(state.strokes) >= SCRATCHPAD_LIMITS.points) return state;
      const point = padPoint(action.point[0], action.point[1]);
      return { ...state, drawing: { tool: action.tool, width: SCRATCHPAD_WIDTHS[action.tool], points: [point] } };
    }
    case 'extend': {
      const drawing = state.drawing;
      if (drawing === null) return state;
      const point = padPoint(action.point[0], action.point[1]);
      const last = drawing.points[drawing.points.length - 1];
      if (last && last[0] === point[0] && last[1] === point[1]) return state;
      if (drawing.points.length >= SCRATCHPAD_LIMITS.pointsPerStroke) return state;
      if (pointsIn(state.strokes) + drawing.points.length >= SCRATCHPAD_LIMITS.points) return state;
      return { ...state, drawing: { ...drawing, points: [...drawing.points, point] } };
    }
    case 'end': {
      if (state.drawing === null) return state;
      return { strokes: [...state.strokes, state.drawing], drawing: null, past: remembered(state) };
    }
    case 'undo': {
      const previous = state.past[state.past.length - 1];
      if (previous === undefined) return { ...state, drawing: null };
      return { strokes: previous, drawing: null, past: state.past.slice(0, -1) };
    }
    case 'clear': {
      if (state.strokes.length === 0 && state.drawing === null) return state;
      return { strokes: [], drawing: null, past: remembered(state) };
    }
    default: {
      const _exhaustive: never = action;
      return _exhaustive;
    }
  }
}

/** Whether undo would change anything. */
export const canUndo = (state: PadState): boolean => state.past.length > 0;
