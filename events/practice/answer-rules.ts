import type { AnswerRule } from './generated-question';

// Judging a response against a question's AnswerRule. Never throws: anything
// that is not a recognisable answer is simply wrong.
//
// Numbers: '0.5' = '.5' = '0.50' = '1/2'; '1,000' = '1000'; '−3' (minus sign) =
// '-3'; an optional '$' before and one unit after ('cm', 'square m', '°', '%',
// '¢', 'minutes' …, see UNIT) are ignored.
// Fractions: any equal value ('2/4', '0.5', '1 1/2') unless the simplest form is
// asked for; then only a reduced fraction, a mixed number with a reduced proper
// part, or a whole number.

/** Longer than any number or fraction a student types: not parsed. */
const MAX_RESPONSE_LENGTH = 60;

type Form = 'integer' | 'decimal' | 'fraction' | 'mixed';
interface Rational {
  numerator: bigint;
  denominator: bigint;
  form: Form;
  /** The fraction as written (for the simplest-form check): mixed numbers keep their proper part. */
  written: { numerator: bigint; denominator: bigint };
}

function normalize(response: string): string {
  return response.trim().replace(/[\u2212\u2012\u2013\u2014\uFE63\uFF0D]/g, '-').replace(/\s+/g, ' ');
}

const INTEGER_OR_DECIMAL = /^([+-]?)(\d+)?(?:\.(\d*))?$/;
const GROUPED = /^([+-]?)(\d{1,3}(?:,\d{3})+)(\.\d*)?$/;
const FRACTION = /^([+-]?)(\d+) ?\/ ?(\d+)$/;
const MIXED = /^([+-]?)(\d+) (\d+) ?\/ ?(\d+)$/;

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** The exact value of a response written as an integer, a decimal, a fraction or a mixed number; null otherwise. */
function parseRational(text: string): Rational | null {
  const grouped = GROUPED.exec(text);
  const plain = grouped ? `${grouped[1]}${grouped[2]!.replace(/,/g, '')}${grouped[3] ?? ''}` : text;
  const decimal = INTEGER_OR_DECIMAL.exec(plain);
  if (decimal) {
    const [, sign, whole = '', fraction] = decimal;
    if (whole === '' && (fraction === undefined || fraction === '')) return null;
    const digits = fraction ?? '';
    const denominator = 10n ** BigInt(digits.length);
    const magnitude = BigInt(whole || '0') * denominator + BigInt(digits || '0');
    const numerator = sign === '-' ? -magnitude : magnitude;
    return { numerator, denominator, form: digits === '' ? 'integer' : 'decimal', written: { numerator, denominator } };
  }
  const fraction = FRACTION.exec(text);
  if (fraction) {
    const [, sign, top, bottom] = fraction;
    const denominator = BigInt(bottom!);
    if (denominator === 0n) return null;
    const numerator = (sign === '-' ? -1n : 1n) * BigInt(top!);
    return { numerator, denominator, form: 'fraction', written: { numerator, denominator } };
  }
  const mixed = MIXED.exec(text);
  if (mixed) {
    const [, sign, wholeText, top, bottom] = mixed;
    const whole = BigInt(wholeText!);
    const part = BigInt(top!);
    const denominator = BigInt(bottom!);
    if (denominator === 0n || part >= denominator || part === 0n) return null;
    const magnitude = whole * denominator + part;
    return { numerator: sign === '-' ? -magnitude : magnitude, denominator, form: 'mixed', written: { numerator: part, denominator } };
  }
  return null;
}

/** A unit after a number: '30 m', '15 square cm', '12 cm²', '45°', '20%', '63¢', '35 minutes'. */
const UNIT =
  /(?: ?(?:(?:square|sq\.?|cubic) )?(?:mm|cm|m|km|g|kg|ml|l|in|ft|yd|mi|units?|cents?|dollars?|degrees?|minutes?|mins?|hours?|hrs?|h|seconds?|s|km\/h|km per hour|mph)(?:²|³|\^2|\^3)?| ?°[cf]?| ?%| ?¢)$/i;

function stripUnits(text: string): string {
  const signFirst = /^([+-]?) ?\$ ?(.*)$/.exec(text);
  const withoutCurrency = signFirst ? `${signFirst[1]}${signFirst[2]}` : text;
  return withoutCurrency.replace(UNIT, '');
}

function isSimplest(value: Rational): boolean {
  switch (value.form) {
    case 'integer':
      return true;
    case 'decimal':
      return false;
    case 'fraction':
      return value.denominator !== 1n && gcd(value.numerator, value.denominator) === 1n;
    case 'mixed':
      return gcd(value.written.numerator, value.written.denominator) === 1n;
  }
}

export function isCorrectResponse(rule: AnswerRule, response: string): boolean {
  if (typeof response !== 'string') return false;
  if (rule.kind === 'choice') return response.trim() !== '' && response.trim() === rule.correct;
  if (response.length > MAX_RESPONSE_LENGTH) return false;
  const text = normalize(response);
  switch (rule.kind) {
    case 'number': {
      const value = parseRational(stripUnits(text));
      if (!value) return false;
      const given = Number(value.numerator) / Number(value.denominator);
      const tolerance = (rule.tolerance ?? 0) + 1e-9 * Math.max(1, Math.abs(rule.value));
      return Number.isFinite(given) && Math.abs(given - rule.value) <= tolerance;
    }
    case 'fraction': {
      const value = parseRational(text);
      if (!value || !Number.isSafeInteger(rule.numerator) || !Number.isSafeInteger(rule.denominator)) return false;
      const equal = value.numerator * BigInt(rule.denominator) === BigInt(rule.numerator) * value.denominator;
      return equal && (!rule.simplestFormRequired || isSimplest(value));
    }
  }
}
