import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { SUBJECTS } from '../../events/curriculum';
import { DomainError } from '../../events/log/domain-error';
import { checkCustomRange, localDayOf, reportInterval, reportRangeFields, weekStartOf } from '../../events/reports/report-ranges';
import { reportViewByField } from '../../events/reports/report-view-by';
import { mayReadClassReports, type ReportFrame, type ReportStudent } from '../../events/reports/teacher-reports';
import type { ClassWithStudents } from '../../events/school-directory';
import { requireUser } from '../auth/current-user';
import type { FeatureLog } from '../features/feature-log';
import type { AppEnv } from '../http/app-env';
import { classesWithStudents } from '../http/classes-with-students';
import { requestTime } from '../http/command-context';
import { validated } from '../http/validated';
import { studentProgressReport } from '../reports/progress-reports';
import { inView } from '../reports/report-grouping';
import { takeoffLessonsOfClasses } from '../takeoff/takeoff-report-lessons';
import {
  liveMessageReport,
  progressAndImprovementReport,
  questionsLogReport,
  scoreGridReport,
  skillsPracticedReport,
  studentSummaryReport,
  studentTroubleSpotsReport,
  studentUsageReport,
  troubleSpotsReport,
  type ClassReportInput,
  type QuestionOf,
} from '../reports/teacher-reports';
import { catalogueSkill, regenerateQuestion } from '../practice/practice-skills';
import type { QuestionKeys } from '../practice/question-keys';
import {
  checkpointAnalysisReport,
  checkpointPerformanceReport,
  flexOverviewReport,
  flexStrandAnalysisReport,
  levelUpOverviewReport,
  levelUpStandardsPerformanceReport,
  levelUpStrandAnalysisReport,
  type ClassAssessmentInput,
} from '../reports/teacher-assessment-reports';
import { skillAnalysisReport, skillScoreChartReport, studentScoreChartReport, studentStatsReport, studentsQuickviewReport } from '../reports/teacher-student-reports';

// The teacher reports (issue 18, docs/reports.md): `GET /reports/{report}` over
// one class (`classId`), a date range of the school's local days (`range`,
// `from`, `to`), the Score grid's subject (`subject`), view by (`viewBy`: grades — with `grade` —, standards or the
// class's skill plan: report-grouping.ts) and, for the one-student reports, a
// student (`studentUserId`). Read-only, from the read models of
// projections/reports/teacher-reports.ts. A teacher reads only their classes; a school
// or district administrator the classes of their school or district.

const id = z.string('reports.class_required').min(1, 'reports.class_required').max(64, 'reports.not_your_class');

const classReportQuery = z
  .object({
    ...reportRangeFields,
    ...reportViewByField,
    classId: id,
    grade: z.string().regex(/^(?:[0-9]|1[0-2])$/, 'reports.invalid_grade').transform(Number).optional(),
    studentUserId: z.string().min(1).max(64, 'reports.not_your_student').optional(),
    // Skill score chart: the skill (its permacode); a malformed one is 400, an unknown one 400 too.
    permacode: z.string().regex(/^[A-Za-z0-9]{1,16}$/, 'reports.invalid_skill').optional(),
    // Score grid: one subject (issue 34); left out, the first the class practised in the range.
    subject: z.enum(SUBJECTS, 'reports.invalid_subject').optional(),
  })
  .superRefine(checkCustomRange);
type ClassReportQuery = z.infer<typeof classReportQuery>;

export type TeacherReportLog = FeatureLog<'administratorReports' | 'assessmentResults' | 'catalogue' | 'directory' | 'progressReports' | 'skillPlans' | 'standards' | 'takeoff' | 'teacherReports'>;

