import { describe, expect, it } from 'vitest';
import type { AssessmentBannerModel } from '../../../events/assessment-windows';
import { assessmentBannerText, monthAndDay } from './assessment-banner-text';

// Spec §4 "Assessment banner text" as a table: every math type (and none) × every
// ELA type (and none) × in progress or not for each. The expected text is written
// out here from the rules, independently of the code: an in-progress screener wins
// (both subjects' → one message naming both); both subjects due → the combined
// message; otherwise the one subject's message by kind, with its due date.

const MATH_DUE = '2026-09-30';
const ELA_DUE = '2026-10-07';
const mathTypes = [null, 'MATH_SCREENER', 'MATH_BENCHMARK', 'MATH_SNAPSHOT', 'MATH_DIAGNOSTIC'] as const;
const elaTypes = [null, 'ELA_FOUNDATIONS_SCREENER', 'ELA_COMPREHENSION_SCREENER', 'ELA_BENCHMARK', 'ELA_READING_BENCHMARK', 'ELA_WRITING_BENCHMARK', 'ELA_SNAPSHOT', 'ELA_PORTFOLIO'] as const;

const englishNames: Record<string, string> = {
  MATH_SCREENER: 'math screener',
  MATH_BENCHMARK: 'math benchmark',
  MATH_SNAPSHOT: 'math snapshot',
  MATH_DIAGNOSTIC: 'math assessment',
  ELA_FOUNDATIONS_SCREENER: 'ELA foundations screener',
  ELA_COMPREHENSION_SCREENER: 'ELA comprehension screener',
  ELA_BENCHMARK: 'ELA benchmark',
  ELA_READING_BENCHMARK: 'ELA reading benchmark',
  ELA_WRITING_BENCHMARK: 'ELA writing benchmark',
  ELA_SNAPSHOT: 'ELA snapshot',
  ELA_PORTFOLIO: 'ELA assessment',
};
const kindOf = (type: string) => (type.endsWith('_SCREENER') ? 'screener' : type.endsWith('_BENCHMARK') ? 'benchmark' : type.endsWith('_SNAPSHOT') ? 'snapshot' : 'other');
const singleText: Record<string, [inProgress: string, due: string]> = {
  screener: ['Screening is under way: the {name} is due {date}.', 'Screening is coming up: the {name} is due {date}.'],
  benchmark: ['The benchmark window is open: the {name} is due {date}.', 'A benchmark is coming up: the {name} is due {date}.'],
  snapshot: ['A snapshot is under way: the {name} is due {date}.', 'A snapshot is coming up: the {name} is due {date}.'],
  other: ['An assessment is under way: the {name} is due {date}.', 'An assessment is coming up: the {name} is due {date}.'],
};
const dates: Record<string, string> = { [MATH_DUE]: 'September 30', [ELA_DUE]: 'October 7' };

interface Side {
  type: string;
  due: string;
  inProgress: boolean;
}
const single = (side: Side) => singleText[kindOf(side.type)]![side.inProgress ? 0 : 1]!.replace('{name}', englishNames[side.type]!).replace('{date}', dates[side.due]!);
const bothNamed = (template: string, math: Side, ela: Side) =>
  template
    .replace('{mathName}', englishNames[math.type]!)
    .replace('{mathDate}', dates[math.due]!)
    .replace('{elaName}', englishNames[ela.type]!)
    .replace('{elaDate}', dates[ela.due]!);

function expected(math: Side | null, ela: Side | null): { headline: string; choice: string } | null {
  const screenerInProgress = (side: Side | null) => side !== null && side.inProgress && kindOf(side.type) === 'screener';
  if (screenerInProgress(math) && screenerInProgress(ela)) {
    return { headline: bothNamed('Screening is under way in math and ELA: the {mathName} is due {mathDate}, the {elaName} {elaDate}.', math!, ela!), choice: 'screeners_in_progress' };
  }
  if (screenerInProgress(math)) return { headline: single(math!), choice: 'single_screener' };
  if (screenerInProgress(ela)) return { headline: single(ela!), choice: 'single_screener' };
  if (math && ela) {
    const template = math.inProgress || ela.inProgress ? 'Math and ELA assessments are under way: the {mathName} is due {mathDate}, the {elaName} {elaDate}.' : 'Math and ELA assessments are coming up: the {mathName} is due {mathDate}, the {elaName} {elaDate}.';
    return { headline: bothNamed(template, math, ela), choice: 'combined' };
  }
  const only = math ?? ela;
  return only ? { headline: single(only), choice: `single_${kindOf(only.type)}` } : null;
}

