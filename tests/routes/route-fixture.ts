import { join } from 'node:path';
import { liveMessageStreams } from '../../events/live-messages';
import { handleCommand } from '../../events/log/command-handler';
import { directoryStreams, schoolDirectory, type SchoolDirectoryCommand } from '../../events/school-directory';
import { hashSecret } from '../../server/auth/password';
import { DEMO_PASSWORD, demoUserId } from '../../server/demo/demo-school';
import type { RealtimeAccess } from '../../server/nats/realtime-access';
import { startTestApp } from '../support/test-app';
import { makeTempDir } from '../support/temp-dir';
import type { TestApp } from './route-request';

// Who calls the routes in the harness, and the state their requests act on.
// One template log (demo school, catalogue, a teacher at the second school, a
// session per role) is built once; every route gets its own app over a copy.

export const roles = ['visitor', 'student', 'teacher', 'otherTeacher', 'schoolAdministrator', 'districtAdministrator', 'parent', 'child', 'engineer'] as const;
export type Role = (typeof roles)[number];

/** The account behind each role (the visitor has none). */
export const accounts: Record<Exclude<Role, 'visitor'>, string> = {
  student: 'ava.b', // Grade 4 Room 12, ms.rivera's class
  teacher: 'ms.rivera', // school_maple, class_g4_room12
  otherTeacher: 'ms.birch', // school_cedar, class_cedar_g7 (seeded here)
  schoolAdministrator: 'admin.lee', // school_maple
  districtAdministrator: 'district.chen', // district_riverside
  parent: 'park.family',
  child: 'mina', // park.family's child (signs in with username and password)
  engineer: 'ops.kim', // issue 18: the event explorer
};

export const roleNames: Record<Role, string> = {
  visitor: 'visitor',
  student: 'student (ava.b)',
  teacher: 'teacher (ms.rivera)',
  otherTeacher: 'teacher of another school (ms.birch)',
  schoolAdministrator: 'school administrator (admin.lee)',
  districtAdministrator: 'district administrator (district.chen)',
  parent: 'parent (park.family)',
  child: 'child (mina)',
  engineer: 'engineer (ops.kim)',
};

/** The second school's teacher, class and student. */
export const otherSchool = {
  schoolId: 'school_cedar',
  districtId: 'district_riverside',
  teacher: { username: 'ms.birch', displayName: 'Ms. Birch' },
  student: { username: 'kai.w', displayName: 'Kai W.' },
  classId: 'class_cedar_g7',
} as const;

/** A second student of ms.rivera's class (the cross-tenant acknowledgement). */
export const classmate = 'noah.c';

/** Stands in for NATS: the routes that hand out credentials answer with a fake token. */
export const stubRealtime: RealtimeAccess = {
  endpoint: null,
  mintUserToken: async (userId, now) => ({ jwt: `test-jwt.${userId}`, expiresAt: new Date(now.getTime() + 10 * 60_000) }),
  status: () => 'connected',
};

async function seedOtherSchool(t: TestApp): Promise<void> {
  const passwordHash = await hashSecret(DEMO_PASSWORD);
  const context = { actor: 'system:route-harness', correlationId: 'route-harness-seed' };
  const run = (streamId: string, command: SchoolDirectoryCommand) => handleCommand(t.log.store, schoolDirectory, streamId, command, context);
  const { schoolId, districtId, classId } = otherSchool;
  const teacherUserId = demoUserId(otherSchool.teacher.username);
  const studentUserId = demoUserId(otherSchool.student.username);
  for (const [user, role] of [
    [otherSchool.teacher, 'teacher'],
    [otherSchool.student, 'student'],
  ] as const) {
    const userId = demoUserId(user.username);
    await run(directoryStreams.user(userId), {
      type: 'RegisterUser',
      data: { userId, username: user.username, displayName: user.displayName, role, edition: 'US', schoolId, districtId, parentUserId: null, passwordHash },
    });
  }
  await run(directoryStreams.class(classId), { type: 'CreateClass', data: { classId, schoolId, name: 'Grade 7 Birch', grade: 7, teacherUserId } });
  await run(directoryStreams.class(classId), { type: 'EnrollStudent', data: { classId, studentUserId } });
}

export interface Template {
  file: string;
  /** username → session cookie, valid in every copy. */
  cookies: Record<string, string>;
  /** A skill's permacode from the published catalogue. */
  permacode: string;
  remove(): void;
}

