import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { FOCUS_MAX_DURATION_MINUTES, focusSessions, focusSessionStreams, focusSubjects, type FocusSubject } from '../../events/focus-sessions';
import { handleCommand } from '../../events/log/command-handler';
import { DomainError } from '../../events/log/domain-error';
import { userSubjects } from '../../events/log/push';
import type { FocusSessionSummary } from '../../projections/focus-sessions';
import { requireUser } from '../auth/current-user';
import type { EventLog } from '../event-log';
import { gradeLandingPagePath, gradeName, subjectNames } from '../focus-sessions/curriculum';
import type { FocusSessionTimers } from '../focus-sessions/focus-session-timers';
import type { AppEnv } from '../http/app-env';
import { requestFields } from '../http/request-fields';
import { pubsubEndpoint, type RealtimeAccess } from './pubsub';

/** Spec §9: the teacher's and student's checks repeat at most this far apart. */
export const FOCUS_CHECK_INTERVAL_MS = 30_000;

const startPayload = z.object({
  classId: z.string().max(64).optional(),
  studentUserIds: z.array(z.string().max(64)).max(2_000).optional(),
  subjects: z.array(z.enum(focusSubjects)).min(1, 'focus.no_subjects'),
  grades: z.array(z.number().int().min(0).max(12)).min(1, 'focus.no_grades'),
  durationMinutes: z.number().int().min(1).max(FOCUS_MAX_DURATION_MINUTES),
});
const sessionIdField = z.coerce.number().int().positive();

function invalid(error: z.ZodError): DomainError {
  const key = error.issues.find((issue) => issue.message.startsWith('focus.'))?.message;
  if (key) return new DomainError(key, 400);
  if (error.issues.some((issue) => issue.path[0] === 'durationMinutes')) return new DomainError('focus.invalid_duration', 400);
  return new DomainError('request.invalid', 400);
}

