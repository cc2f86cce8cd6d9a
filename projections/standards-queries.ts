import { GRADES, type Subject } from '../events/curriculum';
import type { LogDatabase } from '../events/log/log-database';
import { ALIGNMENT_REACH, standardByCode, standardsFor, standardsOfCatalogueSkill, type ListedStandard, type Standard } from '../events/standards';
import { catalogueQueries, type CatalogueItem } from './catalogue-queries';

// Standards over the catalogue's read model (projections/catalogue.ts): the
// alignment is a pure function of a skill row (events/standards/), so these
// queries read the catalogue's skill rows and apply it; no table of their own.

export function standardsQueries(db: LogDatabase) {
  const catalogue = catalogueQueries(db);
  const skillsOf = (edition: string, subject: Subject, grade: number): CatalogueItem[] => catalogue.landingPage(edition, subject, grade).filter((item) => item.kind === 'skill');

  /**
   * The aligned skills of a subject's sections in an edition, by standard code
   * (catalogue order), from the sections of grades `from`–`to` widened by the
   * alignment's reach: every skill a standard of those grades can have.
   */
  function alignedPermacodes(edition: string, subject: Subject, from = 0, to = GRADES.length - 1): Map<string, string[]> {
    const byCode = new Map<string, string[]>();
    for (const grade of GRADES.filter((g) => g >= from - ALIGNMENT_REACH && g <= to + ALIGNMENT_REACH)) {
      for (const skill of skillsOf(edition, subject, grade)) {
        if (skill.permacode === null) continue;
        for (const standard of standardsOfCatalogueSkill(skill)) byCode.set(standard.code, [...(byCode.get(standard.code) ?? []), skill.permacode]);
      }
    }
    return byCode;
  }

  return {
    /** The standards a skill is aligned to; empty for an unknown permacode or an unaligned skill (Spanish). */
    standardsOf(permacode: string): Standard[] {
      const skill = catalogue.skillByPermacode(permacode.toUpperCase());
      return skill ? standardsOfCatalogueSkill(skill) : [];
    },
    /** The permacodes of the edition's skills aligned to a standard, in catalogue order; empty for an unknown code. */
    skillsOfStandard(edition: string, code: string): string[] {
      const standard = standardByCode(code);
      return standard ? (alignedPermacodes(edition, standard.subject, standard.grade, standard.gradeMax).get(code) ?? []) : [];
    },
    /** The standards of a subject and grade (all when left out), each with its aligned skills in the edition. */
    list({ edition, subject, grade }: { edition: string; subject?: Subject; grade?: number }): ListedStandard[] {
      const standards = standardsFor({ ...(subject === undefined ? {} : { subject }), ...(grade === undefined ? {} : { grade }) });
      const aligned = new Map<Subject, Map<string, string[]>>();
      const alignedOf = (of: Subject) => {
        const listed = standards.filter((standard) => standard.subject === of);
        return alignedPermacodes(edition, of, Math.min(...listed.map((s) => s.grade)), Math.max(...listed.map((s) => s.gradeMax)));
      };
      return standards.map((standard) => {
        if (!aligned.has(standard.subject)) aligned.set(standard.subject, alignedOf(standard.subject));
        const permacodes = aligned.get(standard.subject)!.get(standard.code) ?? [];
        return { code: standard.code, description: standard.description, domain: standard.domain, grade: standard.grade, permacodes };
      });
    },
  };
}

export type StandardsQueries = ReturnType<typeof standardsQueries>;
