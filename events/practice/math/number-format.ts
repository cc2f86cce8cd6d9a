// How numbers are written in prompts, answers and explanations: thousands
// separated by commas, a true minus sign, no float noise (0.1 + 0.2 is 0.3).

export const MINUS = '\u2212';

/** Rounds away float noise: at most `places` decimals. */
export function round(value: number, places = 6): number {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
}

/** 1234.5 → '1,234.5'; −3 → '−3'; 0.30000000000000004 → '0.3'. Four-digit whole numbers get a comma too. */
export function formatNumber(value: number, places = 6): string {
  const rounded = round(value, places);
  const negative = rounded < 0;
  const fixed = Math.abs(rounded).toFixed(places);
  const [whole = '0', decimals] = (fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? MINUS : ''}${grouped}${decimals ? `.${decimals}` : ''}`;
}

/** A number in an expression: negative numbers in brackets, '(−3)'. */
export function term(value: number): string {
  return value < 0 ? `(${formatNumber(value)})` : formatNumber(value);
}

/** Dollars with cents: 5.5 → '$5.50'; whole dollars stay whole when `wholeAsInteger` (estimates). */
export function formatMoney(dollars: number, wholeAsInteger = false): string {
  const cents = Math.round(dollars * 100);
  const sign = cents < 0 ? MINUS : '';
  const absolute = Math.abs(cents);
  if (wholeAsInteger && absolute % 100 === 0) return `${sign}$${formatNumber(absolute / 100)}`;
  const whole = formatNumber(Math.floor(absolute / 100));
  return `${sign}$${whole}.${String(absolute % 100).padStart(2, '0')}`;
}

/** The greatest common divisor of two finite numbers; anything else (NaN, ±Infinity) is a bug upstream,
 * thrown, where the loop below would never end (`NaN !== 0` stays true). */
export function gcd(a: number, b: number): number {
  if (!Number.isFinite(a) || !Number.isFinite(b)) throw new RangeError(`gcd of ${a} and ${b}: both must be finite numbers`);
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

export function lcm(a: number, b: number): number {
  return (Math.abs(a) / gcd(a, b)) * Math.abs(b);
}

/** '3/4'; a whole value as a whole number ('2'); negative as '−3/4'. */
export function formatFraction(numerator: number, denominator: number): string {
  if (denominator === 1) return formatNumber(numerator);
  const sign = numerator * denominator < 0 ? MINUS : '';
  return `${sign}${Math.abs(numerator)}/${Math.abs(denominator)}`;
}

/** 7/4 → '1 3/4'; proper fractions and whole values as formatFraction writes them. */
export function formatMixed(numerator: number, denominator: number): string {
  const whole = Math.trunc(numerator / denominator);
  const part = Math.abs(numerator % denominator);
  if (whole === 0 || part === 0) return formatFraction(numerator, denominator);
  return `${formatNumber(whole)} ${part}/${Math.abs(denominator)}`;
}

/** The English ordinal: 1st, 2nd, 3rd, 11th, 22nd. */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
}

/** 1 apple, 3 apples (regular plurals plus the few irregular words the generators use). */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${formatNumber(count)} ${count === 1 ? singular : pluralForm}`;
}