/** Spec §7 `/focus-zone/*`, plus start, remove-student and the teacher's session info (issue 5). */
export function focusSessionRoutes(log: EventLog, realtime: RealtimeAccess | null, timers: FocusSessionTimers | null, clock: () => Date) {
  const app = new Hono<AppEnv>();
  const { directory, focusSessions: queries } = log.queries;

  const token = async (userId: string) => (realtime ? await realtime.mintUserToken(userId, clock()) : null);
  const timeoutMs = (session: FocusSessionSummary) => Math.max(0, Math.min(Date.parse(session.endsAt) - clock().getTime(), FOCUS_CHECK_INTERVAL_MS));

  /** Spec §3 "Focus session (teacher)", with the subject to subscribe to beside the token. */
  const teacherSession = async (c: Context, session: FocusSessionSummary, teacherUserId: string) => ({
    focusSessionID: session.focusSessionId,
    pubsubEndpoint: realtime ? pubsubEndpoint(c, realtime) : null,
    pubsubToken: (await token(teacherUserId))?.jwt ?? null,
    pubsubSubjects: { teacher: userSubjects(teacherUserId).teacher },
    timeoutMs: timeoutMs(session),
    endTime: Date.parse(session.endsAt),
    allowedSubjectsText: session.subjects.map((subject) => subjectNames[subject]).join(', '),
    allowedGradesText: session.grades.map(gradeName).join(', '),
  });

  const run = (focusSessionId: number, command: Parameters<typeof focusSessions.decide>[0], actor: string, correlationId: string) =>
    handleCommand(log.store, focusSessions, focusSessionStreams.session(focusSessionId), command, { actor, correlationId });

  app.post('/focus-zone/start', async (c) => {
    const teacher = requireUser(c);
    const parsed = startPayload.safeParse(await requestFields(c));
    if (!parsed.success) throw invalid(parsed.error);
    const { classId, studentUserIds, subjects, grades, durationMinutes } = parsed.data;
    if (teacher.role !== 'teacher') throw new DomainError('focus.not_a_teacher', 403);
    if (queries.runningSessionOfTeacher(teacher.userId)) throw new DomainError('focus.already_running', 409);
    if (classId !== undefined && !directory.classesOfTeacher(teacher.userId).some((own) => own.classId === classId)) {
      throw new DomainError('focus.student_not_in_reach', 403);
    }
    const students = classId !== undefined ? directory.studentIdsOfClass(classId) : (studentUserIds ?? []);
    const focusSessionId = queries.nextFocusSessionId();
    run(
      focusSessionId,
      {
        type: 'StartFocusSession',
        data: {
          focusSessionId,
          teacher: { userId: teacher.userId, role: teacher.role },
          classId: classId ?? null,
          studentUserIds: students,
          reachableStudentUserIds: directory.studentsReachableBy(teacher),
          subjects: subjects as FocusSubject[],
          grades,
          durationMinutes,
          now: clock(),
        },
      },
      teacher.userId,
      c.get('correlationId'),
    );
    const session = queries.session(focusSessionId)!;
    timers?.arm(focusSessionId, Date.parse(session.endsAt));
    return c.json(await teacherSession(c, session, teacher.userId));
  });

  /** The teacher's classes and students, for the start dialog. */
  app.get('/focus-zone/classes', (c) => {
    const teacher = requireUser(c);
    if (teacher.role !== 'teacher') throw new DomainError('focus.not_a_teacher', 403);
    const classes = directory.classesOfTeacher(teacher.userId).map((summary) => ({
      ...summary,
      students: directory.studentsOfClass(summary.classId).map((student) => ({ userId: student.userId, displayName: student.displayName })),
    }));
    return c.json({ classes });
  });

  app.get('/focus-zone/teacher-session-info', async (c) => {
    const teacher = requireUser(c);
    const session = queries.runningSessionOfTeacher(teacher.userId);
    if (!session) return c.json(null);
    const names = directory.displayNamesOf(queries.participants(session.focusSessionId).map((p) => p.studentUserId));
    return c.json({
      ...(await teacherSession(c, session, teacher.userId)),
      students: queries.participants(session.focusSessionId).map((p) => ({ userId: p.studentUserId, displayName: names[p.studentUserId] ?? p.studentUserId, status: p.status })),
    });
  });

  app.get('/focus-zone/check-active', (c) => {
    const teacher = requireUser(c);
    const session = queries.runningSessionOfTeacher(teacher.userId);
    if (!session) return c.json({ timeoutMs: 0, focusSessionID: 0 });
    return c.json({ timeoutMs: timeoutMs(session), focusSessionID: session.focusSessionId, endTime: Date.parse(session.endsAt) });
  });

  app.get('/focus-zone/end', (c) => {
    const teacher = requireUser(c);
    const id = sessionIdField.safeParse(c.req.query('focusID'));
    if (!id.success) throw new DomainError('request.invalid', 400);
    run(id.data, { type: 'EndFocusSession', data: { teacher: { userId: teacher.userId, role: teacher.role }, now: clock() } }, teacher.userId, c.get('correlationId'));
    return c.json({ durationInMinutes: queries.session(id.data)?.durationInMinutes ?? 0 });
  });

  app.post('/focus-zone/remove-student', async (c) => {
    const teacher = requireUser(c);
    const fields = z.object({ focusSessionId: sessionIdField, studentUserId: z.string().min(1).max(64) }).safeParse(await requestFields(c));
    if (!fields.success) throw new DomainError('request.invalid', 400);
    const { focusSessionId, studentUserId } = fields.data;
    run(focusSessionId, { type: 'RemoveStudentFromFocusSession', data: { teacher: { userId: teacher.userId, role: teacher.role }, studentUserId, now: clock() } }, teacher.userId, c.get('correlationId'));
    return c.json({ focusSessionId, studentUserId, status: 'removed' });
  });

  app.get('/focus-zone/fetch-student-session-info', async (c) => {
    const student = requireUser(c);
    const running = student.role === 'student' ? queries.runningSessionOfStudent(student.userId) : null;
    if (!running) return c.json(null);
    const { session, status } = running;
    return c.json({
      focusSessionId: session.focusSessionId,
      allowedSubjectsText: session.subjects.map((subject) => subjectNames[subject]).join(', '),
      allowedGradesText: session.grades.map(gradeName).join(', '),
      redirectGradeLandingPageUrl: gradeLandingPagePath(session.subjects[0]!, session.grades[0]!),
      studentHasOptedOut: status === 'opted_out',
      focusStudentPubsubEndpoint: realtime ? pubsubEndpoint(c, realtime) : null,
      focusStudentPubsubToken: (await token(student.userId))?.jwt ?? null,
      focusStudentPubsubSubjects: { focus: userSubjects(student.userId).focus },
      endTime: Date.parse(session.endsAt),
    });
  });

  for (const [path, type] of [
    ['/focus-zone/join', 'RejoinFocusSession'],
    ['/focus-zone/leave', 'OptOutOfFocusSession'],
  ] as const) {
    app.post(path, async (c) => {
      const student = requireUser(c);
      const id = sessionIdField.safeParse((await requestFields(c)).focusSessionId);
      if (!id.success) throw new DomainError('request.invalid', 400);
      run(id.data, { type, data: { student: { userId: student.userId, role: student.role }, now: clock() } }, student.userId, c.get('correlationId'));
      return c.json({ focusSessionId: id.data, studentHasOptedOut: type === 'OptOutOfFocusSession' });
    });
  }

  return app;
}
