import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No component carries a literal colour: every stylesheet under web/ (but
 * tokens.css) and every style prop or SVG paint attribute of a web/ component
 * takes its colours from the design tokens (`var(--color-…)`), and every token
 * a stylesheet or component uses is declared in tokens.css.
 */

const WEB = new URL('../../', import.meta.url).pathname;
const TOKENS_FILE = join(WEB, 'shared/design-tokens/tokens.css');

function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'dist' || entry.name === 'node_modules' ? [] : filesUnder(path, keep);
    return keep(path) ? [path] : [];
  });
}

/** CSS named colours (CSS Color 4), without the keywords that are no colour of their own (transparent, currentColor). */
const NAMED_COLOURS = `aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood
cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey
darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey
darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite
gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon
lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue
lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid
mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin
navajowhite navy oldlace olive olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff
peru pink plum powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver
skyblue slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow
yellowgreen`.split(/\s+/);

const NAMED = new RegExp(`(?<![\\w-])(${NAMED_COLOURS.join('|')})(?![\\w-])`, 'i');
const HEX = /#[0-9a-f]{3,8}(?![\w-])/i;
const COLOUR_FUNCTION = /(?<![\w-])(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/i;
/** Custom property names and references: `--color-white` or `var(--x, …)` names no colour itself. */
const CUSTOM_PROPERTY = /--[\w-]+/g;

/** The literal colour in a CSS value, or null. */
function literalColourIn(value: string): string | null {
  const bare = value.replace(CUSTOM_PROPERTY, '');
  for (const pattern of [HEX, COLOUR_FUNCTION, NAMED]) {
    const found = pattern.exec(bare);
    if (found) return found[0];
  }
  return null;
}

const stripComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

/** `property: value` of every declaration block of a stylesheet. */
function declarations(css: string): Array<{ property: string; value: string }> {
  return [...stripComments(css).matchAll(/\{([^{}]*)\}/g)].flatMap(([, block]) =>
    block!
      .split(';')
      .map((declaration) => /^\s*([\w-]+)\s*:([\s\S]*)$/.exec(declaration))
      .filter((match) => match !== null)
      .map((match) => ({ property: match[1]!, value: match[2]!.trim() })),
  );
}

/** The literal colours of a stylesheet, as `property: value`. */
function literalColoursInCss(css: string): string[] {
  return declarations(css)
    .filter(({ value }) => literalColourIn(value) !== null)
    .map(({ property, value }) => `${property}: ${value}`);
}

/** The literal colours of a component's style props (`style={{ … }}`) and SVG paint attributes. */
function literalColoursInTsx(source: string): string[] {
  const found: string[] = [];
  for (const [, body] of source.matchAll(/style=\{\{([\s\S]*?)\}\}/g)) {
    for (const [literal] of body!.matchAll(/'[^']*'|"[^"]*"|`[^`]*`/g)) {
      if (literalColourIn(literal!.slice(1, -1)) !== null) found.push(`style: ${literal}`);
    }
  }
  for (const [, attribute, value] of source.matchAll(/\b(fill|stroke|stopColor|floodColor|lightingColor|color)=["'{]+([^"'}]+)["'}]/g)) {
    if (literalColourIn(value!) !== null) found.push(`${attribute}: ${value}`);
  }
  return found;
}

describe('the literal-colour check itself', () => {
  it('finds hex, functional and named colours', () => {
    expect(literalColoursInCss('.a { color: #fff; } .b { background: rgba(0, 0, 0, 0.5); } .c { border: 1px solid Red; }')).toEqual([
      'color: #fff',
      'background: rgba(0, 0, 0, 0.5)',
      'border: 1px solid Red',
    ]);
    expect(literalColoursInCss('@media (min-width: 10px) { .a { box-shadow: 0 1px 2px hsl(0 0% 0% / 20%); } }')).toEqual(['box-shadow: 0 1px 2px hsl(0 0% 0% / 20%)']);
    expect(literalColoursInTsx(`<p style={{ color: '#1f6feb', margin: 0 }} /><path fill="black" /><svg stroke={'rgb(1 2 3)'} />`)).toEqual([
      "style: '#1f6feb'",
      'fill: black',
      'stroke: rgb(1 2 3)',
    ]);
  });

  it('lets tokens, keywords and look-alikes through', () => {
    const css = `.a { color: var(--color-white, var(--color-text)); white-space: nowrap; background: transparent; border-color: currentColor;
      grid-area: tan-area; animation: spin 1s; font-family: system-ui; } /* color: red */ a:hover { color: inherit; }`;
    expect(literalColoursInCss(css)).toEqual([]);
    expect(literalColoursInTsx('<path fill="currentColor" stroke="none" /><div style={{ left: `${x}px` }} />')).toEqual([]);
  });
});

describe('web/ components', () => {
  const stylesheets = filesUnder(WEB, (path) => path.endsWith('.css') && path !== TOKENS_FILE);
  const components = filesUnder(WEB, (path) => path.endsWith('.tsx') && !path.endsWith('.test.tsx'));

  it('carry no literal colour: every stylesheet but tokens.css, every style prop and SVG paint', () => {
    expect(stylesheets.length).toBeGreaterThan(5);
    const found = [
      ...stylesheets.flatMap((path) => literalColoursInCss(readFileSync(path, 'utf8')).map((what) => `${relative(WEB, path)}: ${what}`)),
      ...components.flatMap((path) => literalColoursInTsx(readFileSync(path, 'utf8')).map((what) => `${relative(WEB, path)}: ${what}`)),
    ];
    expect(found).toEqual([]);
  });

  it('use only tokens that tokens.css declares', () => {
    const declared = new Set([...stripComments(readFileSync(TOKENS_FILE, 'utf8')).matchAll(/(--[\w-]+)\s*:/g)].map(([, name]) => name!));
    const unknown = [...stylesheets, ...components].flatMap((path) => {
      const source = readFileSync(path, 'utf8');
      const local = new Set([...source.matchAll(/(--[\w-]+)\s*:/g)].map(([, name]) => name!));
      return [...source.matchAll(/var\((--[\w-]+)/g)]
        .map(([, name]) => name!)
        .filter((name) => !declared.has(name) && !local.has(name))
        .map((name) => `${relative(WEB, path)}: ${name}`);
    });
    expect(unknown).toEqual([]);
  });
});
