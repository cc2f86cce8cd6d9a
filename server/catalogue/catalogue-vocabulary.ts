import type { Subject } from '../../events/curriculum';

// Words the generated catalogue is made of, per subject: topics (each with tags)
// and skill name patterns. `{t}` stands for a topic word.

export interface SubjectVocabulary {
  topics: { name: string; tags: string[] }[];
  skillPatterns: string[];
  objects: string[];
  lessons: string[];
}

export const vocabulary: Record<Subject, SubjectVocabulary> = {
  math: {
    topics: [
      { name: 'Addition', tags: ['add', 'sum', 'plus'] },
      { name: 'Subtraction', tags: ['subtract', 'difference', 'minus'] },
      { name: 'Multiplication', tags: ['multiply', 'times', 'product'] },
      { name: 'Division', tags: ['divide', 'quotient', 'remainder'] },
      { name: 'Fractions', tags: ['fraction', 'numerator', 'denominator'] },
      { name: 'Decimals', tags: ['decimal', 'tenths', 'hundredths'] },
      { name: 'Geometry', tags: ['shapes', 'angles', 'polygons'] },
      { name: 'Measurement', tags: ['length', 'mass', 'volume'] },
      { name: 'Time', tags: ['clock', 'hours', 'minutes'] },
      { name: 'Money', tags: ['coins', 'dollars', 'change'] },
      { name: 'Place value', tags: ['digits', 'tens', 'hundreds'] },
      { name: 'Patterns', tags: ['sequence', 'rule', 'skip counting'] },
      { name: 'Data and graphs', tags: ['bar graph', 'tally', 'pictograph'] },
      { name: 'Ratios', tags: ['rate', 'proportion', 'percent'] },
      { name: 'Integers', tags: ['negative', 'absolute value', 'number line'] },
      { name: 'Expressions', tags: ['variable', 'evaluate', 'simplify'] },
      { name: 'Equations', tags: ['solve', 'unknown', 'balance'] },
      { name: 'Probability', tags: ['chance', 'outcomes', 'likely'] },
    ],
    skillPatterns: ['{t}: {o}', '{o} with {t}', 'Word problems: {t}', '{t} on a number line', 'Estimate {t}', 'Compare {t}'],
    objects: ['one-digit numbers', 'two-digit numbers', 'three-digit numbers', 'up to 10', 'up to 20', 'up to 100', 'like denominators', 'unlike denominators', 'mixed numbers', 'multiples of 10', 'models', 'area and perimeter', 'arrays', 'equal groups', 'missing numbers'],
    lessons: ['Understand', 'Practise', 'Model', 'Explore', 'Apply'],
  },
  ela: {
    topics: [
      { name: 'Phonics', tags: ['sounds', 'letters', 'blending'] },
      { name: 'Vocabulary', tags: ['words', 'meaning', 'context clues'] },
      { name: 'Reading comprehension', tags: ['main idea', 'details', 'inference'] },
      { name: 'Grammar', tags: ['nouns', 'verbs', 'adjectives'] },
      { name: 'Punctuation', tags: ['commas', 'apostrophes', 'quotation marks'] },
      { name: 'Spelling', tags: ['spell', 'prefixes', 'suffixes'] },
      { name: 'Writing', tags: ['paragraphs', 'topic sentence', 'opinion'] },
      { name: 'Figurative language', tags: ['simile', 'metaphor', 'idiom'] },
      { name: 'Sentences', tags: ['fragments', 'run-ons', 'compound'] },
      { name: 'Poetry', tags: ['rhyme', 'rhythm', 'stanza'] },
      { name: 'Research', tags: ['sources', 'notes', 'citations'] },
      { name: 'Text structure', tags: ['sequence', 'cause and effect', 'compare'] },
    ],
    skillPatterns: ['{t}: {o}', 'Identify {o}', 'Use {o}', '{t} in context', 'Choose the best {o}', 'Sort {o}'],
    objects: ['short vowels', 'long vowels', 'consonant blends', 'synonyms', 'antonyms', 'homophones', 'plural nouns', 'past tense verbs', 'pronouns', 'adverbs', 'the main idea', 'the theme', "the author's purpose", 'dialogue', 'transitions'],
    lessons: ['Read', 'Discuss', 'Write about', 'Find', 'Revise'],
  },
  sci: {
    topics: [
      { name: 'Plants', tags: ['photosynthesis', 'roots', 'seeds'] },
      { name: 'Animals', tags: ['habitats', 'adaptations', 'life cycles'] },
      { name: 'Weather', tags: ['climate', 'rain', 'temperature'] },
      { name: 'Matter', tags: ['solids', 'liquids', 'gases'] },
      { name: 'Energy', tags: ['heat', 'light', 'sound'] },
      { name: 'Forces', tags: ['motion', 'magnets', 'gravity'] },
      { name: 'Earth', tags: ['rocks', 'soil', 'erosion'] },
      { name: 'Space', tags: ['planets', 'moon', 'stars'] },
      { name: 'Ecosystems', tags: ['food chains', 'producers', 'consumers'] },
      { name: 'Engineering', tags: ['design', 'prototype', 'test'] },
    ],
    skillPatterns: ['{t}: {o}', 'Investigate {o}', 'Classify {o}', 'Explain {o}', 'Observe {o}'],
    objects: ['properties of materials', 'changes of state', 'simple machines', 'the water cycle', 'food webs', 'the seasons', 'electric circuits', 'fossils', 'inherited traits', 'the phases of the moon', 'weathering', 'mixtures'],
    lessons: ['Investigate', 'Observe', 'Model', 'Predict'],
  },
  ss: {
    topics: [
      { name: 'Maps', tags: ['geography', 'compass', 'latitude'] },
      { name: 'Government', tags: ['citizenship', 'voting', 'laws'] },
      { name: 'Economics', tags: ['goods', 'services', 'trade'] },
      { name: 'History', tags: ['timeline', 'events', 'primary sources'] },
      { name: 'Culture', tags: ['traditions', 'communities', 'holidays'] },
      { name: 'Geography', tags: ['landforms', 'regions', 'continents'] },
      { name: 'Civics', tags: ['rights', 'responsibilities', 'leaders'] },
      { name: 'World history', tags: ['empires', 'ancient', 'explorers'] },
    ],
    skillPatterns: ['{t}: {o}', 'Read {o}', 'Compare {o}', 'Describe {o}', 'Identify {o}'],
    objects: ['map keys', 'the branches of government', 'needs and wants', 'supply and demand', 'historical figures', 'natural resources', 'oceans and continents', 'community helpers', 'founding documents', 'trade routes'],
    lessons: ['Explore', 'Discover', 'Compare', 'Map'],
  },
  spa: {
    topics: [
      { name: 'Greetings', tags: ['hola', 'saludos', 'introductions'] },
      { name: 'Numbers', tags: ['números', 'counting', 'age'] },
      { name: 'Colours', tags: ['colores', 'describe', 'adjectives'] },
      { name: 'Family', tags: ['familia', 'relatives', 'possessives'] },
      { name: 'Food', tags: ['comida', 'restaurant', 'ordering'] },
      { name: 'School', tags: ['escuela', 'classroom', 'subjects'] },
      { name: 'Verbs', tags: ['verbos', 'conjugation', 'present tense'] },
      { name: 'Weather and seasons', tags: ['tiempo', 'estaciones', 'months'] },
    ],
    skillPatterns: ['{t}: {o}', 'Learn {o}', 'Listen: {o}', 'Translate {o}', 'Match {o}'],
    objects: ['words in Spanish', 'ser and estar', 'gender of nouns', 'articles', 'regular -ar verbs', 'regular -er verbs', 'question words', 'days of the week', 'adjective agreement', 'common phrases'],
    lessons: ['Aprende', 'Practica', 'Escucha'],
  },
};
