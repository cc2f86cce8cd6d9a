import { randomInt } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { handleCommand } from '../../events/log/command-handler';
import { DomainError } from '../../events/log/domain-error';
import type { Edition } from '../../events/curriculum';
import { CLASS_NAME_MAX, DISPLAY_NAME_MAX, keepsClass, mayKeepRoster, roster, type RosterActor, type RosterClass, type SchoolStudent } from '../../events/roster';
import { directoryStreams } from '../../events/school-directory';
import type { DirectoryUser } from '../../projections/school-directory';
import { hashSecret } from '../auth/password';
import { requireUser } from '../auth/current-user';
import type { FeatureLog } from '../features/feature-log';
import type { AppEnv } from '../http/app-env';
import { numberField } from '../http/body-fields';
import { commandContext } from '../http/command-context';
import { validated } from '../http/validated';

// The roster (`/roster/view`, issue 15): a teacher's classes and students.
// Every change is a school-directory event through the roster decider
// (events/roster.ts); see docs/roster.md.

const id = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'roster.invalid_id');

const createClassForm = z.object({
  name: z.string().max(CLASS_NAME_MAX * 2, 'roster.class_name_too_long'),
  grade: numberField(z.number().int().min(0, 'roster.invalid_grade').max(12, 'roster.invalid_grade')),
});

const addStudentForm = z.union([
  z.object({ classId: id, studentUserId: id }),
  z.object({
    classId: id,
    username: z.string().min(1, 'roster.invalid_username').max(64, 'roster.invalid_username'),
    displayName: z.string().max(DISPLAY_NAME_MAX * 2, 'roster.display_name_too_long'),
  }),
]);

const removeStudentForm = z.object({ classId: id, studentUserId: id });
const resetPasswordForm = z.object({ studentUserId: id });

