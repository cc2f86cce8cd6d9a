import { diagnosticLevels, overallLevel, priorLevelOf, strandLevels, type StrandAnswer } from '../diagnostics/adaptive-rule';
import { yearPeriodOf, type FormItem } from '../diagnostics/assessment-forms';
import { isAtRisk, normSeasonOf, percentileOf, scoreForm, tierOf } from '../diagnostics/form-scoring';
import type { AssessmentResult } from './assessment-result';
import type { AssessmentStartedData, SittingItem } from './assessment-events';

// The scored result of a finished sitting (issue 30, docs/diagnostics.md): LevelUp's levels from
// every answer so far, a form's score by strand, its percentile and tier, the screener's risk.
// Pure; the assessments' decider records it when a sitting finishes.

/** An answer of a sitting, graded. */
export interface SittingAnswer {
  item: SittingItem;
  questionKey: string;
  correct: boolean;
}

/** The answers that place a student on the scale (a Spark Studio question has no strand). */
export const onScale = (answers: readonly SittingAnswer[]): StrandAnswer[] =>
  answers.flatMap((answer) => (answer.item.strand === null ? [] : [{ strand: answer.item.strand, difficulty: answer.item.difficulty, correct: answer.correct }]));

/** The scored result of a finished sitting (what the reports read). */
export function sittingResult(sitting: AssessmentStartedData, answers: readonly SittingAnswer[], history: readonly StrandAnswer[], finishedAt: string): AssessmentResult {
  const prior = priorLevelOf(sitting.grade);
  let level: number | null;
  let pinpointed: boolean;
  let strands: AssessmentResult['strands'];
  if (sitting.kind === 'levelup') {
    const levels = diagnosticLevels(sitting.subject, history, prior);
    level = levels.overall.level;
    pinpointed = levels.overall.pinpointed;
    strands = levels.strands.map((strand) => {
      const own = answers.filter((answer) => answer.item.strand === strand.strand);
      return { strand: strand.strand, level: strand.level, pinpointed: strand.pinpointed, correct: own.filter((answer) => answer.correct).length, answered: own.length };
    });
  } else {
    const formItems: FormItem[] = sitting.items.map((item) =>
      item.spark
        ? { itemKey: item.itemKey, source: 'spark', strand: null, difficulty: null, questionId: item.spark.questionId }
        : { itemKey: item.itemKey, source: 'skill', strand: item.strand, difficulty: item.difficulty, grade: item.engine.grade, level: item.level as 1, permacode: item.permacode },
    );
    const score = scoreForm(sitting.subject, sitting.grade ?? 4, formItems, answers.map((answer) => ({ itemKey: answer.item.itemKey, correct: answer.correct })));
    const covered = new Set(score.strands.map((strand) => strand.strand));
    const levels = strandLevels(sitting.subject, onScale(answers), prior).filter((strand) => covered.has(strand.strand));
    level = score.level;
    pinpointed = levels.length > 0 && overallLevel(levels).pinpointed;
    strands = levels.map((strand) => {
      const scored = score.strands.find((each) => each.strand === strand.strand);
      return { strand: strand.strand, level: strand.level, pinpointed: strand.pinpointed, correct: scored?.right ?? 0, answered: answers.filter((answer) => answer.item.strand === strand.strand).length };
    });
  }
  let percentile: number | null = null;
  if ((sitting.kind === 'flex' || sitting.kind === 'screener') && level !== null && sitting.grade !== null) {
    try {
      percentile = percentileOf(sitting.subject, sitting.grade, normSeasonOf(finishedAt), level);
    } catch {
      percentile = null; // no norm for the grade
    }
  }
  const tier = percentile === null ? null : tierOf(percentile);
  return {
    assessmentId: sitting.assessmentId,
    kind: sitting.kind,
    title: sitting.title,
    subject: sitting.subject,
    studentUserId: sitting.studentUserId,
    grade: sitting.grade,
    schoolId: sitting.schoolId,
    classIds: [...sitting.classIds],
    assessmentType: sitting.assessmentType,
    period: sitting.kind === 'benchmark' && sitting.opensAt !== null ? yearPeriodOf(sitting.opensAt) : null,
    finishedAt,
    level,
    pinpointed,
    strands,
    tier,
    percentile,
    atRisk: sitting.kind === 'screener' && tier !== null ? isAtRisk(tier) : null,
    items: answers.map((answer) => ({ questionKey: answer.questionKey, permacode: answer.item.spark ? null : answer.item.permacode, standardCodes: [...answer.item.standardCodes], strand: answer.item.strand, correct: answer.correct })),
  };
}
