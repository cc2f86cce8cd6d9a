// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { QuestionArt } from '../../../events/practice/generated-question';
import { createI18n } from '../i18n/i18n-setup';
import { questionArtSchema } from './question-art-schema';
import { anglePaths, barGraphScale, clockHandAngles, fractionBarCounts, QuestionArtView, shapeSides } from './question-art';

afterEach(cleanup);

function draw(art: QuestionArt) {
  render(
    <I18nextProvider i18n={createI18n()}>
      <QuestionArtView art={art} />
    </I18nextProvider>,
  );
  return screen.getByRole('img');
}

/** Every attribute value and text of the drawing, and its label. */
function everything(svg: Element): string {
  const parts = [svg.outerHTML, svg.getAttribute('aria-label') ?? ''];
  return parts.join('\n');
}

const BAD = /NaN|Infinity|undefined|null|\[object Object\]/;

const EXAMPLES: Record<string, QuestionArt> = {
  clock: { kind: 'clock', hour: 3, minute: 45 },
  'clock at 12:00': { kind: 'clock', hour: 12, minute: 0 },
  'bar graph': {
    kind: 'bar-graph',
    title: 'Favourite fruit',
    unit: 'students',
    bars: [
      { label: 'Apple', value: 7 },
      { label: 'Banana', value: 3 },
      { label: 'Orange', value: 12 },
    ],
  },
  'bar graph of zeros': { kind: 'bar-graph', title: 'Pets', unit: 'pets', bars: [{ label: 'Dogs', value: 0 }] },
  rectangle: { kind: 'shape', shape: 'rectangle', sides: [5, 3], unit: 'cm' },
  'rectangle with a side asked': { kind: 'shape', shape: 'rectangle', sides: [6, 4], unit: 'm', labels: ['6 m', '?'] },
  square: { kind: 'shape', shape: 'square', sides: [3], unit: 'cm' },
  'unlabelled shape': { kind: 'shape', shape: 'triangle', sides: [3, 4, 5], unit: 'cm', labels: ['', '', ''] },
  'right triangle': { kind: 'shape', shape: 'triangle', sides: [6, 8, 10], unit: 'cm', labels: ['6 cm', '8 cm', '?'] },
  'a very thin rectangle': { kind: 'shape', shape: 'rectangle', sides: [100, 1], unit: 'cm' },
  'a shape missing sides': { kind: 'shape', shape: 'rectangle', sides: [4], unit: 'cm' },
  angle: { kind: 'angle', degrees: 60 },
  'right angle': { kind: 'angle', degrees: 90 },
  'reflex angle': { kind: 'angle', degrees: 250 },
  'fraction bar': { kind: 'fraction-bar', parts: 8, shaded: 3 },
  'fraction bar over-shaded': { kind: 'fraction-bar', parts: 4, shaded: 9 },
};

