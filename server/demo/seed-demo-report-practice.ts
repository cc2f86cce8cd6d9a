import { handleCommand } from '../../events/log/command-handler';
import { practice, practiceStreams } from '../../events/practice';
import { isCorrectResponse } from '../../events/practice/question-engine';
import { seededRandom } from '../../events/practice/seeded-random';
import { initialSmartScore, levelForScore, scoreAfter, type SmartScoreState } from '../../events/practice/smart-score';
import { directoryStreams, schoolDirectory, type SchoolDirectoryCommand } from '../../events/school-directory';
import { hashSecret } from '../auth/password';
import { DEMO_PASSWORD, demoUserId } from './demo-school';
import { demoResponse } from './seed-demo-practice';
import { seedDemoResourceAtCedar } from './seed-demo-quiz-resource-uses';
import type { FeatureLog } from '../features/feature-log';
import { catalogueSkill, regenerateQuestion, type CatalogueSkill } from '../practice/practice-skills';
import type { QuestionKeys } from '../practice/question-keys';

// The demo's practice beyond Grade 4 Room 12 (issue 18, docs/administrator-reports.md),
// so the administrator reports compare two schools and Progress Share has
// something to show: a Grade 6 class at Cedar Creek Middle School (Riverside's
// second school) with six students, and the Park family's children, mina and
// joon, practising at home. Over the school days (Monday–Friday, UTC) of the
// three weeks before the seed day, through the real practice decider, like
// server/demo/seed-demo-practice.ts. Deterministic for a seed day.

export const DEMO_CEDAR_CLASS = { classId: 'class_cedar_g6_room8', name: 'Grade 6 Room 8', grade: 6, teacher: { username: 'mr.hale', displayName: 'Mr. Hale' } } as const;
export const DEMO_CEDAR_STUDENTS = [
  { username: 'ivy.r', displayName: 'Ivy R.', ability: 0.9 },
  { username: 'max.t', displayName: 'Max T.', ability: 0.8 },
  { username: 'lena.p', displayName: 'Lena P.', ability: 0.86 },
  { username: 'omar.s', displayName: 'Omar S.', ability: 0.7 },
  { username: 'rosa.v', displayName: 'Rosa V.', ability: 0.93 },
  { username: 'finn.d', displayName: 'Finn D.', ability: 0.55 },
] as const;
/** The Park family's children (server/demo/demo-school.ts) and the grade of the skills they practise at home. */
export const DEMO_FAMILY_LEARNERS = [
  { username: 'mina', grade: 3, ability: 0.9 },
  { username: 'joon', grade: 1, ability: 0.8 },
] as const;

const DAYS = 21;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Learner {
  username: string;
  ability: number;
  skills: CatalogueSkill[];
}

/** Practisable skills of a grade's math (and one language arts skill), in catalogue order. */
function skillsOfGrade(log: FeatureLog<'catalogue' | 'directory'>, grade: number): CatalogueSkill[] {
  const pick = (subject: string, count: number) =>
    log.queries.catalogue
      .landingPage('US', subject, grade)
      .filter((item) => item.kind === 'skill' && item.upcoming === 0 && item.permacode)
      .map((item) => catalogueSkill(log.queries.catalogue, item.permacode!))
      .filter((skill): skill is CatalogueSkill => skill !== null && practisable(skill))
      .slice(0, count);
  return [...pick('math', 3), ...pick('ela', 1)];
}

function practisable(skill: CatalogueSkill): boolean {
  try {
    regenerateQuestion(skill, 1, 'demo-report-practice-probe');
    return true;
  } catch {
    return false;
  }
}

async function registerCedarClass(log: FeatureLog<'catalogue' | 'directory'>): Promise<void> {
  const passwordHash = await hashSecret(DEMO_PASSWORD);
  const context = { actor: 'system:demo-school', correlationId: 'demo-report-practice-seed' };
  const run = (streamId: string, command: SchoolDirectoryCommand) => handleCommand(log.store, schoolDirectory, streamId, command, context);
  const school = { schoolId: 'school_cedar', districtId: 'district_riverside' };
  const people = [
    { ...DEMO_CEDAR_CLASS.teacher, role: 'teacher' as const, email: `${DEMO_CEDAR_CLASS.teacher.username}@example.com` },
    ...DEMO_CEDAR_STUDENTS.map((student) => ({ username: student.username, displayName: student.displayName, role: 'student' as const, email: null })),
  ];
  for (const person of people) {
    const userId = demoUserId(person.username);
    await run(directoryStreams.user(userId), {
      type: 'RegisterUser',
      data: { userId, username: person.username, displayName: person.displayName, role: person.role, edition: 'US', ...school, parentUserId: null, passwordHash, email: person.email },
    });
  }
  const stream = directoryStreams.class(DEMO_CEDAR_CLASS.classId);
  const { classId, name, grade } = DEMO_CEDAR_CLASS;
  await run(stream, { type: 'CreateClass', data: { classId, schoolId: school.schoolId, name, grade, teacherUserId: demoUserId(DEMO_CEDAR_CLASS.teacher.username) } });
  for (const student of DEMO_CEDAR_STUDENTS) await run(stream, { type: 'EnrollStudent', data: { classId, studentUserId: demoUserId(student.username) } });
}

