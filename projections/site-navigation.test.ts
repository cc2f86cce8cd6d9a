import { describe, expect, it } from 'vitest';
import { projectionSpecification } from './projection-specification';
import { siteNavigationProjection, siteNavigationQueries } from './site-navigation';

const spec = projectionSpecification(siteNavigationProjection, siteNavigationQueries);

const refreshed = (userId: string) => ({ type: 'SiteNavCacheRefreshed' as const, data: { userId, schoolId: null } });

describe('whose header navigation is stale', () => {
  it('a user who chose an edition, a teacher with a new class, a newly enrolled student', () =>
    spec
      .given([
        { type: 'EditionChosen', data: { userId: 'u_ava', edition: 'CA', previous: 'US' } },
        { type: 'ClassCreated', data: { classId: 'class_room12', schoolId: 'school_maple', name: 'Room 12', grade: 4, teacherUserId: 'u_rivera' } },
        { type: 'StudentEnrolled', data: { classId: 'class_room12', studentUserId: 'u_noah' } },
      ])
      .then((queries) => {
        expect(queries.isStale('u_ava')).toBe(true);
        expect(queries.isStale('u_rivera')).toBe(true);
        expect(queries.isStale('u_noah')).toBe(true);
        expect(queries.isStale('u_zoe')).toBe(false);
      }));

  it('no longer once refreshed, until the next change', () =>
    spec
      .given([
        { type: 'EditionChosen', data: { userId: 'u_ava', edition: 'CA', previous: 'US' } },
        { type: 'StudentEnrolled', data: { classId: 'class_room12', studentUserId: 'u_noah' } },
        refreshed('u_ava'),
        refreshed('u_noah'),
        { type: 'StudentEnrolled', data: { classId: 'class_art', studentUserId: 'u_noah' } },
      ])
      .then((queries) => {
        expect(queries.isStale('u_ava')).toBe(false);
        expect(queries.isStale('u_noah')).toBe(true);
      }));
});
