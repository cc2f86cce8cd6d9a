import { assessments, assessmentStreams } from '../../events/assessments';
import { handleCommand } from '../../events/log/command-handler';
import { sparkStudio, sparkStudioStreams, type SparkQuestionDraft, type SparkStudioCommand } from '../../events/spark-studio';
import type { FeatureLog } from '../features/feature-log';
import { administeredSchools } from '../assessments/common-assessments';
import { demoUserId } from './demo-school';

// The district's common assessment (issue 30 item 6; docs/diagnostics.md "Common assessments"), through the real
// path: district.chen writes a Spark Studio set, then assigns it as a common assessment to Maple's grade 4. The
// sittings (most of Grade 4 Room 12) are taken by seedDemoAssessments with the other demo sittings.

type Log = FeatureLog<'assessments' | 'assessmentWindows' | 'directory' | 'sparkStudio'>;

export const DEMO_COMMON_SET_ID = 'qs_demo_district_fractions';
export const DEMO_COMMON_ID = 'common-demo-district-fractions';

const questions: [questionId: string, question: SparkQuestionDraft][] = [
  ['sq_common_1', { kind: 'number', prompt: 'What is 1/2 of 18?', choices: [], answer: '9', explanation: 'Half of 18 is 9.' }],
  ['sq_common_2', { kind: 'multipleChoice', prompt: 'Which fraction is greater than 1/2?', choices: ['1/3', '2/5', '3/4', '1/4'], answer: '3/4', explanation: '3/4 is more than 2/4, which is one half.' }],
  ['sq_common_3', { kind: 'number', prompt: 'What is 2/5 + 1/5? Give the numerator of the answer in fifths.', choices: [], answer: '3', explanation: '2 fifths and 1 fifth are 3 fifths.' }],
  ['sq_common_4', { kind: 'multipleChoice', prompt: 'Which is equal to 6/8?', choices: ['3/4', '2/3', '6/10', '4/6'], answer: '3/4', explanation: 'Divide 6 and 8 by 2: 3/4.' }],
  ['sq_common_5', { kind: 'shortText', prompt: 'What do we call the number above the line in a fraction?', choices: [], answer: 'numerator', explanation: 'The numerator counts the equal parts taken.' }],
];

/** Writes district.chen's set and assigns it to Maple's grade 4 from `opensAt` to `closesAt` (nothing when it exists). */
export async function seedDemoCommonAssessment(log: Log, { opensAt, closesAt }: { opensAt: Date; closesAt: Date }): Promise<boolean> {
  if (log.queries.assessments.definition(DEMO_COMMON_ID)) return false;
  const chen = log.queries.directory.accountByUsername('district.chen');
  if (!chen) return false;
  const author = { userId: demoUserId('district.chen'), role: 'district_administrator' };
  const context = { actor: 'system:demo-school', correlationId: 'demo-common-assessment-seed' };
  const written = new Date(opensAt.getTime() - 86_400_000);
  if (!log.queries.sparkStudio.questionSet(DEMO_COMMON_SET_ID)) {
    const run = (command: SparkStudioCommand) => handleCommand(log.store, sparkStudio, sparkStudioStreams.set(DEMO_COMMON_SET_ID), command, context);
    await run({ type: 'CreateQuestionSet', data: { questionSetId: DEMO_COMMON_SET_ID, author, schoolId: null, ownedSetCount: log.queries.sparkStudio.ownedSetCount(author.userId), title: 'District fractions check', now: written } });
    for (const [questionId, question] of questions) await run({ type: 'AddSparkQuestion', data: { author, questionId, question } });
  }
  const set = log.queries.sparkStudio.questionSet(DEMO_COMMON_SET_ID)!;
  const schools = administeredSchools(log, chen);
  await handleCommand(
    log.store,
    assessments,
    assessmentStreams.assessment(DEMO_COMMON_ID),
    {
      type: 'AssignCommonAssessment',
      data: {
        assessmentId: DEMO_COMMON_ID,
        administrator: author,
        administeredSchoolIds: new Set(schools.map((school) => school.schoolId)),
        administeredClasses: new Map(schools.flatMap((school) => school.classes.map((each) => [each.classId, school.schoolId] as const))),
        set: { questionSetId: set.questionSetId, authorUserId: set.authorUserId, title: set.title, questions: set.questions },
        title: null,
        subject: 'math',
        schoolIds: ['school_maple'],
        classIds: [],
        grade: 4,
        opensAt,
        closesAt,
        now: opensAt,
      },
    },
    context,
  );
  return true;
}
