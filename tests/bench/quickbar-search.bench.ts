import { join } from 'node:path';
import { buildApp } from '../../server/app';
import { publishCatalogue } from '../../server/catalogue/publish-catalogue';
import { openEventLog } from '../../server/event-log';
import { ftsQuery } from '../../projections/catalogue-queries';
import { makeTempDir } from '../support/temp-dir';
import type { Bench, BenchContext, BenchReport } from './bench-definition';
import { summarizeLatencies } from './percentiles';

// Quickbar search over the whole catalogue (every edition, ≥ 20,000 skills):
// the route handler end to end (validation, edition, FTS5 per kind, code match,
// response shape) served in-process, against a floor of the bare FTS5 MATCH
// for the same phrase and edition, returning 12 rowids.

const phrases = ['ad', 'add', 'addition', 'fractions', 'frac', 'compare', 'word problems', 'c.12', 'a.3', 'photosynthesis', 'maps', 'grade 4', 'simile', 'verbs', 'zzq', 'equal groups', 'mon', 'time', 'planets', 'spelling'];

async function run({ scale, say }: BenchContext): Promise<BenchReport> {
  const rounds = Math.max(5, Math.round(50 * scale));
  const temp = makeTempDir('bench-search-');
  const log = openEventLog({ path: join(temp.path, 'log.db'), synchronous: 'NORMAL' });
  try {
    say('publishing the catalogue');
    await publishCatalogue(log);
    const skills = log.db.prepare("SELECT COUNT(*) FROM catalogue_items WHERE kind = 'skill'").pluck().get() as number;
    const app = buildApp({ log, realtime: null });
    const raw = log.db.prepare('SELECT rowid FROM catalogue_search WHERE catalogue_search MATCH ? ORDER BY rank LIMIT 12').pluck();

    // Warm both paths once.
    for (const phrase of phrases) {
      await app.request(`/search/quickbarSearch?q=${encodeURIComponent(phrase)}&maxLines=12`);
      raw.all(ftsQuery(phrase, 'US'));
    }

    say(`${rounds} rounds of ${phrases.length} phrases`);
    const routeSamples: number[] = [];
    const floorSamples: number[] = [];
    for (let round = 0; round < rounds; round++) {
      for (const phrase of phrases) {
        let started = performance.now();
        const response = await app.request(`/search/quickbarSearch?q=${encodeURIComponent(phrase)}&maxLines=12`);
        await response.json();
        routeSamples.push(performance.now() - started);
        started = performance.now();
        raw.all(ftsQuery(phrase, 'US'));
        floorSamples.push(performance.now() - started);
      }
    }
    const route = summarizeLatencies(routeSamples);
    const floor = summarizeLatencies(floorSamples);
    const floorName = 'bare FTS5 MATCH, 12 rowids';
    return {
      rows: [
        { name: 'GET /search/quickbarSearch p50 (in-process)', result: { value: route.p50, unit: 'ms' }, floor: { name: floorName, value: floor.p50, unit: 'ms' }, better: 'lower' },
        { name: 'GET /search/quickbarSearch p99 (in-process)', result: { value: route.p99, unit: 'ms' }, floor: { name: floorName, value: floor.p99, unit: 'ms' }, better: 'lower' },
      ],
      notes: [`catalogue: ${skills} skills in 5 editions; ${routeSamples.length} searches of ${phrases.length} phrases (prefixes, words, skill codes, no match); max ${route.max.toFixed(2)} ms (DESIGN §5: < 10 ms p99)`],
    };
  } finally {
    log.close();
    temp.remove();
  }
}

export const quickbarSearchBench: Bench = { name: 'quickbar-search', run };
