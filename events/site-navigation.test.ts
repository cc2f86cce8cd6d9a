import { describe, expect, it } from 'vitest';
import { deciderSpecification } from './log/decider-specification';
import { siteNavigation, siteNavigationStreams } from './site-navigation';

const spec = deciderSpecification(siteNavigation);

describe('refreshing the site navigation cache', () => {
  it('is recorded every time it is asked for, with the school', () => {
    const data = { userId: 'u_ms_rivera', schoolId: 'school_maple' };
    spec.given([]).when({ type: 'RefreshSiteNavCache', data }).then([{ type: 'SiteNavCacheRefreshed', data }]);
    spec
      .given([{ type: 'SiteNavCacheRefreshed', data }])
      .when({ type: 'RefreshSiteNavCache', data: { ...data, schoolId: null } })
      .then([{ type: 'SiteNavCacheRefreshed', data: { ...data, schoolId: null } }]);
  });

  it('has a stream per user', () => expect(siteNavigationStreams.user('u1')).toBe('site-nav:u1'));
});
