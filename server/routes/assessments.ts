import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  ASSESSMENT_LIMITS,
  assessments,
  assessmentStreams,
  CHECKPOINT_MAX_SKILLS,
  mayScheduleFlex,
  type AssessmentCommand,
  type AssessmentFacts,
  type AssessmentProgress,
  type AssignedAssessmentList,
  type CreatedAssessment,
  type FlexSnapshotList,
  type SittingItem,
} from '../../events/assessments';
import { handleCommand } from '../../events/log/command-handler';
import { DomainError } from '../../events/log/domain-error';
import { keepingScratchpadWork, scratchpadField, type ScratchpadStroke } from '../../events/scratchpad';
import type { DirectoryUser } from '../../projections/school-directory';
import { assignedAssessmentOf, progressStudentOf, sittingViewOf } from '../assessments/assessment-views';
import { diagnosticSkills, formQuestions, levelUpQuestion } from '../assessments/diagnostic-skills';
import { assessmentsOfStudent, isOpenAt, knownAssessment, placementOf, type KnownAssessment } from '../assessments/student-assessments';
import { requireUser } from '../auth/current-user';
import type { FeatureLog } from '../features/feature-log';
import type { AppEnv } from '../http/app-env';
import { listField } from '../http/body-fields';
import { commandContext, requestTime, type RouteCommandContext } from '../http/command-context';
import { requireCsrfHeader } from '../http/csrf-header';
import { validated } from '../http/validated';
import { catalogueSkill } from '../practice/practice-skills';

// Assessments' calls (issue 30 items 1–4; docs/diagnostics.md "Calls", where every path, body, answer and
// status is written). The state-changing calls require X-CSRF-Protection: 1. Role rules are the decider's
// (events/assessments/assessment-decider.ts); the reads check the same predicates.

const ID = /^[A-Za-z0-9_-]{1,120}$/;
const instant = (key: string) => z.string(key).max(40, key).refine((text) => !Number.isNaN(Date.parse(text)), key).transform((text) => new Date(text));
const title = z.string('assessments.title_required').max(ASSESSMENT_LIMITS.title * 4, 'assessments.title_too_long');
const checkpointBody = z.object({
  classId: z.string('assessments.not_your_class').regex(/^[A-Za-z0-9_-]{1,64}$/, 'assessments.not_your_class'),
  title,
  permacodes: listField(z.array(z.string().regex(/^[A-Za-z0-9]{1,16}$/, 'assessments.unknown_skill')).max(CHECKPOINT_MAX_SKILLS, 'assessments.too_many_skills')),
  opensAt: instant('assessments.invalid_times'),
  closesAt: instant('assessments.invalid_times'),
});
const flexBody = z.object({
  schoolIds: listField(z.array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'assessments.not_your_school')).min(1, 'assessments.no_schools').max(500, 'assessments.not_your_school')),
  subject: z.enum(['math', 'ela'], 'assessments.invalid_subject'),
  grades: listField(z.array(z.coerce.number('assessments.invalid_grades').int('assessments.invalid_grades').min(0, 'assessments.invalid_grades').max(12, 'assessments.invalid_grades')).min(1, 'assessments.invalid_grades').max(13, 'assessments.invalid_grades')),
  title: title.optional(),
  opensAt: instant('assessments.invalid_times'),
  closesAt: instant('assessments.invalid_times'),
});
const answerBody = z.object({
  questionKey: z.string('assessments.not_the_current_question').max(16, 'assessments.not_the_current_question'),
  response: z.union([z.number().finite().transform(String), z.string().max(ASSESSMENT_LIMITS.response, 'assessments.invalid_response')], 'assessments.invalid_response'),
  /**
   * The question's scratchpad work (issue 31 item 3; docs/scratchpad.md), kept with the answer. The largest work
   * the limits allow (under 60,000 bytes) and the other fields fit the default 64 KB body limit: it is not raised.
   */
  scratchpad: scratchpadField.optional(),
});

export interface AssessmentServices {
  /** The server-keyed seed the question engine is given (practice's `engineSeed`). */
  engineSeed(seed: string): string;
}

type Log = FeatureLog<'assessments' | 'assessmentWindows' | 'catalogue' | 'diagnosticLevels' | 'directory'>;

