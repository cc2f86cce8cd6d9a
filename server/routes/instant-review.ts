import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { subject } from '../../events/curriculum';
import {
  INSTANT_REVIEW_RECENT_DAYS,
  instantReview,
  instantReviewStreams,
  instantReviewURLNamespace,
  MAX_LEVEL_JUMP,
  MAX_REVIEW_SKILLS,
  MAX_REVIEW_STUDENTS,
  mayRunInstantReview,
  parseReviewQuestionKey,
  questionReviewModePracticeURL,
  type InstantReviewCommand,
  type InstantReviewSkill,
  type InstantReviewSkillsResponse,
  type QrmCurrentQuestion,
  type QuestionReviewBanner,
  type QuestionReviewInvitation,
  type ReviewResponseResult,
} from '../../events/instant-review';
import { reviewView } from '../../events/instant-review/review-view';
import { handleCommand } from '../../events/log/command-handler';
import { DomainError } from '../../events/log/domain-error';
import { SQM_MAX_DURATION_MINUTES, SQM_MIN_DURATION_MINUTES, type SameQuestionRoom } from '../../events/same-question-mode';
import { MAX_GUESSES, MAX_GUESS_LENGTH } from '../../events/same-question-mode/room-question';
import { requireUser } from '../auth/current-user';
import type { FeatureLog } from '../features/feature-log';
import type { AppEnv } from '../http/app-env';
import { listField, numberField } from '../http/body-fields';
import { classesWithStudents } from '../http/classes-with-students';
import { commandContext, requestTime, type RouteCommandContext } from '../http/command-context';
import { validated } from '../http/validated';
import { reviewState } from '../instant-review/review-session';
import { resolveReviewSkills, reviewableSkill } from '../instant-review/review-skills';
import { startSameQuestionRoom, type RoomStarterDependencies } from '../same-question-mode/start-room';

// Spec §7 `/instant-review/*`, `/practice/qrm-*` (issue 12; shapes in docs/instant-review.md).
// Role rules are the decider's (events/instant-review.ts); read routes use its predicate.

const DAY_MS = 24 * 60 * 60 * 1000;
/** A group jam started from a review lasts this long unless the call says otherwise. */
export const REVIEW_GROUP_JAM_MINUTES = 30;

const userId = z.string().min(1).max(64);
const permacode = z.string().min(1, 'instant_review.unknown_skill').max(16, 'instant_review.unknown_skill');
const level = numberField(z.number('instant_review.invalid_level').int('instant_review.invalid_level').min(1, 'instant_review.invalid_level').max(5, 'instant_review.invalid_level'));
const skillIDAndLevel = z.object({ skillId: permacode, level });
const skillList = z.array(skillIDAndLevel).min(1, 'instant_review.no_skills').max(MAX_REVIEW_SKILLS, 'instant_review.too_many_skills');
const studentIds = listField(z.array(userId).max(MAX_REVIEW_STUDENTS, 'instant_review.too_many_students'));
const questionNumber = numberField(z.number('instant_review.stale_question').int('instant_review.stale_question').min(1, 'instant_review.stale_question').max(1_000_000_000, 'instant_review.stale_question'));
const sessionQuery = z.object({ qrmSessionId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'instant_review.unknown_session').optional() });

