// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { abbreviate, CategoryTick, tickLines } from './chart-tick';

afterEach(cleanup);

const drawn = (props: Parameters<typeof CategoryTick>[0]) => {
  const { container } = render(
    <svg>
      <CategoryTick {...props} />
    </svg>,
  );
  const text = container.querySelector('text')!;
  return { title: text.querySelector('title')?.textContent, lines: [...text.querySelectorAll('tspan')].map((line) => line.textContent), text };
};

describe('chart category labels (issue 34: never dropped on a phone)', () => {
  it('wraps a label at spaces into lines of the slot’s width, at most three, the last shortened', () => {
    expect(tickLines('Cedar Creek Middle School', 12)).toEqual(['Cedar Creek', 'Middle', 'School']);
    expect(tickLines('Cedar Creek Middle School', 30)).toEqual(['Cedar Creek Middle School']);
    expect(tickLines('Grade 4 · Language arts · Maple Elementary School', 9)).toEqual(['Grade 4 ·', 'Language', 'arts · M…']);
    expect(tickLines('Supercalifragilistic', 8)).toEqual(['Superca…']);
    expect(tickLines('', 8)).toEqual(['']);
    expect(abbreviate('Maple', 5)).toBe('Maple');
    expect(abbreviate('Maple Elementary', 6)).toBe('Maple…');
  });

  it('in a wide slot: the whole label on wrapped lines, centred under the bar, its full text as the title', () => {
    const tick = drawn({ x: 100, y: 10, payload: { value: 'Cedar Creek Middle School' }, width: 640, visibleTicksCount: 2 });
    expect(tick.lines).toEqual(['Cedar Creek Middle School']);
    expect(tick.title).toBe('Cedar Creek Middle School');
    expect(tick.text).toHaveAttribute('text-anchor', 'middle');
  });

  it('in a phone’s slot: still there, wrapped onto lines', () => {
    // 4 bars on a 300 px axis: 75 px each, 11 characters a line.
    const tick = drawn({ payload: { value: 'Cedar Creek Middle School' }, width: 300, visibleTicksCount: 4 });
    expect(tick.lines).toEqual(['Cedar Creek', 'Middle', 'School']);
  });

  it('in a slot too narrow to wrap: slanted and shortened, never empty, its full text as the title', () => {
    const tick = drawn({ payload: { value: 'Maple Elementary · Grade 4 · Math' }, width: 300, visibleTicksCount: 12 });
    expect(tick.text).toHaveAttribute('transform', 'rotate(-40)');
    expect(tick.text.textContent).toBe('Maple Elementary · Grade 4 · MathMaple Elementar…');
    expect(tick.title).toBe('Maple Elementary · Grade 4 · Math');
  });
});
