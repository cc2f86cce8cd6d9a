import { c3BandOf } from './social-studies';

// Which C3 indicators fit each topic of the catalogue's social studies
// vocabulary: the same indicators in every band, with the grade's band in the
// code (`D2.Geo.1.K-2`, `D2.Civ.2.3-5`).

const TOPIC_INDICATORS: Readonly<Record<string, readonly string[]>> = {
  Maps: ['Geo.1', 'Geo.3'],
  Government: ['Civ.5', 'Civ.1', 'Civ.3'],
  Economics: ['Eco.1', 'Eco.3', 'Eco.4'],
  History: ['His.1', 'His.10', 'His.3'],
  Culture: ['Geo.6', 'His.2'],
  Geography: ['Geo.2', 'Geo.4', 'Geo.3'],
  Civics: ['Civ.2', 'Civ.7', 'Civ.3'],
  'World history': ['His.2', 'His.4', 'His.3'],
};

/** The C3 codes of a topic in a grade (empty for a topic the table does not know). */
export function socialStudiesCodesOf(grade: number, topic: string): string[] {
  const band = c3BandOf(grade);
  return (TOPIC_INDICATORS[topic] ?? []).map((indicator) => `D2.${indicator}.${band}`);
}
