import type { BrowserContext, Page } from 'playwright-core';
import { PAGE_ANSWERS_ID } from '../../web/shared/http/page-answers-id';

const BLOCK = new RegExp(`<script type="application/json" id="${PAGE_ANSWERS_ID}">([^<]*)</script>`);

/**
 * Issue 33: takes answers out of the pages the server sends (server/routes/web-client.ts writes a
 * signed-in user's first answers into her page), so those calls go over the network, where a test
 * can hold them back or count them: `paths` the answers taken out, or 'all' for the whole block.
 */
export async function holdOutPageAnswers(target: Page | BrowserContext, paths: readonly string[] | 'all'): Promise<void> {
  await target.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const page = await response.text();
    const body = page.replace(BLOCK, (_block, json: string) => {
      if (paths === 'all') return '';
      const answers = JSON.parse(json) as Record<string, unknown>;
      for (const path of paths) delete answers[path];
      return `<script type="application/json" id="${PAGE_ANSWERS_ID}">${JSON.stringify(answers).replace(/</g, '\\u003c')}</script>`;
    });
    return route.fulfill({ response, body });
  });
}
