import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionArt } from '../../../events/practice/generated-question';
import './question.css';
import { numberFormat } from '../i18n/intl-formats';

/**
 * A question's picture, drawn as SVG from plain data (events/practice/generated-question.ts):
 * an analogue clock, a bar graph, a shape with its sides, an angle, a fraction bar.
 * Each is one `role="img"` with an aria-label. The label names the picture and
 * what the question gives in words (a graph's title, unit and bars, a shape's
 * side labels, a bar's parts and shaded parts — prompts say those too), never
 * what the question asks to read off it: a clock is "Analogue clock", an
 * angle "An angle", bar heights are not read out. Colours come from
 * question.css (design tokens); numbers are rounded so no coordinate or label
 * can be NaN.
 */
export function QuestionArtView({ art }: { art: QuestionArt }) {
  const { t } = useTranslation();
  switch (art.kind) {
    case 'clock':
      return <ClockArt hour={art.hour} minute={art.minute} label={t('question.art.clock')} />;
    case 'bar-graph':
      return <BarGraphArt art={art} label={barGraphLabel(t, art)} />;
    case 'shape':
      return <ShapeArt art={art} label={shapeLabel(t, art)} />;
    case 'angle':
      return <AngleArt degrees={art.degrees} label={t('question.art.angle')} />;
    case 'fraction-bar': {
      const { parts, shaded } = fractionBarCounts(art);
      return <FractionBarArt parts={parts} shaded={shaded} label={t('question.art.fractionBar', { parts, shaded })} />;
    }
    default: {
      const _exhaustive: never = art;
      return _exhaustive;
    }
  }
}

/** A finite number, else the fallback. */
const finiteOr = (value: number | undefined, fallback: number) => (value !== undefined && Number.isFinite(value) ? value : fallback);
/** Coordinates to two decimals. */
const at = (value: number) => Math.round(value * 100) / 100;
const twoDecimals = numberFormat('en', { maximumFractionDigits: 2 });
const formatNumber = (value: number) => twoDecimals.format(finiteOr(value, 0));
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

function ArtFrame({ kind, label, viewBox, children }: { kind: QuestionArt['kind']; label: string; viewBox: string; children: ReactNode }) {
  return (
    <svg className={`question-art question-art-${kind}`} role="img" aria-label={label} viewBox={viewBox} data-testid="question-art" data-kind={kind}>
      {children}
    </svg>
  );
}

// ---------------------------------------------------------------------------
// Clock

const CLOCK_CENTRE = 100;

/** A point `radius` from the clock's centre, `degrees` clockwise from 12. */
function clockPoint(degrees: number, radius: number): { x: number; y: number } {
  return { x: at(CLOCK_CENTRE + radius * Math.sin(toRadians(degrees))), y: at(CLOCK_CENTRE - radius * Math.cos(toRadians(degrees))) };
}

/** The hands' angles, clockwise from 12: the hour hand moves on between the hours. */
export function clockHandAngles(hour: number, minute: number): { hourHand: number; minuteHand: number } {
  const m = ((Math.round(finiteOr(minute, 0)) % 60) + 60) % 60;
  const h = ((Math.round(finiteOr(hour, 12)) % 12) + 12) % 12;
  return { hourHand: at((h + m / 60) * 30), minuteHand: m * 6 };
}

