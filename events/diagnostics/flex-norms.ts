// The Flex norm table (docs/diagnostics.md "Flex"): per subject, grade and season,
// the mean and standard deviation of overall levels. THE FIGURES ARE ILLUSTRATIVE:
// written for this product to give plausible percentiles (a typical student sits a
// little below the middle of their grade in the fall and a little above it in the
// spring), not drawn from any real norming study. Replace the rows with a real
// study's figures to make the percentiles real; nothing else changes.

export const NORM_SEASONS = ['fall', 'winter', 'spring'] as const;
export type NormSeason = (typeof NORM_SEASONS)[number];

export interface NormRow {
  subject: 'math' | 'ela';
  grade: number;
  season: NormSeason;
  mean: number;
  sd: number;
}

export const FLEX_NORMS: readonly NormRow[] = [
  { subject: 'math', grade: 0, season: 'fall', mean: 20, sd: 80 },
  { subject: 'math', grade: 0, season: 'winter', mean: 45, sd: 80 },
  { subject: 'math', grade: 0, season: 'spring', mean: 70, sd: 80 },
  { subject: 'math', grade: 1, season: 'fall', mean: 120, sd: 84 },
  { subject: 'math', grade: 1, season: 'winter', mean: 145, sd: 84 },
  { subject: 'math', grade: 1, season: 'spring', mean: 170, sd: 84 },
  { subject: 'math', grade: 2, season: 'fall', mean: 220, sd: 88 },
  { subject: 'math', grade: 2, season: 'winter', mean: 245, sd: 88 },
  { subject: 'math', grade: 2, season: 'spring', mean: 270, sd: 88 },
  { subject: 'math', grade: 3, season: 'fall', mean: 320, sd: 92 },
  { subject: 'math', grade: 3, season: 'winter', mean: 345, sd: 92 },
  { subject: 'math', grade: 3, season: 'spring', mean: 370, sd: 92 },
  { subject: 'math', grade: 4, season: 'fall', mean: 420, sd: 96 },
  { subject: 'math', grade: 4, season: 'winter', mean: 445, sd: 96 },
  { subject: 'math', grade: 4, season: 'spring', mean: 470, sd: 96 },
  { subject: 'math', grade: 5, season: 'fall', mean: 520, sd: 100 },
  { subject: 'math', grade: 5, season: 'winter', mean: 545, sd: 100 },
  { subject: 'math', grade: 5, season: 'spring', mean: 570, sd: 100 },
  { subject: 'math', grade: 6, season: 'fall', mean: 620, sd: 104 },
  { subject: 'math', grade: 6, season: 'winter', mean: 645, sd: 104 },
  { subject: 'math', grade: 6, season: 'spring', mean: 670, sd: 104 },
  { subject: 'math', grade: 7, season: 'fall', mean: 720, sd: 108 },
  { subject: 'math', grade: 7, season: 'winter', mean: 745, sd: 108 },
  { subject: 'math', grade: 7, season: 'spring', mean: 770, sd: 108 },
  { subject: 'math', grade: 8, season: 'fall', mean: 820, sd: 112 },
  { subject: 'math', grade: 8, season: 'winter', mean: 845, sd: 112 },
  { subject: 'math', grade: 8, season: 'spring', mean: 870, sd: 112 },
  { subject: 'math', grade: 9, season: 'fall', mean: 920, sd: 116 },
  { subject: 'math', grade: 9, season: 'winter', mean: 945, sd: 116 },
  { subject: 'math', grade: 9, season: 'spring', mean: 970, sd: 116 },
  { subject: 'math', grade: 10, season: 'fall', mean: 1020, sd: 120 },
  { subject: 'math', grade: 10, season: 'winter', mean: 1045, sd: 120 },
  { subject: 'math', grade: 10, season: 'spring', mean: 1070, sd: 120 },
  { subject: 'math', grade: 11, season: 'fall', mean: 1120, sd: 124 },
  { subject: 'math', grade: 11, season: 'winter', mean: 1145, sd: 124 },
  { subject: 'math', grade: 11, season: 'spring', mean: 1170, sd: 124 },
  { subject: 'math', grade: 12, season: 'fall', mean: 1220, sd: 128 },
  { subject: 'math', grade: 12, season: 'winter', mean: 1245, sd: 128 },
  { subject: 'math', grade: 12, season: 'spring', mean: 1270, sd: 128 },
  { subject: 'ela', grade: 0, season: 'fall', mean: 20, sd: 85 },
  { subject: 'ela', grade: 0, season: 'winter', mean: 45, sd: 85 },
  { subject: 'ela', grade: 0, season: 'spring', mean: 70, sd: 85 },
  { subject: 'ela', grade: 1, season: 'fall', mean: 120, sd: 89 },
  { subject: 'ela', grade: 1, season: 'winter', mean: 145, sd: 89 },
  { subject: 'ela', grade: 1, season: 'spring', mean: 170, sd: 89 },
  { subject: 'ela', grade: 2, season: 'fall', mean: 220, sd: 93 },
  { subject: 'ela', grade: 2, season: 'winter', mean: 245, sd: 93 },
  { subject: 'ela', grade: 2, season: 'spring', mean: 270, sd: 93 },
  { subject: 'ela', grade: 3, season: 'fall', mean: 320, sd: 97 },
  { subject: 'ela', grade: 3, season: 'winter', mean: 345, sd: 97 },
  { subject: 'ela', grade: 3, season: 'spring', mean: 370, sd: 97 },
  { subject: 'ela', grade: 4, season: 'fall', mean: 420, sd: 101 },
  { subject: 'ela', grade: 4, season: 'winter', mean: 445, sd: 101 },
  { subject: 'ela', grade: 4, season: 'spring', mean: 470, sd: 101 },
  { subject: 'ela', grade: 5, season: 'fall', mean: 520, sd: 105 },
  { subject: 'ela', grade: 5, season: 'winter', mean: 545, sd: 105 },
  { subject: 'ela', grade: 5, season: 'spring', mean: 570, sd: 105 },
  { subject: 'ela', grade: 6, season: 'fall', mean: 620, sd: 109 },
  { subject: 'ela', grade: 6, season: 'winter', mean: 645, sd: 109 },
  { subject: 'ela', grade: 6, season: 'spring', mean: 670, sd: 109 },
  { subject: 'ela', grade: 7, season: 'fall', mean: 720, sd: 113 },
  { subject: 'ela', grade: 7, season: 'winter', mean: 745, sd: 113 },
  { subject: 'ela', grade: 7, season: 'spring', mean: 770, sd: 113 },
  { subject: 'ela', grade: 8, season: 'fall', mean: 820, sd: 117 },
  { subject: 'ela', grade: 8, season: 'winter', mean: 845, sd: 117 },
  { subject: 'ela', grade: 8, season: 'spring', mean: 870, sd: 117 },
  { subject: 'ela', grade: 9, season: 'fall', mean: 920, sd: 121 },
  { subject: 'ela', grade: 9, season: 'winter', mean: 945, sd: 121 },
  { subject: 'ela', grade: 9, season: 'spring', mean: 970, sd: 121 },
  { subject: 'ela', grade: 10, season: 'fall', mean: 1020, sd: 125 },
  { subject: 'ela', grade: 10, season: 'winter', mean: 1045, sd: 125 },
  { subject: 'ela', grade: 10, season: 'spring', mean: 1070, sd: 125 },
  { subject: 'ela', grade: 11, season: 'fall', mean: 1120, sd: 129 },
  { subject: 'ela', grade: 11, season: 'winter', mean: 1145, sd: 129 },
  { subject: 'ela', grade: 11, season: 'spring', mean: 1170, sd: 129 },
  { subject: 'ela', grade: 12, season: 'fall', mean: 1220, sd: 133 },
  { subject: 'ela', grade: 12, season: 'winter', mean: 1245, sd: 133 },
  { subject: 'ela', grade: 12, season: 'spring', mean: 1270, sd: 133 },
];
