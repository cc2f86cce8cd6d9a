import { join } from 'node:path';
import { handleCommand } from '../../events/log/command-handler';
import { generateQuestion, type PracticeSkill } from '../../events/practice/question-engine';
import { signIn, signInStreams } from '../../events/sign-in';
import { generateCatalogue } from '../../server/catalogue/generate-catalogue';
import { hashSessionToken, newSessionToken, REMEMBERED_SESSION_MS, SESSION_COOKIE } from '../../server/auth/session-token';
import { openEventLog } from '../../server/event-log';
import { prepareFanoutSchool, type FanoutSchool, type FanoutStudent } from './fanout-school';

// The practice bench's school: the fan-out bench's (the demo school, then
// `studentCount` students in classes of about 30, all ms.rivera's), every student
// signed in. Sessions are started through the sign-in decider as POST /signin does
// after checking the password — a thousand argon2id checks would dominate the
// set-up and are not what this bench measures (the teacher signs in over HTTP).

export interface PractisingStudent extends FanoutStudent {
  /** `lc_session=…` for the student's session. */
  cookie: string;
}

export interface PracticeSchool extends Omit<FanoutSchool, 'students'> {
  students: PractisingStudent[];
  /** The skill everyone practises: a grade 5 math skill of the US catalogue (the bench classes are grade 5). */
  permacode: string;
  skillName: string;
}

/** The first practisable grade 5 math skill of the generated catalogue (the server publishes it on start). */
function benchSkill(): { permacode: string; name: string } {
  const section = generateCatalogue().find((candidate) => candidate.edition === 'US' && candidate.subject === 'math' && candidate.grade === 5)!;
  for (const skill of section.skills) {
    if (skill.upcoming) continue;
    const engine: PracticeSkill = { subject: 'math', grade: 5, topic: skill.tags[1] ?? skill.tags[0] ?? '', name: skill.name };
    try {
      generateQuestion(engine, 1, 'bench-probe');
      return { permacode: skill.permacode, name: skill.name };
    } catch {
      // a topic without questions: the next skill
    }
  }
  throw new Error('no practisable grade 5 math skill in the catalogue');
}

export async function preparePracticeSchool(dataDir: string, studentCount: number): Promise<PracticeSchool> {
  const school = await prepareFanoutSchool(dataDir, studentCount);
  const log = openEventLog({ path: join(dataDir, 'log.db'), synchronous: 'NORMAL' });
  try {
    const expiresAt = new Date(Date.now() + REMEMBERED_SESSION_MS).toISOString();
    const students: PractisingStudent[] = [];
    for (const [index, student] of school.students.entries()) {
      const token = newSessionToken();
      const sessionId = `bench_session_${index + 1}`;
      await handleCommand(
        log.store,
        signIn,
        signInStreams.session(sessionId),
        { type: 'StartSession', data: { sessionId, userId: student.userId, tokenHash: hashSessionToken(token), rememberUser: true, expiresAt, address: '127.0.0.1', location: null, switchedFromSessionId: null } },
        { actor: student.userId, correlationId: 'bench-practice-sessions' },
      );
      students.push({ ...student, cookie: `${SESSION_COOKIE}=${token}` });
    }
    const skill = benchSkill();
    return { ...school, students, permacode: skill.permacode, skillName: skill.name, events: log.store.lastPosition() };
  } finally {
    log.close();
  }
}
