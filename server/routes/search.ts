import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { handleCommand } from '../../events/log/command-handler';
import { DomainError } from '../../events/log/domain-error';
import { search, searchStreams } from '../../events/search';
import type { CatalogueItemKind } from '../../projections/catalogue';
import { SKILL_CODE, type CatalogueItem } from '../../projections/catalogue-queries';
import type { SignedTrackingIds } from '../auth/signed-tracking-ids';
import { bundleHeaders, bundleOrder, pageSizes, searchResult, searchTextData } from '../search/search-results';
import { currentEdition } from '../edition-picker/current-edition';
import { gamesHiddenFor } from '../games/games-shown';
import type { FeatureLog } from '../features/feature-log';
import type { AppEnv } from '../http/app-env';
import { commandContext, requestTime } from '../http/command-context';
import { publicWriter, type PublicWriteLimits } from '../http/public-write-limits';
import { validated } from '../http/validated';

/** Spec §5/§9: 2 to 200 characters; at most 12 lines. */
const quickbarQuery = z.object({
  q: z.string().transform((q) => q.trim()).pipe(z.string().min(2).max(200)),
  maxLines: z.coerce.number().int().min(1).max(12).default(12),
});
/** The full results page: 24 per page, at most 1,000 results deep. */
export const RESULTS_PAGE_SIZE = 24;
const MAX_RESULTS = 1_000;
const resultsQuery = z.object({
  q: z.string().transform((q) => q.trim()).pipe(z.string().min(1).max(200)),
  filters: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).max(Math.ceil(MAX_RESULTS / RESULTS_PAGE_SIZE)).default(1),
  resultPageOrigin: z.string().max(50).optional(),
});
const clickQuery = z.object({
  q: z.string().max(200).default(''),
  url: z.string().startsWith('/').max(500).refine((url) => !url.startsWith('//'), 'same site only'),
  /** As issued with the search (server/auth/signed-tracking-ids.ts); checked in the route. */
  trackingId: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/),
  searchType: z.enum(['autocomplete-nav', 'full-results']).default('autocomplete-nav'),
  resultType: z.enum(['level', 'skill', 'topic', 'lesson', 'game', 'takeoff']).optional(),
});

/**
 * Spec §7 `/search/*`: the quickbar's dropdown, the full results page, and click
 * logging. Each search hands out a signed tracking id; a click is recorded only
 * with one of those, once per result, and within the caller's public-write limit.
 */
export function searchRoutes(log: FeatureLog<'catalogue' | 'editionPicker' | 'profile'>, { trackingIds, writeLimits }: { trackingIds: SignedTrackingIds; writeLimits: PublicWriteLimits }) {
  const app = new Hono<AppEnv>();
  const catalogue = log.queries.catalogue;
  /** Every kind, but games for whoever has hideGames on (issue 28, docs/games.md). */
  const shownKinds = (c: Context<AppEnv>): CatalogueItemKind[] => (gamesHiddenFor(c, log) ? bundleOrder.filter((kind) => kind !== 'game') : [...bundleOrder]);

  app.get('/search/quickbarSearch', validated('query', quickbarQuery, 'search.invalid_query'), (c) => {
    const { q, maxLines } = c.req.valid('query');
    const edition = currentEdition(c, log);
    const code = SKILL_CODE.exec(q);
    let found: CatalogueItem[];
    let codeMatch: { code: string; unique: boolean } | null = null;
    if (code) {
      found = catalogue.skillsWithCode(edition, q, pageSizes.skill + 1);
      codeMatch = { code: q.toUpperCase(), unique: found.length === 1 };
    } else {
      found = catalogue.bestMatchesByKind(q, edition, Math.max(...Object.values(pageSizes)) + 1);
    }
    let remaining = maxLines;
    let moreResults = false;
    const bundles = [];
    for (const kind of shownKinds(c)) {
      const ofKind = found.filter((item) => item.kind === kind);
      const shown = ofKind.slice(0, Math.min(pageSizes[kind], remaining));
      if (ofKind.length > shown.length) moreResults = true;
      if (shown.length === 0) continue;
      remaining -= shown.length;
      bundles.push({ type: kind, header: bundleHeaders[kind], results: shown.map((item) => searchResult(item, q, codeMatch)) });
    }
    return c.json({
      noResults: bundles.length === 0,
      moreResults,
      baseUrl: '/search',
      textData: searchTextData,
      trackingId: trackingIds.issue(c.get('ids').id(), requestTime(c)),
      userId: c.get('user')?.userId ?? null,
      edition,
      bundles,
    });
  });

  app.get('/search/results', validated('query', resultsQuery, 'search.invalid_query'), (c) => {
    const { q, filters, page } = c.req.valid('query');
    const edition = currentEdition(c, log);
    const shown = shownKinds(c);
    const kinds = (filters?.split(',').filter((kind): kind is CatalogueItemKind => shown.includes(kind as CatalogueItemKind)) ?? []);
    const chosen = kinds.length > 0 ? kinds : shown;
    const counts: Partial<Record<CatalogueItemKind, number>> = catalogue.matchCounts(q, edition);
    if (!shown.includes('game')) delete counts.game;
    const code = SKILL_CODE.exec(q);
    const codeSkills = code ? catalogue.skillsWithCode(edition, q, RESULTS_PAGE_SIZE) : [];
    const offset = (page - 1) * RESULTS_PAGE_SIZE;
    const results = chosen.flatMap((kind) => catalogue.matchesOfKind(q, edition, kind, RESULTS_PAGE_SIZE, offset).map((item) => searchResult(item, q, null)));
    return c.json({
      q,
      edition,
      filters: chosen,
      page,
      pageSize: RESULTS_PAGE_SIZE,
      counts: Object.fromEntries(bundleOrder.map((kind) => [kind, Math.min(counts[kind] ?? 0, MAX_RESULTS)])),
      skillCodeMatches: page === 1 ? codeSkills.map((item) => searchResult(item, q, { code: q.toUpperCase(), unique: codeSkills.length === 1 })) : [],
      results,
      trackingId: trackingIds.issue(c.get('ids').id(), requestTime(c)),
    });
  });

  app.get('/search/logSearchResult', validated('query', clickQuery, 'search.invalid_click'), async (c) => {
    const click = c.req.valid('query');
    const user = c.get('user');
    const context = commandContext(c);
    const searchId = trackingIds.verify(click.trackingId, context.now);
    if (searchId === null) throw new DomainError('search.invalid_click', 400);
    // Past the limit the click is answered all the same (the page still navigates), but not recorded.
    const writer = publicWriter(c);
    if (!(await writeLimits.take('searchClick', writer, context.now)).allowed) return c.body(null, 204);
    const recorded = await handleCommand(
      log.store,
      search,
      searchStreams.search(searchId),
      {
        type: 'RecordSearchClick',
        data: {
          trackingId: searchId,
          phrase: click.q,
          url: click.url,
          searchType: click.searchType,
          resultType: click.resultType ?? null,
          userId: user?.userId ?? null,
          edition: currentEdition(c, log),
        },
      },
      context,
    );
    // A repeated click (or a retried request) appended nothing: it does not count.
    if (recorded.events.length === 0) await writeLimits.giveBack('searchClick', writer, context.now);
    return c.body(null, 204);
  });

  return app;
}
