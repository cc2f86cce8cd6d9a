import { DomainError } from '../../events/log/domain-error';
import { lessonPagePath, type LessonInProgress, type LessonPage, type LessonSkill } from '../../events/lessons';
import { lessonContentOf, publicCheck } from '../../events/lessons/lesson-content';
import { MissingQuestionBankError } from '../../events/practice/question-engine';
import type { FeatureLog } from '../features/feature-log';
import { catalogueSkill, type CatalogueSkill } from '../practice/practice-skills';

// What the lessons routes share (docs/lessons.md): the skill a lesson path names, the lesson page
// built from the pure content (checks without answers) and the student's progress.

/** The skill of a lesson path, or null (unknown, upcoming, or a topic without questions). */
export function lessonSkillOf(log: FeatureLog<'catalogue'>, permacode: string): (CatalogueSkill & LessonSkill) | null {
  const skill = catalogueSkill(log.queries.catalogue, permacode);
  if (!skill) return null;
  try {
    lessonContentOf(skill.engine);
  } catch (error) {
    if (error instanceof MissingQuestionBankError) return null;
    throw error;
  }
  return skill;
}

export function requireLessonSkill(log: FeatureLog<'catalogue'>, permacode: string): CatalogueSkill & LessonSkill {
  const skill = lessonSkillOf(log, permacode);
  if (!skill) throw new DomainError('lessons.unknown_skill', 404);
  return skill;
}

export function lessonPageOf(log: FeatureLog<'lessons'>, skill: CatalogueSkill, studentUserId: string | null): LessonPage {
  const content = lessonContentOf(skill.engine);
  const row = studentUserId === null ? null : log.queries.lessons.progressOf(studentUserId, skill.permacode);
  return {
    permacode: skill.permacode,
    skillCode: skill.code,
    skillName: skill.name,
    subject: skill.subject,
    grade: skill.grade,
    skillUrl: skill.url,
    idea: content.idea,
    examples: content.examples,
    checks: content.checks.map(publicCheck),
    progress:
      row === null || studentUserId === null
        ? null
        : { startedAt: row.startedAt, finishedAt: row.finishedAt, checks: log.queries.lessons.checksOf(studentUserId, skill.permacode), checksRight: row.checksRight },
  };
}

export function lessonsInProgressOf(log: FeatureLog<'catalogue' | 'lessons'>, studentUserId: string): LessonInProgress[] {
  return log.queries.lessons.inProgressOf(studentUserId).flatMap((row) => {
    const skill = catalogueSkill(log.queries.catalogue, row.permacode);
    if (!skill) return [];
    return [{ permacode: row.permacode, skillCode: skill.code, skillName: skill.name, url: lessonPagePath(row.permacode), checksAnswered: row.checksAnswered, lastAnsweredAt: row.lastAnsweredAt }];
  });
}
