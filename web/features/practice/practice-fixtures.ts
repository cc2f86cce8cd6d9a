import type { PracticeFeedback, PracticeQuestion } from '../../../events/practice';
import { HttpError } from '../../shared/http/http-error';
import type { PracticeAnswer, PracticeApi } from './practice-api';

/** Test helpers: questions and feedback shaped like the server's, and a fake practice server. */

export function question(overrides: Partial<PracticeQuestion> = {}): PracticeQuestion {
  return {
    questionKey: 'qk-1',
    prompt: 'What is 7 + 5?',
    answerType: 'number',
    level: 2,
    smartScore: 40,
    questionNumber: 5,
    ...overrides,
  };
}

export function feedback(overrides: Partial<PracticeFeedback> = {}): PracticeFeedback {
  return {
    correct: true,
    correctAnswer: '12',
    explanation: [],
    smartScore: 48,
    level: 2,
    questionsAnswered: 5,
    proficient: false,
    mastered: false,
    ...overrides,
  };
}

export const wrongFeedback = (overrides: Partial<PracticeFeedback> = {}) =>
  feedback({ correct: false, correctAnswer: '12', explanation: ['Add the ones: 7 + 5 = 12.', 'So the answer is 12.'], smartScore: 36, ...overrides });

export interface SentAnswer extends PracticeAnswer {
  permacode: string;
  idempotencyKey: string;
}

/**
 * A practice server in memory: it hands out `questions` in order, one further for each question answered,
 * answers with `answer(sent)` — a feedback or a thrown error — and records every call.
 */
export function fakePracticeServer(options: { questions?: PracticeQuestion[]; answer?: (sent: SentAnswer) => PracticeFeedback } = {}) {
  const questions: readonly PracticeQuestion[] = [...(options.questions ?? [question(), question({ questionKey: 'qk-2', prompt: 'What is 9 + 4?', questionNumber: 6, smartScore: 48 })])];
  const server = {
    calls: [] as string[],
    sent: [] as SentAnswer[],
    /** Makes the next question call fail with this. */
    questionError: null as Error | null,
    answer: options.answer ?? (() => feedback()),
    /** Answers the next call only when released (to see the state in between). */
    hold: null as null | { release: () => void; promise: Promise<void> },
  };
  const held = async () => {
    if (server.hold) await server.hold.promise;
  };
  const api: PracticeApi = {
    async fetchQuestion(permacode) {
      server.calls.push(`question ${permacode}`);
      await held();
      if (server.questionError) {
        const error = server.questionError;
        server.questionError = null;
        throw error;
      }
      // As the real server: the question after the ones answered (asking again asks the same).
      const next = questions[new Set(server.sent.map((sent) => sent.questionKey)).size];
      if (next === undefined) throw new HttpError(0, 'app.error.network');
      return next;
    },
    async submitAnswer(permacode, answer, idempotencyKey) {
      const sent = { permacode, ...answer, idempotencyKey };
      server.calls.push(`answer ${permacode} ${answer.questionKey} "${answer.response}" ${answer.secondsSpent}s key=${idempotencyKey}`);
      server.sent.push(sent);
      await held();
      return server.answer(sent);
    },
  };
  const holdNext = () => {
    let release = () => {};
    const promise = new Promise<void>((resolve) => {
      release = () => {
        server.hold = null;
        resolve();
      };
    });
    server.hold = { release, promise };
    return release;
  };
  return { server, api, holdNext };
}

export const networkError = () => new HttpError(0, 'app.error.network');
export const limitReached = (numTotalSkillsInEdition?: number) =>
  new HttpError(403, 'practice.limit_reached', numTotalSkillsInEdition === undefined ? {} : { numTotalSkillsInEdition }, 'Forbidden');
