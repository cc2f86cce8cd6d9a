import { assessmentQuestionKey, type AssessmentProgressStudent, type AssessmentQuestionView, type AssessmentSittingStatus, type AssessmentSittingView, type AssignedAssessment, type SittingItem } from '../../events/assessments';
import { DomainError } from '../../events/log/domain-error';
import { generateQuestion, MissingQuestionBankError, type QuestionLevel } from '../../events/practice/question-engine';
import type { SittingRow } from '../../projections/assessments';
import type { KnownAssessment } from './student-assessments';

// The shapes the assessment calls answer (events/assessments/assessment-contract.ts), from the read models:
// pure functions of an assessment, a student's latest sitting and the server's time. A question never
// carries its answer.

export function sittingStatusOf(sitting: SittingRow | null): AssessmentSittingStatus {
  if (sitting === null) return 'not_started';
  return sitting.finishedAt === null ? 'in_progress' : 'finished';
}

/** The question a sitting's item draws, without its answer. */
export function questionViewOf(item: SittingItem, sitting: number, number: number): AssessmentQuestionView {
  if (item.spark) {
    // A common assessment's Spark Studio question: multiple choice shows its choices; never its answer.
    const { kind, prompt, choices } = item.spark;
    const answerType = kind === 'multipleChoice' ? 'choice' : kind === 'number' ? 'number' : 'text';
    return { questionKey: assessmentQuestionKey(sitting, number), number, prompt, answerType, choices: kind === 'multipleChoice' ? [...choices] : null, art: null };
  }
  try {
    const question = generateQuestion(item.engine, item.level as QuestionLevel, item.seed);
    return { questionKey: assessmentQuestionKey(sitting, number), number, prompt: question.prompt, answerType: question.answerType, choices: question.choices ? [...question.choices] : null, art: question.art ?? null };
  } catch (error) {
    if (error instanceof MissingQuestionBankError) throw new DomainError('assessments.unknown_skill', 404);
    throw error;
  }
}

/** A form's question count (null: LevelUp, adaptive). */
const totalOf = (assessment: KnownAssessment, sitting: SittingRow | null, formLength: number | null): number | null =>
  assessment.kind === 'levelup' ? null : (sitting?.total ?? formLength);

/** The sitting as start and answer answer it; `levelUpItem` is LevelUp's current question as the route drew it. */
export function sittingViewOf(assessment: KnownAssessment, sitting: SittingRow | null, levelUpItem: SittingItem | null, now: Date): AssessmentSittingView {
  const status = sittingStatusOf(sitting);
  let question: AssessmentQuestionView | null = null;
  if (sitting !== null && status === 'in_progress') {
    const item = assessment.kind === 'levelup' ? levelUpItem : (sitting.items[sitting.answered] ?? null);
    if (item) question = questionViewOf(item, sitting.sitting, sitting.answered + 1);
  }
  return {
    assessmentId: assessment.assessmentId,
    kind: assessment.kind,
    title: assessment.title,
    status,
    question,
    answered: sitting?.answered ?? 0,
    total: totalOf(assessment, sitting, null),
    closesAt: assessment.closesAt,
    serverTime: now.toISOString(),
  };
}

export function assignedAssessmentOf(assessment: KnownAssessment, sitting: SittingRow | null, formLength: number | null): AssignedAssessment {
  return {
    assessmentId: assessment.assessmentId,
    kind: assessment.kind,
    title: assessment.title,
    subject: assessment.subject,
    opensAt: assessment.opensAt,
    closesAt: assessment.closesAt,
    status: sittingStatusOf(sitting),
    answered: sitting?.answered ?? 0,
    total: totalOf(assessment, sitting, formLength),
  };
}

export function progressStudentOf(student: { userId: string; displayName: string }, classId: string, sitting: SittingRow | null): AssessmentProgressStudent {
  return { studentUserId: student.userId, displayName: student.displayName, classId, status: sittingStatusOf(sitting), answered: sitting?.answered ?? 0 };
}
