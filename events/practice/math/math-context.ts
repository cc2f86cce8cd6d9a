import type { GeneratedQuestion, QuestionLevel } from '../generated-question';
import type { Random } from '../seeded-random';

// What a math generator works from: the grade, the level, a seeded random and
// the hints the skill's name gives ('Word problems: …', '… two-digit numbers',
// 'like denominators'). The catalogue's skill names come from a small
// vocabulary (server/catalogue/catalogue-vocabulary.ts), so the hints are few.

export type QuestionStyle = 'plain' | 'word' | 'estimate' | 'compare' | 'number-line' | 'missing';

export interface SkillHints {
  style: QuestionStyle;
  /** 'one-digit numbers' … 'three-digit numbers'. */
  digits?: 1 | 2 | 3;
  /** 'up to 10', 'up to 20', 'up to 100'. */
  upTo?: 10 | 20 | 100;
  multiplesOfTen: boolean;
  fractions?: 'like' | 'unlike' | 'mixed';
  /** 'models', 'arrays', 'equal groups': a picture-like setting. */
  model?: 'models' | 'arrays' | 'equal groups';
  areaAndPerimeter: boolean;
}

export interface MathContext {
  grade: number;
  level: QuestionLevel;
  /**
   * The grade the question is pitched at: the skill's grade moved by the level,
   * half a grade per level around level 3 (level 1 is a grade easier, level 5 a
   * grade harder), from −1 to 13.
   */
  stage: number;
  random: Random;
  hints: SkillHints;
}

export type MathGenerator = (context: MathContext) => GeneratedQuestion;

export function skillHints(name: string): SkillHints {
  const text = name.toLowerCase();
  const style: QuestionStyle = text.startsWith('word problems')
    ? 'word'
    : text.startsWith('estimate')
      ? 'estimate'
      : text.startsWith('compare')
        ? 'compare'
        : text.includes('on a number line')
          ? 'number-line'
          : text.includes('missing numbers')
            ? 'missing'
            : 'plain';
  const digits = text.includes('one-digit') ? 1 : text.includes('two-digit') ? 2 : text.includes('three-digit') ? 3 : undefined;
  const upTo = text.includes('up to 100') ? 100 : text.includes('up to 20') ? 20 : text.includes('up to 10') ? 10 : undefined;
  const fractions = text.includes('unlike denominators') ? 'unlike' : text.includes('like denominators') ? 'like' : text.includes('mixed numbers') ? 'mixed' : undefined;
  const model = text.includes('equal groups') ? 'equal groups' : text.includes('arrays') ? 'arrays' : text.includes('models') ? 'models' : undefined;
  return {
    style,
    ...(digits ? { digits } : {}),
    ...(upTo ? { upTo } : {}),
    multiplesOfTen: text.includes('multiples of 10'),
    ...(fractions ? { fractions } : {}),
    ...(model ? { model } : {}),
    areaAndPerimeter: text.includes('area and perimeter'),
  };
}

export function stageOf(grade: number, level: QuestionLevel): number {
  return grade + (level - 3) / 2;
}

/** The smallest and largest whole number with this many digits (1 digit: 1–9). */
export function digitRange(digits: number): [number, number] {
  return digits === 1 ? [1, 9] : [10 ** (digits - 1), 10 ** digits - 1];
}
