import type { SittingItem } from '../../events/assessments';
import { nextItem, priorLevelOf, type StrandAnswer } from '../../events/diagnostics/adaptive-rule';
import type { FormItem } from '../../events/diagnostics/assessment-forms';
import { skillForItem, type DiagnosticSkill } from '../../events/diagnostics/recommendations';
import { itemDifficulty, type ItemLevel } from '../../events/diagnostics/scale';
import { GRADES } from '../../events/curriculum';
import { standardsOfCatalogueSkill } from '../../events/standards';
import type { CatalogueQueries } from '../../projections/catalogue-queries';
import { catalogueSkill } from '../practice/practice-skills';

// The catalogue's skills as the diagnostic draws questions from them (docs/diagnostics.md "Questions"): a
// form's item or LevelUp's next item (a strand at a grade and engine level) becomes a question of a skill of
// that strand and grade (`skillForItem`), drawn by practice's question engine at that level with the
// server-keyed seed (server/practice/question-keys.ts `engineSeed`), so an item is the same question on
// every reload and nobody can draw it offline.

export interface DiagnosticCatalogueSkill extends DiagnosticSkill {
  name: string;
  subject: string;
}

/** The edition's skills of a subject with their standard codes, kindergarten to grade 12, in catalogue order. */
export function diagnosticSkills(catalogue: CatalogueQueries, edition: string, subject: 'math' | 'ela'): DiagnosticCatalogueSkill[] {
  return GRADES.flatMap((grade) =>
    catalogue
      .landingPage(edition, subject, grade)
      .filter((item) => item.kind === 'skill' && item.permacode !== null && item.skillId !== null && item.upcoming !== 1)
      .map((item) => ({ permacode: item.permacode!, grade: item.grade, name: item.name, subject: item.subject, standardCodes: standardsOfCatalogueSkill(item).map((standard) => standard.code) })),
  );
}

/** The question of one item: the skill (given, or the strand's at the item's grade), level and seed; null when the catalogue has none. */
function drawn(
  catalogue: CatalogueQueries,
  skills: readonly DiagnosticCatalogueSkill[],
  item: { itemKey: string; strand: SittingItem['strand']; difficulty: number; grade: number; level: number; permacode?: string },
  index: number,
  seed: string,
): SittingItem | null {
  const permacode = item.permacode ?? (item.strand ? skillForItem(item.strand, item.grade, skills, index)?.permacode : undefined);
  const skill = permacode ? catalogueSkill(catalogue, permacode) : null;
  if (!skill) return null;
  const standardCodes = skills.find((each) => each.permacode === skill.permacode)?.standardCodes ?? [];
  // The difficulty of the question actually asked: the chosen skill's grade at the item's level (docs/diagnostics.md "Using the engine").
  const difficulty = itemDifficulty(skill.engine.grade, item.level as ItemLevel);
  return { itemKey: item.itemKey, strand: item.strand, difficulty, permacode: skill.permacode, skillName: skill.name.slice(0, 500), engine: skill.engine, level: item.level, seed, standardCodes: standardCodes.slice(0, 10) };
}

/**
 * A form's questions (screener, benchmark, Flex, checkpoint, common assessment) for one student; items the catalogue
 * cannot draw are left out. A common assessment's items are its Spark Studio questions (`sparkItems`, by item key).
 */
export function formQuestions(
  catalogue: CatalogueQueries,
  skills: readonly DiagnosticCatalogueSkill[],
  form: readonly FormItem[],
  seedOf: (itemKey: string) => string,
  sparkItems: readonly SittingItem[] = [],
): SittingItem[] {
  return form.flatMap((item, index) => {
    if (item.source === 'spark') return sparkItems.filter((each) => each.itemKey === item.itemKey);
    const drawnItem = drawn(catalogue, skills, { ...item, ...(item.source === 'skill' ? { permacode: item.permacode } : {}) }, index, seedOf(item.itemKey));
    return drawnItem ? [drawnItem] : [];
  });
}

/** LevelUp's next question from the student's LevelUp answers so far (the adaptive rule `nextItem`); null when the strand has no skill. */
export function levelUpQuestion(
  catalogue: CatalogueQueries,
  skills: readonly DiagnosticCatalogueSkill[],
  subject: 'math' | 'ela',
  answers: readonly StrandAnswer[],
  grade: number | null,
  seed: string,
): SittingItem | null {
  const next = nextItem(subject, answers, priorLevelOf(grade));
  const item = { itemKey: `levelup-${answers.length + 1}`, strand: next.strand, difficulty: itemDifficulty(next.grade, next.level), grade: next.grade, level: next.level };
  return drawn(catalogue, skills, item, answers.length, seed);
}
