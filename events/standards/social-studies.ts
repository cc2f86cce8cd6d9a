import { gradesOfBand, type Standard } from './standard';

// The C3 framework's dimension 2 indicators (civics, economics, geography,
// history), in the bands K–2, 3–5, 6–8 and 9–12: `D2.Civ.1.K-2`. Each
// indicator exists in every band; the description is our own words.

const BANDS = ['K-2', '3-5', '6-8', '9-12'] as const;

const DISCIPLINES = { Civ: 'Civics', Eco: 'Economics', Geo: 'Geography', His: 'History' } as const;

const INDICATORS: readonly (readonly [keyof typeof DISCIPLINES, number, string])[] = [
  ['Civ', 1, 'Describe the roles of leaders and citizens in government and civic groups.'],
  ['Civ', 2, 'Explain how people take part in their communities and government.'],
  ['Civ', 3, 'Explain the purposes of rules, laws and founding documents.'],
  ['Civ', 5, 'Explain what governments do and how their powers are divided.'],
  ['Civ', 7, 'Show respect for others’ opinions and follow fair ways to decide together.'],
  ['Eco', 1, 'Explain how scarcity makes people and groups choose, and what each choice costs.'],
  ['Eco', 3, 'Describe how resources are used to make goods and services.'],
  ['Eco', 4, 'Explain how buyers and sellers meet in markets and set prices.'],
  ['Geo', 1, 'Make and read maps and other pictures of places.'],
  ['Geo', 2, 'Use maps to explain how places relate to each other.'],
  ['Geo', 3, 'Use maps to find where places, landforms and resources are.'],
  ['Geo', 4, 'Explain how a place’s environment shapes the way people live there.'],
  ['Geo', 6, 'Describe how culture and the environment shape a place’s character.'],
  ['His', 1, 'Put events in time order and describe how things change over time.'],
  ['His', 2, 'Compare life in the past with life today and elsewhere.'],
  ['His', 3, 'Explain why some people and events of the past matter.'],
  ['His', 4, 'Compare how different people saw the same past event.'],
  ['His', 10, 'Use primary and secondary sources to learn about the past.'],
];

export const socialStudiesStandards: readonly Standard[] = BANDS.flatMap((band) => {
  const [grade, gradeMax] = gradesOfBand(band);
  return INDICATORS.map(([discipline, number, description]) => ({
    code: `D2.${discipline}.${number}.${band}`,
    description,
    domain: DISCIPLINES[discipline],
    grade,
    gradeMax,
    subject: 'ss' as const,
  }));
});

/** The C3 band label of a grade: 4 → `3-5`. */
export function c3BandOf(grade: number): (typeof BANDS)[number] {
  return grade <= 2 ? 'K-2' : grade <= 5 ? '3-5' : grade <= 8 ? '6-8' : '9-12';
}
