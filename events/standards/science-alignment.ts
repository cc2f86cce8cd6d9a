// Which NGSS codes fit each topic of the catalogue's science vocabulary, per
// grade (grades 6–8 share the middle-school row and 9–12 the high-school row, as
// NGSS groups them). A topic a grade's expectations do not cover has no row:
// its skills are not aligned (docs/standards.md).

type TopicCodes = Readonly<Record<string, readonly string[]>>;

const byGrade: readonly TopicCodes[] = [
  { Plants: ['K-LS1-1'], Animals: ['K-LS1-1', 'K-ESS2-2'], Weather: ['K-ESS2-1', 'K-ESS3-2'], Energy: ['K-PS3-1'], Forces: ['K-PS2-1'], Ecosystems: ['K-ESS2-2'], Engineering: ['K-2-ETS1-1', 'K-2-ETS1-2'] },
  { Plants: ['1-LS1-1', '1-LS3-1'], Animals: ['1-LS1-1', '1-LS3-1'], Energy: ['1-PS4-1', '1-PS4-2'], Space: ['1-ESS1-1', '1-ESS1-2'], Engineering: ['K-2-ETS1-1', 'K-2-ETS1-2'] },
  { Plants: ['2-LS2-1'], Animals: ['2-LS4-1'], Matter: ['2-PS1-1', '2-PS1-4'], Earth: ['2-ESS1-1', '2-ESS2-1', '2-ESS2-3'], Ecosystems: ['2-LS4-1'], Engineering: ['K-2-ETS1-1', 'K-2-ETS1-2'] },
  { Plants: ['3-LS1-1', '3-LS3-1'], Animals: ['3-LS1-1', '3-LS3-1', '3-LS4-3'], Weather: ['3-ESS2-1', '3-ESS2-2'], Forces: ['3-PS2-1', '3-PS2-3'], Earth: ['3-LS4-1'], Ecosystems: ['3-LS4-3'], Engineering: ['3-5-ETS1-1', '3-5-ETS1-3'] },
  { Plants: ['4-LS1-1'], Animals: ['4-LS1-1'], Energy: ['4-PS3-1', '4-PS3-2', '4-PS4-1'], Forces: ['4-PS3-1'], Earth: ['4-ESS1-1', '4-ESS2-1', '4-ESS2-2'], Engineering: ['3-5-ETS1-1', '3-5-ETS1-3'] },
  { Plants: ['5-LS1-1'], Animals: ['5-PS3-1'], Matter: ['5-PS1-1', '5-PS1-3', '5-PS1-4'], Energy: ['5-PS3-1'], Forces: ['5-PS2-1'], Earth: ['5-ESS2-1'], Space: ['5-ESS1-1', '5-ESS1-2'], Ecosystems: ['5-LS2-1'], Engineering: ['3-5-ETS1-1', '3-5-ETS1-3'] },
];

const middleSchool: TopicCodes = {
  Plants: ['MS-LS1-6', 'MS-LS1-5'],
  Animals: ['MS-LS1-5', 'MS-LS3-1'],
  Weather: ['MS-ESS2-5', 'MS-ESS2-6'],
  Matter: ['MS-PS1-1', 'MS-PS1-4'],
  Energy: ['MS-PS3-1', 'MS-PS3-3'],
  Forces: ['MS-PS2-2', 'MS-PS2-4'],
  Earth: ['MS-ESS2-1', 'MS-ESS2-4'],
  Space: ['MS-ESS1-1', 'MS-ESS1-2'],
  Ecosystems: ['MS-LS2-1', 'MS-LS2-3'],
  Engineering: ['MS-ETS1-1', 'MS-ETS1-4'],
};

const highSchool: TopicCodes = {
  Plants: ['HS-LS1-5'],
  Animals: ['HS-LS3-1', 'HS-LS4-1'],
  Weather: ['HS-ESS2-4'],
  Matter: ['HS-PS1-1', 'HS-PS1-2'],
  Energy: ['HS-PS3-1', 'HS-PS3-3'],
  Forces: ['HS-PS2-1', 'HS-PS2-4'],
  Earth: ['HS-ESS2-1', 'HS-ESS2-5'],
  Space: ['HS-ESS1-1', 'HS-ESS1-4'],
  Ecosystems: ['HS-LS2-2', 'HS-LS2-4'],
  Engineering: ['HS-ETS1-1', 'HS-ETS1-2'],
};

/** The NGSS codes of a topic in a grade (empty where none fits). */
export function scienceCodesOf(grade: number, topic: string): readonly string[] {
  const row = grade <= 5 ? byGrade[grade] : grade <= 8 ? middleSchool : highSchool;
  return row?.[topic] ?? [];
}
