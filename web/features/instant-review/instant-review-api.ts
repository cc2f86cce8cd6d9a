import { z } from 'zod';
import type {
  InstantReviewSkill,
  InstantReviewSkillsResponse,
  QrmCurrentQuestion,
  QuestionReviewBanner,
  QuestionReviewInvitation,
  ReviewResponseResult,
  SkillIDAndLevel,
} from '../../../events/instant-review';
import type { ClassWithStudents } from '../../../events/school-directory';
import { questionArtSchema } from '../../shared/question/question-art-schema';
import { sameQuestionRoomSchema, type SameQuestionRoom } from '../../shared/group-jam/group-jam-api';
import { getJson, postJson, type JsonRequestOptions } from '../../shared/http/json-request';

// Instant review's calls (spec §7 `/instant-review/*`, `/practice/qrm-*`; shapes in
// docs/instant-review.md), each with its schema checked against the server's type.

const subjectSchema = z.enum(['math', 'ela', 'sci', 'ss', 'spa']);

export const instantReviewSkillSchema = z.object({
  skillId: z.string(),
  code: z.string(),
  name: z.string(),
  subject: subjectSchema,
  grade: z.number(),
  missedByCount: z.number(),
  missedQuestionCount: z.number(),
  level: z.number(),
}) satisfies z.ZodType<InstantReviewSkill>;

export const instantReviewSkillsSchema = z.object({
  skills: z.array(instantReviewSkillSchema),
  studentCount: z.number(),
  recentDays: z.number(),
}) satisfies z.ZodType<InstantReviewSkillsResponse>;

export const questionReviewBannerSchema = z.object({
  qrmSessionId: z.string(),
  instantReviewURLNamespace: z.string(),
  questionReviewModePracticeURL: z.string(),
}) satisfies z.ZodType<QuestionReviewBanner>;

const invitationSchema = questionReviewBannerSchema.extend({ teacherDisplayName: z.string() }) satisfies z.ZodType<QuestionReviewInvitation>;
export const activeSessionSchema = z.object({ session: invitationSchema.nullable() });
export const studentInvitationSchema = z.object({ invitation: invitationSchema.nullable() });

const skillRowSchema = z.object({ skillId: z.string(), code: z.string(), name: z.string(), level: z.number() });

export const currentQuestionSchema = z.object({
  qrmSessionId: z.string(),
  viewer: z.enum(['teacher', 'student']),
  status: z.enum(['open', 'ended']),
  endedReason: z.enum(['teacher', 'group_jam']).nullable(),
  teacherDisplayName: z.string(),
  skill: skillRowSchema,
  question: z.object({
    questionKey: z.string(),
    questionNumber: z.number(),
    level: z.number(),
    prompt: z.string(),
    answerType: z.enum(['number', 'fraction', 'choice', 'text']),
    choices: z.array(z.string()).nullable(),
    art: questionArtSchema.nullable(),
  }),
  tally: z.object({ invited: z.number(), answered: z.number(), correct: z.number() }),
  myResponse: z.object({ guesses: z.array(z.string()), correct: z.boolean() }).nullable(),
  skills: z.array(skillRowSchema).nullable(),
  correctAnswer: z.string().nullable(),
  explanation: z.string().nullable(),
  commonWrongAnswers: z.array(z.object({ guess: z.string(), count: z.number(), correct: z.boolean() })).nullable(),
  answers: z.array(z.object({ studentUserId: z.string(), displayName: z.string(), answered: z.boolean(), correct: z.boolean().nullable() })).nullable(),
}) satisfies z.ZodType<QrmCurrentQuestion>;

export const responseResultSchema = z.object({ correct: z.boolean(), questionNumber: z.number() }) satisfies z.ZodType<ReviewResponseResult>;
const classesSchema = z.object({
  classes: z.array(z.object({ classId: z.string(), name: z.string(), grade: z.number(), students: z.array(z.object({ userId: z.string(), displayName: z.string() })) })),
}) satisfies z.ZodType<{ classes: ClassWithStudents[] }>;
export const endedSchema = z.object({ ended: z.literal(true), qrmSessionId: z.string().nullable() });
export const groupJamStartedSchema = sameQuestionRoomSchema.extend({ reviewEnded: z.boolean() });

/** The review page of a session: `{instantReviewURLNamespace}{questionReviewModePracticeURL}/{qrmSessionId}` (the Return to review link). */
export function reviewPageHref(banner: QuestionReviewBanner): string {
  return `${banner.instantReviewURLNamespace}${banner.questionReviewModePracticeURL}/${banner.qrmSessionId}`;
}

const session = (qrmSessionId: string | undefined) => (qrmSessionId ? `?qrmSessionId=${encodeURIComponent(qrmSessionId)}` : '');

export const instantReviewApi = {
  classes: (options: JsonRequestOptions = {}) => getJson('/instant-review/classes', classesSchema, options).then((answer) => answer.classes),
  missedSkills: (selectedStudentIds: string[], selectedSubjects: string[], options: JsonRequestOptions = {}) =>
    postJson('/instant-review/fetch-instant-review-skills', { selectedStudentIds, selectedSubjects }, instantReviewSkillsSchema, options),
  start: (body: { skillIDAndLevels: SkillIDAndLevel[]; studentUserIds: string[]; instantReviewSkills: string[] }, idempotencyKey: string) =>
    postJson('/instant-review/start-question-review-mode', body, questionReviewBannerSchema, { idempotencyKey }),
  activeSession: (options: JsonRequestOptions = {}) => getJson('/instant-review/active-session', activeSessionSchema, options).then((answer) => answer.session),
  studentInvitation: (options: JsonRequestOptions = {}) => getJson('/instant-review/student-invitation', studentInvitationSchema, options).then((answer) => answer.invitation),
  currentQuestion: (qrmSessionId?: string, options: JsonRequestOptions = {}) => getJson(`/practice/qrm-current-question${session(qrmSessionId)}`, currentQuestionSchema, options),
  submitResponse: (questionKey: string, guesses: string[], idempotencyKey: string) => postJson('/instant-review/submit-response', { questionKey, guesses }, responseResultSchema, { idempotencyKey }),
  jumpAndPose: (qrmSessionId: string, numLevelsToJump: number, nextQuestionNumber: number) =>
    postJson(`/practice/qrm-jump-and-pose${session(qrmSessionId)}`, { numLevelsToJump, nextQuestionNumber }, currentQuestionSchema),
  nextSkill: (qrmSessionId: string, nextSkillIDAndLevel: SkillIDAndLevel, nextQuestionNumber: number) =>
    postJson(`/instant-review/next-skill${session(qrmSessionId)}`, { nextSkillIDAndLevel, nextQuestionNumber }, currentQuestionSchema),
  updateSkillList: (qrmSessionId: string, newSkillIDAndLevels: SkillIDAndLevel[]) =>
    postJson(`/instant-review/update-skill-list${session(qrmSessionId)}`, { newSkillIDAndLevels }, currentQuestionSchema),
  end: () => postJson('/instant-review/end-question-review-mode', {}, endedSchema),
  startGroupJam: (body: { skillIds: string[]; studentUserIds: string[]; skillToStartingLevel: Record<string, number> }, endReview: boolean, idempotencyKey: string): Promise<SameQuestionRoom & { reviewEnded: boolean }> =>
    postJson(endReview ? '/instant-review/end-and-start-group-jam' : '/instant-review/start-group-jam', body, groupJamStartedSchema, { idempotencyKey }),
};

export type InstantReviewApi = typeof instantReviewApi;
