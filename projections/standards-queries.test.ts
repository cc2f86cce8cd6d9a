import { describe, expect, it } from 'vitest';
import type { CatalogueEvent, CatalogueSection } from '../events/catalogue';
import type { Subject } from '../events/curriculum';
import type { LogDatabase } from '../events/log/log-database';
import { STANDARDS, standardsFor, type ListedStandard } from '../events/standards';
import { catalogueProjection } from './catalogue';
import { projectionSpecification } from './projection-specification';
import { standardsQueries } from './standards-queries';

// The standards queries (docs/standards.md) over the catalogue's read model: a skill's
// standards from its row (its topic tag and its index in its category), a standard's
// skills of one edition in catalogue order from the sections within the alignment's
// reach of its grades, and the listed standards of a subject and grade with their skills.

const spec = projectionSpecification(catalogueProjection, standardsQueries);

/** A skill whose second tag is its topic (server/catalogue/generate-catalogue.ts). */
const skill = (skillId: number, permacode: string, code: string, topicTag: string | null) => ({
  skillId,
  permacode,
  code,
  name: `Skill ${permacode}`,
  tags: topicTag === null ? ['untagged'] : ['practice', topicTag],
  upcoming: false,
});

function published(section: Pick<CatalogueSection, 'edition' | 'subject' | 'grade' | 'skills'>): CatalogueEvent {
  return {
    type: 'CatalogueSectionPublished',
    data: {
      contentHash: 'hash-0001',
      levelName: `Grade ${section.grade}`,
      // A topic and a lesson: rows of the landing page that are not skills.
      topics: [{ topicId: `${section.edition}-${section.subject}-${section.grade}-money`, name: 'Money', tags: ['coins'] }],
      lessons: [{ lessonId: `${section.edition}-${section.subject}-${section.grade}-l1`, lessonName: 'Counting coins', lessonNumber: 1 }],
      games: [],
      takeoffPlans: [],
      ...section,
    },
  };
}

// Kindergarten 'Money' aligns A.1 to K.CC.B.5 and A.2 to 2.MD.C.8 (two grades up: the alignment's reach);
// grades 1–3 'Money' to 2.MD.C.8; grade 3 'Decimals' B.2 to 4.NF.C.6; grade 4 'Fractions' A.3 to 4.NF.B.3.
const catalogue: CatalogueEvent[] = [
  published({ edition: 'US', subject: 'math', grade: 0, skills: [skill(11, 'KMA1', 'A.1', 'money'), skill(12, 'KMA2', 'A.2', 'money'), skill(13, 'KNT1', 'B.1', null)] }),
  published({ edition: 'US', subject: 'math', grade: 1, skills: [skill(21, 'G1M1', 'A.1', 'money')] }),
  published({ edition: 'US', subject: 'math', grade: 2, skills: [skill(31, 'G2M1', 'A.1', 'money'), skill(32, 'G2T1', 'B.1', 'time'), skill(33, 'G2M2', 'A.2', 'money')] }),
  published({ edition: 'US', subject: 'math', grade: 3, skills: [skill(41, 'G3M1', 'A.1', 'money'), skill(42, 'G3D2', 'B.2', 'decimals')] }),
  published({ edition: 'US', subject: 'math', grade: 4, skills: [skill(51, 'G4F3', 'A.3', 'fractions')] }),
  published({ edition: 'US', subject: 'math', grade: 12, skills: [skill(61, 'HSE1', 'A.1', 'expressions')] }),
  published({ edition: 'US', subject: 'ela', grade: 4, skills: [skill(71, 'E4V1', 'A.1', 'vocabulary')] }),
  published({ edition: 'US', subject: 'spa', grade: 4, skills: [skill(81, 'SPA1', 'A.1', 'vocabulary')] }),
  published({ edition: 'CA', subject: 'math', grade: 2, skills: [skill(91, 'CAM1', 'A.1', 'money')] }),
];

const US_ALIGNED: Readonly<Record<string, string[]>> = {
  'K.CC.B.5': ['KMA1'],
  '2.MD.C.8': ['KMA2', 'G1M1', 'G2M1', 'G2M2', 'G3M1'],
  '2.MD.C.7': ['G2T1'],
  '4.NF.C.6': ['G3D2'],
  '4.NF.B.3': ['G4F3'],
  'HSA-SSE.A.1': ['HSE1'],
  'L.4.4': ['E4V1'],
};

