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
    for (const path of ['/no/such/page', '/assets/flows-abc.js.bak', '/math/grade-13', '/art', '/signin/extra/path', '/signin/Extra', '/live-messages/old', '/index.html']) {
      expect(matchPageRoute(path), path).toBeNull();
    }
  });
});

describe('district sign-in pages (issue 14)', () => {
  it('answer for custom domain names only: never a reserved fixed path under /signin/', async () => {
    const { districtSignInName, RESERVED_SIGN_IN_NAMES } = await import('./page-routes');
    expect(matchPageRoute('/signin/riverside')?.name).toBe('districtSignIn');
    expect(districtSignInName('/signin/riverside')).toBe('riverside');
    expect(matchPageRoute('/signin')?.name).toBe('signIn');
    for (const reserved of RESERVED_SIGN_IN_NAMES) expect(matchPageRoute(`/signin/${reserved}`)?.name).not.toBe('districtSignIn');
    for (const bad of ['/signin/Riverside', '/signin/-river', '/signin/a', '/signin/river/side', `/signin/${'a'.repeat(64)}`]) {
      expect(matchPageRoute(bad)?.name).not.toBe('districtSignIn');
    }
    // The server's list of reserved names (events/school-directory.ts) is the page table's.
    const { RESERVED_CUSTOM_DOMAIN_NAMES } = await import('../../events/school-directory');
    expect([...RESERVED_SIGN_IN_NAMES].sort()).toEqual([...RESERVED_CUSTOM_DOMAIN_NAMES].sort());
  });

  it('the join pages are the membership routes', () => {
    expect(matchPageRoute('/membership/')?.name).toBe('membership');
    expect(matchPageRoute('/membership/family/subscribe/monthly/math')?.name).toBe('membership');
    expect(matchPageRoute('/membership/confirm')?.name).toBe('membershipConfirm');
  });
});
