import type { TeacherReport } from '../../../events/reports/teacher-reports';
import type { AdministratorReport } from '../../../events/reports/administrator-reports';
import { USER_TYPE, type Session } from '../../shared/session/session';

// Every report a user may open (issue 18, /analytics/reports), by role:
// - teachers: the class reports (docs/reports.md) and the live classroom;
// - school and district administrators: their reports (docs/administrator-reports.md),
//   then the class reports of their schools' classes and the live classroom;
// - students and families' children: their progress; parents: their children's
//   progress and Progress Share. The server decides what each call answers.

/** The teacher reports, in the order of spec §9; the type makes it name each one. */
const TEACHER_REPORT_NAMES = [
  'student-usage',
  'student-summary',
  'skills-practiced',
  'trouble-spots',
  'student-trouble-spots',
  'score-grid',
  'questions-log',
  'progress-and-improvement',
  'live-message',
] as const satisfies readonly TeacherReport[];
type _EveryTeacherReport = Exclude<TeacherReport, (typeof TEACHER_REPORT_NAMES)[number]> extends never ? true : never;

const ADMINISTRATOR_REPORT_NAMES = ['district-dashboard', 'school-achievement', 'time-spent', 'skill-usage', 'skill-proficiency'] as const satisfies readonly AdministratorReport[];
type _EveryAdministratorReport = Exclude<AdministratorReport, (typeof ADMINISTRATOR_REPORT_NAMES)[number]> extends never ? true : never;
/** Compile-time: each list names every report of its kind. */
export const REPORT_LISTS_COMPLETE: [_EveryTeacherReport, _EveryAdministratorReport] = [true, true];

export interface ReportLink {
  href: string;
  /** i18n key of its name, and of a line about it (none for class reports: their intro). */
  labelKey: string;
  aboutKey: string;
}

export interface ReportGroup {
  headingKey: string;
  links: ReportLink[];
  testId: string;
}

const reportLink = (name: string, kind: 'reports' | 'adminReports'): ReportLink => ({
  href: `/analytics/reports/${name}`,
  labelKey: `${kind}.labels.${name}`,
  aboutKey: `${kind}.intros.${name}`,
});
const liveClassroom: ReportLink = { href: '/analytics/live-classroom', labelKey: 'reportsIndex.liveClassroom', aboutKey: 'reportsIndex.liveClassroomAbout' };

export function reportGroupsFor(session: Session): ReportGroup[] {
  if (!session.signedIn) return [];
  const classReports = [...TEACHER_REPORT_NAMES.map((name) => reportLink(name, 'reports')), liveClassroom];
  switch (session.userType) {
    case USER_TYPE.teacher:
      return [{ headingKey: 'reportsIndex.teacherHeading', links: classReports, testId: 'reports-index-class' }];
    case USER_TYPE.administrator:
      return [
        { headingKey: 'reportsIndex.administratorHeading', links: ADMINISTRATOR_REPORT_NAMES.map((name) => reportLink(name, 'adminReports')), testId: 'reports-index-administrator' },
        { headingKey: 'reportsIndex.classReportsForAdministrators', links: classReports, testId: 'reports-index-class' },
      ];
    case USER_TYPE.student:
    case USER_TYPE.familyChild:
      return [
        {
          headingKey: 'reportsIndex.learnerHeading',
          links: [{ href: '/analytics/progress', labelKey: 'reportsIndex.progress', aboutKey: 'reportsIndex.progressAbout' }],
          testId: 'reports-index-progress',
        },
      ];
    case USER_TYPE.familyParent:
      return [
        {
          headingKey: 'reportsIndex.learnerHeading',
          links: [
            { href: '/analytics/progress', labelKey: 'reportsIndex.childrenProgress', aboutKey: 'reportsIndex.progressAbout' },
            ...(session.navigation.sharedAnalyticsAccess ? [{ href: '/analytics/progress-share', labelKey: 'reportsIndex.progressShare', aboutKey: 'reportsIndex.progressShareAbout' }] : []),
          ],
          testId: 'reports-index-progress',
        },
      ];
    default:
      return [];
  }
}
