import type { AnswerType } from '../../shared/question/answer-input';
import { SPARK_STUDIO_LIMITS as LIMITS } from '../../../events/spark-studio/spark-studio-contract';
import type { SparkQuestion, SparkQuestionDraft, SparkQuestionKind } from './spark-studio-api';

/** What the question form holds while an author writes: every kind's fields, so switching kind loses nothing. */
export interface QuestionDraft {
  kind: SparkQuestionKind;
  prompt: string;
  choices: string[];
  /** The correct choice's index (multiple choice), or null while none is marked. */
  correctChoice: number | null;
  /** The correct answer of a number or short-text question. */
  answer: string;
  explanation: string;
}

export const emptyDraft = (): QuestionDraft => ({ kind: 'multipleChoice', prompt: '', choices: ['', ''], correctChoice: null, answer: '', explanation: '' });

export function draftOfQuestion(question: SparkQuestion): QuestionDraft {
  if (question.kind === 'multipleChoice') {
    const index = question.choices.indexOf(question.answer);
    return { kind: question.kind, prompt: question.prompt, choices: [...question.choices], correctChoice: index < 0 ? null : index, answer: '', explanation: question.explanation };
  }
  return { kind: question.kind, prompt: question.prompt, choices: ['', ''], correctChoice: null, answer: question.answer, explanation: question.explanation };
}

/** What is sent to the server: only the kind's own fields. */
export function questionOfDraft(draft: QuestionDraft): SparkQuestionDraft {
  if (draft.kind === 'multipleChoice') {
    return {
      kind: draft.kind,
      prompt: draft.prompt,
      choices: draft.choices,
      answer: draft.correctChoice === null ? '' : (draft.choices[draft.correctChoice] ?? ''),
      explanation: draft.explanation,
    };
  }
  return { kind: draft.kind, prompt: draft.prompt, choices: [], answer: draft.answer, explanation: draft.explanation };
}

/** The first rule the draft breaks, as the server's error key (the server checks again), or null. */
export function draftProblem(draft: QuestionDraft): string | null {
  if (draft.prompt.trim() === '') return 'spark_studio.prompt_required';
  if (draft.kind === 'multipleChoice') {
    const choices = draft.choices.map((choice) => choice.trim());
    if (choices.length < LIMITS.minChoices || choices.length > LIMITS.maxChoices) return 'spark_studio.choice_count';
    if (choices.some((choice) => choice === '')) return 'spark_studio.choice_required';
    if (new Set(choices.map((choice) => choice.toLowerCase().replace(/\s+/g, ' '))).size !== choices.length) return 'spark_studio.duplicate_choices';
    if (draft.correctChoice === null) return 'spark_studio.answer_not_a_choice';
  } else if (draft.answer.trim() === '') {
    return 'spark_studio.answer_required';
  }
  if (draft.explanation.trim() === '') return 'spark_studio.explanation_required';
  return null;
}

/** The shared answer input's type for a kind. */
export const answerTypeOf: Record<SparkQuestionKind, AnswerType> = { multipleChoice: 'choice', number: 'number', shortText: 'text' };

/** The right answer as a reader sees it. */
export function correctAnswerOf(draft: QuestionDraft): string {
  return draft.kind === 'multipleChoice' ? (draft.correctChoice === null ? '' : (draft.choices[draft.correctChoice] ?? '').trim()) : draft.answer.trim();
}