function ClockArt({ hour, minute, label }: { hour: number; minute: number; label: string }) {
  const { hourHand, minuteHand } = clockHandAngles(hour, minute);
  // Both hands end inside the ring of numbers (radius 70, about 6 either side), so no number is hidden under a hand.
  const hourEnd = clockPoint(hourHand, 40);
  const minuteEnd = clockPoint(minuteHand, 58);
  return (
    <ArtFrame kind="clock" label={label} viewBox="0 0 200 200">
      <circle className="art-face" cx={CLOCK_CENTRE} cy={CLOCK_CENTRE} r={92} />
      {Array.from({ length: 60 }, (_, tick) => {
        const outer = clockPoint(tick * 6, 90);
        const inner = clockPoint(tick * 6, tick % 5 === 0 ? 82 : 86);
        return <line key={tick} className={tick % 5 === 0 ? 'art-tick art-tick-hour' : 'art-tick'} x1={inner.x} y1={inner.y} x2={outer.x} y2={outer.y} />;
      })}
      {Array.from({ length: 12 }, (_, index) => {
        const number = index + 1;
        const point = clockPoint(number * 30, 70);
        return (
          <text key={number} className="art-text art-clock-number" x={point.x} y={point.y} textAnchor="middle" dominantBaseline="central">
            {number}
          </text>
        );
      })}
      <line className="art-hand art-hand-hour" x1={CLOCK_CENTRE} y1={CLOCK_CENTRE} x2={hourEnd.x} y2={hourEnd.y} data-angle={hourHand} />
      <line className="art-hand art-hand-minute" x1={CLOCK_CENTRE} y1={CLOCK_CENTRE} x2={minuteEnd.x} y2={minuteEnd.y} data-angle={minuteHand} />
      <circle className="art-ink" cx={CLOCK_CENTRE} cy={CLOCK_CENTRE} r={4} />
    </ArtFrame>
  );
}

// ---------------------------------------------------------------------------
// Bar graph

type BarGraph = Extract<QuestionArt, { kind: 'bar-graph' }>;

const NICE_STEPS = [1, 2, 5];

/** The smallest 1-2-5 step that cuts `max` into at most `count` steps. */
function niceStep(max: number, count: number): number {
  for (let power = 1; ; power *= 10) {
    for (const step of NICE_STEPS) if (max / (step * power) <= count) return step * power;
    if (power > 1e12) return power;
  }
}

/** The value axis: its top, the labelled step and the grid step. */
export function barGraphScale(values: readonly number[]): { top: number; labelStep: number; gridStep: number } {
  const max = Math.max(1, ...values.map((value) => finiteOr(value, 0)));
  const labelStep = niceStep(max, 10);
  const top = Math.ceil(max / labelStep) * labelStep;
  const gridStep = niceStep(top, 20);
  return { top, labelStep, gridStep: labelStep % gridStep === 0 ? gridStep : labelStep };
}

function barGraphLabel(t: TFunction, art: BarGraph): string {
  return t('question.art.barGraph', { title: art.title, unit: art.unit, bars: art.bars.map((bar) => bar.label).join(', ') });
}

function BarGraphArt({ art, label }: { art: BarGraph; label: string }) {
  const width = 360;
  const plot = { left: 44, top: 40, right: width - 10, bottom: 180 };
  const plotHeight = plot.bottom - plot.top;
  const { top, labelStep, gridStep } = barGraphScale(art.bars.map((bar) => bar.value));
  const y = (value: number) => at(plot.bottom - (Math.max(0, Math.min(top, finiteOr(value, 0))) / top) * plotHeight);
  const slot = (plot.right - plot.left) / Math.max(1, art.bars.length);
  const grid = Array.from({ length: Math.round(top / gridStep) + 1 }, (_, index) => index * gridStep);
  return (
    <ArtFrame kind="bar-graph" label={label} viewBox={`0 0 ${width} 210`}>
      <text className="art-text art-title" x={width / 2} y={16} textAnchor="middle">
        {art.title}
      </text>
      <text className="art-text art-small" x={plot.left} y={32} textAnchor="middle">
        {art.unit}
      </text>
      {grid.map((value) => (
        <line key={`grid-${value}`} className={value % labelStep === 0 ? 'art-grid art-grid-major' : 'art-grid'} x1={plot.left} x2={plot.right} y1={y(value)} y2={y(value)} />
      ))}
      {grid
        .filter((value) => value % labelStep === 0)
        .map((value) => (
          <text key={`label-${value}`} className="art-text art-small" x={plot.left - 6} y={y(value)} textAnchor="end" dominantBaseline="central">
            {formatNumber(value)}
          </text>
        ))}
      {art.bars.map((bar, index) => {
        const x = at(plot.left + slot * index + slot * 0.2);
        const barTop = y(bar.value);
        return (
          <g key={`${index}-${bar.label}`}>
            <rect className="art-bar" x={x} y={barTop} width={at(slot * 0.6)} height={at(plot.bottom - barTop)} />
            <text className="art-text art-small" x={at(plot.left + slot * (index + 0.5))} y={plot.bottom + 16} textAnchor="middle">
              {bar.label}
            </text>
          </g>
        );
      })}
      <line className="art-axis" x1={plot.left} x2={plot.left} y1={plot.top - 4} y2={plot.bottom} />
      <line className="art-axis" x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} />
    </ArtFrame>
  );
}

