import type axe from 'axe-core';
import type { Page } from 'playwright-core';
import { loadAxe } from './accessibility';

export interface AxeProblem {
  id: string;
  impact: string | null | undefined;
  targets: string[];
  help: string;
}

/**
 * Runs axe-core in the page over `selector` (the site header by default) and
 * returns the serious and critical violations, in a form a failing assertion
 * prints readably.
 */
export async function seriousAxeViolations(page: Page, selector = 'header.site-header'): Promise<AxeProblem[]> {
  await loadAxe(page);
  return page.evaluate(async (context) => {
    const runner = (window as unknown as { axe: typeof axe }).axe;
    const results = await runner.run(context, { resultTypes: ['violations'] });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        targets: violation.nodes.map((node) => node.target.join(' ')),
        help: violation.help,
      }));
  }, selector);
}
