import { addDays, assessmentWindows, assessmentWindowStreams, calendarDateIn, type AssessmentType } from '../../events/assessment-windows';
import { assessments, assessmentStreams, LEVELUP_IDS, windowAssessmentId, type AssessmentCommand, type AssessmentFacts, type SittingItem } from '../../events/assessments';
import { handleCommand } from '../../events/log/command-handler';
import { generateQuestion, type QuestionLevel } from '../../events/practice/question-engine';
import { seededRandom, type Random } from '../../events/practice/seeded-random';
import { diagnosticSkills, formQuestions, levelUpQuestion } from '../assessments/diagnostic-skills';
import { knownAssessment, placementOf, type KnownAssessment } from '../assessments/student-assessments';
import type { FeatureLog } from '../features/feature-log';
import type { QuestionKeys } from '../practice/question-keys';
import { demoClasses, demoUserId } from './demo-school';
import { demoResponse } from './seed-demo-practice';
import { DEMO_COMMON_ID, seedDemoCommonAssessment } from './seed-demo-common-assessment';
import { DEMO_CEDAR_CLASS, DEMO_CEDAR_STUDENTS } from './seed-demo-report-practice';

// The demo's assessments (issue 30 item 6, docs/diagnostics.md "Demo"), every sitting through the assessments
// decider with the questions a real sitting draws:
// - Grade 4 Room 12 took Maple's fall math screener and math benchmark (two closed windows, ending more than
//   30 days before the seed so the administrators' list stays short) and two LevelUp math sittings: all but
//   the last two students, so most of the class is pinpointed;
// - an open math screener window (from yesterday for ten days) nobody has taken: ava.b takes it in the e2e;
// - Cedar Creek's Grade 6 Room 8 (seeded with the report practice) took a Flex math snapshot;
// - the district's common assessment (district.chen's Spark Studio set, assigned to Maple's grade 4, closed five
//   days ago): the same students of Grade 4 Room 12 took it (seed-demo-common-assessment.ts).

type Log = FeatureLog<'assessments' | 'assessmentWindows' | 'catalogue' | 'diagnosticLevels' | 'directory' | 'sparkStudio'>;

export const DEMO_WINDOWS = {
  fallScreener: 'window_maple_math_screener_fall',
  fallBenchmark: 'window_maple_math_benchmark_fall',
  openScreener: 'window_maple_math_screener',
} as const;
export const DEMO_FLEX_ID = 'flex-demo-cedar-math';

const DAY = 86_400_000;
const context = { actor: 'system:demo-school', correlationId: 'demo-assessments-seed' };

async function scheduleWindow(log: Log, windowId: string, assessmentType: AssessmentType, startDate: string, dueDate: string): Promise<void> {
  await handleCommand(
    log.store,
    assessmentWindows,
    assessmentWindowStreams.window(windowId),
    {
      type: 'ScheduleAssessmentWindow',
      data: {
        windowId,
        administrator: { userId: demoUserId('admin.lee'), role: 'school_administrator' },
        administeredSchoolIds: new Set(['school_maple']),
        schoolIds: ['school_maple'],
        subject: 'math',
        assessmentType,
        startDate,
        dueDate,
        today: startDate, // scheduled on its first day
      },
    },
    context,
  );
}

/** Right with a chance that falls as the question is harder than the student's level (a logistic in 60-point steps). */
const answerOf = (item: SittingItem, level: number, random: Random): string => {
  if (item.spark) {
    // A common assessment's Spark Studio question: right about as often as a grade-4 question at the student's level.
    const right = random.chance(1 / (1 + Math.exp((450 - level) / 60)));
    if (right) return item.spark.answer;
    return item.spark.kind === 'multipleChoice' ? item.spark.choices.find((choice) => choice !== item.spark!.answer)! : item.spark.kind === 'number' ? '0' : 'fraction';
  }
  const question = generateQuestion(item.engine, item.level as QuestionLevel, item.seed);
  const correct = random.chance(1 / (1 + Math.exp((item.difficulty - level) / 60)));
  return demoResponse(question, correct, random);
};