const fetchSkillsBody = z.object({
  selectedStudentIds: studentIds.pipe(z.array(userId).min(1, 'instant_review.no_students')),
  selectedSubjects: listField(z.array(subject).min(1, 'instant_review.no_subjects').max(5)),
});
const startBody = z.object({
  skillIDAndLevels: skillList,
  studentUserIds: studentIds.pipe(z.array(userId).min(1, 'instant_review.no_students')),
  /** The fetched rows the teacher chose from (or their skill ids): kept to offer when editing the list. */
  instantReviewSkills: z.array(z.union([permacode, z.object({ skillId: permacode }).loose()])).max(200).optional(),
});
const submitBody = z.object({
  guesses: listField(z.array(z.string().max(MAX_GUESS_LENGTH, 'instant_review.invalid_answer')).min(1, 'instant_review.invalid_answer').max(MAX_GUESSES, 'instant_review.invalid_answer')),
  questionKey: z.string().max(100),
});
const jumpBody = z.object({
  numLevelsToJump: numberField(z.number('instant_review.invalid_jump').int('instant_review.invalid_jump').min(-MAX_LEVEL_JUMP, 'instant_review.invalid_jump').max(MAX_LEVEL_JUMP, 'instant_review.invalid_jump')),
  nextQuestionNumber: questionNumber,
});
const nextSkillBody = z.object({ nextSkillIDAndLevel: skillIDAndLevel, nextQuestionNumber: questionNumber });
const updateBody = z.object({ newSkillIDAndLevels: skillList });
const groupJamBody = z.object({
  skillIds: listField(z.array(permacode).min(1, 'instant_review.no_skills').max(MAX_REVIEW_SKILLS, 'instant_review.too_many_skills')),
  studentUserIds: studentIds.pipe(z.array(userId).min(1, 'instant_review.no_students')),
  skillToStartingLevel: z.record(z.string().max(16), level).optional(),
  durationMinutes: numberField(
    z.number('same_question_mode.invalid_duration').int('same_question_mode.invalid_duration').min(SQM_MIN_DURATION_MINUTES, 'same_question_mode.invalid_duration').max(SQM_MAX_DURATION_MINUTES, 'same_question_mode.invalid_duration'),
  ).optional(),
});

const banner = (qrmSessionId: string): QuestionReviewBanner => ({ qrmSessionId, instantReviewURLNamespace, questionReviewModePracticeURL });

