import { HOME_LIMITS, type ParentHome } from '../../events/home/home-contract';
import type { FeatureLog } from '../features/feature-log';
import { learnerWeek } from './student-home';

// A family parent's home (issue 32 item 3; docs/home.md): each child's week and what each is working
// on, from the directory, practice and progress-mail read models.

export type ParentHomeLog = FeatureLog<'catalogue' | 'directory' | 'practice' | 'progressMail'>;

const DAY_MS = 24 * 60 * 60 * 1000;

export function parentHome(log: ParentHomeLog, parentUserId: string, now: Date): ParentHome {
  const { directory, progressMail } = log.queries;
  const parent = directory.userById(parentUserId);
  const children = parent === undefined ? [] : directory.familyOf(parent).filter((member) => !member.isParent);
  return {
    userType: 'parent',
    children: children.map((child) => {
      const week = learnerWeek(log, child.userId, now);
      const tomorrow = new Date(Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
      return {
        userId: child.userId,
        displayName: child.displayName,
        questionsThisWeek: week.questionsThisWeek,
        streakDays: week.streakDays,
        masteredThisWeek: progressMail.masteredBetween(child.userId, week.monday, tomorrow).length,
        workingOn: week.scores.slice(0, HOME_LIMITS.continue).map((score) => week.skillOf(score.permacode)),
      };
    }),
  };
}
