import { isSubject, type Subject } from '../curriculum';
import { elaCodesOf } from './ela-alignment';
import { mathAlignment } from './math-alignment';
import { scienceCodesOf } from './science-alignment';
import { socialStudiesCodesOf } from './social-studies-alignment';
import { standardByCode } from './standards-framework';
import type { Standard } from './standard';

// The alignment of catalogue skills to standards (docs/standards.md). A section
// (edition × subject × grade) has four categories A–D, each one topic of the
// subject's vocabulary; the table gives each (subject, grade, topic) its codes,
// and a skill takes the code at its index in its category (A.1 the first, A.2
// the second, … wrapping round), so the same skill always gets the same code
// and a category's skills spread over all of its topic's codes.

const CATEGORY_LETTERS = 'ABCD';

/**
 * How many grades away from a skill's own grade its standard may be (the
 * nearest-fit rule reaches at most this far, kindergarten 'Money' → 2.MD.C.8):
 * the skills of a standard are found among the sections this close to its grades.
 */
export const ALIGNMENT_REACH = 2;

/** The codes that fit a topic of a subject in a grade, best first; empty where no framework fits (Spanish). */
export function topicStandardCodes(subject: Subject, grade: number, topic: string): readonly string[] {
  switch (subject) {
    case 'math':
      return mathAlignment[grade]?.[topic] ?? [];
    case 'ela':
      return elaCodesOf(grade, topic);
    case 'sci':
      return scienceCodesOf(grade, topic);
    case 'ss':
      return socialStudiesCodesOf(grade, topic);
    case 'spa':
      return [];
    default: {
      const _exhaustive: never = subject;
      return _exhaustive;
    }
  }
}

/** A skill's position: its category letter's index (A = 0) and its index in the category, from its code `C.12`. */
function positionOf(skillCode: string): { category: number; index: number } | null {
  const match = /^([A-Z])\.(\d+)$/.exec(skillCode);
  if (!match) return null;
  return { category: CATEGORY_LETTERS.indexOf(match[1]!), index: Number(match[2]) - 1 };
}

function chosen(codes: readonly string[], index: number): Standard[] {
  if (codes.length === 0) return [];
  const standard = standardByCode(codes[index % codes.length]!);
  return standard ? [standard] : [];
}

/** The standards of a skill of a published section: its category's topic is `section.topics[letter]`. */
export function standardsOfSkill(section: { subject: Subject; grade: number; topics: readonly { name: string }[] }, skill: { code: string }): Standard[] {
  const position = positionOf(skill.code);
  const topic = position ? section.topics[position.category] : undefined;
  if (!position || !topic) return [];
  return chosen(topicStandardCodes(section.subject, section.grade, topic.name), position.index);
}

/**
 * The same, for a skill row of the catalogue read model: its topic is its
 * second tag (the topic's name in lower case, server/catalogue/generate-catalogue.ts).
 */
export function standardsOfCatalogueSkill(skill: { subject: string; grade: number; code: string | null; tags: string }): Standard[] {
  const topicTag = skill.tags.split(' | ')[1];
  const position = skill.code ? positionOf(skill.code) : null;
  if (!position || !topicTag || !isSubject(skill.subject)) return [];
  const codes = topicStandardCodes(skill.subject, skill.grade, topicNameOf(topicTag));
  return chosen(codes, position.index);
}

/** A topic tag (`place value`) as the table names it (`Place value`). */
function topicNameOf(tag: string): string {
  return tag.charAt(0).toUpperCase() + tag.slice(1);
}