export function teacherReportRoutes(log: TeacherReportLog, { engineSeed }: { engineSeed: QuestionKeys['engineSeed'] }) {
  const app = new Hono<AppEnv>();
  const { directory, teacherReports: queries, catalogue, standards, skillPlans } = log.queries;

  // Trouble spots: the question a wrong answer answered, made again from its recorded seed (as the live classroom's questions log does).
  const questionOf: QuestionOf = ({ permacode, level, seed }) => {
    const skill = catalogueSkill(catalogue, permacode);
    if (!skill) return null;
    try {
      const question = regenerateQuestion(skill, level, engineSeed(seed));
      return question.art ? { prompt: question.prompt, art: question.art } : { prompt: question.prompt };
    } catch {
      // A skill whose questions can no longer be made: the wrong answer is shown without its question.
      return null;
    }
  };

  const requireReader = (c: Context<AppEnv>) => {
    const user = requireUser(c);
    if (!mayReadClassReports(user.role)) throw new DomainError('reports.not_a_teacher', 403);
    return user;
  };

  const nameSkill = (permacode: string) => {
    const item = catalogue.skillByPermacode(permacode);
    return item ? { code: item.code, name: item.name } : null;
  };

  /** The report's input after the rules: the class is the reader's, the student (if any) is in it. */
  const inputOf = (c: Context<AppEnv>, query: ClassReportQuery): { input: ClassReportInput; student: ReportStudent | null; query: ClassReportQuery } => {
    const user = requireReader(c);
    if (!directory.classesReachableBy(user).some((reachable) => reachable.classId === query.classId)) throw new DomainError('reports.not_your_class', 403);
    const context = queries.classContext(query.classId);
    if (!context) throw new DomainError('reports.not_your_class', 403);
    const students = queries.studentsOf(query.classId);
    let student: ReportStudent | null = null;
    if (query.studentUserId !== undefined) {
      student = students.find((each) => each.userId === query.studentUserId) ?? null;
      if (student === null) throw new DomainError('reports.not_your_student', 403);
    }
    const interval = reportInterval(
      query.range,
      requestTime(c),
      context.timeZone,
      context.schoolYearStart,
      query.range === 'custom' ? { from: query.from!, to: query.to! } : undefined,
    );
    const frame: ReportFrame = {
      classId: query.classId,
      className: context.className,
      range: query.range,
      interval,
      timeZone: context.timeZone,
      grade: query.grade ?? null,
    };
    return { input: { queries, nameSkill, questionOf, frame, filter: { classId: query.classId, interval, grade: query.grade ?? null }, students }, student, query };
  };

  /** The classes whose reports the reader may open, with their students (the class and student pickers). */
  app.get('/reports/classes', (c) => {
    const user = requireReader(c);
    const classes: ClassWithStudents[] = classesWithStudents(directory, directory.classesReachableBy(user));
    return c.json({ classes });
  });

  // Every report in the view asked for: the same answer, its skills grouped by standard or by the class's plan's units.
  const report = (path: string, answer: (found: ReturnType<typeof inputOf>, c: Context<AppEnv>) => object) =>
    app.get(path, validated('query', classReportQuery), (c) => {
      const found = inputOf(c, c.req.valid('query'));
      const groupers = {
        standardsOf: (permacode: string) => standards.standardsOf(permacode),
        planUnits: () => skillPlans.planOfClass(found.query.classId)?.units.map((unit) => ({ unit, className: null })) ?? null,
        takeoffLessons: () => takeoffLessonsOfClasses(log, [{ classId: found.query.classId, className: null }]),
      };
      return c.json(inView(path.slice('/reports/'.length), answer(found, c), found.query.viewBy, groupers));
    });
  const requireStudent = (student: ReportStudent | null): ReportStudent => {
    if (student === null) throw new DomainError('reports.student_required', 400);
    return student;
  };

  report('/reports/student-usage', ({ input }) => studentUsageReport(input));
  report('/reports/skills-practiced', ({ input }) => skillsPracticedReport(input));
  report('/reports/trouble-spots', ({ input }) => troubleSpotsReport(input));
  report('/reports/student-trouble-spots', ({ input, student }) => studentTroubleSpotsReport(input, student?.userId ?? null));
  report('/reports/score-grid', ({ input, query }) => scoreGridReport(input, query.subject ?? null));
  report('/reports/questions-log', ({ input, student }) => questionsLogReport(input, requireStudent(student)));
  report('/reports/student-summary', ({ input, student }) => studentSummaryReport(input, student?.userId ?? null));
  report('/reports/progress-and-improvement', ({ input }) => progressAndImprovementReport(input));
  report('/reports/live-message', ({ input }) => liveMessageReport(input));
  // Issue 29 (docs/reports.md "The issue-29 teacher reports").
  report('/reports/students-quickview', ({ input }, c) => {
    const today = localDayOf(requestTime(c), input.frame.timeZone);
    return studentsQuickviewReport(input, today, weekStartOf(today));
  });
  report('/reports/skill-analysis', ({ input }) => skillAnalysisReport(input));
  report('/reports/student-score-chart', ({ input, student }) => studentScoreChartReport(input, requireStudent(student)));
  report('/reports/skill-score-chart', ({ input, query }) => {
    if (query.permacode !== undefined && nameSkill(query.permacode) === null) throw new DomainError('reports.invalid_skill', 400);
    return skillScoreChartReport(input, query.permacode ?? null);
  });
  report('/reports/student-stats', ({ input, student }) => studentStatsReport(input, student?.userId ?? null));
  // The learner's own progress report (server/reports/progress-reports.ts), for a student of the class.
  report('/reports/progress-and-growth', ({ input, student, query }, c) => {
    const { userId } = requireStudent(student);
    const range = { studentUserId: userId, range: query.range, from: query.from, to: query.to };
    return { ...input.frame, progress: studentProgressReport(log, requireUser(c), range, requestTime(c)) };
  });

  // Issue 30 item 5 (docs/assessment-reports.md "Teacher reports"): the class's recorded assessment results.
  const assessmentInput = ({ input, query }: ReturnType<typeof inputOf>): ClassAssessmentInput => ({
    frame: input.frame,
    resultsOf: (kind) => log.queries.assessmentResults.ofClass(kind, query.classId),
    namesOf: (userIds) => directory.displayNamesOf(userIds),
  });
  report('/reports/levelup-overview', (found) => levelUpOverviewReport(assessmentInput(found)));
  report('/reports/levelup-strand-analysis', (found) => levelUpStrandAnalysisReport(assessmentInput(found)));
  report('/reports/levelup-standards-performance', (found) => levelUpStandardsPerformanceReport(assessmentInput(found)));
  report('/reports/flex-overview', (found) => flexOverviewReport(assessmentInput(found)));
  report('/reports/flex-strand-analysis', (found) => flexStrandAnalysisReport(assessmentInput(found)));
  report('/reports/checkpoint-analysis', (found) => checkpointAnalysisReport(assessmentInput(found), (permacode) => nameSkill(permacode)?.name ?? null));
  report('/reports/checkpoint-performance', (found) => checkpointPerformanceReport(assessmentInput(found)));

  return app;
}
