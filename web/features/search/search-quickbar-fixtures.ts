import type { SearchResult } from '../../shared/search/search-result';
import { searchResultFixture } from './search-result-fixture';
import type { QuickbarResponse, ResultBundle } from './search-quickbar-api';

/** Results and answers shaped like the server's, for this feature's tests. */

export function result(overrides: Partial<SearchResult> = {}): SearchResult {
  return searchResultFixture(overrides);
}

export const HEADERS = {
  level: 'Levels',
  skill: 'Skills',
  topic: 'Topics',
  lesson: 'Lessons',
  game: 'Games',
  takeoff: 'Takeoff lesson plans',
} as const;

export function bundle(type: ResultBundle['type'], results: SearchResult[]): ResultBundle {
  return { type, header: HEADERS[type], results };
}

export function answer(bundles: ResultBundle[], overrides: Partial<QuickbarResponse> = {}): QuickbarResponse {
  return {
    noResults: bundles.length === 0,
    moreResults: false,
    baseUrl: '/search',
    textData: { noResultsText: 'No results found.', moreResultsText: 'See all results', comingSoonText: 'Coming soon' },
    trackingId: 'track-1',
    bundles,
    ...overrides,
  };
}

/** `count` skills named Skill 1..count. */
export function skills(count: number): SearchResult[] {
  return Array.from({ length: count }, (_, i) =>
    result({ formattedName: `Skill ${i + 1}`, url: `/math/grade-4/skills/S${i + 1}`, skillNumber: `A.${i + 1}` }),
  );
}

/** The server's JSON for an answer (results carry every field; gradeInfo nested). */
export function serverJson(response: QuickbarResponse): unknown {
  return {
    ...response,
    textData: { levelHeader: 'Levels', skillHeader: 'Skills', ...response.textData },
    userId: null,
    edition: 'US',
    bundles: response.bundles.map((each) => ({
      ...each,
      results: each.results.map(({ gradeShortOrdinalName, ...rest }) => ({
        ...rest,
        gradeInfo: { gradeShortOrdinalName },
        defaultSkillNumber: rest.skillNumber,
        editionDefaultSkillCodeMatch: rest.matchedCategory === 'skillCode',
        subject: 'math',
        edition: 'US',
        permacode: null,
        skillid: null,
      })),
    })),
  };
}