// ---------------------------------------------------------------------------
// Shapes

type Shape = Extract<QuestionArt, { kind: 'shape' }>;
type SideName = 'width' | 'height' | 'side' | 'base' | 'hypotenuse';

/** The labelled sides of a shape, in the order of its `sides` (and `labels`): what each is called and its text ('' hides it). */
export function shapeSides(art: Shape): { name: SideName; text: string }[] {
  const names: SideName[] = art.shape === 'rectangle' ? ['width', 'height'] : art.shape === 'square' ? ['side'] : ['base', 'height', 'hypotenuse'];
  return names.map((name, index) => {
    const given = art.labels?.[index];
    const side = art.sides[index];
    const text = given !== undefined ? given.trim() : side !== undefined && Number.isFinite(side) ? `${formatNumber(side)} ${art.unit}`.trim() : '';
    return { name, text };
  });
}

function shapeLabel(t: TFunction, art: Shape): string {
  const shape = t(`question.art.shape.${art.shape}`);
  const sides = shapeSides(art)
    .filter((side) => side.text !== '')
    .map((side) => t(`question.art.side.${side.name}`, { value: side.text === '?' ? t('question.art.unknown') : side.text }));
  return sides.length === 0 ? shape : t('question.art.shapeWithSides', { shape, sides: sides.join(', ') });
}

/** Drawn width and height: proportional, but never thinner than a quarter of the other. */
function drawnSize(width: number, height: number, box: { width: number; height: number }): { width: number; height: number } {
  const w = Math.max(finiteOr(width, 1), 1e-6);
  const h = Math.max(finiteOr(height, 1), 1e-6);
  const ratio = Math.min(4, Math.max(0.25, w / h));
  const scale = Math.min(box.width / ratio, box.height);
  return { width: at(ratio * scale), height: at(scale) };
}

function ShapeArt({ art, label }: { art: Shape; label: string }) {
  const [first, second] = shapeSides(art);
  const viewWidth = 280;
  const viewHeight = 200;
  if (art.shape === 'triangle') {
    const [, heightSide, hypotenuse] = shapeSides(art);
    const size = drawnSize(finiteOr(art.sides[0], 1), finiteOr(art.sides[1], 1), { width: 170, height: 130 });
    const left = at((viewWidth - size.width) / 2);
    const top = at((viewHeight - size.height) / 2 - 6);
    const bottom = at(top + size.height);
    const right = at(left + size.width);
    const marker = Math.min(12, size.width / 4, size.height / 4);
    return (
      <ArtFrame kind="shape" label={label} viewBox={`0 0 ${viewWidth} ${viewHeight}`}>
        <polygon className="art-shape" points={`${left},${bottom} ${right},${bottom} ${left},${top}`} />
        <polyline className="art-line" points={`${left},${at(bottom - marker)} ${at(left + marker)},${at(bottom - marker)} ${at(left + marker)},${bottom}`} />
        <SideText text={first?.text} x={at((left + right) / 2)} y={bottom + 18} anchor="middle" />
        <SideText text={heightSide?.text} x={left - 8} y={at((top + bottom) / 2)} anchor="end" />
        <SideText text={hypotenuse?.text} x={at((left + right) / 2 + 8)} y={at((top + bottom) / 2 - 8)} anchor="start" />
      </ArtFrame>
    );
  }
  const sideWidth = finiteOr(art.sides[0], 1);
  const sideHeight = art.shape === 'square' ? sideWidth : finiteOr(art.sides[1], 1);
  const size = drawnSize(sideWidth, sideHeight, { width: 170, height: 130 });
  const left = at((viewWidth - size.width) / 2 - 10);
  const top = at((viewHeight - size.height) / 2 - 6);
  const heightText = art.shape === 'square' ? first?.text : second?.text;
  return (
    <ArtFrame kind="shape" label={label} viewBox={`0 0 ${viewWidth} ${viewHeight}`}>
      <rect className="art-shape" x={left} y={top} width={size.width} height={size.height} />
      <SideText text={first?.text} x={at(left + size.width / 2)} y={at(top + size.height + 18)} anchor="middle" />
      <SideText text={heightText} x={at(left + size.width + 8)} y={at(top + size.height / 2)} anchor="start" />
    </ArtFrame>
  );
}

