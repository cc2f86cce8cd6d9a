/** Spec §2.19, §9: above this the badge reads "99+". */
export const BADGE_MAX_COUNT = 99;
/** Spec §9: from this count the badge takes its large style. */
export const BADGE_LARGE_FROM = 10;

export interface NotificationBadge {
  /** What the badge shows: the count, or "99+" above 99. */
  label: string;
  /** The large style (two or more characters' room). */
  large: boolean;
}

/** The badge for an unread count; null (no badge) at 0. */
export function notificationBadge(unread: number): NotificationBadge | null {
  if (!(unread > 0)) return null;
  return { label: unread > BADGE_MAX_COUNT ? `${BADGE_MAX_COUNT}+` : String(unread), large: unread >= BADGE_LARGE_FROM };
}
