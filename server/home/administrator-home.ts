import type { AdministratorHome } from '../../events/home/home-contract';
import { assessmentWindowStatus, isAnnounced } from '../../events/assessment-windows';
import type { DirectoryUser } from '../../projections/school-directory';
import type { FeatureLog } from '../features/feature-log';
import { administratorScope } from '../reports/administrator-scope';

// An administrator's home (issue 32 item 3; docs/home.md): their schools' week from the District
// Dashboard's read model (this week's range), and their schools' assessment windows open or announced
// (as teachers see them: from a few days before the start to the due date).

export type AdministratorHomeLog = FeatureLog<'administratorReports' | 'assessmentWindows' | 'directory' | 'teacherReports'>;

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export function administratorHome(log: AdministratorHomeLog, user: DirectoryUser, now: Date): AdministratorHome {
  const { administratorReports, assessmentWindows } = log.queries;
  const scope = administratorScope(log, user, { range: 'this_week' }, now);
  const today = scope.frame.toDay;
  const schoolIds = scope.scopes.map((each) => each.schoolId);
  const windows = assessmentWindows.windowsOfSchools(schoolIds, today).flatMap((window): AdministratorHome['assessmentWindows'] => {
    const status = assessmentWindowStatus(window, today);
    if (status === 'past_due' || !isAnnounced(window, today)) return [];
    const daysTotal = daysBetween(window.startDate, window.dueDate) + 1;
    return [
      {
        windowId: window.windowId,
        subject: window.subject,
        assessmentType: window.assessmentType,
        startDate: window.startDate,
        dueDate: window.dueDate,
        status,
        schoolNames: window.schoolIds.filter((id) => scope.schoolNames.has(id)).map((id) => scope.schoolNames.get(id)!),
        daysElapsed: status === 'upcoming' ? 0 : Math.min(daysTotal, daysBetween(window.startDate, today) + 1),
        daysTotal,
      },
    ];
  });
  return {
    userType: 'administrator',
    fromDay: scope.frame.fromDay ?? today,
    toDay: today,
    schools: administratorReports.activityBySchool(scope.scopes, null).map((row) => ({ ...row, name: scope.schoolNames.get(row.schoolId) ?? row.schoolId })),
    assessmentWindows: windows,
  };
}
