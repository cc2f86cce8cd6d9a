import { isGameResult, type ResultType, type SearchResult } from '../../shared/search/search-result';
import { moreResultsUrl, QUICKBAR_MAX_LINES, type QuickbarResponse } from './search-quickbar-api';

/**
 * Which entries the dropdown shows (spec §4, §9): every line — a bundle's
 * header, a result, the more-results link — has the same fixed height, and
 * the dropdown shows what fits in the viewport below the input, at most 12
 * result lines. When results are left out for lack of room, the more-results
 * link is shown (it leads to all of them).
 */

/** The height of one dropdown line; search-quickbar.css uses the same value. */
export const LINE_HEIGHT_PX = 36;
/** The dropdown always has room for a header, a result and the more-results link. */
export const MIN_LINES = 3;
/** Space kept free under the dropdown (its padding and border, and a margin to the viewport's edge). */
export const DROPDOWN_CHROME_PX = 24;

/** How many lines fit in `availablePx` (the viewport's height below the input). */
export function linesThatFit(availablePx: number): number {
  return Math.max(MIN_LINES, Math.floor((availablePx - DROPDOWN_CHROME_PX) / LINE_HEIGHT_PX));
}

export interface ResultOption {
  kind: 'result';
  /** 1..n; 0 is the input itself. */
  index: number;
  result: SearchResult;
}

export interface MoreOption {
  kind: 'more';
  index: number;
  url: string;
  text: string;
}

export type DropdownOption = ResultOption | MoreOption;

export interface DropdownGroup {
  type: ResultType;
  header: string;
  options: ResultOption[];
}

export interface DropdownLayout {
  groups: DropdownGroup[];
  more: MoreOption | null;
  /** Every option in keyboard order (index 1 first). */
  options: DropdownOption[];
}

export const EMPTY_LAYOUT: DropdownLayout = { groups: [], more: null, options: [] };

export function layoutDropdown(answer: QuickbarResponse | null, phrase: string, lineBudget: number): DropdownLayout {
  if (answer === null || answer.noResults) return EMPTY_LAYOUT;
  const resultCount = answer.bundles.reduce((sum, bundle) => sum + bundle.results.length, 0);
  const lineCount = answer.bundles.length + resultCount + (answer.moreResults ? 1 : 0);
  const fitsAll = lineCount <= lineBudget && resultCount <= QUICKBAR_MAX_LINES;

  // When not everything fits, one line stays for the more-results link.
  let linesLeft = fitsAll ? lineCount : lineBudget - 1;
  let resultsLeft = QUICKBAR_MAX_LINES;
  let leftOut = false;
  let index = 0;
  const groups: DropdownGroup[] = [];
  for (const bundle of answer.bundles) {
    const take = Math.min(bundle.results.length, linesLeft - 1, resultsLeft);
    if (take < bundle.results.length) leftOut = true;
    if (take <= 0) break;
    groups.push({
      type: bundle.type,
      header: bundle.header,
      options: bundle.results.slice(0, take).map((result) => ({ kind: 'result', index: ++index, result })),
    });
    linesLeft -= 1 + take;
    resultsLeft -= take;
  }
  const more: MoreOption | null =
    answer.moreResults || leftOut
      ? { kind: 'more', index: index + 1, url: moreResultsUrl(answer, phrase), text: answer.textData.moreResultsText }
      : null;
  const options: DropdownOption[] = groups.flatMap((group) => group.options);
  return { groups, more, options: more ? [...options, more] : options };
}

/** The option at `index` (1..n), or null for the input (0). */
export function optionAt(layout: DropdownLayout, index: number): DropdownOption | null {
  return layout.options[index - 1] ?? null;
}

/** The answer without its games (issue 28: hideGames). */
export function withoutGames(answer: QuickbarResponse | null): QuickbarResponse | null {
  if (answer === null) return null;
  const bundles = answer.bundles.map((each) => ({ ...each, results: each.results.filter((result) => !isGameResult(result)) })).filter((each) => each.results.length > 0);
  return { ...answer, bundles, noResults: bundles.length === 0 };
}
