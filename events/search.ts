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

export const search = {
  initialState: () => null,
  evolve: () => null,
  decide: (command: { type: 'RecordSearchClick'; data: SearchEvent['data'] }): SearchEvent[] => [{ type: 'SearchResultClicked', data: command.data }],
};

export const searchStreams = { search: (trackingId: string) => `search:${trackingId}` };
