import { DomainError } from '../../events/log/domain-error';
import type { QuizAnalysisItem } from '../../events/reports/quiz-reports';
import type {
  QuizResourceFrame,
  QuizResourceItemAnalysisReport,
  QuizResourceOption,
  QuizResourceResultsReport,
  QuizResourceSchoolFigures,
} from '../../events/reports/quiz-resource-reports';
import { localDayOf } from '../../events/reports/report-ranges';
import type { QuizAnswerRow, QuizRow } from '../../projections/quizzes';
import type { FeatureLog } from '../features/feature-log';
import { attemptStatusOf } from '../quizzes/quiz-views';
import type { AdministratorScope } from './administrator-scope';
import { itemAnalysisOf } from './quiz-reports';

// The administrator quiz-resource reports (issue 29 item 5; docs/administrator-reports.md
// "Quiz resource reports"), from the quizzes read model (projections/quizzes.ts) at the
// request's time. A resource's *uses* are the resource itself and every quiz assigned from
// it (`fromQuizId`); a use counts when its teacher's school is one of the chosen schools
// and its opening day (in that school's time zone) is in the range. Each assigned student
// of a use is one *assignment*, placed in the grade of the use's class she is in (else
// her highest class's, else none); `grade` keeps only that grade's assignments.

export type QuizResourceReportLog = FeatureLog<'directory' | 'quizzes' | 'teacherReports'>;

/** One student assigned by one use of the resource, where and how it went. */
interface Assignment {
  use: QuizRow;
  studentUserId: string;
  schoolId: string;
  grade: number | null;
  submitted: boolean;
  /** right / questions (whole %), once submitted. */
  score: number | null;
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/** The resource's uses in the chosen schools and range. */
function usesInScope(log: QuizResourceReportLog, resourceQuizId: string, scope: AdministratorScope): QuizRow[] {
  const days = new Map(scope.scopes.map((each) => [each.schoolId, each]));
  return log.queries.quizzes.usesOf(resourceQuizId).filter((use) => {
    const school = use.schoolId === null ? undefined : days.get(use.schoolId);
    if (!school) return false;
    const day = localDayOf(use.opensAt, log.queries.teacherReports.timeZoneOfSchool(school.schoolId));
    return (school.fromDay === null || day >= school.fromDay) && day <= school.toDay;
  });
}

function assignmentsOf(log: QuizResourceReportLog, uses: readonly QuizRow[], grade: number | null, now: Date): Assignment[] {
  const { quizzes, directory } = log.queries;
  const gradeOf = new Map<string, number | null>();
  const assignments: Assignment[] = [];
  for (const use of uses) {
    const attempts = new Map(quizzes.attempts(use.quizId).map((attempt) => [attempt.studentUserId, attempt]));
    for (const studentUserId of quizzes.assignees(use.quizId)) {
      const key = `${use.quizId}|${studentUserId}`;
      if (!gradeOf.has(key)) {
        const classes = directory.classesOfStudent(studentUserId);
        gradeOf.set(key, (classes.find((each) => use.classIds.includes(each.classId)) ?? classes[0])?.grade ?? null);
      }
      const studentGrade = gradeOf.get(key)!;
      if (grade !== null && studentGrade !== grade) continue;
      const attempt = attempts.get(studentUserId) ?? null;
      const submitted = attemptStatusOf(use, attempt, now).status === 'submitted';
      assignments.push({ use, studentUserId, schoolId: use.schoolId!, grade: studentGrade, submitted, score: submitted ? percent(attempt?.right ?? 0, use.items.length) : null });
    }
  }
  return assignments;
}

function figuresOf(assignments: readonly Assignment[]): QuizResourceSchoolFigures {
  const scores = assignments.flatMap((each) => (each.score === null ? [] : [each.score]));
  return {
    assigned: assignments.length,
    submitted: scores.length,
    averageScore: scores.length === 0 ? null : Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length),
  };
}

interface Shown {
  frame: QuizResourceFrame;
  resource: QuizRow | null;
  assignments: Assignment[];
}

/** Whether a resource is shared with one of the administrator's schools (its school's, or her district's). */
function reachesAdministrator(resource: QuizRow, user: { districtId: string | null }, scope: AdministratorScope): boolean {
  if (resource.sharedScope === 'district' && resource.districtId !== null && resource.districtId === user.districtId) return true;
  return scope.frame.schoolOptions.some((school) => school.schoolId === resource.schoolId);
}

/**
 * The frame: the resources used in scope (a shared quiz with a use in the chosen schools and
 * range), the most used first (then the most assignments, the latest shared, the id). The one
 * asked for must be shared with one of the administrator's schools (403 otherwise); not used
 * in scope, it is shown with no figures. Else the most used is shown.
 */
