import { matchPageRoute, type PageName } from './page-routes';

/** The description groups of web/shared/i18n/page-descriptions-messages.ts. */
type DescriptionGroup = 'site' | 'subjects' | 'topic' | 'skill' | 'signIn' | 'games' | 'search' | 'teaching' | 'reports';

const groupOf: Partial<Record<PageName, DescriptionGroup>> = {
  landingPage: 'subjects',
  topicPage: 'topic',
  skillPage: 'skill',
  signIn: 'signIn',
  districtSignIn: 'signIn',
  fluencyZone: 'games',
  fluencyProgress: 'games',
  raceway: 'games',
  racewayRace: 'games',
  searchResults: 'search',
  liveClassroom: 'teaching',
  sentLiveMessages: 'teaching',
  composeLiveMessage: 'teaching',
  instantReview: 'teaching',
  sparkStudio: 'teaching',
  roster: 'teaching',
  skillPlans: 'teaching',
  reportsIndex: 'reports',
  teacherReport: 'reports',
  administratorReport: 'reports',
  standardsReport: 'reports',
  quizReport: 'reports',
  scratchpadReport: 'reports',
  progress: 'reports',
  progressShare: 'reports',
};

/** Issue 33: the i18n key of a path's `<meta name="description">`, set with its title (app-root.tsx); the site's own for the other pages. */
export function pageDescriptionKey(path: string): string {
  const route = matchPageRoute(path);
  return `pageDescriptions.${(route && groupOf[route.name]) ?? 'site'}`;
}

/** Writes the description into the page's `<meta name="description">` (index.html has one; added when missing). */
export function setPageDescription(document: Document, description: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (meta === null) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = description;
}