export function assessmentRoutes(log: Log, services: AssessmentServices) {
  const app = new Hono<AppEnv>();
  const { assessments: reads, assessmentWindows, catalogue, diagnosticLevels, directory } = log.queries;

  const run = (streamId: string, command: AssessmentCommand, context: RouteCommandContext) => handleCommand(log.store, assessments, streamId, command, context);
  /** The scratchpad work sent with an answer; the sitting's decider keeps it with the answer, in the same append. */
  const sentWork = new WeakMap<AssessmentCommand, readonly ScratchpadStroke[]>();
  const sittings = keepingScratchpadWork(assessments, (command: AssessmentCommand, decided) => {
    const strokes = sentWork.get(command);
    const answered = decided.find((event) => event.type === 'AssessmentQuestionAnswered');
    if (!strokes || command.type !== 'AnswerAssessment' || answered?.type !== 'AssessmentQuestionAnswered') return null;
    const { assessmentId, questionKey } = answered.data;
    return { learner: { learnerId: command.data.student.userId, visitor: false }, answer: { kind: 'assessment', assessmentId, questionKey }, strokes, now: command.data.now };
  });
  /** A sitting's commands: every one through the wrapped decider (the sitting's stream may hold kept work). */
  const runSitting = (streamId: string, command: AssessmentCommand, context: RouteCommandContext) => handleCommand(log.store, sittings, streamId, command, context);
  const known = (c: Context<AppEnv>): KnownAssessment | null => {
    const assessmentId = c.req.param('assessmentId') ?? '';
    return ID.test(assessmentId) ? knownAssessment(log, assessmentId) : null;
  };
  const requireStudent = (c: Context<AppEnv>): DirectoryUser => {
    const user = requireUser(c);
    if (user.role !== 'student') throw new DomainError('assessments.not_assigned', 403);
    return user;
  };
  const factsOf = (assessment: KnownAssessment | null, student: DirectoryUser, grade: number | null): AssessmentFacts | null => {
    if (!assessment) return null;
    const { window: _window, definition: _definition, assigns, form: _form, ...facts } = assessment;
    return { ...facts, assigned: assigns({ userId: student.userId, schoolId: student.schoolId, grade }) };
  };
  /** LevelUp's current question for the student: drawn from her LevelUp answers so far. */
  const levelUpItem = (assessment: KnownAssessment, student: DirectoryUser, grade: number | null): SittingItem | null => {
    if (assessment.kind !== 'levelup') return null;
    const answers = diagnosticLevels.levelUpAnswersOf(student.userId, assessment.subject);
    const seed = services.engineSeed(`levelup:${student.userId}:${assessment.subject}:${answers.length + 1}`);
    return levelUpQuestion(catalogue, diagnosticSkills(catalogue, student.edition, assessment.subject), assessment.subject, answers, grade, seed);
  };
  const viewFor = (assessment: KnownAssessment, student: DirectoryUser, grade: number | null, now: Date) => {
    const sitting = reads.sitting(assessment.assessmentId, student.userId);
    const current = sitting !== null && sitting.finishedAt === null ? levelUpItem(assessment, student, grade) : null;
    return sittingViewOf(assessment, sitting, current, now);
  };

  /** A student's assessments open now (LevelUp always); anyone else gets an empty list. */
  app.get('/assessments/assigned', (c) => {
    const user = requireUser(c);
    const now = requestTime(c);
    if (user.role !== 'student') return c.json({ assessments: [] } satisfies AssignedAssessmentList);
    const grade = placementOf(log, user).grade;
    const list: AssignedAssessmentList = {
      assessments: assessmentsOfStudent(log, user, grade, now.toISOString().slice(0, 10))
        .filter((assessment) => isOpenAt(assessment, now))
        .map((assessment) => {
          const formLength = assessment.kind === 'levelup' ? null : assessment.kind === 'checkpoint' ? (assessment.definition?.kind === 'checkpoint' ? assessment.definition.permacodes.length * 2 : null) : (assessment.form(grade, [])?.length ?? null);
          return assignedAssessmentOf(assessment, reads.sitting(assessment.assessmentId, user.userId), formLength);
        }),
    };
    return c.json(list);
  });

  app.post('/assessments/checkpoints', requireCsrfHeader(), validated('body', checkpointBody, 'assessments.invalid_checkpoint'), async (c) => {
    const user = requireUser(c);
    const command = commandContext(c);
    const body = c.req.valid('json');
    const own = directory.classesOfTeacher(user.userId).find((each) => each.classId === body.classId);
    const skills = [...new Set(body.permacodes)].map((permacode) => {
      const skill = catalogueSkill(catalogue, permacode);
      if (!skill) throw new DomainError('assessments.unknown_skill', 404);
      return { permacode: skill.permacode, subject: skill.subject };
    });
    const assessmentId = `checkpoint-${command.ids.id()}`;
    await run(
      assessmentStreams.assessment(assessmentId),
      {
        type: 'AssignCheckpoint',
        data: {
          assessmentId,
          teacher: user,
          classInfo: own ? { classId: own.classId, teacherUserId: user.userId, schoolId: user.schoolId, grade: own.grade } : null,
          title: body.title,
          skills,
          studentUserIds: own ? directory.studentIdsOfClass(own.classId) : [],
          opensAt: body.opensAt,
          closesAt: body.closesAt,
          now: command.now,
        },
      },
      command,
    );
    return c.json({ assessmentId } satisfies CreatedAssessment);
  });

  app.post('/assessments/flex', requireCsrfHeader(), validated('body', flexBody, 'assessments.invalid_flex'), async (c) => {
    const user = requireUser(c);
    const command = commandContext(c);
    const body = c.req.valid('json');
    const assessmentId = `flex-${command.ids.id()}`;
    await run(
      assessmentStreams.assessment(assessmentId),
      {
        type: 'ScheduleFlex',
        data: {
          assessmentId,
          administrator: user,
          administeredSchoolIds: new Set(assessmentWindows.administeredSchoolsOf(user).map((school) => school.schoolId)),
          schoolIds: body.schoolIds,
          subject: body.subject,
          grades: body.grades,
          title: body.title?.trim() ? body.title : body.subject === 'math' ? 'Flex Math snapshot' : 'Flex ELA snapshot',
          opensAt: body.opensAt,
          closesAt: body.closesAt,
          now: command.now,
        },
      },
      command,
    );
    return c.json({ assessmentId } satisfies CreatedAssessment);
  });

  /** The Flex snapshots of the administrator's schools, newest first (the scheduling page's list); 403 for anyone else. */
  app.get('/assessments/flex', (c) => {
    const user = requireUser(c);
    if (!mayScheduleFlex(user.role)) throw new DomainError('assessments.not_an_administrator', 403);
    const names = new Map(assessmentWindows.administeredSchoolsOf(user).map((school) => [school.schoolId, school.name] as const));
    const snapshots = new Map([...names.keys()].flatMap((schoolId) => reads.flexOfSchool(schoolId)).map((each) => [each.assessmentId, each] as const));
    const list: FlexSnapshotList = {
      snapshots: [...snapshots.values()]
        .sort((a, b) => b.scheduledAt.localeCompare(a.scheduledAt) || b.assessmentId.localeCompare(a.assessmentId))
        .map(({ assessmentId, title, subject, grades, schoolIds, opensAt, closesAt, scheduledAt }) => ({
          assessmentId,
          title,
          subject,
          grades,
          schoolNames: schoolIds.flatMap((schoolId) => names.get(schoolId) ?? []),
          opensAt,
          closesAt,
          scheduledAt,
        })),
    };
    return c.json(list);
  });

  /** Starts the student's sitting, or resumes the one in progress (a second start never restarts it). */
  app.post('/assessments/:assessmentId/start', requireCsrfHeader(), async (c) => {
    const user = requireStudent(c);
    const command = commandContext(c);
    const assessment = known(c);
    const placement = placementOf(log, user);
    const facts = factsOf(assessment, user, placement.grade);
    let items: SittingItem[] = [];
    if (assessment && facts?.assigned && assessment.kind !== 'levelup' && reads.sitting(assessment.assessmentId, user.userId) === null) {
      const skills = diagnosticSkills(catalogue, user.edition, assessment.subject);
      const form = assessment.form(placement.grade, skills) ?? [];
      items = formQuestions(catalogue, skills, form, (itemKey) => services.engineSeed(`assessment:${assessment.assessmentId}:${user.userId}:${itemKey}`), assessment.sparkItems);
    }
    const streamId = assessmentStreams.sitting(facts?.assessmentId ?? 'unknown', user.userId);
    await runSitting(streamId, { type: 'StartAssessment', data: { student: user, assessment: facts, placement, items, now: command.now } }, command);
    return c.json(viewFor(assessment!, user, placement.grade, command.now));
  });

  /** Grades one answer (no feedback) and answers the next question or the end. */
  app.post('/assessments/:assessmentId/answer', requireCsrfHeader(), validated('body', answerBody, 'assessments.invalid_response'), async (c) => {
    const user = requireStudent(c);
    const command = commandContext(c);
    const assessment = known(c);
    const { questionKey, response, scratchpad } = c.req.valid('json');
    const grade = placementOf(log, user).grade;
    const facts = factsOf(assessment, user, grade);
    const current = assessment && facts?.assigned ? levelUpItem(assessment, user, grade) : null;
    const streamId = assessmentStreams.sitting(facts?.assessmentId ?? 'unknown', user.userId);
    const answer: AssessmentCommand = { type: 'AnswerAssessment', data: { student: user, assessment: facts, questionKey, response, levelUpItem: current, now: command.now } };
    if (scratchpad) sentWork.set(answer, scratchpad.strokes);
    await runSitting(streamId, answer, command);
    return c.json(viewFor(assessment!, user, grade, command.now));
  });

  /**
   * Who is in progress and done: a teacher sees the students of her classes the assessment is assigned to
   * (her own checkpoint, a window or Flex of her school, LevelUp); an administrator those of her schools. 403 else.
   */
  app.get('/assessments/:assessmentId/progress', (c) => {
    const user = requireUser(c);
    const assessment = known(c);
    if (!assessment) throw new DomainError('assessments.not_assigned', 404);
    const definition = assessment.definition;
    const schoolsOfAssessment =
      assessment.window?.schoolIds ?? (definition?.kind === 'flex' || definition?.kind === 'common' ? definition.schoolIds : definition?.kind === 'checkpoint' && definition.schoolId ? [definition.schoolId] : []);
    let candidates: { userId: string; classId: string }[];
    let allowed: boolean;
    if (user.role === 'teacher') {
      const classes = directory.classesOfTeacher(user.userId);
      candidates = classes.flatMap((each) => directory.studentIdsOfClass(each.classId).map((userId) => ({ userId, classId: each.classId })));
      allowed = assessment.definition?.kind === 'checkpoint' ? assessment.definition.teacherUserId === user.userId : assessment.kind === 'levelup' || (user.schoolId !== null && schoolsOfAssessment.includes(user.schoolId));
    } else if (user.role === 'school_administrator' || user.role === 'district_administrator') {
      const administered = new Set(assessmentWindows.administeredSchoolsOf(user).map((school) => school.schoolId));
      allowed = assessment.kind === 'levelup' || schoolsOfAssessment.some((schoolId) => administered.has(schoolId));
      candidates = [...directory.studentsReachableBy(user)].map((userId) => ({ userId, classId: directory.classesOfStudent(userId)[0]?.classId ?? '' }));
    } else {
      throw new DomainError('assessments.not_your_assessment', 403);
    }
    if (!allowed) throw new DomainError('assessments.not_your_assessment', 403);
    const sittings = reads.sittingsOf(assessment.assessmentId);
    const seen = new Set<string>();
    const students = candidates.flatMap(({ userId, classId }) => {
      if (seen.has(userId)) return [];
      seen.add(userId);
      const student = directory.userById(userId);
      if (!student || student.role !== 'student') return [];
      const grade = directory.classesOfStudent(userId)[0]?.grade ?? null;
      if (!assessment.assigns({ userId, schoolId: student.schoolId, grade })) return [];
      return [progressStudentOf(student, classId, sittings.get(userId) ?? null)];
    });
    students.sort((a, b) => a.displayName.localeCompare(b.displayName) || a.studentUserId.localeCompare(b.studentUserId));
    const progress: AssessmentProgress = {
      assessmentId: assessment.assessmentId,
      kind: assessment.kind,
      title: assessment.title,
      subject: assessment.subject,
      opensAt: assessment.opensAt,
      closesAt: assessment.closesAt,
      total: assessment.kind === 'levelup' ? null : ([...sittings.values()][0]?.total ?? null),
      students,
    };
    return c.json(progress);
  });

  return app;
}