/**
 * Registers Cedar's Grade 6 class and writes its practice and the Park children's.
 * Does nothing (returns 0) when the class exists already or the catalogue lacks the skills.
 * Returns the answers written.
 */
export async function seedDemoReportPractice(log: FeatureLog<'catalogue' | 'directory'>, { keys, seedTime }: { keys: QuestionKeys; seedTime: Date }): Promise<number> {
  if (log.queries.directory.studentsOfClass(DEMO_CEDAR_CLASS.classId).length > 0) return 0;
  const grade6 = skillsOfGrade(log, DEMO_CEDAR_CLASS.grade);
  const family = DEMO_FAMILY_LEARNERS.map((learner) => ({ ...learner, skills: skillsOfGrade(log, learner.grade) }));
  if (grade6.length < 2 || family.some((learner) => learner.skills.length < 2)) return 0;
  await registerCedarClass(log);
  // Issue 29 item 5: mr.hale assigns the district's quiz resource; his students take it (the quiz-resource reports).
  await seedDemoResourceAtCedar(log, {
    classId: DEMO_CEDAR_CLASS.classId,
    teacherUsername: DEMO_CEDAR_CLASS.teacher.username,
    teacherName: DEMO_CEDAR_CLASS.teacher.displayName,
    studentUsernames: DEMO_CEDAR_STUDENTS.map((student) => student.username),
    seedTime,
  });
  const learners: Learner[] = [...DEMO_CEDAR_STUDENTS.map((student) => ({ username: student.username, ability: student.ability, skills: grade6 })), ...family];
  const seedDay = Date.UTC(seedTime.getUTCFullYear(), seedTime.getUTCMonth(), seedTime.getUTCDate());
  const responses = seededRandom(`demo-report-practice-responses|${seedTime.toISOString().slice(0, 10)}`);
  let written = 0;
  for (const learner of learners) {
    const random = seededRandom(`demo-report-practice|${learner.username}`);
    const userId = demoUserId(learner.username);
    const scores = new Map<number, SmartScoreState>();
    let questionNumber = 0;
    for (let daysBefore = DAYS; daysBefore >= 1; daysBefore--) {
      const day = seedDay - daysBefore * DAY_MS;
      const weekday = new Date(day).getUTCDay();
      if (weekday === 0 || weekday === 6 || !random.chance(0.55)) continue;
      // One skill a sitting: the first not yet proficient, else any; 8–16 questions, in the US afternoon.
      const skill = learner.skills.find((candidate) => (scores.get(candidate.skillId)?.score ?? 0) < 80) ?? random.pick(learner.skills);
      let at = day + random.int(15 * 60, 21 * 60) * 60_000;
      const count = random.int(8, 16);
      for (let n = 0; n < count; n++) {
        const before = scores.get(skill.skillId) ?? initialSmartScore();
        const level = levelForScore(before.score);
        const correct = random.chance(Math.max(0.3, learner.ability - 0.04 * (level - 1)));
        const secondsSpent = random.int(12, 70);
        at += secondsSpent * 1000;
        questionNumber++;
        const seed = `demo-${userId}-r${String(questionNumber).padStart(4, '0')}`;
        const question = regenerateQuestion(skill, level, keys.engineSeed(seed));
        const response = demoResponse(question, correct, responses);
        const askedAt = at - secondsSpent * 1000;
        const questionKey = keys.issue({ permacode: skill.permacode, level, seed, learnerId: userId, askedAt });
        await handleCommand(
          log.store,
          practice,
          practiceStreams.skill(userId, skill.skillId),
          {
            type: 'AnswerPracticeQuestion',
            data: {
              learner: { learnerId: userId, visitor: false },
              skill: { skillId: skill.skillId, permacode: skill.permacode, subject: skill.subject, grade: skill.grade },
              question: { questionKey, seed, level, learnerId: userId, askedAt },
              correct: isCorrectResponse(question.accepts, response),
              response,
              secondsSpent,
              answeredTodayByVisitor: 0,
              now: new Date(at),
            },
          },
          { actor: userId, correlationId: 'demo-report-practice-seed' },
        );
        scores.set(skill.skillId, scoreAfter(before, correct));
        written++;
        // Let the server's other start-up work (the NATS connection's handshake) run between answers.
        if (written % 25 === 0) await new Promise((resolve) => setImmediate(resolve));
        at += random.int(3, 12) * 1000;
      }
    }
  }
  return written;
}
