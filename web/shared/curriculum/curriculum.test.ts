import { describe, expect, it } from 'vitest';
import { gradeLabel, landingPagePath, parseLandingPagePath, parseSkillPagePath } from './curriculum';

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

  it('reads skill pages below a grade', () => {
    expect(parseSkillPagePath('/math/grade-4/skills/F35P')).toEqual({ subject: 'math', grade: 4, permacode: 'F35P' });
    expect(parseSkillPagePath('/ela/grade-0/skills/a1/')).toEqual({ subject: 'ela', grade: 0, permacode: 'a1' });
    for (const path of ['/math/grade-4', '/math/grade-13/skills/F35P', '/math/grade-4/skills/', '/math/grade-4/skills/F3/x', '/art/grade-4/skills/F35P']) {
      expect(parseSkillPagePath(path)).toBeNull();
    }
  });

  it('names kindergarten and the other grades', () => {
    expect(gradeLabel(0)).toEqual(['curriculum.kindergarten', { grade: 0 }]);
    expect(gradeLabel(4)).toEqual(['curriculum.grade', { grade: 4 }]);
  });
});
