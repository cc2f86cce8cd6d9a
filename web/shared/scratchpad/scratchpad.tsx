import { useContext, useEffect, useId, useReducer, useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SCRATCHPAD_BOX, SCRATCHPAD_LIMITS, type ScratchpadStroke, type ScratchpadTool } from '../../../events/scratchpad/scratchpad-contract';
import { useProfilePreferences } from '../profile-preferences/profile-preferences-store';
import { RealtimeUser } from '../realtime/realtime-context';
import { drawStrokes, PAD_PIXELS } from './draw-strokes';
import { useScratchpadLive } from './scratchpad-live';
import type { ScratchpadLiveApi } from './scratchpad-live-api';
import { canUndo, emptyPad, padReducer } from './scratchpad-state';
import './scratchpad-text';
import './scratchpad.css';

/**
 * The scratchpad's one interface (issue 31 item 3; docs/scratchpad.md), for every page with a
 * question (practice, quizzes, the assessment player):
 */
export interface ScratchpadProps {
  /** The question on screen: a new key starts a clean pad (and `onChange([])` is called). */
  questionKey: string;
  /** Every change of the finished strokes; the page sends the last ones with the answer (`scratchpad: { strokes }`). */
  onChange?(strokes: readonly ScratchpadStroke[]): void;
  /** Every change, the stroke being drawn included (a watched pad's live view sends these). */
  onDraw?(strokes: readonly ScratchpadStroke[]): void;
  /** Shown above the pad while a teacher watches it live. */
  watched?: boolean;
}

/**
 * The question and its scratchpad beside it (below it on a phone): the layout every question
 * page uses. Without the pad (the profile's `hideScratchpad`) the question alone.
 */
export function QuestionWithScratchpad({ children, liveApi, ...pad }: ScratchpadProps & { children: ReactNode; /** The live watch's calls (tests pass fakes). */ liveApi?: ScratchpadLiveApi }) {
  const hidden = useProfilePreferences((preferences) => preferences.hideScratchpad);
  // A signed-in user's pad can be watched live (the hidden pad sends nothing); elsewhere (a visitor, a component test) it cannot.
  const signedIn = typeof useContext(RealtimeUser) === 'string';
  if (hidden) return <>{children}</>;
  return (
    <div className="scratchpad-beside">
      <div className="scratchpad-beside-question">{children}</div>
      {signedIn ? <WatchableScratchpad {...pad} {...(liveApi ? { liveApi } : {})} /> : <Scratchpad {...pad} />}
    </div>
  );
}

/** The pad of a signed-in user: "Your teacher is watching" and its changes sent live while a teacher watches. */
function WatchableScratchpad({ onDraw, liveApi, ...pad }: ScratchpadProps & { liveApi?: ScratchpadLiveApi }) {
  const live = useScratchpadLive(pad.questionKey, liveApi);
  const draw = (strokes: readonly ScratchpadStroke[]) => {
    onDraw?.(strokes);
    live.onDraw(strokes);
  };
  return <Scratchpad {...pad} onDraw={draw} watched={pad.watched === true || live.watched} />;
}

/**
 * A drawing pad (pen, eraser, undo, clear) behind a toggle button. Mouse, pen
 * and touch draw through pointer events; the keyboard opens, closes and clears
 * it. Hidden entirely while the profile's `hideScratchpad` is on. The strokes
 * are data (scratchpad-state.ts), drawn on a canvas.
 */
export function Scratchpad(props: ScratchpadProps) {
  const { t } = useTranslation();
  const hidden = useProfilePreferences((preferences) => preferences.hideScratchpad);
  const [open, setOpen] = useState(false);
  const padId = useId();
  if (hidden) return null;
  return (
    <aside className="scratchpad" aria-label={t('scratchpad.heading')} data-testid="scratchpad">
      <button type="button" className="button scratchpad-toggle" aria-expanded={open} aria-controls={padId} onClick={() => setOpen((was) => !was)} data-testid="scratchpad-toggle">
        {open ? t('scratchpad.close') : t('scratchpad.open')}
      </button>
      {props.watched ? (
        <p className="scratchpad-watched" role="status" data-testid="scratchpad-watched">
          {t('scratchpad.watched')}
        </p>
      ) : null}
      {/* The pad stays mounted while closed: its strokes are the question's work, kept until the answer. */}
      <div id={padId} className="scratchpad-body" hidden={!open}>
        <Pad key={props.questionKey} {...props} />
      </div>
    </aside>
  );
}

