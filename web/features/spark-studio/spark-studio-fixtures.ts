import { HttpError } from '../../shared/http/http-error';
import type { QuestionSetDetail, SparkQuestion, SparkStudioApi } from './spark-studio-api';

/** An in-memory Spark Studio server for component tests: the signed-in author is `u_ms_rivera`. */
export function fakeSparkStudioApi(initial: QuestionSetDetail[] = []) {
  const sets = new Map(initial.map((set) => [set.questionSetId, structuredClone(set)]));
  let nextId = 1;
  const found = (questionSetId: string) => {
    const set = sets.get(questionSetId);
    if (!set) throw new HttpError(404, 'spark_studio.unknown_set');
    return set;
  };
  const editable = (questionSetId: string) => {
    const set = found(questionSetId);
    if (!set.editable) throw new HttpError(403, 'spark_studio.not_your_set');
    return set;
  };
  const answer = (set: QuestionSetDetail) => {
    set.questionCount = set.questions.length;
    return Promise.resolve(structuredClone(set));
  };
  const api: SparkStudioApi & { sets: typeof sets } = {
    sets,
    listSets: async () => ({ sets: [...sets.values()].map(({ questions: _q, editable: _e, shareable: _s, ...summary }) => summary), canShare: true }),
    createSet: async (title) => {
      const questionSetId = `qs${nextId++}`;
      const set: QuestionSetDetail = {
        questionSetId,
        title,
        authorUserId: 'u_ms_rivera',
        authorDisplayName: 'Ms. Rivera',
        questionCount: 0,
        shared: false,
        mine: true,
        updatedAt: '2026-11-02T09:00:00.000Z',
        editable: true,
        shareable: true,
        questions: [],
      };
      sets.set(questionSetId, set);
      return answer(set);
    },
    loadSet: async (questionSetId) => answer(found(questionSetId)),
    renameSet: async (questionSetId, title) => {
      const set = editable(questionSetId);
      set.title = title.trim();
      return answer(set);
    },
    addQuestion: async (questionSetId, question) => {
      const set = editable(questionSetId);
      set.questions.push(normalised(`q${nextId++}`, question));
      return answer(set);
    },
    editQuestion: async (questionSetId, questionId, question) => {
      const set = editable(questionSetId);
      set.questions = set.questions.map((each) => (each.questionId === questionId ? normalised(questionId, question) : each));
      return answer(set);
    },
    removeQuestion: async (questionSetId, questionId) => {
      const set = editable(questionSetId);
      set.questions = set.questions.filter((each) => each.questionId !== questionId);
      return answer(set);
    },
    reorderQuestions: async (questionSetId, questionIds) => {
      const set = editable(questionSetId);
      set.questions = questionIds.map((questionId) => set.questions.find((each) => each.questionId === questionId)!);
      return answer(set);
    },
    shareSet: async (questionSetId, shared) => {
      const set = editable(questionSetId);
      set.shared = shared;
      return answer(set);
    },
    deleteSet: async (questionSetId) => {
      editable(questionSetId);
      sets.delete(questionSetId);
    },
  };
  return api;
}

function normalised(questionId: string, question: Omit<SparkQuestion, 'questionId'>): SparkQuestion {
  return {
    questionId,
    kind: question.kind,
    prompt: question.prompt.trim(),
    choices: question.kind === 'multipleChoice' ? question.choices.map((choice) => choice.trim()) : [],
    answer: question.answer.trim(),
    explanation: question.explanation.trim(),
  };
}

/** mr.okafor's set shared with Maple, as ms.rivera sees it: read-only. */
export const colleaguesSet: QuestionSetDetail = {
  questionSetId: 'qs_okafor',
  title: 'Decimals check',
  authorUserId: 'u_mr_okafor',
  authorDisplayName: 'Mr. Okafor',
  questionCount: 1,
  shared: true,
  mine: false,
  updatedAt: '2026-11-01T09:00:00.000Z',
  editable: false,
  shareable: false,
  questions: [{ questionId: 'q_dec', kind: 'number', prompt: 'What is 0.5 + 0.25?', choices: [], answer: '0.75', explanation: 'Add the hundredths.' }],
};
