import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHexColour } from './colour-contrast';
import { COLOUR_PAIRS, DECORATIVE_COLOUR_TOKENS, MINIMUM_CONTRAST, type ColourToken } from './colour-pairs';

/** The custom properties of tokens.css's first `:root` block (the light palette), as written. */
function readTokens(css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8')): Map<string, string> {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const root = /:root\s*\{([^}]*)\}/.exec(withoutComments);
  if (!root) throw new Error('tokens.css has no :root block');
  const tokens = new Map<string, string>();
  for (const [, name, value] of root[1]!.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) tokens.set(name!, value!.trim());
  return tokens;
}

/** A token's value with `var(--other)` followed to the end. */
function resolve(tokens: Map<string, string>, name: string, seen: string[] = []): string {
  const value = tokens.get(name);
  if (value === undefined) throw new Error(`tokens.css has no ${name}`);
  const reference = /^var\((--[\w-]+)\)$/.exec(value);
  if (!reference) return value;
  if (seen.includes(name)) throw new Error(`tokens.css: ${[...seen, name].join(' → ')} is a cycle`);
  return resolve(tokens, reference[1]!, [...seen, name]);
}

const tokens = readTokens();
const colourTokens = [...tokens.keys()].filter((name): name is ColourToken => name.startsWith('--color-'));

describe('the WCAG contrast ratio', () => {
  it('is 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1f2a37', '#1f2a37')).toBe(1);
  });

  it('finds the old link colour #1f6feb on the page #f7f8fa at 4.36:1, short of 4.5:1', () => {
    expect(contrastRatio('#1f6feb', '#f7f8fa')).toBeCloseTo(4.36, 2);
  });
});

describe('the colour pairs of tokens.css', () => {
  it('every colour token is an opaque hex colour (a scrim may be translucent)', () => {
    for (const name of colourTokens) {
      if (name.startsWith('--color-scrim')) continue;
      expect(parseHexColour(resolve(tokens, name)), `${name}: ${tokens.get(name)}`).not.toBeNull();
    }
  });

  it.each(COLOUR_PAIRS.map((pair) => [`${pair.foreground} on ${pair.background} (${pair.use}: ${pair.where})`, pair] as const))(
    '%s meets its minimum contrast',
    (_, pair) => {
      const ratio = contrastRatio(resolve(tokens, pair.foreground), resolve(tokens, pair.background));
      expect(ratio, `${resolve(tokens, pair.foreground)} on ${resolve(tokens, pair.background)}`).toBeGreaterThanOrEqual(MINIMUM_CONTRAST[pair.use]);
    },
  );

  it('names only tokens that exist, and every colour token is in a pair or said to be decorative', () => {
    const paired = new Set(COLOUR_PAIRS.flatMap((pair) => [pair.foreground, pair.background]));
    for (const name of paired) expect(tokens.has(name), `${name} is not in tokens.css`).toBe(true);
    for (const name of Object.keys(DECORATIVE_COLOUR_TOKENS)) expect(tokens.has(name), `${name} is not in tokens.css`).toBe(true);
    const unaccounted = colourTokens.filter((name) => !paired.has(name) && !(name in DECORATIVE_COLOUR_TOKENS));
    expect(unaccounted).toEqual([]);
  });
});
