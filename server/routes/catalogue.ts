import { Hono } from 'hono';
import { z } from 'zod';
import {
  grade as gradeField,
  GRADES,
  gradeName,
  gradeShortOrdinalName,
  landingPagePath,
  lessonPagePath,
  subject as subjectField,
  subjectNames,
  type Edition,
  type Subject,
} from '../../events/curriculum';
import type { CatalogueTopicPage } from '../../events/catalogue';
import { gameById } from '../../events/games/game-catalogue';
import { DomainError } from '../../events/log/domain-error';
import { standardsOfCatalogueSkill } from '../../events/standards';
import { editionModels } from '../catalogue/editions';
import { topicPageOf } from '../catalogue/topic-page';
import { CATEGORY_LETTERS } from '../catalogue/generate-catalogue';
import { currentEdition } from '../edition-picker/current-edition';
import { gamesHiddenFor } from '../games/games-shown';
import { takeoffPlansFor } from '../takeoff/takeoff-plan-library';
import { isTakeoffSubject } from '../../events/takeoff/takeoff-contract';
import type { FeatureLog } from '../features/feature-log';
import type { AppEnv } from '../http/app-env';
import { validated } from '../http/validated';

const landingQuery = z.object({ subject: subjectField, grade: z.coerce.number().pipe(gradeField).optional() });
/** A topic page's address (issue 34): its grade page's, and the slug of the topic's name. */
const topicQuery = z.object({
  subject: subjectField,
  grade: z.coerce.number().pipe(gradeField),
  topic: z.string().max(80, 'catalogue.unknown_topic').regex(/^[a-z0-9-]+$/, 'catalogue.unknown_topic'),
});

/** Edition models (spec §3) and the data of the subject, grade and skill landing pages. */
export function catalogueRoutes(log: FeatureLog<'catalogue' | 'editionPicker' | 'profile'>) {
  const app = new Hono<AppEnv>();
  const catalogue = log.queries.catalogue;

  app.get('/editions', (c) => {
    const edition = currentEdition(c, log);
    return c.json({
      edition,
      isEnglishEdition: true,
      isIndependentEdition: edition === 'IL',
      numTotalSkillsInEdition: catalogue.skillCount(edition),
      editions: editionModels,
    });
  });

  app.get('/catalogue/landing', validated('query', landingQuery, 'catalogue.unknown_page'), (c) => {
    const { subject, grade } = c.req.valid('query');
    const edition = currentEdition(c, log);
    const grades = GRADES.map((n) => ({ grade: n, gradeName: gradeName(edition, n), url: landingPagePath(subject, n) }));
    if (grade === undefined) {
      // Whoever has hideGames on sees no game links (issue 28, docs/games.md).
      const gamesHidden = gamesHiddenFor(c, log);
      const games = gamesHidden
        ? []
        : catalogue.gamesOf(edition, subject).map((game) => ({
            gameId: game.gameId,
            name: game.name,
            gradeRange: `${gradeShortOrdinalName(game.grade)}–${gradeShortOrdinalName(game.gradeMax ?? game.grade)}`,
            url: game.url,
            screenshotUrl: game.gameId === null ? null : (gameById(game.gameId)?.screenshotUrl ?? null),
          }));
      return c.json({ edition, subject, subjectName: subjectNames[subject], grades, games, gamesHidden });
    }
    const items = catalogue.landingPage(edition, subject, grade);
    const of = (kind: string) => items.filter((item) => item.kind === kind);
    const plan = isTakeoffSubject(subject) && of('takeoff').length > 0 ? takeoffPlansFor(edition, subject, grade)[0] : undefined;
    const takeoffLessonPages = new Map((plan?.lessons ?? []).map((lesson) => [lesson.lessonNumber, lessonPagePath(lesson.permacode)]));
    return c.json({
      edition,
      subject,
      subjectName: subjectNames[subject],
      grade,
      gradeName: gradeName(edition, grade),
      grades,
      skills: of('skill').map((skill) => ({ code: skill.code, name: skill.name, url: skill.url, permacode: skill.permacode, upcoming: skill.upcoming === 1 })),
      /** Issue 34: each category's real name, its topic's (category n holds topic n's skills). */
      categories: of('topic')
        .slice(0, CATEGORY_LETTERS.length)
        .map((topic, index) => ({ letter: CATEGORY_LETTERS[index]!, name: topic.name })),
      topics: of('topic').map((topic) => ({ name: topic.name, url: topic.url })),
      /** Issue 31: each named lesson's page, its skill's lesson (docs/lessons.md). */
      lessons: of('lesson').map((lesson) => ({ lessonName: lesson.name, lessonNumber: lesson.lessonNumber, url: lesson.url })),
      /** Issue 34: each takeoff lesson's `url` is its lesson page (docs/takeoff.md), null when the plan has no such lesson. */
      takeoffPlans: of('takeoff').map((plan) => ({
        lessonName: plan.name,
        lessonNumber: plan.lessonNumber,
        grade: gradeShortOrdinalName(grade),
        url: takeoffLessonPages.get(plan.lessonNumber ?? 0) ?? null,
      })),
    });
  });

  // Issue 34: a topic page, public like the grade page (docs/search.md "Topic pages").
  app.get('/catalogue/topic', validated('query', topicQuery, 'catalogue.unknown_page'), (c) => {
    const { subject, grade, topic } = c.req.valid('query');
    const edition = currentEdition(c, log);
    const page = topicPageOf(catalogue.landingPage(edition, subject, grade), { edition, subject, grade, slug: topic });
    if (!page) throw new DomainError('catalogue.unknown_topic', 404);
    return c.json(page satisfies CatalogueTopicPage);
  });

  app.get('/catalogue/skills/:permacode', (c) => {
    const skill = catalogue.skillByPermacode(c.req.param('permacode').toUpperCase());
    if (!skill) throw new DomainError('catalogue.unknown_skill', 404);
    return c.json({
      name: skill.name,
      code: skill.code,
      subject: skill.subject,
      subjectName: subjectNames[skill.subject as Subject],
      grade: skill.grade,
      gradeName: gradeName(skill.edition as Edition, skill.grade),
      edition: skill.edition,
      tags: skill.tags.split(' | '),
      upcoming: skill.upcoming === 1,
      url: skill.url,
      /** The standards it is aligned to (issue 29, docs/standards.md). */
      standards: standardsOfCatalogueSkill(skill).map(({ code, description }) => ({ code, description })),
    });
  });

  return app;
}
