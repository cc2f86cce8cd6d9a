import type { CatalogueTopicPage } from '../../events/catalogue';
import { gradeName, landingPagePath, lessonPagePath, subjectNames, topicSlug, type Edition, type Subject } from '../../events/curriculum';
import type { CatalogueItem } from '../../projections/catalogue-queries';
import { CATEGORY_LETTERS } from './generate-catalogue';

/**
 * A topic page (issue 34) from the grade page's items of the catalogue read model: the topic
 * whose name's slug is `slug`, and the skills of its category (category n holds topic n's
 * skills, server/catalogue/generate-catalogue.ts). Null when the grade has no such topic.
 */
export function topicPageOf(items: readonly CatalogueItem[], address: { edition: Edition; subject: Subject; grade: number; slug: string }): CatalogueTopicPage | null {
  const { edition, subject, grade, slug } = address;
  const topics = items.filter((item) => item.kind === 'topic');
  const index = topics.findIndex((topic) => topicSlug(topic.name) === slug);
  const topic = topics[index];
  const letter = CATEGORY_LETTERS[index];
  if (topic === undefined || letter === undefined) return null;
  const skills = items.filter((item) => item.kind === 'skill' && item.code?.startsWith(`${letter}.`) && item.permacode !== null);
  return {
    edition,
    subject,
    subjectName: subjectNames[subject],
    grade,
    gradeName: gradeName(edition, grade),
    gradeUrl: landingPagePath(subject, grade),
    name: topic.name,
    url: topic.url,
    category: { letter, name: topic.name },
    skills: skills.map((skill) => ({
      code: skill.code!,
      name: skill.name,
      url: skill.url,
      permacode: skill.permacode!,
      upcoming: skill.upcoming === 1,
      lessonUrl: skill.upcoming === 1 ? null : lessonPagePath(skill.permacode!),
    })),
    otherTopics: topics.filter((other) => other !== topic).map((other) => ({ name: other.name, url: other.url })),
  };
}