/** One student's whole sitting of an assessment, `start` at the given time, an answer a minute. */
async function takeSitting(log: Log, keys: QuestionKeys, assessment: KnownAssessment, username: string, level: number, start: Date, random: Random): Promise<void> {
  const student = log.queries.directory.accountByUsername(username);
  if (!student) return;
  const placement = placementOf(log, student);
  const facts: AssessmentFacts = { assessmentId: assessment.assessmentId, kind: assessment.kind, title: assessment.title, subject: assessment.subject, assessmentType: assessment.assessmentType, opensAt: assessment.opensAt, closesAt: assessment.closesAt, assigned: true };
  const skills = diagnosticSkills(log.queries.catalogue, student.edition, assessment.subject);
  const streamId = assessmentStreams.sitting(assessment.assessmentId, student.userId);
  const form = assessment.form(placement.grade, skills);
  const items = form ? formQuestions(log.queries.catalogue, skills, form, (itemKey) => keys.engineSeed(`assessment:${assessment.assessmentId}:${student.userId}:${itemKey}`), assessment.sparkItems) : [];
  const run = (command: AssessmentCommand) => handleCommand(log.store, assessments, streamId, command, context);
  const actor = { userId: student.userId, role: student.role };
  await run({ type: 'StartAssessment', data: { student: actor, assessment: facts, placement, items, now: start } });
  for (let n = 1; ; n++) {
    const sitting = log.queries.assessments.sitting(assessment.assessmentId, student.userId);
    if (!sitting || sitting.finishedAt !== null) return;
    let item: SittingItem | null;
    let levelUpItem: SittingItem | null = null;
    if (assessment.kind === 'levelup') {
      const answers = log.queries.diagnosticLevels.levelUpAnswersOf(student.userId, assessment.subject);
      levelUpItem = levelUpQuestion(log.queries.catalogue, skills, assessment.subject, answers, placement.grade, keys.engineSeed(`levelup:${student.userId}:${assessment.subject}:${answers.length + 1}`));
      item = levelUpItem;
    } else {
      item = sitting.items[sitting.answered] ?? null;
    }
    if (!item) return;
    const now = new Date(start.getTime() + n * 60_000);
    await run({ type: 'AnswerAssessment', data: { student: actor, assessment: facts, questionKey: `s${sitting.sitting}q${sitting.answered + 1}`, response: answerOf(item, level, random), levelUpItem, now } });
  }
}

/** Seeds the demo's assessments once (nothing when the fall screener exists, or the catalogue has no grade-4 math). Returns the sittings taken. */
export async function seedDemoAssessments(log: Log, { keys, seedTime }: { keys: QuestionKeys; seedTime: Date }): Promise<number> {
  if (log.queries.assessmentWindows.windowById(DEMO_WINDOWS.fallScreener)) return 0;
  if (diagnosticSkills(log.queries.catalogue, 'US', 'math').filter((skill) => skill.grade === 4).length === 0) return 0;
  const today = calendarDateIn(seedTime, 'America/New_York');
  await scheduleWindow(log, DEMO_WINDOWS.fallScreener, 'MATH_SCREENER', addDays(today, -70), addDays(today, -60));
  await scheduleWindow(log, DEMO_WINDOWS.fallBenchmark, 'MATH_BENCHMARK', addDays(today, -55), addDays(today, -45));
  await scheduleWindow(log, DEMO_WINDOWS.openScreener, 'MATH_SCREENER', addDays(today, -1), addDays(today, 10));
  const dayStart = (date: string, days: number) => new Date(Date.parse(`${addDays(date, days)}T14:00:00.000Z`));
  const known = (assessmentId: string) => knownAssessment(log, assessmentId)!;
  let sittings = 0;

  await seedDemoCommonAssessment(log, { opensAt: dayStart(today, -25), closesAt: dayStart(today, -5) });
  const room12 = demoClasses.find((each) => each.classId === 'class_g4_room12')!;
  const takers = room12.students.slice(0, Math.max(1, room12.students.length - 2));
  for (const [index, username] of takers.entries()) {
    const random = seededRandom(`demo-assessments|${username}`);
    // Levels from about the start of grade 3 to the middle of grade 5.
    const level = 330 + random.int(0, 220);
    await takeSitting(log, keys, known(windowAssessmentId(DEMO_WINDOWS.fallScreener)), username, level, dayStart(today, -68 + (index % 3)), random);
    await takeSitting(log, keys, known(windowAssessmentId(DEMO_WINDOWS.fallBenchmark)), username, level + 10, dayStart(today, -53 + (index % 3)), random);
    for (const daysBefore of [30, 16]) await takeSitting(log, keys, known(LEVELUP_IDS.math), username, level + 20, dayStart(today, -daysBefore), random);
    await takeSitting(log, keys, known(DEMO_COMMON_ID), username, level + 20, dayStart(today, -20 + (index % 3)), random);
    sittings += 5;
  }

  // Cedar Creek's Flex snapshot (its class exists once the report practice is seeded).
  if (log.queries.directory.studentIdsOfClass(DEMO_CEDAR_CLASS.classId).length > 0) {
    const opensAt = new Date(seedTime.getTime() - 21 * DAY);
    await handleCommand(
      log.store,
      assessments,
      assessmentStreams.assessment(DEMO_FLEX_ID),
      {
        type: 'ScheduleFlex',
        data: {
          assessmentId: DEMO_FLEX_ID,
          administrator: { userId: demoUserId('district.chen'), role: 'district_administrator' },
          administeredSchoolIds: new Set(['school_cedar']),
          schoolIds: ['school_cedar'],
          subject: 'math',
          grades: [DEMO_CEDAR_CLASS.grade],
          title: 'Flex Math snapshot',
          opensAt,
          closesAt: new Date(seedTime.getTime() + 7 * DAY),
          now: opensAt,
        },
      },
      context,
    );
    for (const [index, student] of DEMO_CEDAR_STUDENTS.entries()) {
      const random = seededRandom(`demo-flex|${student.username}`);
      await takeSitting(log, keys, known(DEMO_FLEX_ID), student.username, 500 + Math.round(student.ability * 150), new Date(opensAt.getTime() + (index + 1) * DAY), random);
      sittings += 1;
    }
  }
  return sittings;
}
