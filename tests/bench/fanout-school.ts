import { join } from 'node:path';
import { handleCommand } from '../../events/log/command-handler';
import { directoryStreams, schoolDirectory, type SchoolDirectoryCommand } from '../../events/school-directory';
import { hashSecret } from '../../server/auth/password';
import { DEMO_PASSWORD, demoUserId } from '../../server/demo/demo-school';
import { seedDemoSchool } from '../../server/demo/seed-demo-school';
import { openEventLog } from '../../server/event-log';

// The school the fan-out bench sends to: the demo school, then `studentCount`
// extra students in classes of about 30, all taught by ms.rivera, written to
// `<dataDir>/log.db` through the real command handlers before the server starts.

export const FANOUT_TEACHER = 'ms.rivera';
const CLASS_SIZE = 30;

export interface FanoutStudent {
  userId: string;
  username: string;
}

export interface FanoutSchool {
  teacherUsername: string;
  students: FanoutStudent[];
  classIds: string[];
  /** Events in the log after seeding. */
  events: number;
}

export async function prepareFanoutSchool(dataDir: string, studentCount: number): Promise<FanoutSchool> {
  const width = Math.max(4, String(studentCount).length);
  const students = Array.from({ length: studentCount }, (_, index): FanoutStudent => {
    const number = String(index + 1).padStart(width, '0');
    return { userId: `u_bench_s${number}`, username: `bench.s${number}` };
  });
  const classCount = Math.max(1, Math.round(studentCount / CLASS_SIZE));
  const classIds = Array.from({ length: classCount }, (_, index) => `class_bench_${String(index + 1).padStart(2, '0')}`);
  // Hashed once and shared: argon2id is deliberately slow, and sign-in only needs it to verify.
  const passwordHash = await hashSecret(DEMO_PASSWORD);

  const log = openEventLog({ path: join(dataDir, 'log.db'), synchronous: 'NORMAL' });
  try {
    await seedDemoSchool(log);
    const context = { actor: 'system:bench', correlationId: 'bench-fanout-school' };
    const run = (streamId: string, command: SchoolDirectoryCommand) => handleCommand(log.store, schoolDirectory, streamId, command, context);
    const teacherUserId = demoUserId(FANOUT_TEACHER);
    for (const student of students) {
      await run(directoryStreams.user(student.userId), {
        type: 'RegisterUser',
        data: {
          userId: student.userId,
          username: student.username,
          displayName: `Bench Student ${student.username.slice('bench.s'.length)}`,
          role: 'student',
          edition: 'US',
          schoolId: 'school_maple',
          districtId: 'district_riverside',
          parentUserId: null,
          passwordHash,
        },
      });
    }
    for (const [classIndex, classId] of classIds.entries()) {
      const stream = directoryStreams.class(classId);
      await run(stream, {
        type: 'CreateClass',
        data: { classId, schoolId: 'school_maple', name: `Bench class ${classIndex + 1}`, grade: 5, teacherUserId },
      });
      // Contiguous blocks: class k holds students [k·n/c, (k+1)·n/c).
      const from = Math.floor((classIndex * studentCount) / classCount);
      const to = Math.floor(((classIndex + 1) * studentCount) / classCount);
      for (const student of students.slice(from, to)) {
        await run(stream, { type: 'EnrollStudent', data: { classId, studentUserId: student.userId } });
      }
    }

    return { teacherUsername: FANOUT_TEACHER, students, classIds, events: log.store.lastPosition() };
  } finally {
    log.close();
  }
}
