import { gradesOfBand, type Standard } from './standard';

// Common Core English language arts: the same numbered standards recur in every
// grade (K–8) and band (9–10, 11–12), growing harder. Each row below is one
// numbered standard with our own plain description for early grades (K–2),
// middle grades (3–5) and grades 6–12; a row lists the grades it exists in.

const BANDS = ['K', '1', '2', '3', '4', '5', '6', '7', '8', '9-10', '11-12'] as const;
type Band = (typeof BANDS)[number];

const DOMAINS = {
  RL: 'Reading: Literature',
  RI: 'Reading: Informational Text',
  RF: 'Reading: Foundational Skills',
  W: 'Writing',
  SL: 'Speaking and Listening',
  L: 'Language',
} as const;

interface NumberedStandard {
  strand: keyof typeof DOMAINS;
  number: number;
  /** The first and last band it exists in. */
  bands: [Band, Band];
  /** Kindergarten to grade 2, grades 3 to 5, grades 6 to 12. */
  describe: [string, string, string];
}

const NUMBERED: readonly NumberedStandard[] = [
  { strand: 'RL', number: 1, bands: ['K', '11-12'], describe: ['Ask and answer questions about key details in a story.', 'Refer to details in a story when explaining what it says.', 'Cite evidence from a literary text to back up what it says and what it suggests.'] },
  { strand: 'RL', number: 2, bands: ['K', '11-12'], describe: ['Retell a story with its key details and its lesson.', 'Work out the theme of a story or poem and summarise it.', 'Find the theme of a literary text, follow how it develops and summarise it.'] },
  { strand: 'RL', number: 4, bands: ['K', '11-12'], describe: ['Ask about unknown words and notice words that suggest feelings or rhythm.', 'Work out word meanings in a story, including figurative language.', 'Work out what words and phrases mean in a text and how they shape its tone.'] },
  { strand: 'RL', number: 5, bands: ['K', '11-12'], describe: ['Recognise kinds of texts, such as storybooks and poems, and how stories begin and end.', 'Explain how poems, plays and stories are built from stanzas, scenes and chapters.', 'Analyse how the structure of a text, poem or drama adds to its meaning.'] },
  { strand: 'RI', number: 1, bands: ['K', '11-12'], describe: ['Ask and answer questions about key details in a nonfiction text.', 'Refer to details in a nonfiction text when explaining what it says.', 'Cite evidence from an informational text to back up an analysis of it.'] },
  { strand: 'RI', number: 2, bands: ['K', '11-12'], describe: ['Name the main topic of a nonfiction text and retell its key details.', 'Find the main idea of a nonfiction text and explain how details support it.', 'Find the central idea of an informational text and summarise it.'] },
  { strand: 'RI', number: 4, bands: ['K', '11-12'], describe: ['Ask and answer questions about unknown words in a nonfiction text.', 'Work out the meaning of subject words in a nonfiction text.', 'Work out the meaning of words in an informational text, including technical ones.'] },
  { strand: 'RI', number: 5, bands: ['K', '11-12'], describe: ['Use the parts of a book, such as headings and the table of contents, to find facts.', 'Describe how a nonfiction text is organised, such as by cause and effect or comparison.', 'Analyse how the parts of an informational text are organised and work together.'] },
  { strand: 'RF', number: 2, bands: ['K', '1'], describe: ['Hear and work with the sounds in spoken words and syllables.', 'Hear and work with the sounds in spoken words and syllables.', 'Hear and work with the sounds in spoken words and syllables.'] },
  { strand: 'RF', number: 3, bands: ['K', '5'], describe: ['Use letter-sound knowledge to read and spell words.', 'Use phonics and word parts to read unfamiliar words.', 'Use phonics and word parts to read unfamiliar words.'] },
  { strand: 'RF', number: 4, bands: ['K', '5'], describe: ['Read texts for their level with purpose and understanding.', 'Read texts for their level accurately, smoothly and with expression.', 'Read texts for their level accurately, smoothly and with expression.'] },
  { strand: 'W', number: 1, bands: ['K', '11-12'], describe: ['Draw, tell or write an opinion about a topic or book.', 'Write opinion pieces that give reasons for a point of view.', 'Write arguments that back up claims with clear reasons and evidence.'] },
  { strand: 'W', number: 2, bands: ['K', '11-12'], describe: ['Draw, tell or write to share facts about a topic.', 'Write informative texts that explain a topic clearly.', 'Write informative texts that explain ideas clearly and in order.'] },
  { strand: 'W', number: 3, bands: ['K', '11-12'], describe: ['Draw, tell or write about events in the order they happened.', 'Write stories with clear events, details and dialogue.', 'Write narratives with well-chosen details and a clear sequence of events.'] },
  { strand: 'W', number: 7, bands: ['K', '11-12'], describe: ['Take part in shared research and writing projects.', 'Carry out short research projects about a topic.', 'Carry out research projects that answer a question from several sources.'] },
  { strand: 'W', number: 8, bands: ['K', '11-12'], describe: ['Recall information or gather it from sources to answer a question.', 'Gather information from sources, take notes and list the sources.', 'Gather information from reliable sources and quote or paraphrase it with citations.'] },
  { strand: 'SL', number: 1, bands: ['K', '11-12'], describe: ['Take part in conversations about topics and texts with classmates and adults.', 'Take part in discussions, building on the ideas of others.', 'Take part in collaborative discussions, coming prepared and responding to others.'] },
  { strand: 'L', number: 1, bands: ['K', '11-12'], describe: ['Use the grammar of standard English when writing or speaking.', 'Use standard English grammar, including parts of speech and complete sentences.', 'Use standard English grammar and sentence structure correctly.'] },
  { strand: 'L', number: 2, bands: ['K', '11-12'], describe: ['Use capital letters, end punctuation and spelling correctly when writing.', 'Use capitals, punctuation and spelling correctly when writing.', 'Use capitalisation, punctuation and spelling correctly when writing.'] },
  { strand: 'L', number: 3, bands: ['2', '11-12'], describe: ['Use what you know about language when writing, speaking, reading or listening.', 'Choose words and sentences that make your meaning clear.', 'Use language knowledge to choose words and sentences for meaning and style.'] },
  { strand: 'L', number: 4, bands: ['K', '11-12'], describe: ['Work out the meaning of unknown words with clues and word parts.', 'Work out word meanings using context, prefixes, suffixes and roots.', 'Work out word meanings using context, word parts and reference materials.'] },
  { strand: 'L', number: 5, bands: ['K', '11-12'], describe: ['Explore how words relate and the small differences in their meanings.', 'Understand figurative language, word relationships and shades of meaning.', 'Understand figures of speech, word relationships and shades of meaning.'] },
  { strand: 'L', number: 6, bands: ['K', '11-12'], describe: ['Use words and phrases learned from conversations and reading.', 'Learn and use grade-level words, including academic ones.', 'Learn and use general academic and subject words and phrases.'] },
];

function describedFor(band: Band, describe: NumberedStandard['describe']): string {
  const [grade] = gradesOfBand(band);
  return grade <= 2 ? describe[0] : grade <= 5 ? describe[1] : describe[2];
}

/** Every ELA standard of every grade and band, by band then strand. */
export const elaStandards: readonly Standard[] = BANDS.flatMap((band, bandIndex) =>
  NUMBERED.filter((row) => BANDS.indexOf(row.bands[0]) <= bandIndex && bandIndex <= BANDS.indexOf(row.bands[1])).map((row) => {
    const [grade, gradeMax] = gradesOfBand(band);
    return { code: `${row.strand}.${band}.${row.number}`, description: describedFor(band, row.describe), domain: DOMAINS[row.strand], grade, gradeMax, subject: 'ela' as const };
  }),
);

/** The code label of a grade in ELA codes: 4 → `4`, 0 → `K`, 10 → `9-10`. */
export function elaBandOf(grade: number): Band {
  return BANDS.find((band) => {
    const [from, to] = gradesOfBand(band);
    return from <= grade && grade <= to;
  })!;
}
