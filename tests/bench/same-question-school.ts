import { join } from 'node:path';
import { handleCommand } from '../../events/log/command-handler';
import { generateQuestion, type PracticeSkill } from '../../events/practice/question-engine';
import { directoryStreams, schoolDirectory, type SchoolDirectoryCommand } from '../../events/school-directory';
import { signIn, signInStreams } from '../../events/sign-in';
import { hashSessionToken, newSessionToken, REMEMBERED_SESSION_MS, SESSION_COOKIE } from '../../server/auth/session-token';
import { hashSecret } from '../../server/auth/password';
import { generateCatalogue } from '../../server/catalogue/generate-catalogue';
import { DEMO_PASSWORD } from '../../server/demo/demo-school';
import { seedDemoSchool } from '../../server/demo/seed-demo-school';
import { openEventLog } from '../../server/event-log';

// The same-question-mode bench's school: the demo school, then `studentCount`
// students in classes of about 30, each class with its own teacher (a teacher
// runs one room at a time), everyone signed in. Sessions are started through the
// sign-in decider as POST /signin does after checking the password (a thousand
// argon2id checks would dominate the set-up and are not what the bench measures).

const CLASS_SIZE = 30;

export interface BenchPerson {
  userId: string;
  username: string;
  /** `lc_session=…`. */
  cookie: string;
}

export interface SameQuestionClass {
  classId: string;
  teacher: BenchPerson;
  students: BenchPerson[];
}

export interface SameQuestionSchool {
  classes: SameQuestionClass[];
  /** A grade 5 math skill of the catalogue the server publishes on start. */
  permacode: string;
  events: number;
}

function benchSkill(): string {
  const section = generateCatalogue().find((candidate) => candidate.edition === 'US' && candidate.subject === 'math' && candidate.grade === 5)!;
  for (const skill of section.skills) {
    if (skill.upcoming) continue;
    const engine: PracticeSkill = { subject: 'math', grade: 5, topic: skill.tags[1] ?? skill.tags[0] ?? '', name: skill.name };
    try {
      generateQuestion(engine, 1, 'bench-probe');
      return skill.permacode;
    } catch {
      // a topic without questions: the next skill
    }
  }
  throw new Error('no practisable grade 5 math skill in the catalogue');
}

export async function prepareSameQuestionSchool(dataDir: string, studentCount: number): Promise<SameQuestionSchool> {
  const classCount = Math.max(1, Math.round(studentCount / CLASS_SIZE));
  const width = Math.max(4, String(studentCount).length);
  const passwordHash = await hashSecret(DEMO_PASSWORD);
  const log = openEventLog({ path: join(dataDir, 'log.db'), synchronous: 'NORMAL' });
  try {
    await seedDemoSchool(log);
    const context = { actor: 'system:bench', correlationId: 'bench-same-question-school' };
    const run = (streamId: string, command: SchoolDirectoryCommand) => handleCommand(log.store, schoolDirectory, streamId, command, context);
    const expiresAt = new Date(Date.now() + REMEMBERED_SESSION_MS).toISOString();
    let sessions = 0;
    const register = async (userId: string, username: string, displayName: string, role: 'teacher' | 'student'): Promise<BenchPerson> => {
      await run(directoryStreams.user(userId), {
        type: 'RegisterUser',
        data: { userId, username, displayName, role, edition: 'US', schoolId: 'school_maple', districtId: 'district_riverside', parentUserId: null, passwordHash },
      });
      const token = newSessionToken();
      const sessionId = `bench_sqm_session_${++sessions}`;
      await handleCommand(
        log.store,
        signIn,
        signInStreams.session(sessionId),
        { type: 'StartSession', data: { sessionId, userId, tokenHash: hashSessionToken(token), rememberUser: true, expiresAt, address: '127.0.0.1', location: null, switchedFromSessionId: null } },
        { actor: userId, correlationId: 'bench-same-question-sessions' },
      );
      return { userId, username, cookie: `${SESSION_COOKIE}=${token}` };
    };
    const classes: SameQuestionClass[] = [];
    for (let index = 0; index < classCount; index++) {
      const number = String(index + 1).padStart(2, '0');
      const teacher = await register(`u_bench_t${number}`, `bench.t${number}`, `Mx. Bench${number}`, 'teacher');
      const classId = `class_bench_sqm_${number}`;
      await run(directoryStreams.class(classId), { type: 'CreateClass', data: { classId, schoolId: 'school_maple', name: `Bench room ${number}`, grade: 5, teacherUserId: teacher.userId } });
      const from = Math.floor((index * studentCount) / classCount);
      const to = Math.floor(((index + 1) * studentCount) / classCount);
      const students: BenchPerson[] = [];
      for (let n = from; n < to; n++) {
        const code = String(n + 1).padStart(width, '0');
        const student = await register(`u_bench_s${code}`, `bench.s${code}`, `Bench Student ${code}`, 'student');
        await run(directoryStreams.class(classId), { type: 'EnrollStudent', data: { classId, studentUserId: student.userId } });
        students.push(student);
      }
      classes.push({ classId, teacher, students });
    }
    return { classes, permacode: benchSkill(), events: log.store.lastPosition() };
  } finally {
    log.close();
  }
}
