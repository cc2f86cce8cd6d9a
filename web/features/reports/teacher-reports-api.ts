import { z } from 'zod';
import type {
  LiveMessageReport,
  ProgressAndImprovementReport,
  QuestionsLogReport,
  ReportFrame,
  ScoreGridReport,
  SkillsPracticedReport,
  StudentSummaryReport,
  StudentTroubleSpotsReport,
  StudentUsageReport,
  TeacherReport,
  TroubleSpotsReport,
} from '../../../events/reports/teacher-reports';
import type { StudentRacewayReport } from '../../../events/games';
import { subject as subjectSchema } from '../../../events/curriculum';
import { REPORT_RANGES } from '../../../events/reports/report-ranges';
import { reportViewFieldsSchema, type InView } from '../../../events/reports/report-view-by';
import { questionArtSchema } from '../../shared/question/question-art-schema';
import { classesWithStudentsSchema, type ClassWithStudents } from '../../shared/classes/classes-with-students';
import { getJson, type JsonRequestOptions } from '../../shared/http/json-request';
import { teacherAssessmentReportSchemas, type TeacherAssessmentReportAnswers } from './teacher-assessment-reports-api';
import { teacherStudentReportSchemas, type TeacherStudentReportAnswers } from './teacher-student-reports-api';

// The teacher reports' calls (server/routes/teacher-reports.ts): `GET /reports/classes`
// and `GET /reports/{report}?classId=&range=&from=&to=&grade=&studentUserId=`,
// each answer parsed by a schema checked against the server's type.

const frame = {
  classId: z.string(),
  className: z.string(),
  range: z.enum(REPORT_RANGES),
  interval: z.object({ fromDay: z.string().nullable(), toDay: z.string() }),
  timeZone: z.string(),
  grade: z.number().int().nullable(),
  // View by (events/reports/report-view-by.ts): the view asked for and the answer's grouping.
  ...reportViewFieldsSchema,
};
export const reportFrameSchema = z.object(frame) satisfies z.ZodType<ReportFrame>;

const skill = { permacode: z.string(), code: z.string().nullable(), name: z.string(), subject: z.string(), grade: z.number().int() };
const student = { userId: z.string(), displayName: z.string() };
const reactions = { GOT_IT: z.number(), THANK_YOU: z.number(), CONFUSED: z.number(), NO: z.number() };

export const studentUsageSchema = z.object({
  ...frame,
  days: z.array(z.object({ day: z.string(), questions: z.number(), seconds: z.number(), students: z.number() })),
  students: z.array(z.object({ ...student, questions: z.number(), seconds: z.number(), daysActive: z.number() })),
}) satisfies z.ZodType<StudentUsageReport>;

export const skillsPracticedSchema = z.object({
  ...frame,
  skills: z.array(
    z.object({ ...skill, students: z.number(), questions: z.number(), correct: z.number(), seconds: z.number(), averageScore: z.number(), proficientStudents: z.number(), masteredStudents: z.number() }),
  ),
}) satisfies z.ZodType<SkillsPracticedReport>;

const wrongAnswer = { response: z.string(), level: z.number(), answeredAt: z.string() };
// Trouble spots (issue 34): identical wrong answers grouped, each with the question it answered.
const wrongAnswerGroup = z.object({
  question: z.object({ prompt: z.string(), art: questionArtSchema.optional() }).nullable(),
  count: z.number(),
  students: z.array(z.object(student)),
  ...wrongAnswer,
});
export const troubleSpotsSchema = z.object({
  ...frame,
  skills: z.array(z.object({ ...skill, missed: z.number(), answered: z.number(), studentsMissing: z.number(), wrongAnswers: z.array(wrongAnswerGroup) })),
}) satisfies z.ZodType<TroubleSpotsReport>;

export const studentTroubleSpotsSchema = z.object({
  ...frame,
  rows: z.array(z.object({ ...student, ...skill, missed: z.number(), answered: z.number(), wrongAnswers: z.array(z.object(wrongAnswer)) })),
}) satisfies z.ZodType<StudentTroubleSpotsReport>;

export const scoreGridSchema = z.object({
  ...frame,
  subject: subjectSchema.nullable(),
  subjects: z.array(subjectSchema),
  skills: z.array(z.object(skill)),
  students: z.array(z.object({ ...student, scores: z.record(z.string(), z.object({ smartScore: z.number(), questions: z.number(), seconds: z.number() })) })),
}) satisfies z.ZodType<ScoreGridReport>;

