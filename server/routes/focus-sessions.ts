import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { grade, gradeName, landingPagePath, subject, subjectNames } from '../../events/curriculum';
import { FOCUS_MAX_DURATION_MINUTES, focusSessions, focusSessionStreams, mayRunFocusSessions, type FocusSessionCommand } from '../../events/focus-sessions';
import { handleCommand } from '../../events/log/command-handler';
import { DomainError } from '../../events/log/domain-error';
import { userSubjects } from '../../events/log/push';
import type { FocusSessionSummary } from '../../projections/focus-sessions';
import { requireUser } from '../auth/current-user';
import type { FeatureLog } from '../features/feature-log';
import type { FocusSessionTimers } from '../focus-sessions/focus-session-timers';
import type { AppEnv } from '../http/app-env';
import { listField, numberField } from '../http/body-fields';
import { classesWithStudents } from '../http/classes-with-students';
import { commandContext, requestTime, type RouteCommandContext } from '../http/command-context';
import { validated } from '../http/validated';
import { pubsubEndpoint, type RealtimeAccess } from '../nats/realtime-access';

/** Spec §9: the teacher's and student's checks repeat at most this far apart. */
export const FOCUS_CHECK_INTERVAL_MS = 30_000;

const startPayload = z.object({
  classId: z.string().max(64).optional(),
  studentUserIds: listField(z.array(z.string().max(64)).max(2_000)).optional(),
  subjects: listField(z.array(subject).min(1, 'focus.no_subjects')),
  grades: listField(z.array(numberField(grade)).min(1, 'focus.no_grades')),
  durationMinutes: numberField(z.number('focus.invalid_duration').int('focus.invalid_duration').min(1, 'focus.invalid_duration').max(FOCUS_MAX_DURATION_MINUTES, 'focus.invalid_duration')),
});
const focusSessionId = numberField(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));
const endQuery = z.object({ focusID: focusSessionId });
const removePayload = z.object({ focusSessionId, studentUserId: z.string().min(1).max(64) });
const studentPayload = z.object({ focusSessionId });

