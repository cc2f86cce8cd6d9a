import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { handleCommand } from '../../events/log/command-handler';
import { DomainError } from '../../events/log/domain-error';
import {
  maySeeQuestionSet,
  mayUseSparkStudio,
  SPARK_STUDIO_LIMITS,
  sparkQuestionKinds,
  sparkStudio,
  sparkStudioStreams,
  type QuestionSetDetail,
  type QuestionSetSummary,
  type SparkStudioCommand,
} from '../../events/spark-studio';
import type { StoredQuestionSet } from '../../projections/spark-studio';
import { requireUser } from '../auth/current-user';
import type { FeatureLog } from '../features/feature-log';
import type { AppEnv } from '../http/app-env';
import { booleanField, listField } from '../http/body-fields';
import { commandContext, type RouteCommandContext } from '../http/command-context';
import { validated } from '../http/validated';

// Spark Studio (issue 11): question sets teachers write. JSON routes under
// /spark-studio (shapes in docs/spark-studio.md); the decider owns who may write.

const ID = /^[A-Za-z0-9_-]{1,64}$/;
// Generous caps before parsing; the decider applies the exact limits after trimming.
const text = (limit: number, key: string) => z.string(key).max(limit * 2, key);
const titleBody = z.object({ title: text(SPARK_STUDIO_LIMITS.title, 'spark_studio.title_too_long') });
const questionBody = z.object({
  kind: z.enum(sparkQuestionKinds, 'spark_studio.unknown_kind'),
  prompt: text(SPARK_STUDIO_LIMITS.prompt, 'spark_studio.prompt_too_long'),
  choices: listField(z.array(text(SPARK_STUDIO_LIMITS.choice, 'spark_studio.choice_too_long')).max(SPARK_STUDIO_LIMITS.maxChoices, 'spark_studio.choice_count')).optional(),
  answer: text(SPARK_STUDIO_LIMITS.answer, 'spark_studio.answer_too_long'),
  explanation: text(SPARK_STUDIO_LIMITS.explanation, 'spark_studio.explanation_too_long'),
});
const reorderBody = z.object({
  questionIds: listField(z.array(z.string().regex(ID, 'spark_studio.reorder_mismatch')).max(SPARK_STUDIO_LIMITS.questionsPerSet, 'spark_studio.reorder_mismatch')),
});
const shareBody = z.object({ shared: booleanField() });