export function instantReviewRoutes(log: FeatureLog<'catalogue' | 'directory' | 'instantReview'>, roomStarter: RoomStarterDependencies) {
  const app = new Hono<AppEnv>();
  const { directory, instantReview: reviews, catalogue } = log.queries;

  /** Reading the teacher's side is for those who may run reviews (the decider's rule). */
  const requireTeacher = (c: Context<AppEnv>) => {
    const teacher = requireUser(c);
    if (!mayRunInstantReview(teacher.role)) throw new DomainError('instant_review.not_a_teacher', 403);
    return teacher;
  };
  const actorOf = (user: { userId: string; role: string }) => ({ userId: user.userId, role: user.role });

  /** The teacher's open review (the calls without a session id act on it): 404 when there is none. */
  const openSessionOf = (teacherUserId: string) => {
    const open = reviews.openReviewOfTeacher(teacherUserId);
    if (!open) throw new DomainError('instant_review.no_session', 404);
    return open.qrmSessionId;
  };

  const run = (qrmSessionId: string, command: InstantReviewCommand, context: RouteCommandContext) =>
    handleCommand(log.store, instantReview, instantReviewStreams.session(qrmSessionId), command, context);

  /** The session as the caller sees it: its teacher, or a student it invited; anyone else 403. */
  const viewFor = (qrmSessionId: string, user: { userId: string; role: string }): QrmCurrentQuestion => {
    const state = reviewState(log, qrmSessionId);
    if (state.qrmSessionId === null) throw new DomainError('instant_review.unknown_session', 404);
    const role = user.userId === state.teacherUserId ? 'teacher' : state.students.has(user.userId) && user.role === 'student' ? 'student' : null;
    if (role === null) throw new DomainError(mayRunInstantReview(user.role) ? 'instant_review.not_your_session' : 'instant_review.not_invited', 403);
    return reviewView(state, { userId: user.userId, role })!;
  };

  /** The teacher's classes and students, for the start page. */
  app.get('/instant-review/classes', (c) => {
    const teacher = requireTeacher(c);
    return c.json({ classes: classesWithStudents(directory, directory.classesOfTeacher(teacher.userId)) });
  });

  app.post('/instant-review/fetch-instant-review-skills', validated('body', fetchSkillsBody), (c) => {
    const teacher = requireTeacher(c);
    const { selectedStudentIds, selectedSubjects } = c.req.valid('json');
    const reachable = directory.studentsReachableBy(teacher);
    const students = [...new Set(selectedStudentIds)];
    if (students.some((student) => !reachable.has(student))) throw new DomainError('instant_review.student_not_in_reach', 403);
    const since = new Date(requestTime(c).getTime() - INSTANT_REVIEW_RECENT_DAYS * DAY_MS).toISOString();
    const skills: InstantReviewSkill[] = [];
    for (const row of reviews.missedSkills(students, [...new Set(selectedSubjects)], since)) {
      const skill = reviewableSkill(catalogue, row.permacode);
      if (!skill) continue;
      skills.push({ skillId: skill.permacode, code: skill.code, name: skill.name, subject: row.subject, grade: row.grade, missedByCount: row.missedByCount, missedQuestionCount: row.missedQuestionCount, level: row.level });
    }
    const response: InstantReviewSkillsResponse = { skills, studentCount: students.length, recentDays: INSTANT_REVIEW_RECENT_DAYS };
    return c.json(response);
  });

  app.post('/instant-review/start-question-review-mode', validated('body', startBody), async (c) => {
    const teacher = requireUser(c);
    const command = commandContext(c);
    const { skillIDAndLevels, studentUserIds, instantReviewSkills = [] } = c.req.valid('json');
    if (!mayRunInstantReview(teacher.role)) throw new DomainError('instant_review.not_a_teacher', 403);
    const qrmSessionId = command.ids.id();
    await run(
      qrmSessionId,
      {
        type: 'StartQuestionReview',
        data: {
          qrmSessionId,
          teacher: { ...actorOf(teacher), displayName: teacher.displayName },
          studentUserIds,
          studentDisplayNames: directory.displayNamesOf(studentUserIds),
          reachableStudentUserIds: directory.studentsReachableBy(teacher),
          openSessionId: reviews.openReviewOfTeacher(teacher.userId)?.qrmSessionId ?? null,
          skills: resolveReviewSkills(catalogue, skillIDAndLevels),
          candidateSkillIds: instantReviewSkills.map((each) => (typeof each === 'string' ? each : each.skillId)),
          now: command.now,
        },
      },
      command,
    );
    return c.json(banner(qrmSessionId));
  });

  /** The teacher's question-review banner (§2.22, §3): their open review, or null. */
  app.get('/instant-review/active-session', (c) => {
    const user = requireUser(c);
    const open = mayRunInstantReview(user.role) ? reviews.openReviewOfTeacher(user.userId) : null;
    return c.json({ session: open ? { ...banner(open.qrmSessionId), teacherDisplayName: open.teacherDisplayName } : null });
  });

  /** A student's invitation to the open review they are in, or null. */
  app.get('/instant-review/student-invitation', (c) => {
    const user = requireUser(c);
    const open = user.role === 'student' ? reviews.openReviewOfStudent(user.userId) : null;
    const invitation: QuestionReviewInvitation | null = open ? { ...banner(open.qrmSessionId), teacherDisplayName: open.teacherDisplayName } : null;
    return c.json({ invitation });
  });

  app.get('/practice/qrm-current-question', validated('query', sessionQuery), (c) => {
    const user = requireUser(c);
    const { qrmSessionId } = c.req.valid('query');
    const id = qrmSessionId ?? reviews.openReviewOfTeacher(user.userId)?.qrmSessionId ?? reviews.openReviewOfStudent(user.userId)?.qrmSessionId;
    if (!id) throw new DomainError('instant_review.no_session', 404);
    return c.json(viewFor(id, user));
  });

  app.post('/instant-review/submit-response', validated('body', submitBody), async (c) => {
    const student = requireUser(c);
    const command = commandContext(c);
    const { guesses, questionKey } = c.req.valid('json');
    const key = parseReviewQuestionKey(questionKey);
    if (!key) throw new DomainError('instant_review.unknown_question', 400);
    const { events } = await run(key.qrmSessionId, { type: 'SubmitReviewResponse', data: { student: actorOf(student), questionNumber: key.questionNumber, guesses, now: command.now } }, command);
    const recorded = events.find((event) => event.type === 'QuestionReviewResponseSubmitted');
    // A keyed retry appended nothing: answer from the log.
    const correct = recorded?.type === 'QuestionReviewResponseSubmitted' ? recorded.data.correct : (reviewView(reviewState(log, key.qrmSessionId), { userId: student.userId, role: 'student' })?.myResponse?.correct ?? false);
    const result: ReviewResponseResult = { correct, questionNumber: key.questionNumber };
    return c.json(result);
  });

  /** Commands of the session's teacher on their open review (or the one named by `?qrmSessionId=`); answer: the teacher's view. */
  const teacherCommand = async (c: Context<AppEnv>, build: (teacher: { userId: string; role: string }, now: Date) => InstantReviewCommand) => {
    const teacher = requireTeacher(c);
    const command = commandContext(c);
    const named = c.req.query('qrmSessionId');
    const qrmSessionId = named !== undefined && /^[A-Za-z0-9_-]{1,64}$/.test(named) ? named : openSessionOf(teacher.userId);
    await run(qrmSessionId, build(actorOf(teacher), command.now), command);
    return c.json(viewFor(qrmSessionId, teacher));
  };

  app.post('/practice/qrm-jump-and-pose', validated('body', jumpBody), (c) => {
    const { numLevelsToJump, nextQuestionNumber } = c.req.valid('json');
    return teacherCommand(c, (teacher, now) => ({ type: 'JumpAndPose', data: { teacher, numLevelsToJump, nextQuestionNumber, now } }));
  });

  app.post('/instant-review/next-skill', validated('body', nextSkillBody), (c) => {
    const { nextSkillIDAndLevel, nextQuestionNumber } = c.req.valid('json');
    const [skill] = resolveReviewSkills(catalogue, [nextSkillIDAndLevel]);
    return teacherCommand(c, (teacher, now) => ({ type: 'PoseNextReviewSkill', data: { teacher, skill: skill!, nextQuestionNumber, now } }));
  });

  app.post('/instant-review/update-skill-list', validated('body', updateBody), (c) => {
    const { newSkillIDAndLevels } = c.req.valid('json');
    const skills = resolveReviewSkills(catalogue, newSkillIDAndLevels);
    return teacherCommand(c, (teacher, now) => ({ type: 'UpdateReviewSkillList', data: { teacher, skills, now } }));
  });

  /** Ends the teacher's open review; with none open there is nothing to end (200, nothing appended). */
  app.post('/instant-review/end-question-review-mode', async (c) => {
    const teacher = requireTeacher(c);
    const command = commandContext(c);
    const open = reviews.openReviewOfTeacher(teacher.userId);
    if (open) await run(open.qrmSessionId, { type: 'EndQuestionReview', data: { teacher: actorOf(teacher), reason: 'teacher', now: command.now } }, command);
    return c.json({ ended: true, qrmSessionId: open?.qrmSessionId ?? null });
  });

  /** A group jam on the reviewed skills: a same-question room on the first of `skillIds` (rooms are on one skill), through same-question mode's one start path. */
  const startGroupJam = async (c: Context<AppEnv>, body: z.infer<typeof groupJamBody>, endReview: boolean) => {
    const teacher = requireUser(c);
    const command = commandContext(c);
    const { skillIds, studentUserIds, skillToStartingLevel = {}, durationMinutes = REVIEW_GROUP_JAM_MINUTES } = body;
    if (!mayRunInstantReview(teacher.role)) throw new DomainError('instant_review.not_a_teacher', 403);
    const skill = reviewableSkill(catalogue, skillIds[0]!);
    if (!skill) throw new DomainError('instant_review.unknown_skill', 404);
    const room: SameQuestionRoom = await startSameQuestionRoom(
      roomStarter,
      c,
      {
        teacher: actorOf(teacher),
        classId: null,
        studentUserIds,
        source: { kind: 'skill', skillId: skill.permacode, startingLevel: skillToStartingLevel[skillIds[0]!] ?? skillToStartingLevel[skill.permacode] ?? 1 },
        jamMode: 'group',
        durationMinutes,
      },
      command,
    );
    const open = endReview ? reviews.openReviewOfTeacher(teacher.userId) : null;
    if (open) {
      // Its own idempotency scope: a keyed retry of this call replays both appends, never one for the other.
      const context = command.idempotencyKey === undefined ? command : { ...command, idempotencyKey: `${command.idempotencyKey} end-review` };
      await run(open.qrmSessionId, { type: 'EndQuestionReview', data: { teacher: actorOf(teacher), reason: 'group_jam', now: command.now } }, context);
    }
    return c.json({ ...room, reviewEnded: open !== null });
  };

  app.post('/instant-review/start-group-jam', validated('body', groupJamBody), (c) => startGroupJam(c, c.req.valid('json'), false));
  app.post('/instant-review/end-and-start-group-jam', validated('body', groupJamBody), (c) => startGroupJam(c, c.req.valid('json'), true));

  return app;
}