function shownResource(log: QuizResourceReportLog, scope: AdministratorScope, user: { districtId: string | null }, quizId: string | undefined, now: Date): Shown {
  const ranked = log.queries.quizzes
    .sharedQuizzes()
    .map((resource) => {
      const uses = usesInScope(log, resource.quizId, scope);
      return { resource, uses, assigned: uses.reduce((sum, use) => sum + log.queries.quizzes.assignees(use.quizId).length, 0) };
    })
    .sort(
      (a, b) =>
        b.uses.length - a.uses.length ||
        b.assigned - a.assigned ||
        (b.resource.sharedAt ?? '').localeCompare(a.resource.sharedAt ?? '') ||
        a.resource.quizId.localeCompare(b.resource.quizId),
    );
  const optionOf = ({ resource, uses }: (typeof ranked)[number]): QuizResourceOption => ({
    quizId: resource.quizId,
    title: resource.title,
    authorName: resource.teacherDisplayName,
    authorSchoolName: (resource.schoolId === null ? null : log.queries.directory.schoolNameOf(resource.schoolId)) ?? '',
    sharedScope: resource.sharedScope!,
    uses: uses.length,
  });
  const used = ranked.filter((each) => each.uses.length > 0);
  const asked = quizId === undefined ? undefined : ranked.find((each) => each.resource.quizId === quizId);
  if (quizId !== undefined && (!asked || !reachesAdministrator(asked.resource, user, scope))) throw new DomainError('quiz_resource_reports.not_your_resource', 403);
  const chosen = asked ?? used[0];
  // A resource asked for but not used in scope stays choosable.
  const resourceOptions = [...used, ...(asked && asked.uses.length === 0 ? [asked] : [])].map(optionOf);
  if (!chosen) return { frame: { ...scope.frame, resourceOptions, resource: null, schools: [] }, resource: null, assignments: [] };

  const assignments = assignmentsOf(log, chosen.uses, scope.frame.grade, now);
  const nameOf = (schoolId: string) => scope.schoolNames.get(schoolId) ?? schoolId;
  const schools = [...new Set(chosen.uses.map((use) => use.schoolId!))]
    .map((schoolId) => ({
      schoolId,
      schoolName: nameOf(schoolId),
      uses: chosen.uses.filter((use) => use.schoolId === schoolId).length,
      ...figuresOf(assignments.filter((each) => each.schoolId === schoolId)),
    }))
    .sort((a, b) => a.schoolName.localeCompare(b.schoolName) || a.schoolId.localeCompare(b.schoolId));
  return {
    frame: { ...scope.frame, resourceOptions, resource: { ...optionOf(chosen), questionCount: chosen.resource.items.length }, schools },
    resource: chosen.resource,
    assignments,
  };
}

export function quizResourceResults(log: QuizResourceReportLog, scope: AdministratorScope, user: { districtId: string | null }, quizId: string | undefined, now: Date): QuizResourceResultsReport {
  const { frame, assignments } = shownResource(log, scope, user, quizId, now);
  const places = new Map<string, Assignment[]>();
  for (const assignment of assignments) {
    const key = `${assignment.schoolId}|${assignment.grade}`;
    places.set(key, [...(places.get(key) ?? []), assignment]);
  }
  const rows = [...places.values()]
    .map((group) => ({ schoolId: group[0]!.schoolId, schoolName: scope.schoolNames.get(group[0]!.schoolId) ?? group[0]!.schoolId, grade: group[0]!.grade, ...figuresOf(group) }))
    .sort((a, b) => a.schoolName.localeCompare(b.schoolName) || (a.grade ?? 99) - (b.grade ?? 99));
  return { ...frame, rows };
}

export function quizResourceItemAnalysis(log: QuizResourceReportLog, scope: AdministratorScope, user: { districtId: string | null }, quizId: string | undefined, now: Date): QuizResourceItemAnalysisReport {
  const { frame, resource, assignments } = shownResource(log, scope, user, quizId, now);
  if (resource === null) return { ...frame, items: [] };
  // Each use's answers by its counted students (the same questions as the resource: a use copies its items).
  const counted = new Set(assignments.map((each) => `${each.use.quizId}|${each.studentUserId}`));
  const answers: QuizAnswerRow[] = [];
  for (const use of new Set(assignments.map((each) => each.use))) {
    for (const answer of log.queries.quizzes.answersTo(use.quizId)) if (counted.has(`${use.quizId}|${answer.studentUserId}`)) answers.push(answer);
  }
  const items: QuizAnalysisItem[] = itemAnalysisOf(resource, answers, new Set(answers.map((answer) => answer.studentUserId)));
  return { ...frame, items };
}
