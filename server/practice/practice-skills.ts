import type { Subject } from '../../events/curriculum';
import { DomainError } from '../../events/log/domain-error';
import type { PractisedSkill } from '../../events/practice';
import { generateQuestion, MissingQuestionBankError, type GeneratedQuestion, type PracticeSkill, type QuestionLevel } from '../../events/practice/question-engine';
import type { CatalogueQueries } from '../../projections/catalogue-queries';

// A catalogue skill as practice needs it: what the decider records (id,
// permacode, subject, grade), what the question engine takes (subject, grade,
// topic = tags[1], name), and what pages show (code, name, url).

export interface CatalogueSkill extends PractisedSkill {
  code: string;
  name: string;
  url: string;
  /** For the question engine: subject, grade, topic (`tags[1]`), name. */
  engine: PracticeSkill;
}

const PERMACODE = /^[A-Za-z0-9]{1,16}$/;

/** The skill of a permacode, or null when the catalogue has none (or it is upcoming and cannot be practised yet). */
export function catalogueSkill(catalogue: CatalogueQueries, permacode: string): CatalogueSkill | null {
  if (!PERMACODE.test(permacode)) return null;
  const item = catalogue.skillByPermacode(permacode.toUpperCase());
  if (!item || item.skillId === null || item.permacode === null || item.upcoming === 1) return null;
  const tags = item.tags.split(' | ');
  const subject = item.subject as Subject;
  return {
    skillId: item.skillId,
    permacode: item.permacode,
    subject,
    grade: item.grade,
    code: item.code ?? '',
    name: item.name,
    url: item.url,
    engine: { subject, grade: item.grade, topic: tags[1] ?? tags[0] ?? '', name: item.name },
  };
}

/** The skill a practice route names: 404 `practice.unknown_skill` for an unknown or upcoming one. */
export function practisableSkill(catalogue: CatalogueQueries, permacode: string): CatalogueSkill {
  const skill = catalogueSkill(catalogue, permacode);
  if (!skill) throw new DomainError('practice.unknown_skill', 404);
  return skill;
}

/**
 * The question (skill, level, seed) names — the engine given the server-keyed
 * `engineSeed` (question-keys.ts) —; a skill whose topic has no questions yet is
 * 404 `practice.unknown_skill` too.
 */
export function regenerateQuestion(skill: CatalogueSkill, level: number, engineSeed: string): GeneratedQuestion {
  try {
    return generateQuestion(skill.engine, level as QuestionLevel, engineSeed);
  } catch (error) {
    if (error instanceof MissingQuestionBankError) throw new DomainError('practice.unknown_skill', 404);
    throw error;
  }
}
