import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { handleCommand, type Decider } from '../../events/log/command-handler';
import { DomainError } from '../../events/log/domain-error';
import {
  isPracticeLearner,
  MAX_RESPONSE_LENGTH,
  mayWatchLiveClassroom,
  practice,
  practiceStreams,
  type MyPractice,
  type PracticeCommand,
  type PracticeEvent,
  type PracticeFeedback,
  type PracticeLearner,
  type PracticeQuestion,
  type PracticeState,
  type QuestionsLogEntry,
} from '../../events/practice';
import { gradeLevelBand } from '../../events/practice/grade-level-band';
import { DIAGNOSTIC_SUBJECTS } from '../../events/diagnostics/strands';
import { pinpointedLevel } from '../assessments/diagnostic-levels-view';
import { isCorrectResponse } from '../../events/practice/question-engine';
import { levelForScore } from '../../events/practice/smart-score';
import { keepingScratchpadWork, scratchpadAnswerKey, scratchpadField, type ScratchpadEvent, type ScratchpadStroke } from '../../events/scratchpad';
import { utcDay } from '../../projections/practice';
import { requireUser } from '../auth/current-user';
import { currentEdition } from '../edition-picker/current-edition';
import type { FeatureLog } from '../features/feature-log';
import type { AppEnv } from '../http/app-env';
import { numberField } from '../http/body-fields';
import { commandContext, requestTime } from '../http/command-context';
import type { QuestionArt } from '../../events/practice/generated-question';
import { assertPracticeInFocus } from '../focus-sessions/practice-focus';
import { publicWriter, type PublicWriteLimits } from '../http/public-write-limits';
import { validated } from '../http/validated';
import { liveClassroomClasses } from '../practice/live-classroom';
import { issuedQuestions, sameEngineSkill, type IssuedQuestions } from '../practice/issued-questions';
import { catalogueSkill, practisableSkill, regenerateQuestion } from '../practice/practice-skills';
import { QUESTION_KEY_MAX_LENGTH, type QuestionKeys } from '../practice/question-keys';
import type { VisitorIds } from '../practice/visitor-ids';

const answerBody = z.object({
  questionKey: z.string().min(1, 'practice.invalid_question_key').max(QUESTION_KEY_MAX_LENGTH, 'practice.invalid_question_key'),
  response: z.string().max(MAX_RESPONSE_LENGTH, 'practice.response_too_long'),
  /** The page's timer; the decider keeps 0–3,600 (whole seconds). */
  secondsSpent: numberField(z.number().min(0).max(24 * 60 * 60)),
  /**
   * The question's scratchpad work (issue 31 item 3; docs/scratchpad.md), kept with the answer. The largest work
   * the limits allow (under 60,000 bytes) and the other fields fit the default 64 KB body limit: it is not raised.
   */
  scratchpad: scratchpadField.optional(),
});

