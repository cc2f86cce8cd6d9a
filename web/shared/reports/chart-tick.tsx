// A chart's category labels that stay on any screen (issue 34: on a phone Recharts
// dropped the labels that did not fit — "1 of 4 bars named", "Cedar Creek" gone).
// Every category keeps its label: wrapped onto up to three lines where its slot
// is wide enough, else turned to a slant; a label still too long is shortened
// with "…" (the full text is the label's SVG title, the tooltip's and the
// chart's table's).

/** Roughly how wide a character of the tick font (12 px) is. */
const CHARACTER_WIDTH = 6.5;
/** A slot narrower than this turns its label (a slant) instead of wrapping it. */
export const WRAP_MIN_SLOT = 56;
const MAX_LINES = 3;
/** A slanted label keeps at most this many characters. */
const SLANT_MAX_CHARACTERS = 16;
/** The axis height the labels are drawn in (three lines, or a slanted label). */
export const CATEGORY_AXIS_HEIGHT = 64;

/** A text shortened to `max` characters, ending in "…" when it was cut. */
export function abbreviate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, Math.max(1, max - 1)).trimEnd()}…`;
}

/** A label wrapped at spaces into lines of at most `width` characters, at most `maxLines` of them (the last shortened when the text does not fit). */
export function tickLines(label: string, width: number, maxLines = MAX_LINES): string[] {
  const words = label.split(/\s+/).filter((word) => word !== '');
  const lines: string[] = [];
  let index = 0;
  while (index < words.length && lines.length < maxLines) {
    let line = words[index]!;
    index += 1;
    while (index < words.length && `${line} ${words[index]}`.length <= width) {
      line = `${line} ${words[index]}`;
      index += 1;
    }
    lines.push(line);
  }
  if (lines.length === 0) return [''];
  const rest = words.slice(index).join(' ');
  const last = lines.length - 1;
  lines[last] = abbreviate(rest === '' ? lines[last]! : `${lines[last]} ${rest}`, width);
  return lines.map((line) => abbreviate(line, width));
}

export interface CategoryTickProps {
  x?: number;
  y?: number;
  payload?: { value?: unknown };
  /** The axis's width and how many ticks share it (Recharts gives both). */
  width?: number;
  visibleTicksCount?: number;
}

/** One category's label under its bar: wrapped, or slanted when the slot is narrow; never left out. */
export function CategoryTick({ x = 0, y = 0, payload, width = 0, visibleTicksCount = 1 }: CategoryTickProps) {
  const label = String(payload?.value ?? '');
  const slot = width / Math.max(1, visibleTicksCount);
  if (slot >= WRAP_MIN_SLOT) {
    const lines = tickLines(label, Math.max(4, Math.floor(slot / CHARACTER_WIDTH)));
    return (
      <g transform={`translate(${x},${y})`} data-testid="chart-tick">
        <text x={0} y={0} textAnchor="middle" fill="var(--color-text-muted)" fontSize={12}>
          <title>{label}</title>
          {lines.map((line, index) => (
            <tspan key={index} x={0} dy={index === 0 ? '0.9em' : '1.1em'}>
              {line}
            </tspan>
          ))}
        </text>
      </g>
    );
  }
  return (
    <g transform={`translate(${x},${y})`} data-testid="chart-tick">
      <text x={0} y={0} dy="0.7em" textAnchor="end" transform="rotate(-40)" fill="var(--color-text-muted)" fontSize={12}>
        <title>{label}</title>
        {abbreviate(label, SLANT_MAX_CHARACTERS)}
      </text>
    </g>
  );
}
