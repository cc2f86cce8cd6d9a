import { describe, expect, it } from 'vitest';
import { matchPageRoute, pageRoutes } from './page-routes';

describe('the page route table', () => {
  it('matches every example of every route to that route', () => {
    for (const route of pageRoutes) {
      for (const example of route.examples) expect(matchPageRoute(example)?.name, example).toBe(route.name);
    }
  });

  it('reads a path without its query, hash or trailing slash', () => {
    expect(matchPageRoute('/search?q=fractions')?.name).toBe('searchResults');
    expect(matchPageRoute('/math/grade-4/')?.name).toBe('landingPage');
    expect(matchPageRoute('/live-messages#top')?.name).toBe('sentLiveMessages');
  });

  it('is no page for anything else (the server answers those 404)', () => {
    for (const path of ['/no/such/page', '/assets/flows-abc.js.bak', '/math/grade-13', '/art', '/signin/extra', '/live-messages/old', '/index.html']) {
      expect(matchPageRoute(path), path).toBeNull();
    }
  });
});
