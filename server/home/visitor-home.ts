import { HOME_LIMITS, type VisitorHome } from '../../events/home/home-contract';
import { VISITOR_DAILY_QUESTIONS } from '../../events/practice';
import { mondayOf } from '../../projections/home';
import { utcDay } from '../../projections/practice';
import type { FeatureLog } from '../features/feature-log';

// A visitor's home (issue 32 item 3; docs/home.md): the edition's popular skills this week (the home
// read model), and the practice questions left today (practice's daily usage of her visitor id).

export type VisitorHomeLog = FeatureLog<'catalogue' | 'home' | 'practice'>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Popular rows read per week before keeping the edition's (skills of every edition are counted together). */
const POPULAR_ROWS = 60;

/** `visitorId`: her signed visitor cookie's id, null before she practised (nothing is left used). */
export function visitorHome(log: VisitorHomeLog, edition: string, visitorId: string | null, now: Date): VisitorHome {
  const { catalogue, home, practice } = log.queries;
  const thisWeek = mondayOf(utcDay(now));
  const lastWeek = mondayOf(utcDay(new Date(Date.parse(`${thisWeek}T00:00:00Z`) - DAY_MS)));
  const seen = new Set<string>();
  const popularSkills: VisitorHome['popularSkills'] = [];
  for (const row of [...home.popularSkills(thisWeek, POPULAR_ROWS), ...home.popularSkills(lastWeek, POPULAR_ROWS)]) {
    if (popularSkills.length === HOME_LIMITS.popular) break;
    if (seen.has(row.permacode)) continue;
    seen.add(row.permacode);
    const item = catalogue.skillByPermacode(row.permacode);
    if (!item || item.edition !== edition || item.upcoming === 1 || item.permacode === null) continue;
    popularSkills.push({ permacode: item.permacode, code: item.code ?? '', name: item.name, url: item.url, smartScore: null });
  }
  const used = visitorId === null ? 0 : practice.usageOn(visitorId, utcDay(now)).questions;
  return { userType: 'visitor', popularSkills, practiceLimit: { daily: VISITOR_DAILY_QUESTIONS, left: Math.max(0, VISITOR_DAILY_QUESTIONS - used) } };
}