/** 10 characters a child can type and read off a card: no 0/O, 1/l/I. */
const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export function newStudentPassword(): string {
  return Array.from({ length: 10 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
}

/** Spec-free answer of `GET /roster/classes`. */
export interface RosterView {
  hasSchool: boolean;
  classes: RosterClass[];
  schoolStudents: SchoolStudent[];
}

export function rosterRoutes(log: FeatureLog<'directory' | 'roster' | 'teacherSetup'>, options: { newPassword?: () => string } = {}) {
  const app = new Hono<AppEnv>();
  const { directory, teacherSetup: setups, roster: queries } = log.queries;
  const newPassword = options.newPassword ?? newStudentPassword;

  /** The actor with the school they chose in teacher setup (else the directory's). */
  const actorOf = (user: DirectoryUser): RosterActor => ({
    userId: user.userId,
    role: user.role,
    schoolId: (user.role === 'teacher' ? setups.setupOf(user.userId).schoolId : null) ?? user.schoolId,
    districtId: user.districtId,
  });
  const requireKeeper = (c: Parameters<typeof requireUser>[0]) => {
    const user = requireUser(c);
    if (!mayKeepRoster(user.role)) throw new DomainError('roster.not_allowed', 403);
    return user;
  };
  const studentFacts = (userId: string) => {
    const student = directory.userById(userId);
    return student ? { userId: student.userId, role: student.role, schoolId: student.schoolId } : null;
  };

  app.get('/roster/classes', (c) => {
    const user = requireUser(c);
    if (user.role !== 'teacher') throw new DomainError('roster.teachers_only', 403);
    const actor = actorOf(user);
    const view: RosterView = {
      hasSchool: actor.schoolId !== null,
      classes: queries.classesOf(user.userId),
      schoolStudents: actor.schoolId === null ? [] : queries.studentsOfSchool(actor.schoolId),
    };
    return c.json(view);
  });

  app.post('/roster/create-class', validated('body', createClassForm, 'roster.invalid'), async (c) => {
    const user = requireKeeper(c);
    const command = commandContext(c);
    const { name, grade } = c.req.valid('json');
    const classId = `class_${command.ids.id()}`;
    await handleCommand(log.store, roster, directoryStreams.class(classId), { type: 'CreateClass', data: { actor: actorOf(user), classId, name, grade } }, command);
    return c.json({ classId });
  });

  app.post('/roster/add-student', validated('body', addStudentForm, 'roster.invalid'), async (c) => {
    const user = requireKeeper(c);
    const body = c.req.valid('json');
    const actor = actorOf(user);
    const classDistrictId = queries.classOf(body.classId)?.districtId ?? null;
    if ('studentUserId' in body) {
      const command = commandContext(c);
      await handleCommand(
        log.store,
        roster,
        directoryStreams.class(body.classId),
        { type: 'EnrollStudent', data: { actor, classId: body.classId, student: studentFacts(body.studentUserId), classDistrictId } },
        command,
      );
      return c.json({ studentUserId: body.studentUserId });
    }
    // A new account: its initial password is in this answer only (never in the log, which keeps its hash), so a
    // retried request is a new request (as a sign-in is): the Idempotency-Key is not used here.
    const { idempotencyKey: _notForPasswords, ...command } = commandContext(c);
    const username = body.username.trim().toLowerCase();
    const cls = queries.classOf(body.classId);
    // The class must be the actor's before an account is made for it.
    if (!cls) throw new DomainError('roster.unknown_class', 404);
    if (!keepsClass(actor, cls)) throw new DomainError('roster.not_your_class', 403);
    const password = newPassword();
    const userId = `u_${command.ids.id()}`;
    await handleCommand(
      log.store,
      roster,
      directoryStreams.user(userId),
      {
        type: 'RegisterStudent',
        data: {
          actor,
          school: { schoolId: cls.schoolId, districtId: cls.districtId },
          keepsClass: true,
          userId,
          username,
          displayName: body.displayName,
          edition: user.edition as Edition,
          passwordHash: await hashSecret(password),
          usernameTaken: queries.usernameTaken(username),
        },
      },
      command,
    );
    await handleCommand(
      log.store,
      roster,
      directoryStreams.class(body.classId),
      { type: 'EnrollStudent', data: { actor, classId: body.classId, student: studentFacts(userId), classDistrictId } },
      command,
    );
    return c.json({ studentUserId: userId, username, initialPassword: password });
  });

  app.post('/roster/remove-student', validated('body', removeStudentForm, 'roster.invalid'), async (c) => {
    const user = requireKeeper(c);
    const command = commandContext(c);
    const { classId, studentUserId } = c.req.valid('json');
    const classDistrictId = queries.classOf(classId)?.districtId ?? null;
    await handleCommand(
      log.store,
      roster,
      directoryStreams.class(classId),
      { type: 'UnenrollStudent', data: { actor: actorOf(user), classId, studentUserId, classDistrictId } },
      command,
    );
    return c.json({ ok: true });
  });

  app.post('/roster/reset-password', validated('body', resetPasswordForm, 'roster.invalid'), async (c) => {
    const user = requireKeeper(c);
    // The new password is in this answer only: a retry is a new reset (no Idempotency-Key).
    const { idempotencyKey: _notForPasswords, ...command } = commandContext(c);
    const { studentUserId } = c.req.valid('json');
    const student = studentFacts(studentUserId);
    const studentOfActor =
      student !== null &&
      ((user.role === 'teacher' && queries.teachesStudent(user.userId, studentUserId)) ||
        (user.role === 'school_administrator' && user.schoolId !== null && student.schoolId === user.schoolId) ||
        (user.role === 'district_administrator' && user.districtId !== null && directory.userById(studentUserId)?.districtId === user.districtId));
    // Hash only once the rule holds (argon2 is slow: refusals are cheap).
    if (student === null || student.role !== 'student') throw new DomainError('roster.unknown_student', 404);
    if (!mayKeepRoster(user.role) || !studentOfActor) throw new DomainError('roster.not_your_student', 403);
    const password = newPassword();
    await handleCommand(
      log.store,
      roster,
      directoryStreams.user(studentUserId),
      { type: 'ResetStudentPassword', data: { actor: actorOf(user), student, studentOfActor, passwordHash: await hashSecret(password) } },
      command,
    );
    return c.json({ studentUserId, username: directory.userById(studentUserId)!.username, password });
  });

  return app;
}
