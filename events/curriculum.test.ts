import { describe, expect, it } from 'vitest';
import {
  EDITIONS,
  edition,
  entityId,
  GRADES,
  grade,
  gradeName,
  gradeShortOrdinalName,
  isSubject,
  landingPagePath,
  parseCurriculumPath,
  parseLandingPagePath,
  parseSkillPagePath,
  parseTopicPagePath,
  skillPagePath,
  topicPagePath,
  topicSlug,
  subject,
  subjectNames,
  SUBJECTS,
} from './curriculum';

describe('subjects, grades and editions', () => {
  it('are the values stored events carry', () => {
    expect(SUBJECTS).toEqual(['math', 'ela', 'sci', 'ss', 'spa']);
    expect(EDITIONS).toEqual(['US', 'CA', 'UK', 'AU', 'IL']);
    expect(GRADES).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(subject.options).toEqual([...SUBJECTS]);
    expect(edition.safeParse('UK').success).toBe(true);
    expect(edition.safeParse('FR').success).toBe(false);
    expect(GRADES.every((each) => grade.safeParse(each).success)).toBe(true);
    for (const outOfRange of [-1, 13, 4.5]) expect(grade.safeParse(outOfRange).success).toBe(false);
  });

  it('knows its subjects and names each', () => {
    expect(SUBJECTS.filter(isSubject)).toEqual([...SUBJECTS]);
    for (const other of ['art', 'MATH', '', null, 4]) expect(isSubject(other)).toBe(false);
    expect(SUBJECTS.map((each) => subjectNames[each])).toEqual(['Math', 'Language arts', 'Science', 'Social studies', 'Spanish']);
  });

  it('names grades as each edition says them', () => {
    expect([0, 4].map((each) => gradeName('US', each))).toEqual(['Kindergarten', 'Grade 4']);
    expect([0, 4].map((each) => gradeName('CA', each))).toEqual(['Kindergarten', 'Grade 4']);
    expect([0, 4].map((each) => gradeName('UK', each))).toEqual(['Reception', 'Year 5']);
    expect([0, 4].map((each) => gradeName('AU', each))).toEqual(['Foundation', 'Year 4']);
    expect([0, 1, 2, 3, 4, 11, 12].map(gradeShortOrdinalName)).toEqual(['K', '1st', '2nd', '3rd', '4th', '11th', '12th']);
  });
});

describe('entity ids', () => {
  it('are letters, digits, underscores and dashes', () => {
    expect(entityId.safeParse('user_1-a').success).toBe(true);
    for (const bad of ['', 'a b', 'a.b', 'a>b', 'ü']) expect(entityId.safeParse(bad).success).toBe(false);
  });
});

describe('landing-page paths', () => {
  it('builds and reads subject and grade pages', () => {
    expect(landingPagePath('math')).toBe('/math');
    expect(landingPagePath('ela', 0)).toBe('/ela/grade-0');
    expect(parseLandingPagePath('/math')).toEqual({ subject: 'math', grade: null });
    expect(parseLandingPagePath('/math/')).toEqual({ subject: 'math', grade: null });
    expect(parseLandingPagePath('/spa/grade-12/')).toEqual({ subject: 'spa', grade: 12 });
  });

  it('reads back every path it builds', () => {
    for (const each of SUBJECTS) {
      expect(parseLandingPagePath(landingPagePath(each))).toEqual({ subject: each, grade: null });
      for (const n of GRADES) {
        expect(parseLandingPagePath(landingPagePath(each, n))).toEqual({ subject: each, grade: n });
        expect(parseSkillPagePath(skillPagePath(each, n, 'F35P'))).toEqual({ subject: each, grade: n, permacode: 'F35P' });
      }
    }
  });

  it('is no landing page for other paths or grades out of range', () => {
    for (const path of ['/', '', '/art', '/mathematics', '/math/grade-13', '/math/grade-04', '/math/grade-', '/math/4', '/focus-zone', 'math/grade-4']) {
      expect(parseLandingPagePath(path)).toBeNull();
    }
    expect(parseLandingPagePath('/math/grade-4/skills/F35P')).toBeNull();
  });

  it('reads skill pages below a grade', () => {
    expect(skillPagePath('math', 4, 'F35P')).toBe('/math/grade-4/skills/F35P');
    expect(parseSkillPagePath('/math/grade-4/skills/F35P')).toEqual({ subject: 'math', grade: 4, permacode: 'F35P' });
    expect(parseSkillPagePath('/ela/grade-0/skills/a1/')).toEqual({ subject: 'ela', grade: 0, permacode: 'a1' });
    for (const path of ['/math/grade-4', '/math/grade-13/skills/F35P', '/math/grade-4/skills/', '/math/grade-4/skills/F3/x', '/art/grade-4/skills/F35P']) {
      expect(parseSkillPagePath(path)).toBeNull();
    }
  });
});

describe('topic pages (issue 34)', () => {
  it('are below their grade, named by the slug of the topic’s name, and read back', () => {
    expect(topicSlug('Place value & rounding')).toBe('place-value-rounding');
    expect(topicSlug('Data and graphs')).toBe('data-and-graphs');
    expect(topicPagePath('math', 4, 'fractions')).toBe('/math/grade-4/topics/fractions');
    for (const each of SUBJECTS) {
      for (const n of GRADES) expect(parseTopicPagePath(topicPagePath(each, n, 'data-and-graphs'))).toEqual({ subject: each, grade: n, topic: 'data-and-graphs' });
    }
    expect(parseTopicPagePath('/math/grade-4/topics/fractions/')).toEqual({ subject: 'math', grade: 4, topic: 'fractions' });
    for (const path of ['/math/grade-4', '/math/grade-4/skills/F35P', '/math/grade-4/topics/', '/math/grade-4/topics/a/b', '/math/grade-13/topics/fractions']) {
      expect(parseTopicPagePath(path)).toBeNull();
    }
  });
});

describe('what a path is about (the focus-session guard)', () => {
  it('reads the subject and grade of every page about them, pages below a grade included', () => {
    expect(parseCurriculumPath('/sci')).toEqual({ kind: 'subject', subject: 'sci', grade: null });
    expect(parseCurriculumPath('/sci/grade-3')).toEqual({ kind: 'grade', subject: 'sci', grade: 3 });
    expect(parseCurriculumPath('/sci/grade-3/skills/AB1')).toEqual({ kind: 'skill', subject: 'sci', grade: 3, permacode: 'AB1' });
    expect(parseCurriculumPath('/sci/grade-3/topics/plants-and-animals')).toEqual({ kind: 'topic', subject: 'sci', grade: 3, topic: 'plants-and-animals' });
    for (const below of ['/sci/grade-3/skills/', '/sci/grade-3/skills/F3/x', '/sci/grade-3/games/7', '/sci/grade-12/x/', '/sci/grade-3/topics/', '/sci/grade-3/topics/Plants', '/sci/grade-3/topics/-x']) {
      expect(parseCurriculumPath(below)).toMatchObject({ kind: 'below-grade', subject: 'sci' });
    }
    expect(parseCurriculumPath('/sci/grade-12/x/')?.grade).toBe(12);
  });

  it('is about no subject for other paths', () => {
    for (const path of ['/', '/focus-zone', '/science', '/sci/other', '/sci/grade-13', '/sci/grade-13/skills/AB1', '/sci/grade-1x', '/liveMessage/sci']) {
      expect(parseCurriculumPath(path)).toBeNull();
    }
  });
});
