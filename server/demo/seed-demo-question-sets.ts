import { handleCommand } from '../../events/log/command-handler';
import { sparkStudio, sparkStudioStreams, type SparkQuestionDraft, type SparkStudioCommand } from '../../events/spark-studio';
import type { FeatureLog } from '../features/feature-log';
import { demoUserId } from './demo-school';

/** Spark Studio's demo set: ms.rivera's, shared with Maple Elementary (docs/spark-studio.md). */
export const DEMO_QUESTION_SET_ID = 'qs_demo_fractions';

const questions: [questionId: string, question: SparkQuestionDraft][] = [
  [
    'sq_demo_1',
    {
      kind: 'multipleChoice',
      prompt: 'Which fraction is the same as one half?',
      choices: ['2/3', '3/6', '1/4', '5/8'],
      answer: '3/6',
      explanation: '3 is half of 6, so 3/6 is one half.',
    },
  ],
  ['sq_demo_2', { kind: 'number', prompt: 'What is 3/4 of 12?', choices: [], answer: '9', explanation: 'A quarter of 12 is 3; three quarters are 3 × 3 = 9.' }],
  [
    'sq_demo_3',
    {
      kind: 'shortText',
      prompt: 'What do we call the number below the line in a fraction?',
      choices: [],
      answer: 'denominator',
      explanation: 'The denominator says into how many equal parts the whole is split.',
    },
  ],
];

/** Seeds the demo set through the Spark Studio decider (called by seedDemoSchool on an empty log). */
export async function seedDemoQuestionSets(log: FeatureLog): Promise<void> {
  // Written before term started (the log's own time of each event is the store's clock).
  const now = new Date('2026-09-01T08:00:00.000Z');
  const author = { userId: demoUserId('ms.rivera'), role: 'teacher' };
  const context = { actor: 'system:demo-school', correlationId: 'demo-question-sets-seed' };
  const run = (command: SparkStudioCommand) => handleCommand(log.store, sparkStudio, sparkStudioStreams.set(DEMO_QUESTION_SET_ID), command, context);
  await run({
    type: 'CreateQuestionSet',
    data: { questionSetId: DEMO_QUESTION_SET_ID, author, schoolId: 'school_maple', ownedSetCount: 0, title: 'Fractions warm-up', now },
  });
  for (const [questionId, question] of questions) await run({ type: 'AddSparkQuestion', data: { author, questionId, question } });
  await run({ type: 'ShareQuestionSet', data: { author } });
}
