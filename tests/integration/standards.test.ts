import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standardsQueries } from '../../projections/standards-queries';
import { startTestApp } from '../support/test-app';

// Issue 29 (docs/standards.md): the standards queries over the catalogue's read
// model, `GET /standards`, and the standards on skill details and search results.

let t: Awaited<ReturnType<typeof startTestApp>>;
let queries: ReturnType<typeof standardsQueries>;
beforeAll(async () => {
  t = await startTestApp({ catalogue: true });
  queries = standardsQueries(t.log.db);
});
afterAll(() => t.close());

const get = async (path: string, cookie?: string) => {
  const response = await t.request(path, cookie ? { cookie } : {});
  return { status: response.status, body: await response.json() };
};
const skillRow = (edition: string, subject: string, grade: number, code: string) =>
  t.log.db.prepare("SELECT permacode FROM catalogue_items WHERE kind = 'skill' AND edition = ? AND subject = ? AND grade = ? AND code = ?").pluck().get(edition, subject, grade, code) as string;

describe('the standards queries', () => {
  it('give a skill its standards, and a standard its skills of one edition, each the other’s inverse', () => {
    const permacode = skillRow('US', 'math', 4, 'A.1');
    const [standard] = queries.standardsOf(permacode);
    expect(standard?.subject).toBe('math');
    expect(queries.skillsOfStandard('US', standard!.code)).toContain(permacode);
    expect(queries.skillsOfStandard('UK', standard!.code)).not.toContain(permacode);
    for (const other of queries.skillsOfStandard('US', standard!.code)) expect(queries.standardsOf(other).map((s) => s.code)).toContain(standard!.code);
    expect(queries.standardsOf('NOPE1')).toEqual([]);
    expect(queries.skillsOfStandard('US', 'XX.9.9')).toEqual([]);
    expect(queries.standardsOf(skillRow('US', 'spa', 4, 'A.1'))).toEqual([]);
  });

  it('list a subject and grade’s standards, with every math skill of the grade aligned to one of them', () => {
    const listed = queries.list({ edition: 'US', subject: 'math', grade: 4 });
    expect(listed.every((standard) => standard.grade === 4)).toBe(true);
    const aligned = new Set(listed.flatMap((standard) => standard.permacodes));
    const skills = t.log.db.prepare("SELECT permacode FROM catalogue_items WHERE kind = 'skill' AND edition = 'US' AND subject = 'math' AND grade = 4").pluck().all() as string[];
    expect(skills).toHaveLength(64);
    for (const permacode of skills) expect(aligned.has(permacode), permacode).toBe(true);
    expect(queries.list({ edition: 'US', subject: 'ela', grade: 10 }).map((standard) => standard.code)).toContain('RL.9-10.1');
    expect(queries.list({ edition: 'US', subject: 'spa' })).toEqual([]);
    // A high-school standard listed for grade 9 carries its skills of grades 9 to 12.
    const highSchool = queries.list({ edition: 'US', subject: 'math', grade: 9 });
    for (const standard of highSchool) expect(standard.permacodes).toEqual(queries.skillsOfStandard('US', standard.code));
    const grade12 = skillRow('US', 'math', 12, 'A.1');
    expect(highSchool.some((standard) => standard.permacodes.includes(grade12))).toBe(true);
  });
});

describe('GET /standards', () => {
  it('answers the standards of a subject and grade with their aligned skills in the caller’s edition', async () => {
    const { status, body } = await get('/standards?subject=math&grade=4');
    expect(status).toBe(200);
    const fractions = body.standards.find((standard: { code: string }) => standard.code === '4.NF.B.3');
    expect(fractions).toEqual({ code: '4.NF.B.3', description: expect.stringMatching(/\.$/), domain: 'Number and Operations: Fractions', grade: 4, permacodes: queries.skillsOfStandard('US', '4.NF.B.3') });
    const uk = await get('/standards?subject=math&grade=4', 'lc_edition=UK');
    expect(uk.body.standards.map((s: { code: string }) => s.code)).toEqual(body.standards.map((s: { code: string }) => s.code));
    expect(uk.body.standards.find((s: { code: string }) => s.code === '4.NF.B.3').permacodes).toEqual(queries.skillsOfStandard('UK', '4.NF.B.3'));
  });

  it('treats an empty subject or grade as none, and answers Spanish with no standards', async () => {
    const all = await get('/standards?subject=&grade=');
    expect(all.status).toBe(200);
    expect(new Set(all.body.standards.map((s: { code: string }) => s.code.split('.')[0]))).toContain('HSA-SSE');
    expect((await get('/standards?subject=spa&grade=3')).body).toEqual({ standards: [] });
    const grade = await get('/standards?grade=0');
    expect(grade.body.standards.map((s: { code: string }) => s.code)).toEqual(expect.arrayContaining(['K.CC.A.1', 'RL.K.1', 'K-PS2-1', 'D2.Civ.1.K-2']));
  });

  it('refuses a subject or grade the catalogue does not have with 400 catalogue.unknown_page, appending nothing', async () => {
    const before = t.log.store.lastPosition();
    for (const query of ['subject=latin', 'grade=13', 'grade=-1', 'grade=four', 'subject=math&grade=2.5']) {
      const { status, body } = await get(`/standards?${query}`);
      expect({ query, status, body }).toEqual({ query, status: 400, body: { error: 'catalogue.unknown_page' } });
    }
    expect(t.log.store.lastPosition()).toBe(before);
  });
});

describe('standards on skills and in search', () => {
  it('a skill’s details carry its standards, codes with descriptions; a Spanish skill’s none', async () => {
    const permacode = skillRow('US', 'ela', 4, 'B.2');
    const { body } = await get(`/catalogue/skills/${permacode}`);
    expect(body.standards).toEqual(queries.standardsOf(permacode).map(({ code, description }) => ({ code, description })));
    expect(body.standards.length).toBeGreaterThan(0);
    expect((await get(`/catalogue/skills/${skillRow('US', 'spa', 4, 'B.2')}`)).body.standards).toEqual([]);
  });

  it('skill results of a search carry their standards; other kinds an empty list', async () => {
    const { body } = await get('/search/results?q=fractions');
    const skills = body.results.filter((result: { type: string }) => result.type === 'skill');
    expect(skills.length).toBeGreaterThan(0);
    for (const skill of skills) expect(skill.standards).toEqual(queries.standardsOf(skill.permacode).map(({ code, description }) => ({ code, description })));
    for (const other of body.results.filter((result: { type: string }) => result.type !== 'skill')) expect(other.standards).toEqual([]);
  });
});
