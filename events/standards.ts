// Standards (issue 29, docs/standards.md): public frameworks as data
// (events/standards/), the alignment of catalogue skills to them, and the
// shapes the standards calls answer with. The feature appends no events.

export type { Standard } from './standards/standard';
export { STANDARD_SUBJECTS, isWellFormedStandardCode } from './standards/standard';
export { STANDARDS, standardByCode, standardsFor } from './standards/standards-framework';
export { ALIGNMENT_REACH, standardsOfCatalogueSkill, standardsOfSkill, topicStandardCodes } from './standards/standards-alignment';

/** One standard as `GET /standards` lists it: `permacodes` are its aligned skills in the request's edition. */
export interface ListedStandard {
  code: string;
  description: string;
  domain: string;
  grade: number;
  permacodes: string[];
}

/** A standard as a skill page and a search result show it. */
export interface SkillStandard {
  code: string;
  description: string;
}
