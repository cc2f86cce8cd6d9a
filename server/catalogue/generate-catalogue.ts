import { createHash } from 'node:crypto';
import type { CatalogueSection } from '../../events/catalogue';
import { EDITIONS, GRADES, gradeName, SUBJECTS, subjectNames, topicSlug, type Edition, type Subject } from '../../events/curriculum';
import { gamesFor } from '../../events/games/game-catalogue';
import { vocabulary } from './catalogue-vocabulary';

/** Bump when the generator's output changes: every changed section is published again. */
export const CATALOGUE_GENERATOR_VERSION = 1;
/** Four categories (A–D, one topic each) of 16 skills: codes A.1 … D.16. */
export const SKILLS_PER_CATEGORY = 16;
/** The categories' letters; category n is the section's topic n (its skills are that topic's). */
export const CATEGORY_LETTERS = 'ABCD';

/** A small seeded PRNG (mulberry32): the catalogue is the same on every machine. */
function seededRandom(seed: string): () => number {
  let a = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** Every section of the catalogue, in a fixed order; skill ids are numbered across the whole catalogue. */
export function generateCatalogue(): CatalogueSection[] {
  const sections: CatalogueSection[] = [];
  let nextSkillId = 1;
  for (const edition of EDITIONS) {
    for (const subject of SUBJECTS) {
      for (const grade of GRADES) {
        const section = generateSection(edition, subject, grade, nextSkillId);
        nextSkillId += section.skills.length;
        sections.push(section);
      }
    }
  }
  return sections;
}

function generateSection(edition: Edition, subject: Subject, grade: number, firstSkillId: number): CatalogueSection {
  const random = seededRandom(`${CATALOGUE_GENERATOR_VERSION}:${edition}:${subject}:${grade}`);
  const words = vocabulary[subject];
  const topics = [...words.topics].sort(() => random() - 0.5).slice(0, CATEGORY_LETTERS.length);
  const levelGradeName = gradeName(edition, grade);
  const names = new Set<string>();
  const skills: CatalogueSection['skills'] = [];
  for (let index = 0; index < CATEGORY_LETTERS.length * SKILLS_PER_CATEGORY; index++) {
    const topic = topics[Math.floor(index / SKILLS_PER_CATEGORY)]!;
    let name = '';
    for (let attempt = 0; attempt < 20 && (name === '' || names.has(name)); attempt++) {
      const pattern = pick(random, words.skillPatterns);
      const topicWord = pattern.startsWith('{t}') ? topic.name : topic.name.toLowerCase();
      name = pattern.replace('{t}', topicWord).replace('{o}', pick(random, words.objects));
      name = name.charAt(0).toUpperCase() + name.slice(1);
    }
    if (names.has(name)) name = `${name} (${index + 1})`;
    names.add(name);
    const skillId = firstSkillId + index;
    skills.push({
      skillId,
      permacode: (skillId * 7919 + 46_656).toString(36).toUpperCase(),
      code: `${CATEGORY_LETTERS[Math.floor(index / SKILLS_PER_CATEGORY)]}.${(index % SKILLS_PER_CATEGORY) + 1}`,
      name,
      tags: [pick(random, topic.tags), topic.name.toLowerCase()],
      upcoming: random() < 0.03,
    });
  }
  // The games are the game catalogue's (events/games/game-catalogue.ts), each in the section of
  // its youngest grade. The draws the made-up games of earlier versions took are still taken,
  // so every other name of the catalogue stays as it was.
  if (grade % 3 === 0) for (let draw = 0; draw < 3; draw++) random();
  const games: CatalogueSection['games'] = gamesFor({ subject })
    .filter((game) => game.grades[0] === grade)
    .map((game) => ({ gameId: game.gameId, name: game.name, gradeRange: [game.grades[0], game.grades[1]], tags: [...game.tags] }));
  const section: Omit<CatalogueSection, 'contentHash'> = {
    edition,
    subject,
    grade,
    levelName: `${levelGradeName} ${subjectNames[subject].toLowerCase()}`,
    skills,
    topics: topics.map((topic) => ({ topicId: `${edition}-${subject}-${grade}-${topicSlug(topic.name)}`, name: topic.name, tags: topic.tags })),
    lessons: words.lessons.slice(0, 3).map((verb, index) => ({
      lessonId: `${edition}-${subject}-${grade}-lesson-${index + 1}`,
      lessonName: `${verb} ${pick(random, topics).name.toLowerCase()}`,
      lessonNumber: grade * 10 + index + 1,
    })),
    games,
    takeoffPlans:
      subject === 'math' || subject === 'ela'
        ? [1, 2].map((n) => ({ planId: `${edition}-${subject}-${grade}-takeoff-${n}`, lessonName: `${pick(random, topics).name} ${subject === 'math' ? 'launch' : 'workshop'}`, lessonNumber: n }))
        : [],
  };
  return { ...section, contentHash: createHash('sha256').update(JSON.stringify(section)).digest('hex').slice(0, 16) };
}
