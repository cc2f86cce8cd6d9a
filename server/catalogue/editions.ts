import type { Edition } from '../../events/curriculum';

interface EditionModel {
  editionConstant: Edition;
  twoLetter: string;
  fullName: string;
  editionUrl: string;
  isEnglishEdition: boolean;
}

/** Spec §2.7 / §3 edition model: each edition the picker offers. */
export const editionModels = [
  { editionConstant: 'US', twoLetter: 'US', fullName: 'United States', editionUrl: '/?edition=US', isEnglishEdition: true },
  { editionConstant: 'CA', twoLetter: 'CA', fullName: 'Canada', editionUrl: '/?edition=CA', isEnglishEdition: true },
  { editionConstant: 'UK', twoLetter: 'UK', fullName: 'United Kingdom', editionUrl: '/?edition=UK', isEnglishEdition: true },
  { editionConstant: 'AU', twoLetter: 'AU', fullName: 'Australia', editionUrl: '/?edition=AU', isEnglishEdition: true },
  { editionConstant: 'IL', twoLetter: 'IL', fullName: 'Independent learner', editionUrl: '/?edition=IL', isEnglishEdition: true },
] as const satisfies readonly EditionModel[];
