import { FLUENCY_OPERATIONS, FLUENCY_RANGES, isFluencyOperation, isFluencyRange, type FluencyOperation, type FluencyUpTo } from '../../../events/games/fluency-contract';

/**
 * The fluency zone's pages (issue 28, docs/games.md): `/fluency-zone` (choose and play; a game's
 * page is `/fluency-zone?operation=addition&upTo=10`) and `/fluency-zone/progress/{operation}`
 * (the progress grid). Pure: web/app/page-routes.ts, which the server imports, matches them.
 */
export const FLUENCY_ZONE_PATH = '/fluency-zone';
const PROGRESS_PATH = /^\/fluency-zone\/progress\/([a-z]+)$/;

export function fluencyProgressPath(operation: FluencyOperation): string {
  return `${FLUENCY_ZONE_PATH}/progress/${operation}`;
}

/** `/fluency-zone?operation=addition&upTo=10`: the page with a round chosen (the game catalogue's urls, events/games/game-catalogue.ts). */
export function fluencyZoneAddress(operation: FluencyOperation, upTo: FluencyUpTo): string {
  return `${FLUENCY_ZONE_PATH}?operation=${operation}&upTo=${upTo}`;
}

/** The operation of a progress page's path, or null. */
export function parseFluencyProgressPath(path: string): FluencyOperation | null {
  const operation = PROGRESS_PATH.exec(path)?.[1];
  return isFluencyOperation(operation) ? operation : null;
}

/** The round a fluency-zone address chooses (`?operation=&upTo=`): the operation's smaller range when `upTo` is missing or not its own. */
export function fluencyChoiceOf(search: string): { operation: FluencyOperation; upTo: FluencyUpTo } | null {
  const query = new URLSearchParams(search);
  const operation = query.get('operation');
  if (!isFluencyOperation(operation)) return null;
  const upTo = Number(query.get('upTo'));
  return { operation, upTo: isFluencyRange(operation, upTo) ? upTo : FLUENCY_RANGES[operation][0] };
}

/** Every progress page, for the page table's examples. */
export const FLUENCY_PROGRESS_PAGES = FLUENCY_OPERATIONS.map(fluencyProgressPath);

/** The raceway (docs/games.md): `/raceway` (choose a skill and start; a game's page is `/raceway?subject=math&grade=3`) and a race's page. */
export const RACEWAY_PATH = '/raceway';
// `/raceway/race/{raceId}`, singular: `/raceway/races/{raceId}` is the call that answers the race as JSON.
const RACE_PATH = /^\/raceway\/race\/([A-Za-z0-9_-]{1,64})$/;
export const racePagePath = (raceId: string) => `${RACEWAY_PATH}/race/${encodeURIComponent(raceId)}`;
/** The race id of a race page's path, or null. */
export function parseRacePagePath(path: string): string | null {
  return RACE_PATH.exec(path)?.[1] ?? null;
}
