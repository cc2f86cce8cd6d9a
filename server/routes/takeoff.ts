import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { GRADES, MAX_GRADE } from '../../events/curriculum';
import { handleCommand } from '../../events/log/command-handler';
import { DomainError } from '../../events/log/domain-error';
import {
  mayAssignTakeoffPlans,
  seesCurrentTakeoffLessons,
  TAKEOFF_SUBJECTS,
  takeoff,
  takeoffStreams,
  type CurrentTakeoffLessons,
  type TakeoffCommand,
  type TakeoffPlansAnswer,
} from '../../events/takeoff';
import { requireUser } from '../auth/current-user';
import { currentEdition } from '../edition-picker/current-edition';
import type { FeatureLog } from '../features/feature-log';
import type { AppEnv } from '../http/app-env';
import { commandContext, type RouteCommandContext } from '../http/command-context';
import { requireCsrfHeader } from '../http/csrf-header';
import { validated } from '../http/validated';
import { takeoffPlanById, takeoffPlansFor } from '../takeoff/takeoff-plan-library';
import { takeoffViews } from '../takeoff/takeoff-views';

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const plansQuery = z.object({
  subject: z.enum(TAKEOFF_SUBJECTS, 'takeoff.invalid_subject'),
  grade: z.coerce.number('takeoff.invalid_grade').int('takeoff.invalid_grade').min(GRADES[0]!, 'takeoff.invalid_grade').max(MAX_GRADE, 'takeoff.invalid_grade'),
});
const assignBody = z.object({ classId: z.string('takeoff.unknown_class').regex(ID, 'takeoff.unknown_class') });

const paramOf = (c: Context<AppEnv>, name: string, key: string) => {
  const value = c.req.param(name) ?? '';
  if (!ID.test(value)) throw new DomainError(key, 404);
  return value;
};

/**
 * Takeoff lesson plans (issue 31 item 2; docs/takeoff.md). Teachers browse the plans and assign
 * and advance them for their classes (decided by `takeoff`); a student reads her classes' current
 * lessons. Every write requires `X-CSRF-Protection: 1`.
 */
export function takeoffRoutes(log: FeatureLog<'catalogue' | 'directory' | 'editionPicker' | 'takeoff'>) {
  const app = new Hono<AppEnv>();
  const { directory, takeoff: queries } = log.queries;
  const views = takeoffViews(log);
  const actorOf = (user: { userId: string; role: string }) => ({ userId: user.userId, role: user.role });
  const run = (assignmentId: string, command: TakeoffCommand, context: RouteCommandContext) =>
    handleCommand(log.store, takeoff, takeoffStreams.assignment(assignmentId), command, context);

  /** The edition's plan(s) of a subject and grade, and the teacher's classes with their active assignments. */
  app.get('/takeoff/plans', validated('query', plansQuery, 'takeoff.invalid_subject'), (c) => {
    const user = requireUser(c);
    if (!mayAssignTakeoffPlans(user.role)) throw new DomainError('takeoff.not_a_teacher', 403);
    const { subject, grade } = c.req.valid('query');
    const body: TakeoffPlansAnswer = {
      subject,
      grade,
      plans: takeoffPlansFor(currentEdition(c, log), subject, grade).map(views.planView),
      classes: directory.classesOfTeacher(user.userId).map((each) => ({
        classId: each.classId,
        name: each.name,
        grade: each.grade,
        assignments: queries.activeAssignmentsOfClass(each.classId).map(views.assignmentView),
      })),
    };
    return c.json(body);
  });

  app.post('/takeoff/plans/:planId/assign', requireCsrfHeader(), validated('body', assignBody, 'takeoff.unknown_class'), async (c) => {
    const user = requireUser(c);
    const planId = paramOf(c, 'planId', 'takeoff.unknown_plan');
    const command = commandContext(c);
    const { classId } = c.req.valid('json');
    const plan = takeoffPlanById(planId);
    const active = plan === null ? null : queries.activeAssignment(classId, plan.subject);
    const assignmentId = command.ids.id();
    await run(
      assignmentId,
      {
        type: 'AssignTakeoffPlan',
        data: {
          assignmentId,
          teacher: actorOf(user),
          plan: plan === null ? null : { planId: plan.planId, subject: plan.subject, lessonCount: plan.lessons.length },
          targetClass: queries.classOf(classId),
          activeAssignment: active === null ? null : { assignmentId: active.assignmentId, planId: active.planId },
        },
      },
      command,
    );
    return c.json({ assignmentId });
  });

  app.post('/takeoff/assignments/:assignmentId/advance', requireCsrfHeader(), async (c) => {
    const user = requireUser(c);
    const assignmentId = paramOf(c, 'assignmentId', 'takeoff.unknown_assignment');
    const row = queries.assignmentById(assignmentId);
    const result = await run(
      assignmentId,
      {
        type: 'AdvanceTakeoffLesson',
        data: {
          teacher: actorOf(user),
          classTeacherUserId: row === null ? null : (queries.classOf(row.classId)?.teacherUserId ?? null),
          activeAssignmentId: row === null ? null : (queries.activeAssignment(row.classId, row.subject)?.assignmentId ?? null),
        },
      },
      commandContext(c),
    );
    const advanced = result.events.find((event) => event.type === 'TakeoffLessonAdvanced');
    const lessonNumber = advanced?.type === 'TakeoffLessonAdvanced' ? advanced.data.lessonNumber : (queries.assignmentById(assignmentId)?.lessonNumber ?? 0);
    return c.json({ assignmentId, lessonNumber });
  });

  /** A student's classes' current lessons (one per active assignment). */
  app.get('/takeoff/current', (c) => {
    const user = requireUser(c);
    if (!seesCurrentTakeoffLessons(user.role)) throw new DomainError('takeoff.not_a_student', 403);
    const lessons: CurrentTakeoffLessons['lessons'] = directory.classesOfStudent(user.userId).flatMap((schoolClass) =>
      queries.activeAssignmentsOfClass(schoolClass.classId).flatMap((row) => {
        const plan = takeoffPlanById(row.planId);
        const lesson = plan?.lessons[row.lessonNumber - 1];
        if (plan === undefined || plan === null || lesson === undefined) return [];
        const { teacherNote: _note, ...view } = views.lessonView(lesson);
        return [{ ...view, classId: schoolClass.classId, className: schoolClass.name, assignmentId: row.assignmentId, planName: plan.name, subject: row.subject, lessonCount: row.lessonCount }];
      }),
    );
    return c.json({ lessons } satisfies CurrentTakeoffLessons);
  });

  return app;
}
