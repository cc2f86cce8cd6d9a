import type { CatalogueSubject } from '../../events/catalogue';

/** Spec §2.7 / §3 edition model: each edition the picker offers. */
export const editionModels = [
  { editionConstant: 'US', twoLetter: 'US', fullName: 'United States', editionUrl: '/?edition=US', isEnglishEdition: true },
  { editionConstant: 'CA', twoLetter: 'CA', fullName: 'Canada', editionUrl: '/?edition=CA', isEnglishEdition: true },
  { editionConstant: 'UK', twoLetter: 'UK', fullName: 'United Kingdom', editionUrl: '/?edition=UK', isEnglishEdition: true },
  { editionConstant: 'AU', twoLetter: 'AU', fullName: 'Australia', editionUrl: '/?edition=AU', isEnglishEdition: true },
  { editionConstant: 'IL', twoLetter: 'IL', fullName: 'Independent learner', editionUrl: '/?edition=IL', isEnglishEdition: true },
] as const;

const subjectNames: Record<CatalogueSubject, string> = { math: 'Math', ela: 'Language arts', sci: 'Science', ss: 'Social studies', spa: 'Spanish' };

export function subjectDisplayName(subject: CatalogueSubject): string {
  return subjectNames[subject];
}

/** Grade names as each edition says them: the UK counts years from reception (Year 1 = kindergarten + 1). */
export function editionGradeName(edition: string, grade: number): string {
  if (edition === 'UK') return grade === 0 ? 'Reception' : `Year ${grade + 1}`;
  if (edition === 'AU') return grade === 0 ? 'Foundation' : `Year ${grade}`;
  return grade === 0 ? 'Kindergarten' : `Grade ${grade}`;
}

/** Spec §3 gradeInfo.gradeShortOrdinalName: K, 1st, 2nd, 3rd, 4th … */
export function gradeShortOrdinalName(grade: number): string {
  if (grade === 0) return 'K';
  const suffix = grade === 1 ? 'st' : grade === 2 ? 'nd' : grade === 3 ? 'rd' : 'th';
  return `${grade}${suffix}`;
}
