import { parseLandingPagePath, parseSkillPagePath } from '../../events/curriculum';

/**
 * The app's page routes: the one table the client's router renders from, the
 * server answers 200 (else 404) from, and the accessibility sweep walks. Pure
 * data and matching only (the server imports it): what each page shows is in
 * app-routes.tsx.
 */

/** Who a page is for (spec §1 user types; administrators are school or district ones). */
export type PageAudience = 'visitor' | 'student' | 'teacher' | 'administrator' | 'parent' | 'child';

export const EVERYONE: readonly PageAudience[] = ['visitor', 'student', 'teacher', 'administrator', 'parent', 'child'];
const SIGNED_IN: readonly PageAudience[] = ['student', 'teacher', 'administrator', 'parent', 'child'];

export type PageName =
  | 'home'
  | 'signIn'
  | 'sentLiveMessages'
  | 'composeLiveMessage'
  | 'focusZone'
  | 'searchResults'
  | 'landingPage'
  | 'skillPage'
  | 'myPractice'
  | 'liveClassroom'
  | 'comingSoon';

export interface PageRoute {
  name: PageName;
  /** Whether a path (without its query, trailing slash removed) is this page. */
  matches(path: string): boolean;
  /** Addresses of this page to open in sweeps and tests (with a query where the page needs one). */
  examples: readonly string[];
  /** Who opens it; anyone else is sent elsewhere (sign-in, home) or told it is not theirs. */
  audience: readonly PageAudience[];
  /** The i18n key of its `document.title` (before " · Live Classroom"); null: it names itself from its data. */
  titleKey: string | null;
}

const exactly =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path);

/**
 * Header link targets whose product pages later issues build (notifications,
 * roster, reports, …): each shows a plain "coming soon" page until then.
 * Path → title key.
 */
export const COMING_SOON_PAGES: Readonly<Record<string, string>> = {
  '/roster/view': 'siteHeader.links.roster',
  '/analytics/progress': 'siteHeader.links.progress',
  '/analytics/progress-share': 'siteHeader.links.progressShare',
  '/analytics/reports': 'siteHeader.links.reports',
  '/sparkstudio': 'siteHeader.links.sparkStudio',
  '/notifications': 'siteHeader.links.notifications',
  '/profile': 'siteHeader.userMenu.profile',
  '/membership': 'siteHeader.links.membership',
};

export const pageRoutes: readonly PageRoute[] = [
  { name: 'home', matches: exactly('/'), examples: ['/'], audience: EVERYONE, titleKey: 'app.homeTitle' },
  { name: 'signIn', matches: exactly('/signin'), examples: ['/signin'], audience: ['visitor'], titleKey: 'signin.title' },
  {
    name: 'sentLiveMessages',
    matches: exactly('/live-messages'),
    examples: ['/live-messages'],
    audience: ['teacher', 'administrator'],
    titleKey: 'liveMessages.sent.title',
  },
  {
    name: 'composeLiveMessage',
    matches: exactly('/live-messages/new'),
    examples: ['/live-messages/new'],
    audience: ['teacher', 'administrator'],
    titleKey: 'liveMessages.compose.title',
  },
  { name: 'focusZone', matches: exactly('/focus-zone'), examples: ['/focus-zone'], audience: ['teacher'], titleKey: 'focusSessions.zone.title' },
  { name: 'searchResults', matches: exactly('/search'), examples: ['/search?q=fractions'], audience: EVERYONE, titleKey: 'searchResults.title' },
  {
    name: 'landingPage',
    matches: (path) => parseLandingPagePath(path) !== null,
    examples: ['/math', '/math/grade-4', '/ela/grade-0'],
    audience: EVERYONE,
    titleKey: null,
  },
  {
    name: 'skillPage',
    matches: (path) => parseSkillPagePath(path) !== null,
    examples: ['/math/grade-4/skills/18MCV'],
    audience: EVERYONE,
    titleKey: null,
  },
  { name: 'myPractice', matches: exactly('/my-practice'), examples: ['/my-practice'], audience: ['student', 'child'], titleKey: 'myPractice.title' },
  {
    name: 'liveClassroom',
    matches: exactly('/analytics/live-classroom'),
    examples: ['/analytics/live-classroom'],
    audience: ['teacher', 'administrator'],
    titleKey: 'liveClassroom.title',
  },
  {
    name: 'comingSoon',
    matches: (path) => Object.hasOwn(COMING_SOON_PAGES, path),
    examples: Object.keys(COMING_SOON_PAGES),
    audience: SIGNED_IN,
    titleKey: null,
  },
];

/** A path without its query and trailing slash: `/math/` → `/math`. */
export function pagePath(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? '/';
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path || '/';
}

/** The page route a path is, or null (the not-found page, 404 from the server). */
export function matchPageRoute(pathname: string): PageRoute | null {
  const path = pagePath(pathname);
  return pageRoutes.find((route) => route.matches(path)) ?? null;
}