const questionsLogQuery = z.object({ studentUserId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

/** The answers of one day a questions log shows at most. */
const QUESTIONS_LOG_LIMIT = 500;
/** My practice's recent activity. */
const RECENT_ANSWERS = 20;

/**
 * Practice (issue 10 §4, §5, §7, §8): the next question of a skill and its
 * answer — for visitors too, under an anonymous visitor id — My practice, and
 * the teacher's live classroom with a student's questions log.
 */
export function practiceRoutes(
  log: FeatureLog<'catalogue' | 'diagnosticLevels' | 'directory' | 'editionPicker' | 'focusSessions' | 'practice' | 'scratchpad'>,
  { keys, visitors, writeLimits, issued = issuedQuestions() }: { keys: QuestionKeys; visitors: VisitorIds; writeLimits: PublicWriteLimits; issued?: IssuedQuestions },
) {
  const app = new Hono<AppEnv>();
  const { catalogue, directory, focusSessions, practice: practiceQueries } = log.queries;

  /** The signed-in user, or the visitor of the signed `lc_visitor` cookie (a new visitor id when it is absent or does not verify). */
  const learnerOf = (c: Context<AppEnv>): PracticeLearner => {
    const user = c.get('user');
    return user ? { learnerId: user.userId, visitor: false } : { learnerId: visitors.visitorOf(c), visitor: true };
  };

  /**
   * The practice decider, noting the state each answer was decided on (the last
   * attempt's, when a conflict was retried): the feedback's counts are that state
   * evolved by the events appended, with no read of a read model after the write.
   * One object for the app's life, so the command handler's state cache serves it.
   */
  const decidedStates = new WeakMap<PracticeCommand, PracticeState>();
  /** The scratchpad work sent with an answer (none: nothing more is decided nor appended). */
  const sentWork = new WeakMap<PracticeCommand, readonly ScratchpadStroke[]>();
  const answering: Decider<PracticeCommand, PracticeEvent | ScratchpadEvent, PracticeState> = keepingScratchpadWork<PracticeCommand, PracticeEvent, PracticeState>(
    {
      initialState: practice.initialState,
      evolve: practice.evolve,
      decide(command, state) {
        const events = practice.decide(command, state);
        decidedStates.set(command, state);
        return events;
      },
    },
    (command, decided) => {
      const strokes = sentWork.get(command);
      const answered = decided.find((event) => event.type === 'PracticeQuestionAnswered');
      if (!strokes || answered?.type !== 'PracticeQuestionAnswered') return null;
      const { learner, now } = command.data;
      return { learner, answer: { kind: 'practice', permacode: answered.data.permacode, seed: answered.data.seed }, strokes, now };
    },
  );

  const namesOf = (permacode: string) => {
    const item = catalogue.skillByPermacode(permacode);
    return { code: item?.code ?? '', name: item?.name ?? permacode, url: item?.url ?? '' };
  };

  app.get('/practice/:permacode/question', (c) => {
    const skill = practisableSkill(catalogue, c.req.param('permacode'));
    assertPracticeInFocus(focusSessions, c.get('user'), skill);
    const learner = learnerOf(c);
    const score = practiceQueries.skillScoreOf(learner.learnerId, skill.skillId);
    const smartScore = score?.smartScore ?? 0;
    const level = levelForScore(smartScore);
    // The seed is the server's (never the client's): with the skill and level it is the question.
    const seed = c.get('ids').id();
    const question = regenerateQuestion(skill, level, keys.engineSeed(seed));
    const askedAt = requestTime(c).getTime();
    const questionKey = keys.issue({ permacode: skill.permacode, level, seed, learnerId: learner.learnerId, askedAt });
    // Its answer is judged against this very question (no second HMAC check nor regeneration on this server).
    issued.remember(questionKey, { asked: { questionKey, permacode: skill.permacode, level, seed, learnerId: learner.learnerId, askedAt }, engine: skill.engine, question });
    const asked: PracticeQuestion = {
      questionKey,
      prompt: question.prompt,
      answerType: question.answerType,
      ...(question.choices ? { choices: question.choices } : {}),
      ...(question.art ? { art: question.art } : {}),
      level,
      smartScore,
      questionNumber: (score?.questionsAnswered ?? 0) + 1,
    };
    return c.json(asked);
  });

  app.post('/practice/:permacode/answer', validated('body', answerBody, 'practice.invalid_answer'), async (c) => {
    const skill = practisableSkill(catalogue, c.req.param('permacode'));
    assertPracticeInFocus(focusSessions, c.get('user'), skill);
    const learner = learnerOf(c);
    const context = commandContext(c);
    const { questionKey, response, secondsSpent, scratchpad } = c.req.valid('json');
    // A key this server issued lately is known whole (issued-questions.ts); any other is checked (HMAC) and its question made again.
    const known = issued.recall(questionKey);
    const verified = known ? known.asked : keys.verify(questionKey);
    if (!verified || verified.permacode !== skill.permacode) throw new DomainError('practice.invalid_question_key', 400);
    const { permacode: _skillOfKey, ...asked } = verified;
    const question = known && sameEngineSkill(known.engine, skill.engine) ? known.question : regenerateQuestion(skill, asked.level, keys.engineSeed(asked.seed));

    // Anyone may answer (visitors too), so every answer is a bounded public write (docs/security.md).
    const write = learner.visitor ? 'visitorAnswer' : 'practiceAnswer';
    const writer = publicWriter(c);
    const allowance = await writeLimits.take(write, writer, context.now);
    if (!allowance.allowed) {
      c.header('Retry-After', String(allowance.retryAfterSeconds));
      return c.json({ error: 'practice.too_many_answers', retryAfterSeconds: allowance.retryAfterSeconds }, 429);
    }
    const limitReached = () => c.json({ error: 'practice.limit_reached', numTotalSkillsInEdition: catalogue.skillCount(currentEdition(c, log)) }, 403);
    // A visitor's tenth question of the day is taken atomically (in memory on one node, in PostgreSQL in the cluster).
    const daily = learner.visitor ? await writeLimits.take('visitorDailyQuestions', learner.learnerId, context.now) : { allowed: true };
    const giveBack = async () => {
      await writeLimits.giveBack(write, writer, context.now);
      if (learner.visitor && daily.allowed) await writeLimits.giveBack('visitorDailyQuestions', learner.learnerId, context.now);
    };
    if (!daily.allowed) {
      await writeLimits.giveBack(write, writer, context.now);
      return limitReached();
    }
    const streamId = practiceStreams.skill(learner.learnerId, skill.skillId);
    const command: PracticeCommand = {
      type: 'AnswerPracticeQuestion',
      data: {
        learner,
        skill: { skillId: skill.skillId, permacode: skill.permacode, subject: skill.subject, grade: skill.grade },
        question: asked,
        correct: isCorrectResponse(question.accepts, response),
        response,
        secondsSpent,
        answeredTodayByVisitor: learner.visitor ? practiceQueries.usageOn(learner.learnerId, utcDay(context.now)).questions : 0,
        now: context.now,
      },
    };
    if (scratchpad) sentWork.set(command, scratchpad.strokes);
    let events: (PracticeEvent | ScratchpadEvent)[];
    try {
      ({ events } = await handleCommand(log.store, answering, streamId, command, context));
    } catch (error) {
      await giveBack();
      if (error instanceof DomainError && error.key === 'practice.limit_reached') return limitReached();
      throw error;
    }
    // A retry with the same Idempotency-Key appended nothing: it answers as the first request did.
    if (events.length === 0) await giveBack();
    else issued.forget(questionKey);
    const decidedOn = decidedStates.get(command);
    const { answered, state } = events.length > 0 && decidedOn ? afterAnswer(events, decidedOn) : answerInStream(streamId, asked.seed);
    const feedback: PracticeFeedback = {
      correct: answered.correct,
      correctAnswer: question.correctAnswer,
      explanation: question.explanation,
      smartScore: answered.scoreAfter,
      level: levelForScore(answered.scoreAfter),
      questionsAnswered: state.questionsAnswered,
      proficient: state.proficient,
      mastered: state.mastered,
    };
    return c.json(feedback);
  });

  type Answered = Extract<PracticeEvent, { type: 'PracticeQuestionAnswered' }>['data'];
  type AfterAnswer = { answered: Answered; state: Pick<PracticeState, 'questionsAnswered' | 'proficient' | 'mastered'> };

  /** The answer just recorded, and the skill's counts after it: the state it was decided on, evolved by what was appended. */
  const afterAnswer = (events: (PracticeEvent | ScratchpadEvent)[], decidedOn: PracticeState): AfterAnswer => {
    const answered = events.find((event) => event.type === 'PracticeQuestionAnswered')!.data as Answered;
    return { answered, state: events.reduce(answering.evolve, decidedOn) };
  };

  /** A replayed request: the answer of this question in the stream, and the state right after it. */
  const answerInStream = (streamId: string, seed: string): AfterAnswer => {
    let state = practice.initialState();
    let answered: Answered | null = null;
    for (const event of log.store.readStream(streamId) as unknown as PracticeEvent[]) {
      if (answered && event.type === 'PracticeQuestionAnswered') break;
      state = practice.evolve(state, event);
      if (event.type === 'PracticeQuestionAnswered' && event.data.seed === seed) answered = event.data;
    }
    // The key was used for another question first: this one is not answered, and will not be under that key.
    if (!answered) throw new DomainError('practice.already_answered', 409);
    return { answered, state };
  };

  /**
   * The bands of the subjects the learner practised, and (issue 30) of those her diagnostic overall level is
   * pinpointed in: that level's band first (docs/diagnostics.md "The band"), else practice's rule.
   */
  const myBands = (userId: string, classGrade: number | null): MyPractice['bands'] => {
    const practised = practiceQueries.subjectsPractisedBy(userId);
    const diagnostic = new Map(DIAGNOSTIC_SUBJECTS.flatMap((subject) => {
      const level = pinpointedLevel(log.queries.diagnosticLevels.answersOf(userId, subject), subject, classGrade);
      return level === null ? [] : [[subject as string, level] as const];
    }));
    const none = { questionsAnswered: 0, proficientGrades: [] };
    const subjects = [...practised.map((subject) => subject.subject), ...DIAGNOSTIC_SUBJECTS.filter((subject) => diagnostic.has(subject) && !practised.some((each) => each.subject === subject))];
    return subjects.map((subject) => {
      const level = diagnostic.get(subject);
      return { subject, band: gradeLevelBand(practised.find((each) => each.subject === subject) ?? none, classGrade, level === undefined ? null : { level, pinpointed: true }) };
    });
  };

  app.get('/practice/my-practice', (c) => {
    const user = requireUser(c);
    if (!isPracticeLearner(user.role)) throw new DomainError('practice.not_a_learner', 403);
    const classGrade = directory.classesOfStudent(user.userId)[0]?.grade ?? null;
    const mine: MyPractice = {
      skills: practiceQueries.skillScoresOf(user.userId).map((score) => {
        const { code, name, url } = namesOf(score.permacode);
        return { ...score, code, name, url };
      }),
      recent: practiceQueries.recentAnswersOf(user.userId, RECENT_ANSWERS).map((answer) => {
        const { name, url } = namesOf(answer.permacode);
        return { permacode: answer.permacode, skillName: name, url, correct: answer.correct, smartScoreAfter: answer.scoreAfter, answeredAt: answer.answeredAt };
      }),
      bands: myBands(user.userId, classGrade),
    };
    return c.json(mine);
  });

  /** The live classroom is for those who teach or run a school (the decider's predicate). */
  const requireWatcher = (c: Context<AppEnv>) => {
    const user = requireUser(c);
    if (!mayWatchLiveClassroom(user.role)) throw new DomainError('live_classroom.not_a_teacher', 403);
    return user;
  };

  app.get('/analytics/live-classroom/classes', (c) => {
    const user = requireWatcher(c);
    return c.json({ classes: liveClassroomClasses(log, directory.classesReachableBy(user), utcDay(requestTime(c))) });
  });

  app.get('/analytics/live-classroom/questions-log', validated('query', questionsLogQuery, 'live_classroom.unknown_student'), (c) => {
    const user = requireWatcher(c);
    const { studentUserId } = c.req.valid('query');
    // A teacher of the student's class, or an administrator of their school or district.
    if (!directory.studentsReachableBy(user).has(studentUserId)) throw new DomainError('live_classroom.not_your_student', 403);
    const day = utcDay(requestTime(c));
    const dayStart = Date.parse(`${day}T00:00:00.000Z`);
    const withWork = log.queries.scratchpad.answerKeysWithWork(studentUserId, new Date(dayStart).toISOString(), new Date(dayStart + 24 * 60 * 60 * 1000).toISOString());
    const entries: QuestionsLogEntry[] = practiceQueries.answersOn(studentUserId, day, QUESTIONS_LOG_LIMIT).map((answer) => {
      const answerKey = scratchpadAnswerKey({ kind: 'practice', permacode: answer.permacode, seed: answer.seed });
      const skill = catalogueSkill(catalogue, answer.permacode);
      let question: { prompt: string; correctAnswer: string; art?: QuestionArt | undefined } = { prompt: '', correctAnswer: '' };
      try {
        if (skill) question = regenerateQuestion(skill, answer.level, keys.engineSeed(answer.seed));
      } catch {
        // A skill whose questions can no longer be made: the entry shows the answer without its question.
      }
      return {
        permacode: answer.permacode,
        skillName: skill?.name ?? namesOf(answer.permacode).name,
        prompt: question.prompt,
        ...(question.art ? { art: question.art } : {}),
        response: answer.response,
        correctAnswer: question.correctAnswer,
        correct: answer.correct,
        secondsSpent: answer.secondsSpent,
        answeredAt: answer.answeredAt,
        ...(withWork.has(answerKey) ? { scratchpadAnswerKey: answerKey } : {}),
      };
    });
    return c.json({ entries });
  });

  return app;
}
