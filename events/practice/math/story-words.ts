import type { Random } from '../seeded-random';

// People and things for word problems: short, countable, familiar at any grade.

export const NAMES = ['Maya', 'Leo', 'Ava', 'Noah', 'Zara', 'Sam', 'Priya', 'Omar', 'Lily', 'Ben', 'Mei', 'Diego', 'Nia', 'Jonah', 'Sofia', 'Kai'] as const;

/** Countable things: [singular, plural]. */
export const THINGS: readonly (readonly [string, string])[] = [
  ['sticker', 'stickers'],
  ['marble', 'marbles'],
  ['apple', 'apples'],
  ['book', 'books'],
  ['shell', 'shells'],
  ['crayon', 'crayons'],
  ['card', 'cards'],
  ['stamp', 'stamps'],
  ['bead', 'beads'],
  ['cookie', 'cookies'],
];

/** Containers for equal groups: [singular, plural]. */
export const CONTAINERS: readonly (readonly [string, string])[] = [
  ['bag', 'bags'],
  ['box', 'boxes'],
  ['jar', 'jars'],
  ['basket', 'baskets'],
  ['tray', 'trays'],
];

/** Two different names. */
export function twoNames(random: Random): [string, string] {
  const [first, second] = random.shuffle(NAMES);
  return [first!, second!];
}