function Pad({ onChange, onDraw }: ScratchpadProps) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(padReducer, emptyPad);
  const [tool, setTool] = useState<ScratchpadTool>('pen');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const latest = useRef({ onChange, onDraw });
  useEffect(() => {
    latest.current = { onChange, onDraw };
  });

  useEffect(() => {
    latest.current.onChange?.(state.strokes);
  }, [state.strokes]);
  useEffect(() => {
    const strokes = state.drawing ? [...state.strokes, state.drawing] : state.strokes;
    latest.current.onDraw?.(strokes);
    if (canvasRef.current) drawStrokes(canvasRef.current, strokes);
  }, [state.strokes, state.drawing]);

  /** A pointer's place in pad coordinates (0–1000 on each axis of the canvas as shown). */
  const pointOf = (event: { clientX: number; clientY: number }): [number, number] => {
    const box = canvasRef.current?.getBoundingClientRect();
    if (!box || box.width === 0 || box.height === 0) return [0, 0];
    return [((event.clientX - box.left) / box.width) * SCRATCHPAD_BOX, ((event.clientY - box.top) / box.height) * SCRATCHPAD_BOX];
  };
  const onPointerDown = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (event.button !== 0 && event.pointerType === 'mouse') return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    dispatch({ type: 'begin', tool: event.button === 5 ? 'eraser' : tool, point: pointOf(event) });
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (state.drawing === null) return;
    const native = event.nativeEvent as PointerEvent & { getCoalescedEvents?(): PointerEvent[] };
    const moves = native.getCoalescedEvents?.() ?? [];
    // A fast pen sends several moves per frame: each is a point of the stroke.
    for (const move of moves.length > 0 ? moves : [native]) dispatch({ type: 'extend', point: pointOf(move) });
  };
  const onPointerEnd = () => dispatch({ type: 'end' });

  const full = state.strokes.length >= SCRATCHPAD_LIMITS.strokes || state.strokes.reduce((sum, stroke) => sum + stroke.points.length, 0) >= SCRATCHPAD_LIMITS.points;
  return (
    <div className="scratchpad-pad">
      <div className="scratchpad-tools" role="toolbar" aria-label={t('scratchpad.tools')}>
        {(['pen', 'eraser'] as const).map((each) => (
          <button key={each} type="button" className="button scratchpad-tool" aria-pressed={tool === each} onClick={() => setTool(each)} data-testid={`scratchpad-${each}`}>
            {t(`scratchpad.${each}`)}
          </button>
        ))}
        <button type="button" className="button" aria-disabled={!canUndo(state) || undefined} onClick={() => dispatch({ type: 'undo' })} data-testid="scratchpad-undo">
          {t('scratchpad.undo')}
        </button>
        <button type="button" className="button" aria-disabled={state.strokes.length === 0 || undefined} onClick={() => dispatch({ type: 'clear' })} data-testid="scratchpad-clear">
          {t('scratchpad.clear')}
        </button>
      </div>
      <canvas
        ref={canvasRef}
        className={tool === 'eraser' ? 'scratchpad-canvas scratchpad-canvas-erasing' : 'scratchpad-canvas'}
        width={PAD_PIXELS.width}
        height={PAD_PIXELS.height}
        role="img"
        aria-label={t('scratchpad.canvas', { count: state.strokes.length })}
        data-testid="scratchpad-canvas"
        data-strokes={state.strokes.length}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onLostPointerCapture={onPointerEnd}
      />
      <p className="scratchpad-hint">{full ? t('scratchpad.full') : t('scratchpad.hint')}</p>
    </div>
  );
}