/** The demo school with the catalogue, the second school and a session for every account of the harness. */
export async function buildTemplate(): Promise<Template> {
  const t = await startTestApp({ catalogue: true, realtime: stubRealtime });
  try {
    await seedOtherSchool(t);
    const cookies: Record<string, string> = {};
    for (const username of [...Object.values(accounts), classmate, otherSchool.student.username]) cookies[username] = await t.signIn(username);
    const skill = t.log.queries.catalogue.landingPage('US', 'math', 4).find((item) => item.kind === 'skill' && item.permacode);
    if (!skill?.permacode) throw new Error('the catalogue has no grade 4 math skill');
    const dir = makeTempDir('route-harness-');
    const file = join(dir.path, 'template.db');
    t.snapshot(file);
    return { file, cookies, permacode: skill.permacode, remove: dir.remove };
  } finally {
    t.close();
  }
}

async function must(response: Response | Promise<Response>, what: string): Promise<Response> {
  const answered = await response;
  if (!answered.ok) throw new Error(`fixture: ${what} answered ${answered.status} ${await answered.text()}`);
  return answered;
}

export type TeacherRole = 'teacher' | 'otherTeacher';

/** An app over a copy of the template, and what the request builders need to know and set up. */
export class RouteFixture {
  private constructor(
    readonly t: TestApp,
    private readonly template: Template,
  ) {}

  static async open(template: Template): Promise<RouteFixture> {
    return new RouteFixture(await startTestApp({ from: template.file, realtime: stubRealtime }), template);
  }

  close(): void {
    this.t.close();
  }

  get permacode(): string {
    return this.template.permacode;
  }

  username(role: Role): string | null {
    return role === 'visitor' ? null : accounts[role];
  }

  userId(role: Role): string | null {
    const username = this.username(role);
    return username === null ? null : demoUserId(username);
  }

  /** The role's session cookie (none for the visitor). */
  cookie(role: Role): string | undefined {
    const username = this.username(role);
    return username === null ? undefined : this.cookieOf(username);
  }

  cookieOf(username: string): string {
    const cookie = this.template.cookies[username];
    if (!cookie) throw new Error(`fixture: no session for ${username}`);
    return cookie;
  }

  /** A new session of the role's account (for a request that ends it). */
  async freshCookie(role: Role): Promise<string | undefined> {
    const username = this.username(role);
    return username === null ? undefined : this.t.signIn(username);
  }

  /** The teacher whose resources a role's request acts on: its own for the other school's teacher, else ms.rivera's. */
  ownerFor(role: Role): TeacherRole {
    return role === 'otherTeacher' ? 'otherTeacher' : 'teacher';
  }

  classOf(teacher: TeacherRole): string {
    return teacher === 'otherTeacher' ? otherSchool.classId : 'class_g4_room12';
  }

  /** A student within the role's reach (ms.rivera's ava.b for everyone but the other school's teacher). */
  studentFor(role: Role): string {
    return demoUserId(role === 'otherTeacher' ? otherSchool.student.username : accounts.student);
  }

  /** Ends the teacher's running focus session, if any (through the app). */
  async endRunningSession(teacher: TeacherRole): Promise<void> {
    const running = this.t.log.queries.focusSessions.runningSessionOfTeacher(this.userId(teacher)!);
    if (running) await must(this.t.request(`/focus-zone/end?focusID=${running.focusSessionId}`, { cookie: this.cookie(teacher)! }), 'ending the running focus session');
  }

  /** A new focus session of the teacher's class (every student in), after ending the running one. */
  async freshFocusSession(teacher: TeacherRole): Promise<number> {
    await this.endRunningSession(teacher);
    const response = await must(
      this.t.postJson('/focus-zone/start', { classId: this.classOf(teacher), subjects: ['math'], grades: [4], durationMinutes: 30 }, { cookie: this.cookie(teacher)! }),
      'starting a focus session',
    );
    return ((await response.json()) as { focusSessionID: number }).focusSessionID;
  }

  /** A new live message from the sender to one student; its message id. */
  async messageTo(studentUserId: string, sender: Role = 'teacher'): Promise<string> {
    const response = await must(
      this.t.request('/liveMessage/sendMessage', {
        method: 'POST',
        cookie: this.cookie(sender)!,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams([
          ['message', 'Open lesson 5'],
          ['studentUserIds', studentUserId],
        ]),
      }),
      'sending a live message',
    );
    const { batchId } = (await response.json()) as { batchId: string };
    const [sent] = await this.t.log.store.readStream(liveMessageStreams.batch(batchId));
    const recipient = (sent?.data as { recipients?: { messageId: string; studentUserId: string }[] } | undefined)?.recipients?.find((r) => r.studentUserId === studentUserId);
    if (!recipient) throw new Error('fixture: the live message has no copy for the student');
    return recipient.messageId;
  }
}
