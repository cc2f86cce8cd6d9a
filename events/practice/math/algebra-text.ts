import { formatNumber as f, MINUS } from './number-format';

// Writing algebra as a student reads it: 3x + 4, x − 2, −x, x² + 5x + 6.

/** One term with its sign for the middle of an expression: ' + 3x', ' − x'. */
function signed(coefficient: number, variable: string): string {
  if (coefficient === 0) return '';
  const size = Math.abs(coefficient);
  const body = variable && size === 1 ? variable : `${f(size)}${variable}`;
  return ` ${coefficient < 0 ? MINUS : '+'} ${body}`;
}

/** A polynomial from its terms, highest first: [[3, 'x'], [4, '']] → '3x + 4'. */
export function polynomial(terms: readonly (readonly [number, string])[]): string {
  const text = terms.map(([c, v]) => signed(c, v)).join('').trim();
  if (text === '') return '0';
  if (text.startsWith('+ ')) return text.slice(2);
  if (text.startsWith(`${MINUS} `)) return `${MINUS}${text.slice(2)}`;
  return text;
}

/** ax + b. */
export function linear(a: number, b: number, variable = 'x'): string {
  return polynomial([
    [a, variable],
    [b, ''],
  ]);
}
