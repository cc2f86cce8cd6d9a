import { describe, expect, it } from 'vitest';
import { gradeLabel, landingPagePath, parseLandingPagePath } from './curriculum';

describe('landing-page paths', () => {
  it('builds and reads subject and grade pages', () => {
    expect(landingPagePath('math')).toBe('/math');
    expect(landingPagePath('ela', 0)).toBe('/ela/grade-0');
    expect(parseLandingPagePath('/math')).toEqual({ subject: 'math', grade: null });
    expect(parseLandingPagePath('/spa/grade-12/')).toEqual({ subject: 'spa', grade: 12 });
  });

  it('is no landing page for other paths or grades out of range', () => {
    for (const path of ['/', '/art', '/math/grade-13', '/math/grade-', '/math/4', '/focus-zone']) {
      expect(parseLandingPagePath(path)).toBeNull();
    }
  });

  it('names kindergarten and the other grades', () => {
    expect(gradeLabel(0)).toEqual(['curriculum.kindergarten', { grade: 0 }]);
    expect(gradeLabel(4)).toEqual(['curriculum.grade', { grade: 4 }]);
  });
});
