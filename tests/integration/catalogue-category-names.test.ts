import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRADES, SUBJECTS } from '../../events/curriculum';
import { generateCatalogue } from '../../server/catalogue/generate-catalogue';
import { GradeSkills } from '../../web/features/landing-pages/grade-sections';
import { gradeLandingSchema } from '../../web/shared/catalogue/landing-api';
import { createI18n } from '../../web/shared/i18n/i18n-setup';
import { startTestApp } from '../support/test-app';

// Issue 34 item 5: every grade page's categories have real names — their topics' — and no
// page says "Category A". Over every subject and grade of the default edition: the real
// server's landing data, drawn by the grade page's own component.

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp({ catalogue: true });
});
afterAll(() => t.close());

describe('grade pages name their categories', () => {
  it('for every subject and grade: four named categories, the section’s topics, and no "Category A"', async () => {
    const i18n = createI18n();
    const sections = generateCatalogue();
    const pages = SUBJECTS.flatMap((subject) => GRADES.map((grade) => ({ subject, grade })));
    for (const { subject, grade } of pages) {
      const response = await t.request(`/catalogue/landing?subject=${subject}&grade=${grade}`);
      expect(response.status).toBe(200);
      const page = gradeLandingSchema.parse(await response.json());
      const section = sections.find((each) => each.edition === page.edition && each.subject === subject && each.grade === grade)!;
      expect(page.categories, `${subject} ${grade}`).toEqual(section.topics.map((topic, index) => ({ letter: 'ABCD'[index], name: topic.name })));
      const html = renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(GradeSkills, { skills: page.skills, categories: page.categories })));
      expect(html, `${subject} ${grade}`).not.toMatch(/Category [A-Z]\b/);
      const headings = [...html.matchAll(/<h3 id="landing-category-[A-Z]+">([^<]*)<\/h3>/g)].map((match) => match[1]);
      expect(headings, `${subject} ${grade}`).toEqual(page.categories.map((category) => category.name.replace(/&/g, '&amp;')));
    }
  });
});