export function sparkStudioRoutes(log: FeatureLog<'sparkStudio'>) {
  const app = new Hono<AppEnv>();
  const { sparkStudio: queries } = log.queries;

  /** Reading is for Spark Studio users (the decider's rule); 401 for visitors. */
  const requireStudioUser = (c: Context<AppEnv>) => {
    const user = requireUser(c);
    if (!mayUseSparkStudio(user.role)) throw new DomainError('spark_studio.not_allowed', 403);
    return user;
  };
  const setIdOf = (c: Context<AppEnv>) => {
    const questionSetId = c.req.param('questionSetId') ?? '';
    if (!ID.test(questionSetId)) throw new DomainError('spark_studio.unknown_set', 404);
    return questionSetId;
  };
  const questionIdOf = (c: Context<AppEnv>) => {
    const questionId = c.req.param('questionId') ?? '';
    if (!ID.test(questionId)) throw new DomainError('spark_studio.unknown_question', 404);
    return questionId;
  };
  const actorOf = (c: Context<AppEnv>) => {
    const user = requireUser(c);
    return { userId: user.userId, role: user.role };
  };

  const summaryOf = (set: StoredQuestionSet, viewerUserId: string): QuestionSetSummary => ({
    questionSetId: set.questionSetId,
    title: set.title,
    authorUserId: set.authorUserId,
    authorDisplayName: set.authorDisplayName,
    questionCount: set.questions.length,
    shared: set.sharedWithSchoolId !== null,
    mine: set.authorUserId === viewerUserId,
    updatedAt: set.updatedAt,
  });
  const detailOf = (set: StoredQuestionSet, viewerUserId: string): QuestionSetDetail => {
    const mine = set.authorUserId === viewerUserId;
    return { ...summaryOf(set, viewerUserId), editable: mine, shareable: mine && set.schoolId !== null, questions: set.questions };
  };
  /** The set as the viewer may see it: 404 when missing or deleted, 403 when neither theirs nor shared with their school. */
  const visibleSet = (c: Context<AppEnv>, questionSetId: string): QuestionSetDetail => {
    const viewer = requireStudioUser(c);
    const set = queries.questionSet(questionSetId);
    if (!set) throw new DomainError('spark_studio.unknown_set', 404);
    if (!maySeeQuestionSet(viewer, set)) throw new DomainError('spark_studio.not_your_set', 403);
    return detailOf(set, viewer.userId);
  };

  const run = (questionSetId: string, command: SparkStudioCommand, context: RouteCommandContext) =>
    handleCommand(log.store, sparkStudio, sparkStudioStreams.set(questionSetId), command, context);
  /** Runs an author's command on the set and answers with the set as it now is. */
  const change = async (
    c: Context<AppEnv>,
    questionSetId: string,
    command: (author: { userId: string; role: string }, context: RouteCommandContext) => SparkStudioCommand,
  ) => {
    const context = commandContext(c);
    await run(questionSetId, command(actorOf(c), context), context);
    return c.json(visibleSet(c, questionSetId));
  };

  app.get('/spark-studio/sets', (c) => {
    const viewer = requireStudioUser(c);
    return c.json({ sets: queries.setsVisibleTo(viewer.userId), canShare: viewer.schoolId !== null });
  });

  app.post('/spark-studio/sets', validated('body', titleBody), async (c) => {
    const author = requireUser(c);
    const context = commandContext(c);
    const questionSetId = context.ids.id();
    await run(
      questionSetId,
      {
        type: 'CreateQuestionSet',
        data: {
          questionSetId,
          author: { userId: author.userId, role: author.role },
          schoolId: author.schoolId,
          ownedSetCount: queries.ownedSetCount(author.userId),
          title: c.req.valid('json').title,
          now: context.now,
        },
      },
      context,
    );
    return c.json(visibleSet(c, questionSetId));
  });

  app.get('/spark-studio/sets/:questionSetId', (c) => c.json(visibleSet(c, setIdOf(c))));

  app.post('/spark-studio/sets/:questionSetId/rename', validated('body', titleBody), (c) =>
    change(c, setIdOf(c), (author) => ({ type: 'RenameQuestionSet', data: { author, title: c.req.valid('json').title } })),
  );

  app.post('/spark-studio/sets/:questionSetId/questions', validated('body', questionBody), (c) => {
    const questionSetId = setIdOf(c);
    const { choices, ...question } = c.req.valid('json');
    return change(c, questionSetId, (author, context) => ({
      type: 'AddSparkQuestion',
      data: { author, questionId: context.ids.id(), question: { ...question, choices: choices ?? [] } },
    }));
  });

  app.post('/spark-studio/sets/:questionSetId/questions/:questionId', validated('body', questionBody), (c) => {
    const questionSetId = setIdOf(c);
    const questionId = questionIdOf(c);
    const { choices, ...question } = c.req.valid('json');
    return change(c, questionSetId, (author) => ({ type: 'EditSparkQuestion', data: { author, questionId, question: { ...question, choices: choices ?? [] } } }));
  });

  app.post('/spark-studio/sets/:questionSetId/questions/:questionId/remove', (c) => {
    const questionSetId = setIdOf(c);
    const questionId = questionIdOf(c);
    return change(c, questionSetId, (author) => ({ type: 'RemoveSparkQuestion', data: { author, questionId } }));
  });

  app.post('/spark-studio/sets/:questionSetId/reorder', validated('body', reorderBody), (c) =>
    change(c, setIdOf(c), (author) => ({ type: 'ReorderSparkQuestions', data: { author, questionIds: c.req.valid('json').questionIds } })),
  );

  app.post('/spark-studio/sets/:questionSetId/share', validated('body', shareBody), (c) =>
    change(c, setIdOf(c), (author) => ({ type: c.req.valid('json').shared ? 'ShareQuestionSet' : 'UnshareQuestionSet', data: { author } })),
  );

  app.post('/spark-studio/sets/:questionSetId/delete', async (c) => {
    const questionSetId = setIdOf(c);
    const context = commandContext(c);
    await run(questionSetId, { type: 'DeleteQuestionSet', data: { author: actorOf(c) } }, context);
    return c.json({ deleted: true });
  });

  return app;
}
