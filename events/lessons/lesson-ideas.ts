import type { Subject } from '../curriculum';
import type { PracticeSkill } from '../practice/question-engine';

// The idea of a lesson (issue 31, docs/lessons.md): a short text per topic, written for this
// product in our own words (CLARIFICATIONS: lesson texts are ours), then a sentence that ties it
// to the skill's own name. Math and ELA have a text per topic; science, social studies and
// Spanish have one per subject that names the topic.

const mathIdeas: Record<string, string> = {
  addition: 'Adding puts amounts together. Line up the ones with the ones and the tens with the tens, add each place, and carry a ten to the next place when a place reaches ten or more.',
  subtraction: 'Subtracting takes one amount away from another, or finds how far apart two numbers are. Work place by place from the ones, and borrow a ten from the next place when the top digit is too small.',
  multiplication: 'Multiplying is a quick way to add equal groups: 4 × 3 means four groups of three. Facts you know help with bigger ones, and the order of the two numbers does not change the product.',
  division: 'Dividing shares an amount into equal groups, or asks how many groups of a size fit. Think of the multiplication fact that undoes it: 12 ÷ 3 = 4 because 4 × 3 = 12.',
  fractions: 'A fraction names equal parts of a whole: the bottom number (the denominator) says how many equal parts the whole has, the top number (the numerator) how many of them you take.',
  decimals: 'Decimals are another way to write tenths, hundredths and smaller parts. Each place to the right of the point is ten times smaller than the one before it, so line up the points when you compare or add.',
  geometry: 'Geometry is about shapes: their sides, corners and angles. Look at what a shape is made of, name it by its properties, and measure around it (perimeter) or inside it (area).',
  measurement: 'Measuring compares an object with a unit: centimetres for length, grams for mass, litres for volume. Pick a sensible unit, read the scale carefully, and convert when two units do not match.',
  time: 'Clocks show hours with the short hand and minutes with the long hand; each number on the face stands for five minutes. To find how long something takes, count on from the start time to the end time.',
  money: 'Money problems are adding and subtracting with coins and notes. Count the biggest values first, and find change by counting on from the price to the amount paid.',
  'place value': 'Where a digit stands tells what it is worth: in 352 the 3 means three hundreds, the 5 five tens and the 2 two ones. Reading a number place by place makes comparing and rounding easy.',
  patterns: 'A pattern follows a rule, such as "add 3 each time". Find the rule by looking at how each term changes from the one before, then use it to find the next terms or a missing one.',
  'data and graphs': 'Graphs turn numbers into pictures. Read the title and the scale first, then compare the bars or symbols to answer how many, which is most, or how many more.',
  ratios: 'A ratio compares two amounts, like 2 cups of flour for every 1 cup of milk. Equivalent ratios scale both parts by the same number; a percent is a ratio out of 100.',
  integers: 'Integers are whole numbers and their opposites below zero. On a number line, numbers grow to the right; the absolute value is the distance from zero, whatever the side.',
  expressions: 'An expression is a calculation written with numbers, letters and operations. To evaluate it, put the values in for the letters and follow the order of operations.',
  equations: 'An equation says two sides are equal, like a balanced scale. To find the unknown, do the same to both sides until the letter stands alone.',
  probability: 'Probability says how likely something is, from impossible (0) to certain (1). Count the outcomes you want and compare them with all the outcomes that can happen.',
};

const elaIdeas: Record<string, string> = {
  phonics: 'Letters stand for sounds. Say each sound in a word, then blend the sounds together smoothly to read it; the same patterns help you spell new words.',
  vocabulary: 'Words carry meaning, and nearby words give clues to it. Look at how a word is used in its sentence, think of words that mean the same or the opposite, and check that your meaning fits.',
  'reading comprehension': 'Good readers ask what a text is mostly about and which details show it. Read carefully, look back at the text for evidence, and put together clues to work out what the writer does not say directly.',
  grammar: 'Grammar is how words work together: nouns name things, verbs show actions, adjectives describe. Each word must fit the others, such as "she runs" but "they run".',
  punctuation: 'Punctuation marks show a reader how to read a sentence: where it ends, where to pause, who owns something and who is speaking. Each mark has a job.',
  spelling: 'Many words follow spelling patterns, and prefixes and suffixes join a base word in regular ways. Say the word slowly, think of the pattern, and check how it looks.',
  writing: 'Good writing has a clear main point, details that support it, and words that link the ideas. Plan what you want to say before you write, and reread to make it clear.',
  'figurative language': 'Writers sometimes say things that are not meant literally: a simile compares with "like" or "as", a metaphor says one thing is another, and an idiom means something different from its words.',
  sentences: 'A complete sentence has someone or something (a subject) and says what it does or is (a predicate). Join two sentences with a comma and a joining word, and mend pieces that are not complete.',
  poetry: 'Poems use sound and shape to carry meaning: rhyme, rhythm, lines and stanzas. Read a poem aloud and listen to how it sounds as well as what it says.',
  research: 'Research means finding good sources, taking notes in your own words and saying where facts came from. Check that a source is reliable and answers your question.',
  'text structure': 'Writers organise texts in patterns: a sequence of steps, a cause and its effect, a comparison, a problem and its solution. Spotting the pattern helps you follow the ideas.',
};

const subjectIdeas: Record<Exclude<Subject, 'math' | 'ela'>, (topic: string) => string> = {
  sci: (topic) => `Scientists learn about ${topic} by observing carefully, asking questions and testing their ideas. Read each question closely, think about what you have seen and learned about ${topic}, and choose the answer the evidence supports.`,
  ss: (topic) => `Social studies looks at people, places and how we live together; this lesson is about ${topic}. Think about the facts you know, what each word means, and why things happen the way they do.`,
  spa: (topic) => `In Spanish, words about ${topic} come up every day. Say each word aloud, notice how it is spelled and what it means in English, and use it in a short sentence of your own.`,
};

/** The lesson's idea: the topic's text, then a sentence that names the skill. */
export function ideaOf(skill: PracticeSkill): string[] {
  const topic = skill.topic.toLowerCase();
  const topicText =
    skill.subject === 'math'
      ? (mathIdeas[topic] ?? `This lesson is about ${topic}. Read each question carefully, work one step at a time and check your answer.`)
      : skill.subject === 'ela'
        ? (elaIdeas[topic] ?? `This lesson is about ${topic}. Read each question carefully and think about what each word does.`)
        : subjectIdeas[skill.subject](topic);
  return [topicText, `In "${skill.name}" you use this idea. Follow the worked examples step by step, then try the three checks yourself.`];
}

/** The topics with a text of their own (the coverage test reads it). */
export const TOPICS_WITH_IDEAS = { math: Object.keys(mathIdeas), ela: Object.keys(elaIdeas) } as const;