function SideText({ text, x, y, anchor }: { text: string | undefined; x: number; y: number; anchor: 'start' | 'middle' | 'end' }) {
  if (text === undefined || text === '') return null;
  return (
    <text className="art-text" x={x} y={y} textAnchor={anchor} dominantBaseline="central">
      {text}
    </text>
  );
}

// ---------------------------------------------------------------------------
// Angle

/** The angle's second ray's end and its arc, from a horizontal ray to the right, counterclockwise. */
export function anglePaths(degrees: number): { rayEnd: { x: number; y: number }; arc: string; right: boolean } {
  const d = Math.min(359.9, Math.max(0.1, finiteOr(degrees, 0)));
  const vertex = { x: 140, y: 110 };
  const point = (radius: number) => ({ x: at(vertex.x + radius * Math.cos(toRadians(d))), y: at(vertex.y - radius * Math.sin(toRadians(d))) });
  const radius = 26;
  const end = point(radius);
  const right = Math.round(d) === 90;
  const arc = right
    ? `M ${vertex.x + 16} ${vertex.y} L ${vertex.x + 16} ${vertex.y - 16} L ${vertex.x} ${vertex.y - 16}`
    : `M ${vertex.x + radius} ${vertex.y} A ${radius} ${radius} 0 ${d > 180 ? 1 : 0} 0 ${end.x} ${end.y}`;
  return { rayEnd: point(100), arc, right };
}

function AngleArt({ degrees, label }: { degrees: number; label: string }) {
  const { rayEnd, arc } = anglePaths(degrees);
  return (
    <ArtFrame kind="angle" label={label} viewBox="0 0 280 220">
      <path className="art-arc" d={arc} />
      <line className="art-ray" x1={140} y1={110} x2={240} y2={110} />
      <line className="art-ray" x1={140} y1={110} x2={rayEnd.x} y2={rayEnd.y} />
      <circle className="art-ink" cx={140} cy={110} r={3.5} />
    </ArtFrame>
  );
}

// ---------------------------------------------------------------------------
// Fraction bar

export function fractionBarCounts(art: { parts: number; shaded: number }): { parts: number; shaded: number } {
  const parts = Math.max(1, Math.round(finiteOr(art.parts, 1)));
  return { parts, shaded: Math.min(parts, Math.max(0, Math.round(finiteOr(art.shaded, 0)))) };
}

function FractionBarArt({ parts, shaded, label }: { parts: number; shaded: number; label: string }) {
  const left = 10;
  const width = 300;
  const part = width / parts;
  return (
    <ArtFrame kind="fraction-bar" label={label} viewBox="0 0 320 60">
      {Array.from({ length: parts }, (_, index) => (
        <rect
          key={index}
          className={index < shaded ? 'art-part art-part-shaded' : 'art-part'}
          x={at(left + part * index)}
          y={10}
          width={at(part)}
          height={40}
          data-shaded={index < shaded ? 'true' : undefined}
        />
      ))}
    </ArtFrame>
  );
}
