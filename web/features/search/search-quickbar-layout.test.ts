import { describe, expect, it } from 'vitest';
import { layoutDropdown, linesThatFit, LINE_HEIGHT_PX, DROPDOWN_CHROME_PX, MIN_LINES, optionAt } from './search-quickbar-layout';
import { answer, bundle, result, skills } from './search-quickbar-fixtures';

const names = (layout: ReturnType<typeof layoutDropdown>) =>
  layout.options.map((option) => (option.kind === 'more' ? `more ${option.url}` : `${option.index} ${option.result.formattedName}`));

describe('the dropdown layout', () => {
  it('numbers the options 1..n across bundles, ending with the more-results link', () => {
    const layout = layoutDropdown(
      answer([bundle('skill', skills(2)), bundle('game', [result({ type: 'game', formattedName: 'Fraction Fishing' })])], { moreResults: true }),
      'frac tions',
      24,
    );
    expect(layout.groups.map((group) => [group.header, group.options.map((o) => o.index)])).toEqual([
      ['Skills', [1, 2]],
      ['Games', [3]],
    ]);
    expect(names(layout)).toEqual(['1 Skill 1', '2 Skill 2', '3 Fraction Fishing', 'more /search?q=frac+tions']);
    expect(layout.more).toMatchObject({ index: 4, text: 'See all results' });
    expect(optionAt(layout, 0)).toBeNull();
    expect(optionAt(layout, 3)).toMatchObject({ kind: 'result', index: 3 });
  });

  it('has no more-results link when everything is shown and the server has no more', () => {
    expect(layoutDropdown(answer([bundle('skill', skills(3))]), 'x', 24).more).toBeNull();
  });

  it('shows only the lines that fit, keeping one for the more-results link', () => {
    const full = answer([bundle('skill', skills(9)), bundle('topic', skills(2)), bundle('lesson', skills(1))]);
    // 3 headers + 12 results = 15 lines.
    expect(layoutDropdown(full, 'x', 15).options).toHaveLength(12);
    expect(layoutDropdown(full, 'x', 15).more).toBeNull();
    const eight = layoutDropdown(full, 'x', 8);
    // Skills header + 6 skills + the more link.
    expect(eight.groups.map((g) => g.options.length)).toEqual([6]);
    expect(eight.more?.index).toBe(7);
    const twelve = layoutDropdown(full, 'x', 12);
    // Skills header + 9, Topics header + 0 would be a lone header: left out.
    expect(twelve.groups.map((g) => g.options.length)).toEqual([9]);
    const thirteen = layoutDropdown(full, 'x', 13);
    expect(thirteen.groups.map((g) => g.options.length)).toEqual([9, 1]);
    expect(names(thirteen).at(-1)).toBe('more /search?q=x');
  });

  it('never shows more than 12 results', () => {
    const layout = layoutDropdown(answer([bundle('skill', skills(9)), bundle('game', skills(9))]), 'x', 100);
    expect(layout.groups.map((g) => g.options.length)).toEqual([9, 3]);
    expect(layout.more).not.toBeNull();
  });

  it('is empty without an answer or without results', () => {
    expect(layoutDropdown(null, 'x', 24).options).toEqual([]);
    expect(layoutDropdown(answer([]), 'x', 24).options).toEqual([]);
  });

  it('counts the lines that fit below the input, never fewer than 3', () => {
    expect(linesThatFit(DROPDOWN_CHROME_PX + 10 * LINE_HEIGHT_PX + 5)).toBe(10);
    expect(linesThatFit(0)).toBe(MIN_LINES);
  });
});
