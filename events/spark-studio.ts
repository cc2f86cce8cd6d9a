import { z } from 'zod';
import { entityId as id } from './curriculum';
import { DomainError } from './log/domain-error';
import { defineEvent, type EventOf } from './log/event-schemas';
import { SPARK_STUDIO_LIMITS, sparkQuestionKinds, type SparkQuestionKind } from './spark-studio/spark-studio-contract';

// Spark Studio (issue 11): teachers and administrators write their own question
// sets — multiple choice, number, short text, each with an explanation — and may
// share a set with their school (read-only there; only the author edits).
// Stream `question-set:<questionSetId>`. Decisions: docs/spark-studio.md.

export { SPARK_STUDIO_LIMITS, sparkQuestionKinds, type SparkQuestionKind } from './spark-studio/spark-studio-contract';

/** One question of a set; `choices` only for multiple choice (else []), `answer` is the right choice's text for it. */
export type SparkQuestion = {
  questionId: string;
  kind: SparkQuestionKind;
  prompt: string;
  choices: string[];
  answer: string;
  explanation: string;
};

/** What an author writes for a question; the decider trims and checks it and the server gives the id. */
export type SparkQuestionDraft = Omit<SparkQuestion, 'questionId'>;

const sparkQuestion = z.object({
  questionId: id,
  kind: z.enum(sparkQuestionKinds),
  prompt: z.string().min(1).max(SPARK_STUDIO_LIMITS.prompt),
  choices: z.array(z.string().min(1).max(SPARK_STUDIO_LIMITS.choice)).max(SPARK_STUDIO_LIMITS.maxChoices),
  answer: z.string().min(1).max(SPARK_STUDIO_LIMITS.answer),
  explanation: z.string().min(1).max(SPARK_STUDIO_LIMITS.explanation),
}) satisfies z.ZodType<SparkQuestion>;

const title = z.string().min(1).max(SPARK_STUDIO_LIMITS.title);

export const QuestionSetCreated = defineEvent({
  type: 'QuestionSetCreated',
  schemaVersion: 1,
  schema: z.object({
    questionSetId: id,
    authorUserId: id,
    /** The author's school when the set was made (null for a district administrator): the one it may be shared with. */
    schoolId: id.nullable(),
    title,
    createdAt: z.iso.datetime(),
  }),
});
export const QuestionSetRenamed = defineEvent({
  type: 'QuestionSetRenamed',
  schemaVersion: 1,
  schema: z.object({ questionSetId: id, authorUserId: id, title }),
});
export const SparkQuestionAdded = defineEvent({
  type: 'SparkQuestionAdded',
  schemaVersion: 1,
  schema: z.object({ questionSetId: id, authorUserId: id, question: sparkQuestion }),
});
export const SparkQuestionEdited = defineEvent({
  type: 'SparkQuestionEdited',
  schemaVersion: 1,
  schema: z.object({ questionSetId: id, authorUserId: id, question: sparkQuestion }),
});
export const SparkQuestionRemoved = defineEvent({
  type: 'SparkQuestionRemoved',
  schemaVersion: 1,
  schema: z.object({ questionSetId: id, authorUserId: id, questionId: id }),
});
export const SparkQuestionsReordered = defineEvent({
  type: 'SparkQuestionsReordered',
  schemaVersion: 1,
  schema: z.object({ questionSetId: id, authorUserId: id, questionIds: z.array(id).max(SPARK_STUDIO_LIMITS.questionsPerSet) }),
});
const sharing = z.object({ questionSetId: id, authorUserId: id, schoolId: id });
export const QuestionSetShared = defineEvent({ type: 'QuestionSetShared', schemaVersion: 1, schema: sharing });
export const QuestionSetUnshared = defineEvent({ type: 'QuestionSetUnshared', schemaVersion: 1, schema: sharing });
export const QuestionSetDeleted = defineEvent({
  type: 'QuestionSetDeleted',
  schemaVersion: 1,
  schema: z.object({ questionSetId: id, authorUserId: id }),
});

export const sparkStudioEvents = [
  QuestionSetCreated,
  QuestionSetRenamed,
  SparkQuestionAdded,
  SparkQuestionEdited,
  SparkQuestionRemoved,
  SparkQuestionsReordered,
  QuestionSetShared,
  QuestionSetUnshared,
  QuestionSetDeleted,
] as const;
export type SparkStudioEvent = EventOf<(typeof sparkStudioEvents)[number]>;

