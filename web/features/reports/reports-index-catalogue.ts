import { USER_TYPE, type Session } from '../../shared/session/session';
import { ADMINISTRATOR_REPORT_PAGES } from './administrator-report-definitions';
import { QUIZ_RESOURCE_REPORT_PAGES } from './administrator-report-quiz-resource-definitions';
import { STANDARDS_REPORT_PAGES } from './administrator-report-standards-definitions';
import { reportPath } from './report-paths';
import { QUIZ_REPORT_PAGES } from './teacher-report-quiz-definitions';
import { SCRATCHPAD_REPORT_PAGES } from './teacher-report-scratchpad-work-definitions';
import { TEACHER_REPORT_PAGES } from './teacher-report-definitions';

// Every report a user may open (issue 18, /analytics/reports), by role:
// - teachers: the class reports (docs/reports.md) and the live classroom;
// - school and district administrators: their reports (docs/administrator-reports.md),
//   then the class reports of their schools' classes and the live classroom;
// - students and families' children: their progress; parents: their children's
//   progress and Progress Share. The server decides what each call answers.
// The reports are listed in the order of their definitions (spec §9).

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

const reportLink = (name: string, kind: 'reports' | 'adminReports' | 'standardsReports' | 'quizReports' | 'quizResourceReports' | 'scratchpadReports'): ReportLink => ({
  href: reportPath(name),
  labelKey: `${kind}.labels.${name}`,
  aboutKey: `${kind}.intros.${name}`,
});
const liveClassroom: ReportLink = { href: '/analytics/live-classroom', labelKey: 'reportsIndex.liveClassroom', aboutKey: 'reportsIndex.liveClassroomAbout' };

export function reportGroupsFor(session: Session): ReportGroup[] {
  if (!session.signedIn) return [];
  // Issue 29 item 5: the quiz reports after the class reports (docs/reports.md "Quiz reports").
  // Issue 31 item 3: the scratchpad work report after them (docs/scratchpad.md).
  const classReports = [
    ...TEACHER_REPORT_PAGES.map((name) => reportLink(name, 'reports')),
    ...QUIZ_REPORT_PAGES.map((name) => reportLink(name, 'quizReports')),
    ...SCRATCHPAD_REPORT_PAGES.map((name) => reportLink(name, 'scratchpadReports')),
    liveClassroom,
  ];
  switch (session.userType) {
    case USER_TYPE.teacher:
      return [{ headingKey: 'reportsIndex.teacherHeading', links: classReports, testId: 'reports-index-class' }];
    case USER_TYPE.administrator:
      return [
        {
          headingKey: 'reportsIndex.administratorHeading',
          links: [
            ...ADMINISTRATOR_REPORT_PAGES.map((name) => reportLink(name, 'adminReports')),
            ...STANDARDS_REPORT_PAGES.map((name) => reportLink(name, 'standardsReports')),
            // Issue 29 item 5: the quiz-resource reports (docs/administrator-reports.md "Quiz resource reports").
            ...QUIZ_RESOURCE_REPORT_PAGES.map((name) => reportLink(name, 'quizResourceReports')),
          ],
          testId: 'reports-index-administrator',
        },
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
