import type { SearchResult } from '../../shared/search/search-result';

/** A result shaped like the server's (a grade 4 math skill unless overridden), for tests. */
export function searchResultFixture(overrides: Partial<SearchResult> = {}): SearchResult {
  return {
    type: 'skill',
    formattedName: 'Compare fractions',
    url: '/math/grade-4/skills/F35P',
    matchedCategory: 'name',
    tag: null,
    gameId: null,
    gradeRange: null,
    skillNumber: 'B.3',
    skillCodeMatch: null,
    isUniqueSkillCodeMatch: false,
    grade: 4,
    gradeShortOrdinalName: '4th',
    isUpcomingSkill: false,
    lessonName: null,
    lessonNumber: null,
    thisLessonText: null,
    screenshotUrl: null,
    standards: [],
    ...overrides,
  };
}
