import { z } from 'zod';
import type {
  ProgressAndGrowthReport,
  SkillAnalysisReport,
  SkillScoreChartReport,
  StudentScoreChartReport,
  StudentsQuickviewReport,
  StudentStatsReport,
} from '../../../events/reports/teacher-student-reports';
import { REPORT_RANGES } from '../../../events/reports/report-ranges';
import { reportViewFieldsSchema, type InView } from '../../../events/reports/report-view-by';
import { studentProgressSchema } from './progress-reports-api';

// The answers of the issue-29 teacher reports (server/reports/teacher-student-reports.ts,
// docs/reports.md), each schema checked against the server's type.

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
const skill = { permacode: z.string(), code: z.string().nullable(), name: z.string(), subject: z.string(), grade: z.number().int() };
const student = { userId: z.string(), displayName: z.string() };
const period = { questions: z.number(), seconds: z.number(), skills: z.number(), helpRaised: z.number() };
const points = z.array(z.object({ day: z.string(), score: z.number() }));

export const studentsQuickviewSchema = z.object({
  ...frame,
  today: z.string(),
  weekStart: z.string(),
  students: z.array(
    z.object({
      ...student,
      today: z.object(period),
      week: z.object({ ...period, proficientSkills: z.number(), masteredSkills: z.number() }),
      needsHelpNow: z.boolean(),
      skillsAt80: z.number(),
      skillsAt100: z.number(),
      lastPractisedDay: z.string().nullable(),
    }),
  ),
}) satisfies z.ZodType<StudentsQuickviewReport>;

export const skillAnalysisSchema = z.object({
  ...frame,
  bands: z.array(z.object({ min: z.number(), max: z.number() })),
  skills: z.array(
    z.object({
      ...skill,
      students: z.number(),
      questions: z.number(),
      bands: z.array(z.number()),
      stuck: z.array(z.object({ ...student, score: z.number(), helpRaised: z.number() })),
      commonWrongAnswers: z.array(z.object({ response: z.string(), count: z.number(), students: z.number() })),
    }),
  ),
}) satisfies z.ZodType<SkillAnalysisReport>;

export const studentScoreChartSchema = z.object({
  ...frame,
  student: z.object(student),
  lines: z.array(z.object({ ...skill, points })),
}) satisfies z.ZodType<StudentScoreChartReport>;

export const skillScoreChartSchema = z.object({
  ...frame,
  skills: z.array(z.object(skill)),
  skill: z.object(skill).nullable(),
  lines: z.array(z.object({ ...student, points })),
}) satisfies z.ZodType<SkillScoreChartReport>;

const usage = { questions: z.number(), seconds: z.number() };
export const studentStatsSchema = z.object({
  ...frame,
  studentUserId: z.string().nullable(),
  students: z.array(
    z.object({
      ...student,
      ...usage,
      skills: z.number(),
      masteredSkills: z.number(),
      daysActive: z.number(),
      longestStreak: z.number(),
      currentStreak: z.number(),
    }),
  ),
  weekdays: z.array(z.object({ weekday: z.number().int(), ...usage })),
  hours: z.array(z.object({ hour: z.number().int(), ...usage })),
}) satisfies z.ZodType<StudentStatsReport>;

export const progressAndGrowthSchema = z.object({
  ...frame,
  progress: studentProgressSchema,
}) satisfies z.ZodType<ProgressAndGrowthReport>;

export interface TeacherStudentReportAnswers {
  'students-quickview': InView<StudentsQuickviewReport>;
  'skill-analysis': InView<SkillAnalysisReport>;
  'student-score-chart': InView<StudentScoreChartReport>;
  'skill-score-chart': InView<SkillScoreChartReport>;
  'student-stats': InView<StudentStatsReport>;
  'progress-and-growth': InView<ProgressAndGrowthReport>;
}

export const teacherStudentReportSchemas: { [R in keyof TeacherStudentReportAnswers]: z.ZodType<TeacherStudentReportAnswers[R]> } = {
  'students-quickview': studentsQuickviewSchema,
  'skill-analysis': skillAnalysisSchema,
  'student-score-chart': studentScoreChartSchema,
  'skill-score-chart': skillScoreChartSchema,
  'student-stats': studentStatsSchema,
  'progress-and-growth': progressAndGrowthSchema,
};
