/**
 * WCAG 2.1 contrast: relative luminance of an sRGB colour and the contrast
 * ratio of two (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio).
 */

/** `#rgb` or `#rrggbb` to its red, green and blue channels (0–255); null for anything else. */
export function parseHexColour(value: string): [number, number, number] | null {
  const hex = value.trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(hex);
  if (short) return [short[1]!, short[2]!, short[3]!].map((digit) => Number.parseInt(digit + digit, 16)) as [number, number, number];
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(hex);
  if (long) return [long[1]!, long[2]!, long[3]!].map((pair) => Number.parseInt(pair, 16)) as [number, number, number];
  return null;
}

/** Relative luminance (0 black … 1 white) of `#rgb` / `#rrggbb`. */
export function relativeLuminance(colour: string): number {
  const channels = parseHexColour(colour);
  if (channels === null) throw new Error(`not an opaque hex colour: ${colour}`);
  const [r, g, b] = channels.map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two opaque colours, 1 … 21, whichever is lighter. */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}