export const questionsLogSchema = z.object({
  ...frame,
  student: z.object(student),
  answers: z.array(
    z.object({
      ...skill,
      position: z.number(),
      level: z.number(),
      correct: z.boolean(),
      response: z.string(),
      scoreAfter: z.number(),
      secondsSpent: z.number(),
      answeredAt: z.string(),
      day: z.string(),
    }),
  ),
  truncated: z.boolean(),
}) satisfies z.ZodType<QuestionsLogReport>;

export const studentSummarySchema = z.object({
  ...frame,
  students: z.array(
    z.object({
      ...student,
      questions: z.number(),
      correct: z.number(),
      seconds: z.number(),
      skillsPractised: z.number(),
      proficientSkills: z.number(),
      masteredSkills: z.number(),
      lastPractisedDay: z.string().nullable(),
    }),
  ),
}) satisfies z.ZodType<StudentSummaryReport>;

export const progressAndImprovementSchema = z.object({
  ...frame,
  rows: z.array(z.object({ ...student, ...skill, startScore: z.number(), endScore: z.number(), gained: z.number(), questions: z.number(), seconds: z.number() })),
}) satisfies z.ZodType<ProgressAndImprovementReport>;

export const liveMessageSchema = z.object({
  ...frame,
  messages: z.array(
    z.object({
      batchId: z.string(),
      senderName: z.string(),
      sentAt: z.string(),
      day: z.string(),
      message: z.string(),
      recipients: z.number(),
      reactions: z.object({ ...reactions, UNACKNOWLEDGED: z.number() }),
    }),
  ),
  days: z.array(z.object({ day: z.string(), ...reactions })),
}) satisfies z.ZodType<LiveMessageReport>;

export const studentRacewaySchema = z.object({
  ...frame,
  students: z.array(
    z.object({
      studentUserId: z.string(),
      displayName: z.string(),
      racesRun: z.number().int(),
      wins: z.number().int(),
      podiums: z.number().int(),
      answered: z.number().int(),
      right: z.number().int(),
      accuracy: z.number().nullable(),
      questionsPerMinute: z.number().nullable(),
    }),
  ),
}) satisfies z.ZodType<StudentRacewayReport>;

export interface TeacherReportAnswers extends TeacherStudentReportAnswers, TeacherAssessmentReportAnswers {
  'student-usage': InView<StudentUsageReport>;
  'skills-practiced': InView<SkillsPracticedReport>;
  'trouble-spots': InView<TroubleSpotsReport>;
  'student-trouble-spots': InView<StudentTroubleSpotsReport>;
  'score-grid': InView<ScoreGridReport>;
  'questions-log': InView<QuestionsLogReport>;
  'student-summary': InView<StudentSummaryReport>;
  'progress-and-improvement': InView<ProgressAndImprovementReport>;
  'live-message': InView<LiveMessageReport>;
  'student-raceway': InView<StudentRacewayReport>;
}

export const teacherReportSchemas: { [R in TeacherReport]: z.ZodType<TeacherReportAnswers[R]> } = {
  'student-usage': studentUsageSchema,
  'skills-practiced': skillsPracticedSchema,
  'trouble-spots': troubleSpotsSchema,
  'student-trouble-spots': studentTroubleSpotsSchema,
  'score-grid': scoreGridSchema,
  'questions-log': questionsLogSchema,
  'student-summary': studentSummarySchema,
  'progress-and-improvement': progressAndImprovementSchema,
  'live-message': liveMessageSchema,
  'student-raceway': studentRacewaySchema,
  ...teacherStudentReportSchemas,
  ...teacherAssessmentReportSchemas,
};

export interface TeacherReportsApi {
  fetchClasses(options?: JsonRequestOptions): Promise<ClassWithStudents[]>;
  fetchReport<R extends TeacherReport>(report: R, search: string, options?: JsonRequestOptions): Promise<TeacherReportAnswers[R]>;
}

export const teacherReportsApi: TeacherReportsApi = {
  fetchClasses: async (options = {}) => (await getJson('/reports/classes', classesWithStudentsSchema, options)).classes,
  fetchReport: (report, search, options = {}) => getJson(`/reports/${report}?${search}`, teacherReportSchemas[report], options),
};