/** What `list` answers for a filter: every standard of the framework data, with these skills (none when not given). */
const listedOf = (filter: { subject?: Subject; grade?: number }, aligned: Readonly<Record<string, string[]>>): ListedStandard[] =>
  standardsFor(filter).map((standard) => ({ code: standard.code, description: standard.description, domain: standard.domain, grade: standard.grade, permacodes: aligned[standard.code] ?? [] }));

describe('the standards of a skill', () => {
  it('are the standard its topic and index align it to, whatever the case of the permacode', () =>
    spec.given(catalogue).then((q) => {
      expect(q.standardsOf('KMA1')).toEqual([{ code: 'K.CC.B.5', description: 'Count up to 20 objects to say how many there are.', domain: 'Counting and Cardinality', grade: 0, gradeMax: 0, subject: 'math' }]);
      expect(q.standardsOf('kma2')).toEqual([{ code: '2.MD.C.8', description: 'Solve story problems with bills and coins.', domain: 'Measurement and Data', grade: 2, gradeMax: 2, subject: 'math' }]);
      expect(q.standardsOf('G4f3')).toEqual([{ code: '4.NF.B.3', description: expect.stringMatching(/\.$/), domain: 'Number and Operations: Fractions', grade: 4, gradeMax: 4, subject: 'math' }]);
      expect(q.standardsOf('HSE1')).toEqual([{ code: 'HSA-SSE.A.1', description: 'Explain what the parts of an expression mean in context.', domain: 'Algebra: Seeing Structure in Expressions', grade: 9, gradeMax: 12, subject: 'math' }]);
      expect(q.standardsOf('e4v1')).toEqual([{ code: 'L.4.4', description: 'Work out word meanings using context, prefixes, suffixes and roots.', domain: 'Language', grade: 4, gradeMax: 4, subject: 'ela' }]);
    }));

  it('are none for an unknown permacode, a skill without a topic tag, or a Spanish skill', () =>
    spec.given(catalogue).then((q) => {
      expect(q.standardsOf('NOPE1')).toEqual([]);
      expect(q.standardsOf('KNT1')).toEqual([]);
      expect(q.standardsOf('SPA1')).toEqual([]);
    }));
});

describe('the skills of a standard', () => {
  it('are the edition’s skills aligned to it, in catalogue order, from two grades below it to two above', () =>
    spec.given(catalogue).then((q) => {
      // Kindergarten's A.2 is two grades below 2.MD.C.8; grade 3's A.1 one above.
      expect(q.skillsOfStandard('US', '2.MD.C.8')).toEqual(['KMA2', 'G1M1', 'G2M1', 'G2M2', 'G3M1']);
      expect(q.skillsOfStandard('US', 'K.CC.B.5')).toEqual(['KMA1']);
      expect(q.skillsOfStandard('US', '2.MD.C.7')).toEqual(['G2T1']);
      // A grade-3 skill aligned to a grade-4 standard.
      expect(q.skillsOfStandard('US', '4.NF.C.6')).toEqual(['G3D2']);
      expect(q.skillsOfStandard('US', '4.NF.B.3')).toEqual(['G4F3']);
      // A high-school standard (grades 9–12) finds its grade-12 skill.
      expect(q.skillsOfStandard('US', 'HSA-SSE.A.1')).toEqual(['HSE1']);
      expect(q.skillsOfStandard('US', 'L.4.4')).toEqual(['E4V1']);
    }));

  it('are only the edition’s: another edition’s skills of the same standard are not', () =>
    spec.given(catalogue).then((q) => {
      expect(q.skillsOfStandard('CA', '2.MD.C.8')).toEqual(['CAM1']);
      expect(q.skillsOfStandard('UK', '2.MD.C.8')).toEqual([]);
    }));

  it('are none for a known standard no skill aligns to, and for an unknown code', () =>
    spec.given(catalogue).then((q) => {
      expect(q.skillsOfStandard('US', 'K.CC.A.1')).toEqual([]);
      expect(q.skillsOfStandard('US', '4.NF.A.1')).toEqual([]);
      expect(q.skillsOfStandard('US', 'XX.9.9')).toEqual([]);
    }));

  it('are none without a catalogue', () =>
    spec.given([]).then((q) => {
      expect(q.skillsOfStandard('US', '2.MD.C.8')).toEqual([]);
      expect(q.standardsOf('KMA1')).toEqual([]);
    }));
});

