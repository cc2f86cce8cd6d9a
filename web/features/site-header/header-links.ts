import { SHARED_ANALYTICS_TOOLTIP_SHOW_DELAY_MS } from '../../shared/tooltips/tooltip-timing';
import { USER_TYPE, type Session } from '../../shared/session/session';
import { HEADER_ACTIONS, type TrackingButton } from '../../shared/tracking/tracking-groups';

/**
 * What the header's navigation offers each user type (spec §1: "each gets
 * different navigation content"; the spec is silent on the sets, so they are
 * ours — see web/README.md). Subjects come first for everyone and are not
 * listed here; flags from the navigation context add Spark Studio and Progress
 * Share analytics whatever the type.
 */

export type HeaderLinkKey =
  | 'membership'
  | 'my-practice'
  | 'live-classroom'
  | 'live-messages'
  | 'focus-zone'
  | 'roster'
  | 'skill-plans'
  | 'takeoff'
  | 'quizzes'
  | 'progress'
  | 'progress-share'
  | 'reports'
  | 'explorer'
  | 'spark-studio'
  | 'notifications';

export interface HeaderLink {
  key: HeaderLinkKey;
  href: string;
  /** i18n key of the link text. */
  labelKey: string;
  /** Registered tracking button name for a click. */
  button: TrackingButton;
  /** `nav-link-<key>`, except links that kept an older test id. */
  testId: string;
  /** Opens in a new tab (`target="_blank" rel="noopener"`). */
  newTab?: boolean;
  tooltip?: { textKey: string; showDelayMs: number };
}

type LinkDefinition = Omit<HeaderLink, 'key' | 'testId'> & { testId?: string };

const LINKS: Readonly<Record<HeaderLinkKey, LinkDefinition>> = {
  membership: { href: '/membership/', labelKey: 'siteHeader.links.membership', button: HEADER_ACTIONS.headerMembershipLink },
  'my-practice': { href: '/my-practice', labelKey: 'siteHeader.links.myPractice', button: HEADER_ACTIONS.headerMyPracticeLink },
  'live-classroom': {
    href: '/analytics/live-classroom',
    labelKey: 'siteHeader.links.liveClassroom',
    button: HEADER_ACTIONS.headerLiveClassroomLink,
  },
  'live-messages': {
    href: '/live-messages',
    labelKey: 'header.liveMessages',
    button: HEADER_ACTIONS.headerLiveMessagesLink,
    testId: 'header-live-messages',
  },
  'focus-zone': { href: '/focus-zone', labelKey: 'siteHeader.links.focusZone', button: HEADER_ACTIONS.headerFocusZoneLink },
  roster: { href: '/roster/view', labelKey: 'siteHeader.links.roster', button: HEADER_ACTIONS.headerRosterLink },
  'skill-plans': { href: '/classes/skill-plans', labelKey: 'skillPlansWeb.navigationLink', button: HEADER_ACTIONS.headerSkillPlansLink },
  // Issue 31: takeoff lesson plans (web/features/takeoff; docs/takeoff.md).
  takeoff: { href: '/classes/takeoff', labelKey: 'takeoffWeb.navigationLink', button: HEADER_ACTIONS.headerTakeoffLink },
  // Issue 29: a teacher's quizzes and the quiz resources shared with her (web/features/quizzes; docs/quizzes.md).
  quizzes: { href: '/teacher/quizzes', labelKey: 'siteHeader.links.quizzes', button: HEADER_ACTIONS.headerQuizzesLink },
  progress: { href: '/analytics/progress', labelKey: 'siteHeader.links.progress', button: HEADER_ACTIONS.headerProgressLink },
  'progress-share': {
    href: '/analytics/progress-share',
    labelKey: 'siteHeader.links.progressShare',
    button: HEADER_ACTIONS.headerProgressShareLink,
    tooltip: { textKey: 'siteHeader.progressShareTooltip', showDelayMs: SHARED_ANALYTICS_TOOLTIP_SHOW_DELAY_MS },
  },
  reports: { href: '/analytics/reports', labelKey: 'siteHeader.links.reports', button: HEADER_ACTIONS.headerReportsLink },
  explorer: { href: '/explorer', labelKey: 'explorer.navigationLink', button: HEADER_ACTIONS.headerExplorerLink },
  'spark-studio': {
    href: '/sparkstudio',
    labelKey: 'siteHeader.links.sparkStudio',
    button: HEADER_ACTIONS.headerSparkStudioLink,
    newTab: true,
  },
  notifications: {
    href: '/notifications',
    labelKey: 'siteHeader.links.notifications',
    button: HEADER_ACTIONS.headerNotificationsLink,
  },
};

/** The links of each user type, in order, before the flag-driven ones. */
const LINKS_BY_USER_TYPE: Readonly<Record<number, readonly HeaderLinkKey[]>> = {
  [USER_TYPE.visitor]: ['membership'],
  [USER_TYPE.student]: ['my-practice'],
  // Issue 18: teachers reach their reports (/analytics/reports, docs/reports.md) beside the live classroom.
  [USER_TYPE.teacher]: ['live-classroom', 'reports', 'quizzes', 'live-messages', 'focus-zone', 'roster', 'skill-plans', 'takeoff'],
  [USER_TYPE.familyParent]: ['progress'],
  [USER_TYPE.familyChild]: [],
  [USER_TYPE.administrator]: ['live-messages', 'reports'],
  [USER_TYPE.engineer]: ['explorer'],
};

export interface HeaderNavigation {
  /** Links after the subjects, in order. */
  links: HeaderLink[];
  /** Types 11 and 12: the sub-account menu. */
  subAccountMenu: boolean;
  /** Type 12: the child-membership link that opens the switch-to-parent dialog. */
  childMembershipLink: boolean;
}

export function headerLink(key: HeaderLinkKey): HeaderLink {
  const { testId, ...definition } = LINKS[key];
  return { key, testId: testId ?? `nav-link-${key}`, ...definition };
}

/** The navigation a session gets (a signed-in user of an unknown type gets subjects and notifications). */
export function headerNavigationFor(session: Session): HeaderNavigation {
  const { navigation, userType } = session;
  const keys: HeaderLinkKey[] = [...(LINKS_BY_USER_TYPE[userType] ?? [])];
  if (session.signedIn && navigation.sharedAnalyticsAccess) keys.push('progress-share');
  if (session.signedIn && navigation.sparkStudioAccess) keys.push('spark-studio');
  if (session.signedIn) keys.push('notifications');
  return {
    links: keys.map(headerLink),
    subAccountMenu: session.signedIn && (userType === USER_TYPE.familyParent || userType === USER_TYPE.familyChild),
    childMembershipLink: session.signedIn && userType === USER_TYPE.familyChild,
  };
}

/**
 * Issue 32: at most this many links follow the subjects on the desktop row
 * (docs/site-header.md); the rest — the user type's less-used links, which come
 * last in its list, then the flag-driven ones — go under "More", and so does
 * Notifications, which the account bar's bell already opens from 1014px.
 */
export const DESKTOP_VISIBLE_LINKS = 4;

/** The desktop row's split: links shown, and links under "More" (Notifications last). */
export function desktopLinks(links: readonly HeaderLink[]): { shown: HeaderLink[]; more: HeaderLink[] } {
  const row = links.filter((link) => link.key !== 'notifications');
  return {
    shown: row.slice(0, DESKTOP_VISIBLE_LINKS),
    more: [...row.slice(DESKTOP_VISIBLE_LINKS), ...links.filter((link) => link.key === 'notifications')],
  };
}
