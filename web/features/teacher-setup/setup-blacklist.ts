/**
 * Spec §4: the setup dialog is not fetched on a blacklisted path. A prefix
 * matches a path when its segments begin the path's segments, compared
 * case-insensitively: `/roster` matches `/Roster/view` but not `/rosters`.
 */
export const TEACHER_SETUP_BLACKLIST: readonly string[] = [
  '/roster', // the roster itself (where the go-to-roster prompt leads)
  '/signin',
  '/signout',
  '/reset-password',
  '/reset-secret-word',
  '/membership',
  '/profile',
  '/same-question-mode', // a running room
  '/instant-review', // a running review
  '/focus-zone',
];

const segmentsOf = (path: string) =>
  (path.split(/[?#]/, 1)[0] ?? '')
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => segment.toLowerCase());

export function isBlacklistedPath(path: string, prefixes: readonly string[] = TEACHER_SETUP_BLACKLIST): boolean {
  const segments = segmentsOf(path);
  return prefixes.some((prefix) => {
    const prefixSegments = segmentsOf(prefix);
    return prefixSegments.length > 0 && prefixSegments.length <= segments.length && prefixSegments.every((segment, index) => segments[index] === segment);
  });
}
