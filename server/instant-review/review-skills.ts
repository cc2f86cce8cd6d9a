import { DomainError } from '../../events/log/domain-error';
import type { ResolvedReviewSkill, SkillIDAndLevel } from '../../events/instant-review';
import type { CatalogueQueries } from '../../projections/catalogue-queries';
import { catalogueSkill, regenerateQuestion, type CatalogueSkill } from '../practice/practice-skills';

// A review's skills come from the catalogue: a permacode names a practisable
// skill (one whose topic the question engine can ask), else 404
// `instant_review.unknown_skill` and nothing is appended.

/** The catalogue skill of a permacode if the engine can ask its questions; null otherwise. */
export function reviewableSkill(catalogue: CatalogueQueries, permacode: string): CatalogueSkill | null {
  const skill = catalogueSkill(catalogue, permacode);
  if (!skill) return null;
  try {
    regenerateQuestion(skill, 1, 'instant-review-probe');
    return skill;
  } catch {
    return null;
  }
}

/** The skills and levels a call names, resolved for the decider. */
export function resolveReviewSkills(catalogue: CatalogueQueries, wanted: readonly SkillIDAndLevel[]): ResolvedReviewSkill[] {
  return wanted.map(({ skillId, level }) => {
    const skill = reviewableSkill(catalogue, skillId);
    if (!skill) throw new DomainError('instant_review.unknown_skill', 404);
    return { skillId: skill.skillId, permacode: skill.permacode, code: skill.code, name: skill.name, engine: skill.engine, level };
  });
}
