import { describe, expect, it } from 'vitest';
import type { CatalogueEvent, CatalogueSection } from '../events/catalogue';
import { catalogueProjection } from './catalogue';
import { catalogueQueries } from './catalogue-queries';
import { projectionSpecification } from './projection-specification';

const spec = projectionSpecification(catalogueProjection, catalogueQueries);

const skill = (skillId: number, code: string, name: string, tags: string[] = []) => ({
  skillId,
  permacode: `P${skillId}X`,
  code,
  name,
  tags,
  upcoming: false,
});

function published(section: Partial<CatalogueSection> & Pick<CatalogueSection, 'edition' | 'subject' | 'grade'>): CatalogueEvent {
  return {
    type: 'CatalogueSectionPublished',
    data: { contentHash: 'hash-0001', levelName: `Grade ${section.grade}`, skills: [], topics: [], lessons: [], games: [], takeoffPlans: [], ...section },
  };
}

const usMath4 = published({
  edition: 'US',
  subject: 'math',
  grade: 4,
  // Compare decimals matches "fraction" by a tag only, Add fractions by its name only.
  skills: [skill(102, 'A.2', 'Compare decimals', ['fractions', 'place value']), skill(101, 'A.1', 'Add fractions')],
  topics: [{ topicId: 'fractions', name: 'Fractions', tags: [] }],
  games: [{ gameId: 7, name: 'Fraction frenzy', gradeRange: [4, 6], tags: [] }],
});
const usMath3 = published({ edition: 'US', subject: 'math', grade: 3, skills: [skill(91, 'A.1', 'Unit fractions')] });
const usEla4 = published({ edition: 'US', subject: 'ela', grade: 4, skills: [skill(201, 'A.1', 'Main idea')] });
const caMath4 = published({ edition: 'CA', subject: 'math', grade: 4, skills: [skill(301, 'B.1', 'Add fractions with pictures')] });

describe('searching the catalogue', () => {
  it('the results page lists matches by grade, lowest first, names before tags within a grade (issue 34)', () =>
    spec.given([usMath4, usMath3]).then((queries) => {
      expect(queries.matchesOfKind('fraction', 'US', 'skill', 10, 0).map((item) => [item.grade, item.name])).toEqual([
        [3, 'Unit fractions'],
        [4, 'Add fractions'],
        [4, 'Compare decimals'],
      ]);
    }));

  it('finds items of the edition by name and tags, names first, by kind', () =>
    spec.given([usMath4, caMath4]).then((queries) => {
      const skills = queries.matchesOfKind('fraction', 'US', 'skill', 10, 0);
      expect(skills.map((item) => [item.name, item.url])).toEqual([
        ['Add fractions', '/math/grade-4/skills/P101X'],
        ['Compare decimals', '/math/grade-4/skills/P102X'],
      ]);
      expect(queries.matchCounts('fraction', 'US')).toEqual({ skill: 2, topic: 1, game: 1, takeoff: 1 });
      expect(queries.matchCounts('fraction', 'CA')).toEqual({ skill: 1 });
      expect(queries.bestMatchesByKind('fract', 'US', 1).map((item) => [item.kind, item.name]).sort()).toEqual([
        ['game', 'Fraction frenzy'],
        ['skill', 'Add fractions'],
        ['takeoff', 'Fractions: getting started'],
        ['topic', 'Fractions'],
      ]);
      expect(queries.matchesOfKind('   ', 'US', 'skill', 10, 0)).toEqual([]);
    }));

  it('links a topic to its topic page, named by the slug of its name (issue 34)', () =>
    spec.given([published({ edition: 'US', subject: 'math', grade: 4, topics: [{ topicId: 'US-math-4-data-and-graphs', name: 'Data and graphs', tags: [] }] })]).then((queries) => {
      expect(queries.matchesOfKind('graphs', 'US', 'topic', 10, 0).map((item) => item.url)).toEqual(['/math/grade-4/topics/data-and-graphs']);
    }));

  it('finds a skill by its exact code, math first, then by grade', () =>
    spec.given([usEla4, usMath4, usMath3, caMath4]).then((queries) => {
      expect(queries.skillsWithCode('US', 'a.1', 10).map((item) => item.skillId)).toEqual([91, 101, 201]);
      expect(queries.skillsWithCode('US', 'A.1', 1).map((item) => item.skillId)).toEqual([91]);
      expect(queries.skillsWithCode('CA', 'A.1', 10)).toEqual([]);
      expect(queries.skillByPermacode('P301X')).toMatchObject({ edition: 'CA', name: 'Add fractions with pictures' });
      expect(queries.skillCount('US')).toBe(4);
    }));
});

describe('games (issue 28)', () => {
  it('link to their own page when the game catalogue has them, else to the subject page’s anchor', () =>
    spec
      .given([published({ edition: 'US', subject: 'math', grade: 3, games: [{ gameId: 1005, name: 'Fluency zone: multiplication to 10 × 10', gradeRange: [3, 4], tags: ['times tables'] }] }), usMath4])
      .then((queries) => {
        expect(queries.gamesOf('US', 'math').map((game) => [game.gameId, game.url, game.grade, game.gradeMax])).toEqual([
          [1005, '/fluency-zone?operation=multiplication&upTo=10', 3, 4],
          [7, '/math#game-7', 4, 6],
        ]);
        expect(queries.matchesOfKind('times', 'US', 'game', 10, 0).map((game) => game.gameId)).toEqual([1005]);
      }));
});

describe('re-publishing a section', () => {
  it('replaces its items, in pages and in search', () =>
    spec
      .given([
        usMath4,
        usEla4,
        published({ edition: 'US', subject: 'math', grade: 4, contentHash: 'hash-0002', skills: [skill(103, 'C.1', 'Multiply by ten')] }),
      ])
      .then((queries) => {
        expect(queries.landingPage('US', 'math', 4).map((item) => [item.kind, item.name])).toEqual([
          ['level', 'Grade 4'],
          ['skill', 'Multiply by ten'],
          ['takeoff', 'Math: getting started'],
        ]);
        expect(queries.matchCounts('fraction', 'US')).toEqual({});
        expect(queries.matchesOfKind('multiply', 'US', 'skill', 10, 0).map((item) => item.skillId)).toEqual([103]);
        expect(queries.gamesOf('US', 'math')).toEqual([]);
        expect(queries.landingPage('US', 'ela', 4)).toHaveLength(3);
      }));
});

describe('takeoff lesson plans (issue 31)', () => {
  it('index a math or ELA section’s plan lessons, each linking to its entry on the grade page; other subjects have none', () =>
    spec.given([usMath4, published({ edition: 'US', subject: 'sci', grade: 4, skills: [skill(401, 'A.1', 'Fractions of light')] })]).then((queries) => {
      expect(queries.matchesOfKind('fractions', 'US', 'takeoff', 10, 0).map((item) => [item.name, item.url, item.lessonNumber])).toEqual([
        ['Fractions: getting started', '/math/grade-4#US-math-4-takeoff-1', 1],
      ]);
      expect(queries.landingPage('US', 'sci', 4).filter((item) => item.kind === 'takeoff')).toEqual([]);
    }));
});
