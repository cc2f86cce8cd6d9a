import { z } from 'zod';
import type { AdministratorHome, HomeSummary, HomeToDo, ParentHome, StudentHome, TeacherHome, VisitorHome } from '../../../events/home/home-contract';
import { roomPageHref, sameQuestionRoomSchema } from '../../shared/group-jam/group-jam-api';
import { getJson, postJson } from '../../shared/http/json-request';

// The home's calls (issue 32; docs/home.md): the summary, and the one-click instant review the
// teacher's home starts on a class's most missed skill (the instant review's own calls): a review, or a group jam.

const skill = z.object({ permacode: z.string(), code: z.string(), name: z.string(), url: z.string(), smartScore: z.number().nullable() });

const toDo = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('quiz'), quizId: z.string(), title: z.string(), teacherDisplayName: z.string(), dueAt: z.string(), started: z.boolean() }),
  z.object({ kind: z.literal('unit'), classId: z.string(), className: z.string(), planName: z.string(), name: z.string(), dueOn: z.string(), skills: z.array(skill) }),
  z.object({
    kind: z.literal('lesson'),
    classId: z.string(),
    className: z.string(),
    planName: z.string(),
    title: z.string(),
    lessonUrl: z.string(),
    lessonNumber: z.number(),
    lessonCount: z.number(),
  }),
]) satisfies z.ZodType<HomeToDo>;

export const studentHomeSchema = z.object({
  userType: z.literal('student'),
  continue: z.array(skill.extend({ lastPractisedAt: z.string() })),
  recommended: z.array(skill),
  toDo: z.array(toDo),
  streakDays: z.number(),
  questionsThisWeek: z.number(),
  awards: z.array(skill),
  masteredCount: z.number(),
}) satisfies z.ZodType<StudentHome>;

const classStudent = z.object({ userId: z.string(), displayName: z.string(), skillName: z.string().nullable() });

export const teacherHomeSchema = z.object({
  userType: z.literal('teacher'),
  classes: z.array(
    z.object({
      classId: z.string(),
      name: z.string(),
      grade: z.number(),
      studentUserIds: z.array(z.string()),
      practisingNow: z.array(classStudent),
      needsHelp: z.array(classStudent),
      questionsToday: z.number(),
      skillsMasteredToday: z.number(),
      mostMissed: z
        .object({ permacode: z.string(), code: z.string(), name: z.string(), level: z.number(), missedByCount: z.number(), missedQuestionCount: z.number() })
        .nullable(),
    }),
  ),
  liveMessagesWaiting: z.array(z.object({ batchId: z.string(), message: z.string(), creationDate: z.number(), waiting: z.number(), recipients: z.number() })),
  openQuizzes: z.array(z.object({ quizId: z.string(), title: z.string(), closesAt: z.string(), assigned: z.number(), submitted: z.number() })),
  openRoom: z
    .object({ roomId: z.string(), title: z.string(), endsAt: z.string(), studentCount: z.number(), currentQuestionNumber: z.number(), roomUrl: z.string() })
    .nullable(),
}) satisfies z.ZodType<TeacherHome>;

export const parentHomeSchema = z.object({
  userType: z.literal('parent'),
  children: z.array(
    z.object({ userId: z.string(), displayName: z.string(), questionsThisWeek: z.number(), streakDays: z.number(), masteredThisWeek: z.number(), workingOn: z.array(skill) }),
  ),
}) satisfies z.ZodType<ParentHome>;

export const visitorHomeSchema = z.object({
  userType: z.literal('visitor'),
  popularSkills: z.array(skill),
  practiceLimit: z.object({ daily: z.number(), left: z.number() }),
}) satisfies z.ZodType<VisitorHome>;

export const administratorHomeSchema = z.object({
  userType: z.literal('administrator'),
  fromDay: z.string(),
  toDay: z.string(),
  schools: z.array(
    z.object({
      schoolId: z.string(),
      name: z.string(),
      studentsActive: z.number(),
      questions: z.number(),
      seconds: z.number(),
      skillsProficient: z.number(),
      skillsMastered: z.number(),
    }),
  ),
  assessmentWindows: z.array(
    z.object({
      windowId: z.string(),
      subject: z.string(),
      assessmentType: z.string(),
      startDate: z.string(),
      dueDate: z.string(),
      status: z.enum(['upcoming', 'in_progress']),
      schoolNames: z.array(z.string()),
      daysElapsed: z.number(),
      daysTotal: z.number(),
    }),
  ),
}) satisfies z.ZodType<AdministratorHome>;

export const homeSummarySchema = z.discriminatedUnion('userType', [
  studentHomeSchema,
  teacherHomeSchema,
  parentHomeSchema,
  visitorHomeSchema,
  administratorHomeSchema,
]) satisfies z.ZodType<HomeSummary>;

export function fetchHomeSummary(signal: AbortSignal): Promise<HomeSummary> {
  return getJson('/home/summary', homeSummarySchema, { signal });
}

const reviewStarted = z.object({ qrmSessionId: z.string(), instantReviewURLNamespace: z.string(), questionReviewModePracticeURL: z.string() });

/** Starts an instant review of one skill at its level for the class's students; the review page's address. */
export async function startInstantReview(skill: { permacode: string; level: number }, studentUserIds: string[], idempotencyKey: string): Promise<string> {
  const body = { skillIDAndLevels: [{ skillId: skill.permacode, level: skill.level }], studentUserIds, instantReviewSkills: [skill.permacode] };
  const banner = await postJson('/instant-review/start-question-review-mode', body, reviewStarted, { idempotencyKey });
  return `${banner.instantReviewURLNamespace}${banner.questionReviewModePracticeURL}/${banner.qrmSessionId}`;
}

/** Starts a group jam on one skill at its level for the class's students (no review needed first); the room page's address. */
export async function startGroupJamOn(skill: { permacode: string; level: number }, studentUserIds: string[], idempotencyKey: string): Promise<string> {
  const body = { skillIds: [skill.permacode], studentUserIds, skillToStartingLevel: { [skill.permacode]: skill.level } };
  return roomPageHref(await postJson('/instant-review/start-group-jam', body, sameQuestionRoomSchema, { idempotencyKey }));
}
