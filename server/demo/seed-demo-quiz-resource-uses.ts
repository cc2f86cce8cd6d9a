import { handleCommand } from '../../events/log/command-handler';
import { quizStreams, quizzes, type QuizCommand, type QuizEvent } from '../../events/quizzes';
import type { FeatureLog } from '../features/feature-log';
import { demoDistrict, demoUserId, demoUsername } from './demo-school';

// The demo district's quiz resource in use (issue 29 item 5, docs/administrator-reports.md
// "Quiz resource reports"), through the quizzes decider, so Quiz Resource Results and Item
// Analysis open with data for district.chen (both schools) and admin.lee (Maple):
// - Maple: four of mr.okafor's Grade 5 Room 3 students take "Fractions review" (the resource
//   itself, open for the week) and submit it;
// - Cedar Creek: mr.hale assigns it to his Grade 6 Room 8 (a quiz of his from the resource)
//   the day the seed ran, open two hours; five of its six students submit, one never starts.
// Deterministic for a seed time.

const HOUR = 3_600_000;
const MINUTE = 60_000;
const context = { actor: 'system:demo-school', correlationId: 'demo-quiz-resource-seed' };
/** The resource (server/demo/seed-demo-quizzes.ts) and mr.hale's quiz from it. */
const RESOURCE_ID = 'quiz_demo_fractions_review';
export const DEMO_CEDAR_RESOURCE_QUIZ_ID = 'quiz_demo_fractions_review_cedar';

type Store = Pick<FeatureLog, 'store'>;

/** The demo set's three questions answered: [answers (null: not answered), submitted]. */
type Taker = [username: string, answers: (string | null)[]];

/** Each taker starts a minute after the last, answers a question every 90 s, and submits. */
async function take(log: Store, quizId: string, takers: readonly Taker[], startMs: number): Promise<void> {
  for (const [index, [username, answers]] of takers.entries()) {
    const student = { userId: demoUserId(username), role: 'student' };
    const startedAt = startMs + index * MINUTE;
    const run = (command: QuizCommand) => handleCommand(log.store, quizzes, quizStreams.attempt(quizId, student.userId), command, context, { foldsFirst: [quizStreams.quiz(quizId)] });
    await run({ type: 'StartQuiz', data: { student, now: new Date(startedAt) } });
    for (const [n, response] of answers.entries()) {
      if (response !== null) await run({ type: 'AnswerQuizQuestion', data: { student, questionKey: `q${n + 1}`, response, now: new Date(startedAt + (n + 1) * 90_000) } });
    }
    await run({ type: 'SubmitQuiz', data: { student, now: new Date(startedAt + 6 * MINUTE) } });
  }
}

/** Maple: Grade 5 Room 3 takes the resource, an hour after it opened (`opensAt`). */
export async function seedDemoResourceTakers(log: Store, opensAt: Date): Promise<void> {
  const takers: Taker[] = [
    [demoUsername('Leo K.'), ['3/6', '9', 'denominator']],
    [demoUsername('Aria A.'), ['2/4', '9', 'numerator']],
    [demoUsername('Jack B.'), ['3/6', '8', 'denominator']],
    [demoUsername('Lily C.'), ['3/6', '9', null]],
  ];
  await take(log, RESOURCE_ID, takers, opensAt.getTime() + HOUR);
}

/**
 * Cedar Creek: mr.hale assigns the resource to his class (`classId`, its `studentUsernames`)
 * and most of them take it. Called when the class is registered (seed-demo-report-practice.ts);
 * does nothing when the resource is missing (a log seeded without it).
 */
export async function seedDemoResourceAtCedar(log: Store, { classId, teacherUsername, teacherName, studentUsernames, seedTime }: { classId: string; teacherUsername: string; teacherName: string; studentUsernames: readonly string[]; seedTime: Date }): Promise<void> {
  const resourceState = (log.store.readStream(quizStreams.quiz(RESOURCE_ID)) as unknown as QuizEvent[]).reduce(quizzes.evolve, quizzes.initialState());
  const resource = resourceState.quiz;
  if (resource === null || resourceState.scope === null) return;
  const opensAt = new Date(seedTime.getTime() - 6 * HOUR);
  const students = studentUsernames.map(demoUserId);
  await handleCommand(log.store, quizzes, quizStreams.quiz(DEMO_CEDAR_RESOURCE_QUIZ_ID), {
    type: 'CreateQuiz',
    data: {
      quizId: DEMO_CEDAR_RESOURCE_QUIZ_ID,
      teacher: { userId: demoUserId(teacherUsername), role: 'teacher', displayName: teacherName, schoolId: 'school_cedar', districtId: demoDistrict.districtId },
      title: resource.title,
      source: {
        kind: 'resource',
        resource: { quizId: resource.quizId, title: resource.title, source: resource.source, items: resource.items, scope: resourceState.scope, schoolId: resource.schoolId, districtId: resource.districtId },
      },
      classIds: [classId],
      studentUserIds: students,
      reachableClassIds: new Set([classId]),
      reachableStudentUserIds: new Set(students),
      opensAt,
      closesAt: new Date(opensAt.getTime() + 2 * HOUR),
      timeLimitMinutes: 20,
      now: new Date(opensAt.getTime() - HOUR),
    },
  }, context);
  const answers: (string | null)[][] = [
    ['3/6', '9', 'denominator'],
    ['3/6', '6', 'denominator'],
    ['1/4', '9', 'numerator'],
    ['3/6', '9', 'denominator'],
    ['2/3', '8', 'bottom'],
  ];
  // The last student never starts it.
  await take(log, DEMO_CEDAR_RESOURCE_QUIZ_ID, studentUsernames.slice(0, answers.length).map((username, index): Taker => [username, answers[index]!]), opensAt.getTime() + 10 * MINUTE);
}
