import { gradeShortOrdinalName, type Subject } from '../curriculum';
import type { FluencyOperation, FluencyUpTo } from './fluency-contract';

// The game catalogue (issue 28 item 1, docs/games.md): the product's games, as data. Search
// (through the catalogue's sections: server/catalogue/generate-catalogue.ts), the subject pages
// and `GET /games` read it. Only games whose page exists are listed: the fluency zone's and the
// raceway's (a race on any skill of the grade band, chosen on the raceway's page).

export const GAME_KINDS = ['fluency', 'raceway'] as const;
export type GameKind = (typeof GAME_KINDS)[number];

export interface Game {
  /** A number, as search results carry it (spec §3 `gameId`); 1001 on, clear of the ids the catalogue generator once made up. */
  gameId: number;
  name: string;
  subject: Subject;
  /** The grades it is for, youngest first (0 is kindergarten). */
  grades: readonly [from: number, to: number];
  kind: GameKind;
  /** Words search matches besides the name. */
  tags: readonly string[];
  /** The game's page (a page of web/app/page-routes.ts). */
  url: string;
  /** Its screenshot: an SVG the product ships (web/public/games/screenshots/), drawn from the game's own screen. */
  screenshotUrl: string;
  /** For kind 'fluency': the round the page starts. */
  fluency?: { operation: FluencyOperation; upTo: FluencyUpTo };
}

/** `/fluency-zone?operation=addition&upTo=10`: the fluency zone's page, with the round chosen. */
export function fluencyZonePath(operation: FluencyOperation, upTo: FluencyUpTo): string {
  return `/fluency-zone?operation=${operation}&upTo=${upTo}`;
}

const fluencyGame = (gameId: number, name: string, grades: readonly [number, number], operation: FluencyOperation, upTo: FluencyUpTo, tags: readonly string[]): Game => ({
  gameId,
  name,
  subject: 'math',
  grades,
  kind: 'fluency',
  tags: ['fluency zone', 'math facts', operation, ...tags],
  url: fluencyZonePath(operation, upTo),
  screenshotUrl: `/games/screenshots/${operation}-${upTo}.svg`,
  fluency: { operation, upTo },
});

/** `/raceway?subject=math&grade=3`: the raceway's page for a subject and the band's youngest grade. */
export function racewayPath(subject: Subject, grade: number): string {
  return `/raceway?subject=${subject}&grade=${grade}`;
}

const racewayGame = (gameId: number, grades: readonly [number, number], band: string, bandName: string, tags: readonly string[]): Game => ({
  gameId,
  name: `Raceway: math, ${bandName}`,
  subject: 'math',
  grades,
  kind: 'raceway',
  tags: ['raceway', 'race', 'racing', 'class race', ...tags],
  url: racewayPath('math', grades[0]),
  screenshotUrl: `/games/screenshots/raceway-math-${band}.svg`,
});

/**
 * The catalogue. Grades follow the fluency expectations of the standards: sums and differences
 * within 10 in kindergarten and grade 1 (K.OA.A.5, 1.OA.C.6), within 20 in grades 1–2 (2.OA.B.2),
 * products and quotients to 10 × 10 in grades 3–4 (3.OA.C.7), to 12 × 12 in grades 4–5. The raceway's,
 * one per grade band (K–2, 3–5, 6–8): a race on a skill of the band (practice's question engine), solo
 * against pace cars or a class race. In the order of their sections (the youngest grade).
 */
export const GAME_CATALOGUE: readonly Game[] = [
  fluencyGame(1001, 'Fluency zone: addition within 10', [0, 1], 'addition', 10, ['adding', 'sums', 'plus']),
  fluencyGame(1002, 'Fluency zone: subtraction within 10', [0, 1], 'subtraction', 10, ['subtracting', 'differences', 'minus', 'take away']),
  racewayGame(1009, [0, 2], 'k-2', 'K–2nd', ['counting', 'adding']),
  fluencyGame(1003, 'Fluency zone: addition within 20', [1, 2], 'addition', 20, ['adding', 'sums', 'plus']),
  fluencyGame(1004, 'Fluency zone: subtraction within 20', [1, 2], 'subtraction', 20, ['subtracting', 'differences', 'minus', 'take away']),
  fluencyGame(1005, 'Fluency zone: multiplication to 10 × 10', [3, 4], 'multiplication', 10, ['times tables', 'multiplying', 'products']),
  fluencyGame(1006, 'Fluency zone: division to 10 × 10', [3, 4], 'division', 10, ['dividing', 'quotients', 'times tables']),
  racewayGame(1010, [3, 5], '3-5', '3rd–5th', ['times tables', 'fractions']),
  fluencyGame(1007, 'Fluency zone: multiplication to 12 × 12', [4, 5], 'multiplication', 12, ['times tables', 'multiplying', 'products']),
  fluencyGame(1008, 'Fluency zone: division to 12 × 12', [4, 5], 'division', 12, ['dividing', 'quotients', 'times tables']),
  racewayGame(1011, [6, 8], '6-8', '6th–8th', ['integers', 'ratios']),
];

/** `K–1st`, `3rd–4th`: a grade range as search results write it. */
export function gradeRangeText([from, to]: readonly [number, number]): string {
  return `${gradeShortOrdinalName(from)}–${gradeShortOrdinalName(to)}`;
}

/** The games of a subject (any when absent) for a grade (any when absent), in catalogue order. */
export function gamesFor(filter: { subject?: Subject | undefined; grade?: number | undefined } = {}): Game[] {
  return GAME_CATALOGUE.filter(
    (game) => (filter.subject === undefined || game.subject === filter.subject) && (filter.grade === undefined || (game.grades[0] <= filter.grade && filter.grade <= game.grades[1])),
  );
}

export function gameById(gameId: number): Game | undefined {
  return GAME_CATALOGUE.find((game) => game.gameId === gameId);
}

/** A game as `GET /games` answers it. */
export interface GameListing {
  gameId: number;
  name: string;
  subject: Subject;
  /** e.g. `K–1st` (as search results write it). */
  gradeRange: string;
  /** The same, as numbers (0 is kindergarten). */
  grades: { from: number; to: number };
  kind: GameKind;
  url: string;
  screenshotUrl: string;
}

export function gameListing(game: Game): GameListing {
  return {
    gameId: game.gameId,
    name: game.name,
    subject: game.subject,
    gradeRange: gradeRangeText(game.grades),
    grades: { from: game.grades[0], to: game.grades[1] },
    kind: game.kind,
    url: game.url,
    screenshotUrl: game.screenshotUrl,
  };
}
