import type { Subject } from '../curriculum';
import { elaStandards } from './ela';
import { mathGrades3To5 } from './math-3-5';
import { mathGrades6To8 } from './math-6-8';
import { mathHighSchool } from './math-high-school';
import { mathKindergartenToGrade2 } from './math-k-2';
import { scienceStandardsList } from './science';
import { socialStudiesStandards } from './social-studies';
import type { Standard } from './standard';

/** Every standard of every framework, by subject then grade, in the frameworks' order. */
export const STANDARDS: readonly Standard[] = [
  ...mathKindergartenToGrade2,
  ...mathGrades3To5,
  ...mathGrades6To8,
  ...mathHighSchool,
  ...elaStandards,
  ...scienceStandardsList,
  ...socialStudiesStandards,
];

const byCode = new Map(STANDARDS.map((standard) => [standard.code, standard]));

export function standardByCode(code: string): Standard | null {
  return byCode.get(code) ?? null;
}

/** The standards of a subject (and grade: those whose grades include it), in the framework's order. */
export function standardsFor(filter: { subject?: Subject; grade?: number }): Standard[] {
  return STANDARDS.filter(
    (standard) =>
      (filter.subject === undefined || standard.subject === filter.subject) &&
      (filter.grade === undefined || (standard.grade <= filter.grade && filter.grade <= standard.gradeMax)),
  );
}
