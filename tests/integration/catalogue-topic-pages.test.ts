import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRADES, parseTopicPagePath, SUBJECTS } from '../../events/curriculum';
import { GradeExtras } from '../../web/features/landing-pages/grade-sections';
import { gradeLandingSchema, topicPageSchema } from '../../web/shared/catalogue/landing-api';
import { createI18n } from '../../web/shared/i18n/i18n-setup';
import { startTestApp } from '../support/test-app';

// Issue 34 item 5: topics link to topic pages, and takeoff plans to the lesson pages the lessons
// issue made. Over every subject and grade of the default edition: every topic of the grade page
// links to a topic page that the server answers, with the skills of the topic's category (at least
// one), and the grade page draws those links; every takeoff lesson links to a lesson page.

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp({ catalogue: true });
});
afterAll(() => t.close());

describe('topic pages', () => {
  it('for every subject and grade: each topic of the grade page has its topic page, with the skills of its category', async () => {
    const i18n = createI18n();
    for (const subject of SUBJECTS) {
      for (const grade of GRADES) {
        const where = `${subject} ${grade}`;
        const page = gradeLandingSchema.parse(await (await t.request(`/catalogue/landing?subject=${subject}&grade=${grade}`)).json());
        expect(page.topics.length, where).toBeGreaterThan(0);
        const html = renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(GradeExtras, { page })));
        for (const topic of page.topics) {
          const address = parseTopicPagePath(topic.url);
          expect(address, `${where}: ${topic.url}`).toEqual({ subject, grade, topic: expect.any(String) });
          expect(html, where).toContain(`href="${topic.url}"`);
          const response = await t.request(`/catalogue/topic?${new URLSearchParams({ subject, grade: String(grade), topic: address!.topic })}`);
          expect(response.status, topic.url).toBe(200);
          const topicPage = topicPageSchema.parse(await response.json());
          expect([topicPage.name, topicPage.url, topicPage.gradeUrl], topic.url).toEqual([topic.name, topic.url, `/${subject}/grade-${grade}`]);
          expect(topicPage.skills.length, topic.url).toBeGreaterThanOrEqual(1);
          const category = page.categories.find((each) => each.letter === topicPage.category.letter);
          expect(category?.name, topic.url).toBe(topic.name);
          const inCategory = page.skills.filter((skill) => skill.code.startsWith(`${topicPage.category.letter}.`));
          expect(topicPage.skills.map((skill) => skill.permacode), topic.url).toEqual(inCategory.map((skill) => skill.permacode));
          for (const skill of topicPage.skills) expect(skill.lessonUrl, skill.code).toBe(skill.upcoming ? null : `/lesson/${skill.permacode}`);
          expect(topicPage.otherTopics.map((other) => other.url).sort(), topic.url).toEqual(page.topics.filter((other) => other !== topic).map((other) => other.url).sort());
        }
      }
    }
  });

  it('every takeoff lesson of a math or ELA grade page links to the lesson page of one of its skills that can be practised', async () => {
    for (const subject of ['math', 'ela'] as const) {
      for (const grade of GRADES) {
        const page = gradeLandingSchema.parse(await (await t.request(`/catalogue/landing?subject=${subject}&grade=${grade}`)).json());
        const lessonPages = new Set(page.skills.filter((skill) => !skill.upcoming).map((skill) => `/lesson/${skill.permacode}`));
        expect(page.takeoffPlans.length, `${subject} ${grade}`).toBeGreaterThan(0);
        for (const plan of page.takeoffPlans) expect(lessonPages.has(plan.url ?? ''), `${subject} ${grade}: ${plan.lessonName} → ${plan.url}`).toBe(true);
      }
    }
  });

  it('answers 404 catalogue.unknown_topic for a topic the grade does not have, 400 for one that is no slug, appending nothing', async () => {
    const before = await t.log.store.lastPosition();
    const unknown = await t.request('/catalogue/topic?subject=math&grade=4&topic=no-such-topic');
    expect([unknown.status, await unknown.json()]).toEqual([404, { error: 'catalogue.unknown_topic' }]);
    for (const query of ['subject=math&grade=4&topic=Fractions', `subject=math&grade=4&topic=${'a'.repeat(81)}`, 'subject=math&grade=4', 'subject=art&grade=4&topic=x', 'subject=math&grade=13&topic=x']) {
      const response = await t.request(`/catalogue/topic?${query}`);
      expect(response.status, query).toBe(400);
    }
    expect(await t.log.store.lastPosition()).toBe(before);
  });
});
