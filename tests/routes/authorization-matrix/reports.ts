import { ADMINISTRATOR_REPORTS } from '../../../events/reports/administrator-reports';
import { senders, get, type RouteRule } from '../matrix-requests';

// Issue 18: the reports (docs/reports.md, docs/administrator-reports.md).
// The rules of the routes server/features/reports.ts mounts (tests/routes/authorization-matrix.ts composes them).

export const rules: Record<string, RouteRule> = {
  // Issue 18 (docs/administrator-reports.md): the administrator reports (issue 30: the assessment ones too, docs/assessment-reports.md), for the schools an administrator has (read-only) …
  ...Object.fromEntries(
    ADMINISTRATOR_REPORTS.map((report): [string, RouteRule] => [
      `GET /reports/${report}`,
      {
        allowed: ['schoolAdministrator', 'districtAdministrator'],
        request: (fx, role) =>
          get(fx, role, `/reports/${report}`, [['schoolId', role === 'districtAdministrator' ? 'school_cedar' : 'school_maple'], ['range', 'this_school_year'], ['grade', '4'], ['viewBy', 'skill-plan']]),
      },
    ]),
  ),
  // Issue 29 (docs/administrator-reports.md "Standards reports"): the standards reports, like the administrator reports.
  ...Object.fromEntries(
    ['standards-proficiency-overview', 'standards-proficiency-details', 'standards-performance'].map((report): [string, RouteRule] => [
      `GET /reports/${report}`,
      {
        allowed: ['schoolAdministrator', 'districtAdministrator'],
        request: (fx, role) =>
          get(fx, role, `/reports/${report}`, [['schoolId', role === 'districtAdministrator' ? 'school_cedar' : 'school_maple'], ['range', 'this_school_year'], ['grade', '4']]),
      },
    ]),
  ),
  // Issue 29 item 5 (docs/administrator-reports.md "Quiz resource reports"): the quiz-resource reports, like the administrator reports (no resource: the most used).
  ...Object.fromEntries(
    ['quiz-resource-results', 'quiz-resource-item-analysis'].map((report): [string, RouteRule] => [
      `GET /reports/${report}`,
      {
        allowed: ['schoolAdministrator', 'districtAdministrator'],
        request: (fx, role) =>
          get(fx, role, `/reports/${report}`, [['schoolId', role === 'districtAdministrator' ? 'school_cedar' : 'school_maple'], ['range', 'this_school_year'], ['viewBy', 'grades']]),
      },
    ]),
  ),
  // … and a learner's progress: a learner's own, a parent's children's, a teacher's or administrator's students' (read-only).
  'GET /analytics/progress/learners': { allowed: ['student', 'child', 'parent'], request: (fx, role) => get(fx, role, '/analytics/progress/learners') },
  'GET /analytics/progress-data': {
    allowed: ['student', 'child', 'parent', 'teacher', 'otherTeacher', 'schoolAdministrator', 'districtAdministrator'],
    request: (fx, role) =>
      get(fx, role, '/analytics/progress-data', [['studentUserId', role === 'child' || role === 'parent' ? fx.userId('child') : fx.studentFor(role)], ['range', 'last_7_days']]),
  },
  // Issue 18: the teacher reports (docs/reports.md): a class's teacher, or its school's or district's administrator; read-only.
  'GET /reports/classes': { allowed: senders, request: (fx, role) => get(fx, role, '/reports/classes') },
  ...Object.fromEntries(
    [
      'student-usage',
      'skills-practiced',
      'trouble-spots',
      'student-trouble-spots',
      'score-grid',
      'student-summary',
      'progress-and-improvement',
      'live-message',
      // Issue 29.
      'students-quickview',
      'skill-analysis',
      'skill-score-chart',
      'student-stats',
      // Issue 30 item 5 (docs/assessment-reports.md "Teacher reports"): the class's assessment results.
      'levelup-overview',
      'levelup-strand-analysis',
      'levelup-standards-performance',
      'flex-overview',
      'flex-strand-analysis',
      'checkpoint-analysis',
      'checkpoint-performance',
    ].map(
      (report): [string, RouteRule] => [
        `GET /reports/${report}`,
        // Issue 29 item 3: view by standards (docs/reports.md "View by"); who may read is the same in every view.
        { allowed: senders, request: (fx, role) => get(fx, role, `/reports/${report}`, [['classId', fx.classOf(fx.ownerFor(role))], ['range', 'this_school_year'], ['grade', '4'], ['viewBy', 'standards']]) },
      ],
    ),
  ),
  // Issue 29: the one-student reports (a student of the class is required).
  ...Object.fromEntries(
    ['student-score-chart', 'progress-and-growth'].map((report): [string, RouteRule] => [
      `GET /reports/${report}`,
      {
        allowed: senders,
        request: (fx, role) => get(fx, role, `/reports/${report}`, [['classId', fx.classOf(fx.ownerFor(role))], ['studentUserId', fx.studentFor(role)], ['range', 'all_time']]),
      },
    ]),
  ),
  // Issue 29 item 5 (docs/reports.md "Quiz reports"): the teacher quiz reports, a class's like the other class reports (no quiz: the class's latest).
  ...Object.fromEntries(
    ['quiz-analysis', 'student-quiz-results'].map((report): [string, RouteRule] => [
      `GET /reports/${report}`,
      { allowed: senders, request: (fx, role) => get(fx, role, `/reports/${report}`, [['classId', fx.classOf(fx.ownerFor(role))], ['viewBy', 'grades']]) },
    ]),
  ),
  'GET /reports/questions-log': {
    allowed: senders,
    request: (fx, role) =>
      get(fx, role, '/reports/questions-log', [['classId', fx.classOf(fx.ownerFor(role))], ['studentUserId', fx.studentFor(role)], ['range', 'custom'], ['from', '2025-01-01'], ['to', '2025-12-31']]),
  },
};
