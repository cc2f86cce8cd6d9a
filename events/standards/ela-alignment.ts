import { elaBandOf } from './ela';

// Which Common Core ELA codes fit each topic of the catalogue's ELA vocabulary:
// the same numbered standards in every grade, with the grade's band in the code
// (`RL.4.1`, `RL.9-10.1`). Foundational skills (RF) end at grade 5 and phonological
// awareness (RF.2) at grade 1, so above those grades 'Phonics' aligns to the
// nearest fitting language standards (word parts, L.4; spelling, L.2); L.3 starts
// at grade 2, so 'Sentences' uses L.1 alone below it.

type Strand = 'RL' | 'RI' | 'RF' | 'W' | 'SL' | 'L';
type Numbered = readonly (readonly [Strand, number])[];

function topicStandards(grade: number): Readonly<Record<string, Numbered>> {
  const phonics: Numbered = grade <= 1 ? [['RF', 3], ['RF', 2]] : grade <= 5 ? [['RF', 3], ['RF', 4]] : [['L', 4], ['L', 2]];
  return {
    Phonics: phonics,
    Vocabulary: [['L', 4], ['L', 6], ['RI', 4]],
    'Reading comprehension': [['RL', 1], ['RI', 1], ['RL', 2], ['RI', 2]],
    Grammar: [['L', 1]],
    Punctuation: [['L', 2]],
    Spelling: grade <= 5 ? [['L', 2], ['RF', 3]] : [['L', 2]],
    Writing: [['W', 1], ['W', 2], ['W', 3]],
    'Figurative language': [['L', 5], ['RL', 4]],
    Sentences: grade >= 2 ? [['L', 1], ['L', 3]] : [['L', 1]],
    Poetry: [['RL', 5], ['RL', 4]],
    Research: [['W', 7], ['W', 8]],
    'Text structure': [['RI', 5], ['RL', 5]],
  };
}

/** The ELA codes of a topic in a grade (empty for a topic the table does not know). */
export function elaCodesOf(grade: number, topic: string): string[] {
  const band = elaBandOf(grade);
  return (topicStandards(grade)[topic] ?? []).map(([strand, number]) => `${strand}.${band}.${number}`);
}