type Actor = { userId: string; role: string };

export type SparkStudioCommand =
  | {
      type: 'CreateQuestionSet';
      data: {
        questionSetId: string;
        author: Actor;
        /** The author's school (from the directory), null for a district administrator. */
        schoolId: string | null;
        /** How many sets (not deleted) the author has now. */
        ownedSetCount: number;
        title: string;
        now: Date;
      };
    }
  | { type: 'RenameQuestionSet'; data: { author: Actor; title: string } }
  | { type: 'AddSparkQuestion'; data: { author: Actor; questionId: string; question: SparkQuestionDraft } }
  | { type: 'EditSparkQuestion'; data: { author: Actor; questionId: string; question: SparkQuestionDraft } }
  | { type: 'RemoveSparkQuestion'; data: { author: Actor; questionId: string } }
  | { type: 'ReorderSparkQuestions'; data: { author: Actor; questionIds: string[] } }
  | { type: 'ShareQuestionSet' | 'UnshareQuestionSet'; data: { author: Actor } }
  | { type: 'DeleteQuestionSet'; data: { author: Actor } };

export interface QuestionSetState {
  questionSetId: string | null;
  authorUserId: string | null;
  schoolId: string | null;
  title: string;
  questions: readonly SparkQuestion[];
  shared: boolean;
  deleted: boolean;
}

/** Who may use Spark Studio (the session's `sparkStudioAccess`: user types 4 and 13). */
export function mayUseSparkStudio(role: string): boolean {
  return role === 'teacher' || role === 'school_administrator' || role === 'district_administrator';
}

/** A set is the author's, or visible read-only to Spark Studio users of the school it is shared with. */
export function maySeeQuestionSet(
  viewer: { userId: string; role: string; schoolId: string | null },
  set: { authorUserId: string; sharedWithSchoolId: string | null },
): boolean {
  if (!mayUseSparkStudio(viewer.role)) return false;
  if (set.authorUserId === viewer.userId) return true;
  return set.sharedWithSchoolId !== null && set.sharedWithSchoolId === viewer.schoolId;
}

const collapse = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ');
const comparable = (text: string) => collapse(text).toLowerCase();

/** "12", "-3.5", ".5", "1,000", "2e3" → the number; anything else → null. */
export function parseSparkNumber(text: string): number | null {
  const trimmed = text.trim();
  const plain = /^[-+]?\d{1,3}(,\d{3})+(\.\d*)?$/.test(trimmed) ? trimmed.replace(/,/g, '') : trimmed;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(plain)) return null;
  const value = Number(plain);
  return Number.isFinite(value) ? value : null;
}

/**
 * Grading a guess (pure; used by rooms on a set): number → numeric equality after trimming;
 * short text → equal ignoring case and runs of whitespace; multiple choice → the right choice's text.
 */
export function isCorrectSparkAnswer(question: Pick<SparkQuestion, 'kind' | 'answer'>, guess: string): boolean {
  switch (question.kind) {
    case 'number': {
      const expected = parseSparkNumber(question.answer);
      const given = parseSparkNumber(guess);
      return expected !== null && given !== null && expected === given;
    }
    case 'shortText':
    case 'multipleChoice': {
      const given = comparable(guess);
      return given !== '' && given === comparable(question.answer);
    }
    default: {
      const _exhaustive: never = question.kind;
      return _exhaustive;
    }
  }
}

function checkedTitle(raw: string): string {
  const value = collapse(raw);
  if (value === '') throw new DomainError('spark_studio.title_required', 400);
  if (value.length > SPARK_STUDIO_LIMITS.title) throw new DomainError('spark_studio.title_too_long', 400);
  return value;
}

