import { handleCommand } from '../../events/log/command-handler';
import { quizStreams, quizzes, type QuizCommand } from '../../events/quizzes';
import { sparkStudio, sparkStudioStreams, type SparkQuestion, type SparkStudioEvent } from '../../events/spark-studio';
import type { FeatureLog } from '../features/feature-log';
import { demoClasses, demoDistrict, demoUserId, demoUsername } from './demo-school';
import { DEMO_QUESTION_SET_ID } from './seed-demo-question-sets';
import { seedDemoResourceTakers } from './seed-demo-quiz-resource-uses';

// The demo's quizzes (issue 29 item 6, docs/quizzes.md), through the quizzes decider:
// - ms.rivera's "Fractions check" from her Spark Studio set: Grade 4 Room 12 took it three days before the
//   seed (eight students' attempts, one left to its time limit), it closed and she released the results;
// - mr.okafor's "Fractions review" from the same set (shared with Maple), for Grade 5 Room 3, shared with the
//   district: the demo district's quiz resource, which ms.rivera and the district's teachers list and assign;
//   four of his students take it (seed-demo-quiz-resource-uses.ts: the administrator quiz-resource reports).

export const DEMO_QUIZ_ID = 'quiz_demo_fractions';
export const DEMO_QUIZ_RESOURCE_ID = 'quiz_demo_fractions_review';

const HOUR = 3_600_000;
const context = { actor: 'system:demo-school', correlationId: 'demo-quizzes-seed' };

/** The demo's set, as the quiz snapshots it (seed-demo-question-sets.ts writes it first): folded from its stream. */
function demoSet(log: FeatureLog): { questionSetId: string; title: string; questions: SparkQuestion[] } {
  const events = log.store.readStream(sparkStudioStreams.set(DEMO_QUESTION_SET_ID)) as unknown as SparkStudioEvent[];
  const set = events.reduce(sparkStudio.evolve, sparkStudio.initialState());
  if (set.questionSetId === null) throw new Error('seedDemoQuizzes: the demo question set is missing (seed it first)');
  return { questionSetId: set.questionSetId, title: set.title, questions: [...set.questions] };
}

/** The time the log's last event was recorded at: the demo's own "now". */
function seedTimeOf(log: FeatureLog): Date {
  const last = log.store.lastPosition();
  const [event] = last > 0 ? log.store.readAll(last - 1, 1) : [];
  return event ? new Date(event.metadata.at) : new Date();
}

/** Each student's answers to the three questions (null: not answered), and whether they submitted. */
const attempts: [displayName: string, answers: (string | null)[], submitted: boolean][] = [
  ['Ava B.', ['3/6', '9', 'denominator'], true],
  ['Noah C.', ['3/6', '8', 'denominator'], true],
  ['Mia D.', ['1/4', '9', 'numerator'], true],
  ['Liam E.', ['3/6', '9', 'Denominator'], true],
  ['Emma F.', ['2/3', '12', 'bottom'], true],
  ['Lucas G.', ['3/6', '9', null], false],
  ['Olivia H.', ['5/8', '9', 'denominator'], true],
  ['Ethan I.', ['3/6', '6', 'numerator'], true],
];

export async function seedDemoQuizzes(log: FeatureLog, now: Date = seedTimeOf(log)): Promise<void> {
  const set = demoSet(log);
  const room12 = demoClasses.find((each) => each.classId === 'class_g4_room12')!;
  const room3 = demoClasses.find((each) => each.classId === 'class_g5_room3')!;
  const opensAt = new Date(now.getTime() - 3 * 24 * HOUR);
  const build = (quizId: string, teacher: string, displayName: string, title: string, demoClass: typeof room12, at: Date, closesAt: Date): QuizCommand => {
    const students = demoClass.students.map(demoUserId);
    return {
      type: 'CreateQuiz',
      data: {
        quizId,
        teacher: { userId: demoUserId(teacher), role: 'teacher', displayName, schoolId: 'school_maple', districtId: demoDistrict.districtId },
        title,
        source: { kind: 'questionSet', set },
        classIds: [demoClass.classId],
        studentUserIds: students,
        reachableClassIds: new Set([demoClass.classId]),
        reachableStudentUserIds: new Set(students),
        opensAt: at,
        closesAt,
        timeLimitMinutes: 20,
        now: new Date(at.getTime() - HOUR),
      },
    };
  };
  const onQuiz = (quizId: string, command: QuizCommand) => handleCommand(log.store, quizzes, quizStreams.quiz(quizId), command, context);
  const onAttempt = (studentUserId: string, command: QuizCommand) =>
    handleCommand(log.store, quizzes, quizStreams.attempt(DEMO_QUIZ_ID, studentUserId), command, context, { foldsFirst: [quizStreams.quiz(DEMO_QUIZ_ID)] });

  await onQuiz(DEMO_QUIZ_ID, build(DEMO_QUIZ_ID, 'ms.rivera', 'Ms. Rivera', 'Fractions check', room12, opensAt, new Date(opensAt.getTime() + 2 * HOUR)));
  for (const [index, [displayName, answers, submitted]] of attempts.entries()) {
    const student = { userId: demoUserId(demoUsername(displayName)), role: 'student' };
    const startedAt = opensAt.getTime() + 5 * 60_000 + index * 60_000;
    await onAttempt(student.userId, { type: 'StartQuiz', data: { student, now: new Date(startedAt) } });
    for (const [n, response] of answers.entries()) {
      if (response === null) continue;
      await onAttempt(student.userId, { type: 'AnswerQuizQuestion', data: { student, questionKey: `q${n + 1}`, response, now: new Date(startedAt + (n + 1) * 90_000) } });
    }
    if (submitted) await onAttempt(student.userId, { type: 'SubmitQuiz', data: { student, now: new Date(startedAt + 6 * 60_000) } });
  }
  const rivera = { userId: demoUserId('ms.rivera'), role: 'teacher' };
  await onQuiz(DEMO_QUIZ_ID, { type: 'ReleaseQuizResults', data: { actor: rivera, now: new Date(opensAt.getTime() + 3 * HOUR) } });

  // The district's quiz resource: mr.okafor's, open for his class for the coming week, shared with the district.
  const okafor = { userId: demoUserId('mr.okafor'), role: 'teacher' };
  const reviewOpens = new Date(now.getTime() - 24 * HOUR);
  await onQuiz(DEMO_QUIZ_RESOURCE_ID, build(DEMO_QUIZ_RESOURCE_ID, 'mr.okafor', 'Mr. Okafor', 'Fractions review', room3, reviewOpens, new Date(now.getTime() + 7 * 24 * HOUR)));
  await onQuiz(DEMO_QUIZ_RESOURCE_ID, { type: 'ShareQuiz', data: { actor: okafor, scope: 'district', now: reviewOpens } });
  await seedDemoResourceTakers(log, reviewOpens);
}