describe('the listed standards', () => {
  it('of a subject and grade: its standards in the framework’s order, each with its aligned skills of the edition', () =>
    spec.given(catalogue).then((q) => {
      const listed = q.list({ edition: 'US', subject: 'math', grade: 2 });
      expect(listed).toEqual(listedOf({ subject: 'math', grade: 2 }, US_ALIGNED));
      expect(listed.length).toBeGreaterThan(10);
      expect(listed.every((standard) => standard.code.startsWith('2.'))).toBe(true);
      expect(listed.find((standard) => standard.code === '2.MD.C.8')).toEqual({
        code: '2.MD.C.8',
        description: 'Solve story problems with bills and coins.',
        domain: 'Measurement and Data',
        grade: 2,
        permacodes: ['KMA2', 'G1M1', 'G2M1', 'G2M2', 'G3M1'],
      });
      expect(listed.find((standard) => standard.code === '2.MD.C.7')?.permacodes).toEqual(['G2T1']);
    }));

  it('of another edition carry that edition’s skills', () =>
    spec.given(catalogue).then((q) => {
      expect(q.list({ edition: 'CA', subject: 'math', grade: 2 })).toEqual(listedOf({ subject: 'math', grade: 2 }, { '2.MD.C.8': ['CAM1'] }));
    }));

  it('of every subject and grade when neither is given: the whole framework, each subject’s skills from kindergarten to high school', () =>
    spec.given(catalogue).then((q) => {
      const listed = q.list({ edition: 'US' });
      expect(listed).toHaveLength(STANDARDS.length);
      expect(listed).toEqual(listedOf({}, US_ALIGNED));
      expect(listed.filter((standard) => standard.permacodes.length > 0).map((standard) => [standard.code, standard.permacodes])).toEqual([
        ['K.CC.B.5', ['KMA1']],
        ['2.MD.C.7', ['G2T1']],
        ['2.MD.C.8', ['KMA2', 'G1M1', 'G2M1', 'G2M2', 'G3M1']],
        ['4.NF.B.3', ['G4F3']],
        ['4.NF.C.6', ['G3D2']],
        ['HSA-SSE.A.1', ['HSE1']],
        ['L.4.4', ['E4V1']],
      ]);
    }));

  it('of a grade in every subject when no subject is given', () =>
    spec.given(catalogue).then((q) => {
      const listed = q.list({ edition: 'US', grade: 4 });
      expect(listed).toEqual(listedOf({ grade: 4 }, US_ALIGNED));
      expect(new Set(listed.map((standard) => standard.code.split('.')[0]!.split('-')[0]))).toEqual(new Set(['4', 'RL', 'RI', 'RF', 'W', 'SL', 'L', '3', 'D2']));
      expect(listed.filter((standard) => standard.permacodes.length > 0).map((standard) => [standard.code, standard.permacodes])).toEqual([
        ['4.NF.B.3', ['G4F3']],
        ['4.NF.C.6', ['G3D2']],
        ['L.4.4', ['E4V1']],
      ]);
    }));

  it('of a subject in every grade when no grade is given', () =>
    spec.given(catalogue).then((q) => {
      const listed = q.list({ edition: 'US', subject: 'math' });
      expect(listed).toEqual(listedOf({ subject: 'math' }, US_ALIGNED));
      expect(listed.filter((standard) => standard.permacodes.length > 0).map((standard) => standard.code)).toEqual(['K.CC.B.5', '2.MD.C.7', '2.MD.C.8', '4.NF.B.3', '4.NF.C.6', 'HSA-SSE.A.1']);
    }));

  it('of high school carry their skills of grades 9 to 12', () =>
    spec.given(catalogue).then((q) => {
      expect(q.list({ edition: 'US', subject: 'math', grade: 9 })).toEqual(listedOf({ subject: 'math', grade: 9 }, US_ALIGNED));
      expect(q.list({ edition: 'US', subject: 'math', grade: 9 }).find((standard) => standard.code === 'HSA-SSE.A.1')?.permacodes).toEqual(['HSE1']);
    }));

  it('are none for Spanish, which no framework covers', () =>
    spec.given(catalogue).then((q) => {
      expect(q.list({ edition: 'US', subject: 'spa' })).toEqual([]);
      expect(q.list({ edition: 'US', subject: 'spa', grade: 4 })).toEqual([]);
    }));

  it('carry no skills without a catalogue', () =>
    spec.given([]).then((q) => {
      expect(q.list({ edition: 'US', subject: 'math', grade: 2 })).toEqual(listedOf({ subject: 'math', grade: 2 }, {}));
    }));
});