const rows: [string, AssessmentBannerModel, ReturnType<typeof expected>][] = [];
for (const mathType of mathTypes) {
  for (const elaType of elaTypes) {
    for (const mathInProgress of mathType === null ? [false] : [false, true]) {
      for (const elaInProgress of elaType === null ? [false] : [false, true]) {
        const model: AssessmentBannerModel = {
          mathAssessmentType: mathType,
          mathDueDate: mathType === null ? null : MATH_DUE,
          mathInProgress,
          elaAssessmentType: elaType,
          elaDueDate: elaType === null ? null : ELA_DUE,
          elaInProgress,
        };
        const math = mathType === null ? null : { type: mathType, due: MATH_DUE, inProgress: mathInProgress };
        const ela = elaType === null ? null : { type: elaType, due: ELA_DUE, inProgress: elaInProgress };
        rows.push([`math ${mathType ?? 'none'}${mathInProgress ? ' (in progress)' : ''} × ela ${elaType ?? 'none'}${elaInProgress ? ' (in progress)' : ''}`, model, expected(math, ela)]);
      }
    }
  }
}

describe('assessment banner text (spec §4), every type combination', () => {
  it('covers every combination: 4 × 7 × 2 × 2 with both subjects, plus each subject alone and none', () => {
    expect(rows).toHaveLength(4 * 7 * 4 + 4 * 2 + 7 * 2 + 1);
  });

  it.each(rows)('%s', (_name, model, want) => {
    const text = assessmentBannerText(model, 'en');
    if (want === null) {
      expect(text).toBeNull();
      return;
    }
    expect(text).toEqual({ headline: want.headline, button: 'Get your students ready', choice: want.choice, subjects: expect.any(Array) });
  });
});

describe('assessment banner text, by example', () => {
  const none: AssessmentBannerModel = { mathAssessmentType: null, mathDueDate: null, mathInProgress: false, elaAssessmentType: null, elaDueDate: null, elaInProgress: false };

  it('one subject: its due date as month name and day', () => {
    expect(assessmentBannerText({ ...none, mathAssessmentType: 'MATH_SCREENER', mathDueDate: '2026-09-30', mathInProgress: true }, 'en')?.headline).toBe(
      'Screening is under way: the math screener is due September 30.',
    );
  });

  it('an in-progress screener wins over the other subject’s window', () => {
    const model = { ...none, mathAssessmentType: 'MATH_BENCHMARK', mathDueDate: '2026-09-30', mathInProgress: true, elaAssessmentType: 'ELA_FOUNDATIONS_SCREENER', elaDueDate: '2026-10-07', elaInProgress: true };
    expect(assessmentBannerText(model, 'en')?.headline).toBe('Screening is under way: the ELA foundations screener is due October 7.');
    expect(assessmentBannerText(model, 'en')?.subjects).toEqual(['ela']);
  });

  it('names the subjects of the windows it speaks of: both for the combined message', () => {
    const model = { ...none, mathAssessmentType: 'MATH_BENCHMARK', mathDueDate: '2026-09-30', mathInProgress: false, elaAssessmentType: 'ELA_BENCHMARK', elaDueDate: '2026-10-07', elaInProgress: true };
    expect(assessmentBannerText(model, 'en')).toMatchObject({ choice: 'combined', subjects: ['math', 'ela'] });
  });

  it('a type without a due date is no window', () => {
    expect(assessmentBannerText({ ...none, mathAssessmentType: 'MATH_SCREENER' }, 'en')).toBeNull();
  });

  it('is locale-aware: Spanish text and dates', () => {
    const model = { ...none, elaAssessmentType: 'ELA_READING_BENCHMARK', elaDueDate: '2026-09-30', elaInProgress: false };
    expect(assessmentBannerText(model, 'es')).toEqual({
      headline: 'Se acerca una evaluación de referencia: la evaluación de referencia de lectura vence el 30 de septiembre.',
      button: 'Prepara a tus estudiantes',
      choice: 'single_benchmark',
      subjects: ['ela'],
    });
  });

  it('month and day in the calendar day itself, whatever the zone', () => {
    expect(monthAndDay('2026-01-01', 'en')).toBe('January 1');
    expect(monthAndDay('2026-12-31', 'en-US')).toBe('December 31');
    expect(monthAndDay('2026-09-30', 'es')).toBe('30 de septiembre');
  });
});
