import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScratchpadStroke } from '../../../events/scratchpad/scratchpad-contract';
import { drawStrokes, PAD_PIXELS } from './draw-strokes';
import './scratchpad-text';
import './scratchpad.css';

export interface ScratchpadDrawingProps {
  /** The work, in pad coordinates (as kept with the answer, or as it arrives live). */
  strokes: readonly ScratchpadStroke[];
  testId?: string;
}

/** A student's scratchpad work drawn read-only (the questions log, the report, the live view). */
export function ScratchpadDrawing({ strokes, testId = 'scratchpad-drawing' }: ScratchpadDrawingProps) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (canvasRef.current) drawStrokes(canvasRef.current, strokes);
  }, [strokes]);
  return (
    <canvas
      ref={canvasRef}
      className="scratchpad-canvas scratchpad-canvas-read-only"
      width={PAD_PIXELS.width}
      height={PAD_PIXELS.height}
      role="img"
      aria-label={t('scratchpad.drawing', { count: strokes.length })}
      data-testid={testId}
      data-strokes={strokes.length}
    />
  );
}