/**
 * The standards queries over a database that notes the arguments of every statement they read all rows of:
 * the landing pages (edition, subject, grade) of the catalogue sections they look in.
 */
function notingPagesRead(db: LogDatabase) {
  const pagesRead: unknown[][] = [];
  const bound = (target: object, key: string | symbol) => {
    const value: unknown = Reflect.get(target, key, target);
    return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
  };
  const noting = new Proxy(db, {
    get: (target, key) =>
      key === 'prepare'
        ? (source: string) =>
            new Proxy(target.prepare(source), {
              get: (statement, method) =>
                method === 'all'
                  ? (...args: unknown[]) => {
                      pagesRead.push(args);
                      return statement.all(...args);
                    }
                  : bound(statement, method),
            })
        : bound(target, key),
  });
  return { queries: standardsQueries(noting), pagesRead };
}
const noting = projectionSpecification(catalogueProjection, notingPagesRead);
const pages = (edition: string, subject: Subject, from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => [edition, subject, from + index]);

describe('the sections the queries read', () => {
  it('for a standard’s skills: its subject’s sections of the edition from two grades below its grades to two above, no further', () => {
    expect(noting.given(catalogue).query(({ queries, pagesRead }) => [queries.skillsOfStandard('US', '2.MD.C.8'), pagesRead])).toEqual([['KMA2', 'G1M1', 'G2M1', 'G2M2', 'G3M1'], pages('US', 'math', 0, 4)]);
    expect(noting.given(catalogue).query(({ queries, pagesRead }) => [queries.skillsOfStandard('CA', 'K.CC.B.5'), pagesRead])).toEqual([[], pages('CA', 'math', 0, 2)]);
    expect(noting.given(catalogue).query(({ queries, pagesRead }) => [queries.skillsOfStandard('US', 'HSA-SSE.A.1'), pagesRead])).toEqual([['HSE1'], pages('US', 'math', 7, 12)]);
    expect(noting.given(catalogue).query(({ queries, pagesRead }) => [queries.skillsOfStandard('US', 'L.4.4'), pagesRead])).toEqual([['E4V1'], pages('US', 'ela', 2, 6)]);
  });

  it('for an unknown standard or a skill’s standards: none', () => {
    expect(noting.given(catalogue).query(({ queries, pagesRead }) => [queries.skillsOfStandard('US', 'XX.9.9'), queries.standardsOf('KMA1').length, pagesRead])).toEqual([[], 1, []]);
  });

  it('for a list: each subject’s sections once, from two grades below its listed standards’ lowest grade to two above their highest', () => {
    expect(noting.given(catalogue).query(({ queries, pagesRead }) => [queries.list({ edition: 'US', subject: 'math', grade: 2 }).length, pagesRead])).toEqual([
      standardsFor({ subject: 'math', grade: 2 }).length,
      pages('US', 'math', 0, 4),
    ]);
    // Grade 4: math and ELA codes of grade 4 alone; NGSS's and C3's grades 3–5 bands.
    expect(noting.given(catalogue).query(({ queries, pagesRead }) => [queries.list({ edition: 'US', grade: 4 }).length, pagesRead])).toEqual([
      standardsFor({ grade: 4 }).length,
      [...pages('US', 'math', 2, 6), ...pages('US', 'ela', 2, 6), ...pages('US', 'sci', 1, 7), ...pages('US', 'ss', 1, 7)],
    ]);
    expect(noting.given(catalogue).query(({ queries, pagesRead }) => [queries.list({ edition: 'US', subject: 'spa' }).length, pagesRead])).toEqual([0, []]);
  });
});
