import { z } from 'zod';
import { edition } from './curriculum';
import { defineEvent, type EventOf } from './log/event-schemas';

// Search clicks (spec §3 "Search click tracking", §7 GET /search/logSearchResult):
// which result of which search a person followed. Stream `search:<trackingId>`.

export const SearchResultClicked = defineEvent({
  type: 'SearchResultClicked',
  schemaVersion: 1,
  schema: z.object({
    trackingId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
    phrase: z.string().max(200),
    url: z.string().startsWith('/').max(500),
    searchType: z.enum(['autocomplete-nav', 'full-results']),
    resultType: z.enum(['level', 'skill', 'topic', 'lesson', 'game', 'takeoff']).nullable(),
    userId: z.string().nullable(),
    edition,
  }),
});

export const searchEvents = [SearchResultClicked] as const;
export type SearchEvent = EventOf<typeof SearchResultClicked>;

export type SearchCommand = { type: 'RecordSearchClick'; data: SearchEvent['data'] };

/** The urls already recorded for one search (stream `search:<trackingId>`). */
export interface SearchClicksState {
  recordedUrls: ReadonlySet<string>;
}

/**
 * Records a click once per (tracking id, url): a repeat of the same url in the
 * same search decides nothing (the route still answers 204), so clicking one
 * result again and again cannot grow the log.
 */
export const search = {
  initialState: (): SearchClicksState => ({ recordedUrls: new Set() }),
  evolve(state: SearchClicksState, event: { type: string; data: unknown }): SearchClicksState {
    if (event.type !== 'SearchResultClicked') return state;
    return { recordedUrls: new Set([...state.recordedUrls, (event.data as SearchEvent['data']).url]) };
  },
  decide(command: SearchCommand, state: SearchClicksState): SearchEvent[] {
    switch (command.type) {
      case 'RecordSearchClick':
        if (state.recordedUrls.has(command.data.url)) return [];
        return [{ type: 'SearchResultClicked', data: command.data }];
      default: {
        const _exhaustive: never = command.type;
        return _exhaustive;
      }
    }
  },
};

export const searchStreams = { search: (trackingId: string) => `search:${trackingId}` };