/** Trims and checks an author's question; the rules of docs/spark-studio.md. */
export function checkedSparkQuestion(questionId: string, draft: SparkQuestionDraft): SparkQuestion {
  if (!sparkQuestionKinds.includes(draft.kind)) throw new DomainError('spark_studio.unknown_kind', 400);
  const prompt = draft.prompt.trim();
  if (prompt === '') throw new DomainError('spark_studio.prompt_required', 400);
  if (prompt.length > SPARK_STUDIO_LIMITS.prompt) throw new DomainError('spark_studio.prompt_too_long', 400);
  const explanation = draft.explanation.trim();
  if (explanation === '') throw new DomainError('spark_studio.explanation_required', 400);
  if (explanation.length > SPARK_STUDIO_LIMITS.explanation) throw new DomainError('spark_studio.explanation_too_long', 400);
  const answer = collapse(draft.answer);
  if (answer.length > SPARK_STUDIO_LIMITS.answer) throw new DomainError('spark_studio.answer_too_long', 400);
  switch (draft.kind) {
    case 'multipleChoice': {
      const choices = draft.choices.map(collapse);
      if (choices.length < SPARK_STUDIO_LIMITS.minChoices || choices.length > SPARK_STUDIO_LIMITS.maxChoices) {
        throw new DomainError('spark_studio.choice_count', 400);
      }
      if (choices.some((choice) => choice === '')) throw new DomainError('spark_studio.choice_required', 400);
      if (choices.some((choice) => choice.length > SPARK_STUDIO_LIMITS.choice)) throw new DomainError('spark_studio.choice_too_long', 400);
      if (new Set(choices.map((choice) => choice.toLowerCase())).size !== choices.length) throw new DomainError('spark_studio.duplicate_choices', 400);
      const correct = choices.filter((choice) => comparable(choice) === comparable(answer));
      if (answer === '' || correct.length !== 1) throw new DomainError('spark_studio.answer_not_a_choice', 400);
      return { questionId, kind: draft.kind, prompt, choices, answer: correct[0]!, explanation };
    }
    case 'number':
      if (answer === '') throw new DomainError('spark_studio.answer_required', 400);
      if (parseSparkNumber(answer) === null) throw new DomainError('spark_studio.answer_not_a_number', 400);
      return { questionId, kind: draft.kind, prompt, choices: [], answer, explanation };
    case 'shortText':
      if (answer === '') throw new DomainError('spark_studio.answer_required', 400);
      return { questionId, kind: draft.kind, prompt, choices: [], answer, explanation };
    default: {
      const _exhaustive: never = draft.kind;
      return _exhaustive;
    }
  }
}

function requireAuthor(state: QuestionSetState, author: Actor): { questionSetId: string; authorUserId: string } {
  if (!mayUseSparkStudio(author.role)) throw new DomainError('spark_studio.not_allowed', 403);
  if (state.questionSetId === null || state.deleted) throw new DomainError('spark_studio.unknown_set', 404);
  if (state.authorUserId !== author.userId) throw new DomainError('spark_studio.not_your_set', 403);
  return { questionSetId: state.questionSetId, authorUserId: author.userId };
}

const sameQuestion = (a: SparkQuestion, b: SparkQuestion) =>
  a.kind === b.kind && a.prompt === b.prompt && a.answer === b.answer && a.explanation === b.explanation && a.choices.join('\n') === b.choices.join('\n');