/** Spec §7 `/focus-zone/*`, plus start, remove-student and the teacher's session info (issue 5). */
export function focusSessionRoutes(log: FeatureLog<'directory' | 'focusSessions'>, realtime: RealtimeAccess | null, timers: FocusSessionTimers | null) {
  const app = new Hono<AppEnv>();
  const { directory, focusSessions: queries } = log.queries;

  const token = async (userId: string, now: Date) => (realtime ? await realtime.mintUserToken(userId, now) : null);
  const timeoutMs = (session: FocusSessionSummary, now: Date) => Math.max(0, Math.min(Date.parse(session.endsAt) - now.getTime(), FOCUS_CHECK_INTERVAL_MS));

  /** Spec §3 "Focus session (teacher)", with the subject to subscribe to beside the token. */
  const teacherSession = async (c: Context<AppEnv>, session: FocusSessionSummary, teacherUserId: string) => {
    const now = requestTime(c);
    return {
      focusSessionID: session.focusSessionId,
      pubsubEndpoint: realtime ? pubsubEndpoint(c, realtime) : null,
      pubsubToken: (await token(teacherUserId, now))?.jwt ?? null,
      pubsubSubjects: { teacher: userSubjects(teacherUserId).teacher },
      timeoutMs: timeoutMs(session, now),
      endTime: Date.parse(session.endsAt),
      allowedSubjectsText: session.subjects.map((each) => subjectNames[each]).join(', '),
      allowedGradesText: session.grades.map((each) => gradeName('US', each)).join(', '),
    };
  };

  const run = (id: number, command: FocusSessionCommand, context: RouteCommandContext) =>
    handleCommand(log.store, focusSessions, focusSessionStreams.session(id), command, context);

  /** Reading the teacher's side is for those who may run sessions (the decider's rule). */
  const requireTeacher = (c: Context<AppEnv>) => {
    const teacher = requireUser(c);
    if (!mayRunFocusSessions(teacher.role)) throw new DomainError('focus.not_a_teacher', 403);
    return teacher;
  };

  app.post('/focus-zone/start', validated('body', startPayload), async (c) => {
    const teacher = requireUser(c);
    const command = commandContext(c);
    const { classId, studentUserIds, subjects, grades, durationMinutes } = c.req.valid('json');
    const id = command.ids.numericId();
    await run(
      id,
      {
        type: 'StartFocusSession',
        data: {
          focusSessionId: id,
          teacher: { userId: teacher.userId, role: teacher.role },
          classId: classId ?? null,
          studentUserIds: classId !== undefined ? directory.studentIdsOfClass(classId) : (studentUserIds ?? []),
          reachableClassIds: new Set(directory.classesOfTeacher(teacher.userId).map((own) => own.classId)),
          reachableStudentUserIds: directory.studentsReachableBy(teacher),
          runningFocusSessionId: queries.runningSessionOfTeacher(teacher.userId)?.focusSessionId ?? null,
          subjects,
          grades,
          durationMinutes,
          now: command.now,
        },
      },
      command,
    );
    const session = queries.session(id)!;
    timers?.arm(id, Date.parse(session.endsAt));
    return c.json(await teacherSession(c, session, teacher.userId));
  });

  /** The teacher's classes and students, for the start dialog. */
  app.get('/focus-zone/classes', (c) => {
    const teacher = requireTeacher(c);
    return c.json({ classes: classesWithStudents(directory, directory.classesOfTeacher(teacher.userId)) });
  });

  app.get('/focus-zone/teacher-session-info', async (c) => {
    const teacher = requireUser(c);
    const session = queries.runningSessionOfTeacher(teacher.userId);
    if (!session) return c.json(null);
    const participants = queries.participants(session.focusSessionId);
    const names = directory.displayNamesOf(participants.map((p) => p.studentUserId));
    return c.json({
      ...(await teacherSession(c, session, teacher.userId)),
      students: participants.map((p) => ({ userId: p.studentUserId, displayName: names[p.studentUserId] ?? p.studentUserId, status: p.status })),
    });
  });

  app.get('/focus-zone/check-active', (c) => {
    const teacher = requireUser(c);
    const session = queries.runningSessionOfTeacher(teacher.userId);
    if (!session) return c.json({ timeoutMs: 0, focusSessionID: 0 });
    return c.json({ timeoutMs: timeoutMs(session, requestTime(c)), focusSessionID: session.focusSessionId, endTime: Date.parse(session.endsAt) });
  });

  app.get('/focus-zone/end', validated('query', endQuery), async (c) => {
    const teacher = requireUser(c);
    const command = commandContext(c);
    const { focusID } = c.req.valid('query');
    await run(focusID, { type: 'EndFocusSession', data: { teacher: { userId: teacher.userId, role: teacher.role }, now: command.now } }, command);
    return c.json({ durationInMinutes: queries.session(focusID)?.durationInMinutes ?? 0 });
  });

  app.post('/focus-zone/remove-student', validated('body', removePayload), async (c) => {
    const teacher = requireUser(c);
    const command = commandContext(c);
    const { focusSessionId: id, studentUserId } = c.req.valid('json');
    await run(id, { type: 'RemoveStudentFromFocusSession', data: { teacher: { userId: teacher.userId, role: teacher.role }, studentUserId, now: command.now } }, command);
    return c.json({ focusSessionId: id, studentUserId, status: 'removed' });
  });

  app.get('/focus-zone/fetch-student-session-info', async (c) => {
    const student = requireUser(c);
    const running = student.role === 'student' ? queries.runningSessionOfStudent(student.userId) : null;
    if (!running) return c.json(null);
    const { session, status } = running;
    return c.json({
      focusSessionId: session.focusSessionId,
      allowedSubjectsText: session.subjects.map((each) => subjectNames[each]).join(', '),
      allowedGradesText: session.grades.map((each) => gradeName('US', each)).join(', '),
      redirectGradeLandingPageUrl: landingPagePath(session.subjects[0]!, session.grades[0]!),
      studentHasOptedOut: status === 'opted_out',
      focusStudentPubsubEndpoint: realtime ? pubsubEndpoint(c, realtime) : null,
      focusStudentPubsubToken: (await token(student.userId, requestTime(c)))?.jwt ?? null,
      focusStudentPubsubSubjects: { focus: userSubjects(student.userId).focus },
      endTime: Date.parse(session.endsAt),
    });
  });

  for (const [path, type] of [
    ['/focus-zone/join', 'RejoinFocusSession'],
    ['/focus-zone/leave', 'OptOutOfFocusSession'],
  ] as const) {
    app.post(path, validated('body', studentPayload), async (c) => {
      const student = requireUser(c);
      const command = commandContext(c);
      const { focusSessionId: id } = c.req.valid('json');
      await run(id, { type, data: { student: { userId: student.userId, role: student.role }, now: command.now } }, command);
      return c.json({ focusSessionId: id, studentHasOptedOut: type === 'OptOutOfFocusSession' });
    });
  }

  return app;
}