describe('question pictures', () => {
  it.each(Object.entries(EXAMPLES))('draws a %s as one labelled image with no NaN, Infinity or undefined', (_, art) => {
    const svg = draw(art);
    expect(svg.tagName.toLowerCase()).toBe('svg');
    expect(svg).toHaveAttribute('data-kind', art.kind);
    expect(svg.getAttribute('aria-label')).not.toBe('');
    expect(everything(svg)).not.toMatch(BAD);
    // Every example is one the server may send.
    expect(questionArtSchema.safeParse(art).success).toBe(true);
  });

  it('labels a clock neutrally (reading it is the question) and points its hands at the time', () => {
    const svg = draw({ kind: 'clock', hour: 3, minute: 45 });
    expect(svg).toHaveAccessibleName('Analogue clock');
    expect(svg.querySelector('.art-hand-minute')).toHaveAttribute('data-angle', '270');
    expect(svg.querySelector('.art-hand-hour')).toHaveAttribute('data-angle', '112.5');
    expect(svg.querySelectorAll('.art-clock-number')).toHaveLength(12);
    expect(clockHandAngles(12, 0)).toEqual({ hourHand: 0, minuteHand: 0 });
    expect(clockHandAngles(6, 30)).toEqual({ hourHand: 195, minuteHand: 180 });
  });

  it('names a bar graph’s title, unit and bars, but not their heights', () => {
    const svg = draw(EXAMPLES['bar graph']!);
    expect(svg).toHaveAccessibleName('Bar graph “Favourite fruit” in students, with bars for Apple, Banana, Orange');
    expect(svg.querySelectorAll('.art-bar')).toHaveLength(3);
    expect(barGraphScale([7, 3, 13])).toEqual({ top: 14, labelStep: 2, gridStep: 1 });
    expect(barGraphScale([30, 100, 55])).toEqual({ top: 100, labelStep: 10, gridStep: 5 });
    expect(barGraphScale([0])).toEqual({ top: 1, labelStep: 1, gridStep: 1 });
  });

  it('names a shape and the sides it labels; "?" is read as unknown, hidden labels are not read', () => {
    expect(draw(EXAMPLES.rectangle!)).toHaveAccessibleName('Rectangle: width 5 cm, height 3 cm');
    cleanup();
    expect(draw(EXAMPLES['rectangle with a side asked']!)).toHaveAccessibleName('Rectangle: width 6 m, height unknown');
    cleanup();
    expect(draw(EXAMPLES.square!)).toHaveAccessibleName('Square: each side 3 cm');
    cleanup();
    expect(draw(EXAMPLES['right triangle']!)).toHaveAccessibleName('Right triangle: base 6 cm, height 8 cm, longest side unknown');
    cleanup();
    const unlabelled = draw(EXAMPLES['unlabelled shape']!);
    expect(unlabelled).toHaveAccessibleName('Right triangle');
    expect(unlabelled.querySelectorAll('text')).toHaveLength(0);
    expect(shapeSides({ kind: 'shape', shape: 'rectangle', sides: [4], unit: 'cm' })).toEqual([
      { name: 'width', text: '4 cm' },
      { name: 'height', text: '' },
    ]);
  });

  it('labels an angle without its size and draws the arc the long way round past 180°', () => {
    expect(draw({ kind: 'angle', degrees: 60 })).toHaveAccessibleName('An angle');
    expect(anglePaths(60).arc).toMatch(/ 0 0 0 /);
    expect(anglePaths(250).arc).toMatch(/ 0 1 0 /);
    expect(anglePaths(90).right).toBe(true);
    expect(anglePaths(60).rayEnd).toEqual({ x: 190, y: 23.4 });
  });

  it('shades the first parts of a fraction bar and says how many of how many (the prompt says so too)', () => {
    const svg = draw({ kind: 'fraction-bar', parts: 8, shaded: 3 });
    expect(svg).toHaveAccessibleName('A bar cut into 8 equal parts, 3 of them shaded');
    expect(svg.querySelectorAll('rect')).toHaveLength(8);
    expect(svg.querySelectorAll('[data-shaded="true"]')).toHaveLength(3);
    expect(fractionBarCounts({ parts: 4, shaded: 9 })).toEqual({ parts: 4, shaded: 4 });
    expect(fractionBarCounts({ parts: Number.NaN, shaded: -1 })).toEqual({ parts: 1, shaded: 0 });
  });

  it('survives numbers a server bug could send, without NaN anywhere', () => {
    for (const art of [
      { kind: 'clock', hour: Number.NaN, minute: Number.POSITIVE_INFINITY },
      { kind: 'angle', degrees: Number.NaN },
      { kind: 'bar-graph', title: 't', unit: 'u', bars: [{ label: 'a', value: Number.NaN }] },
      { kind: 'shape', shape: 'triangle', sides: [Number.NaN, 0], unit: 'cm' },
    ] as QuestionArt[]) {
      expect(everything(draw(art)), art.kind).not.toMatch(BAD);
      cleanup();
    }
  });
});