export const sparkStudio = {
  initialState: (): QuestionSetState => ({
    questionSetId: null,
    authorUserId: null,
    schoolId: null,
    title: '',
    questions: [],
    shared: false,
    deleted: false,
  }),

  evolve(state: QuestionSetState, event: SparkStudioEvent): QuestionSetState {
    switch (event.type) {
      case 'QuestionSetCreated':
        return { ...state, questionSetId: event.data.questionSetId, authorUserId: event.data.authorUserId, schoolId: event.data.schoolId, title: event.data.title };
      case 'QuestionSetRenamed':
        return { ...state, title: event.data.title };
      case 'SparkQuestionAdded':
        return { ...state, questions: [...state.questions, event.data.question] };
      case 'SparkQuestionEdited':
        return { ...state, questions: state.questions.map((q) => (q.questionId === event.data.question.questionId ? event.data.question : q)) };
      case 'SparkQuestionRemoved':
        return { ...state, questions: state.questions.filter((q) => q.questionId !== event.data.questionId) };
      case 'SparkQuestionsReordered': {
        const byId = new Map(state.questions.map((q) => [q.questionId, q]));
        return { ...state, questions: event.data.questionIds.flatMap((questionId) => byId.get(questionId) ?? []) };
      }
      case 'QuestionSetShared':
        return { ...state, shared: true };
      case 'QuestionSetUnshared':
        return { ...state, shared: false };
      case 'QuestionSetDeleted':
        return { ...state, deleted: true, shared: false };
      default:
        return state;
    }
  },

  decide(command: SparkStudioCommand, state: QuestionSetState): SparkStudioEvent[] {
    switch (command.type) {
      case 'CreateQuestionSet': {
        const { questionSetId, author, schoolId, ownedSetCount, now } = command.data;
        if (!mayUseSparkStudio(author.role)) throw new DomainError('spark_studio.not_allowed', 403);
        if (state.questionSetId !== null) throw new DomainError('spark_studio.set_exists', 409);
        const value = checkedTitle(command.data.title);
        if (ownedSetCount >= SPARK_STUDIO_LIMITS.setsPerAuthor) throw new DomainError('spark_studio.too_many_sets', 409);
        return [
          { type: 'QuestionSetCreated', data: { questionSetId, authorUserId: author.userId, schoolId, title: value, createdAt: now.toISOString() } },
        ];
      }
      case 'RenameQuestionSet': {
        const ids = requireAuthor(state, command.data.author);
        const value = checkedTitle(command.data.title);
        if (value === state.title) return [];
        return [{ type: 'QuestionSetRenamed', data: { ...ids, title: value } }];
      }
      case 'AddSparkQuestion': {
        const ids = requireAuthor(state, command.data.author);
        const question = checkedSparkQuestion(command.data.questionId, command.data.question);
        if (state.questions.length >= SPARK_STUDIO_LIMITS.questionsPerSet) throw new DomainError('spark_studio.too_many_questions', 409);
        if (state.questions.some((q) => q.questionId === question.questionId)) throw new DomainError('spark_studio.question_exists', 409);
        return [{ type: 'SparkQuestionAdded', data: { ...ids, question } }];
      }
      case 'EditSparkQuestion': {
        const ids = requireAuthor(state, command.data.author);
        const before = state.questions.find((q) => q.questionId === command.data.questionId);
        if (!before) throw new DomainError('spark_studio.unknown_question', 404);
        const question = checkedSparkQuestion(command.data.questionId, command.data.question);
        if (sameQuestion(before, question)) return [];
        return [{ type: 'SparkQuestionEdited', data: { ...ids, question } }];
      }
      case 'RemoveSparkQuestion': {
        const ids = requireAuthor(state, command.data.author);
        if (!state.questions.some((q) => q.questionId === command.data.questionId)) return [];
        return [{ type: 'SparkQuestionRemoved', data: { ...ids, questionId: command.data.questionId } }];
      }
      case 'ReorderSparkQuestions': {
        const ids = requireAuthor(state, command.data.author);
        const current = state.questions.map((q) => q.questionId);
        const wanted = command.data.questionIds;
        if (wanted.length !== current.length || new Set(wanted).size !== wanted.length || wanted.some((questionId) => !current.includes(questionId))) {
          throw new DomainError('spark_studio.reorder_mismatch', 409);
        }
        if (wanted.every((questionId, index) => questionId === current[index])) return [];
        return [{ type: 'SparkQuestionsReordered', data: { ...ids, questionIds: [...wanted] } }];
      }
      case 'ShareQuestionSet':
      case 'UnshareQuestionSet': {
        const ids = requireAuthor(state, command.data.author);
        if (state.schoolId === null) throw new DomainError('spark_studio.no_school', 409);
        const sharing = command.type === 'ShareQuestionSet';
        if (state.shared === sharing) return [];
        const data = { ...ids, schoolId: state.schoolId };
        return [sharing ? { type: 'QuestionSetShared', data } : { type: 'QuestionSetUnshared', data }];
      }
      case 'DeleteQuestionSet': {
        const ids = requireAuthor(state, command.data.author);
        return [{ type: 'QuestionSetDeleted', data: ids }];
      }
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },
};

export const sparkStudioStreams = { set: (questionSetId: string) => `question-set:${questionSetId}` };

/** A set as its list shows it (GET /spark-studio/sets). */
export interface QuestionSetSummary {
  questionSetId: string;
  title: string;
  authorUserId: string;
  authorDisplayName: string;
  questionCount: number;
  shared: boolean;
  mine: boolean;
  updatedAt: string;
}

/** A set as its editor (the author) or a reader of the school sees it (GET /spark-studio/sets/:id). */
export interface QuestionSetDetail extends QuestionSetSummary {
  /** False for a set shared with me by a colleague: read-only. */
  editable: boolean;
  /** Whether the author has a school to share with. */
  shareable: boolean;
  questions: SparkQuestion[];
}
