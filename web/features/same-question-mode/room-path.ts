import { parseSkillPagePath } from '../../../events/curriculum';

/**
 * The room page's address (spec §2 routes): `{namespace}{practice path}/{roomId}`,
 * e.g. `/same-question-mode/math/grade-4/skills/18MCV/r_abc123` or
 * `/same-question-mode/sparkstudio/sets/qs_1/r_abc123`. Pure (web/app's page
 * routes, which the server imports too, match with it). The API paths under the
 * namespace (`/same-question-mode/start`, `/same-question-mode/{roomId}/state`, …)
 * have at most two segments after it, so they never match.
 */

export const SAME_QUESTION_MODE_NAMESPACE = '/same-question-mode';

/** Room and set ids are server-made and subject-safe. */
const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;
const SPARK_SET_PATH = /^\/sparkstudio\/sets\/[A-Za-z0-9_-]{1,64}$/;

export interface RoomPageAddress {
  roomId: string;
  /** The skill's practice page path or the Spark Studio set's path. */
  practicePath: string;
}

export function parseRoomPagePath(path: string): RoomPageAddress | null {
  if (!path.startsWith(`${SAME_QUESTION_MODE_NAMESPACE}/`)) return null;
  const rest = path.slice(SAME_QUESTION_MODE_NAMESPACE.length);
  const cut = rest.lastIndexOf('/');
  const roomId = rest.slice(cut + 1);
  const practicePath = rest.slice(0, cut);
  if (!SAFE_ID.test(roomId)) return null;
  if (parseSkillPagePath(practicePath) === null && !SPARK_SET_PATH.test(practicePath)) return null;
  return { roomId, practicePath };
}
