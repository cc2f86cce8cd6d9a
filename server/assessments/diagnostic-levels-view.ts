import type { DiagnosticLevelsView, DiagnosticRecommendationView } from '../../events/assessments';
import { diagnosticLevels, priorLevelOf, type DiagnosticLevels, type StrandAnswer } from '../../events/diagnostics/adaptive-rule';
import { recommendations } from '../../events/diagnostics/recommendations';
import { DIAGNOSTIC_SUBJECTS, type DiagnosticSubject } from '../../events/diagnostics/strands';
import type { DiagnosticCatalogueSkill } from './diagnostic-skills';

// A student's diagnostic levels (issue 30 item 1; docs/diagnostics.md "Levels"): per subject with answers, the
// adaptive rule's levels over every graded on-scale assessment answer, and the skills they recommend.

export type AnswersOf = (subject: DiagnosticSubject) => readonly StrandAnswer[];

export function levelsBySubject(answersOf: AnswersOf, grade: number | null): { subject: DiagnosticSubject; levels: DiagnosticLevels }[] {
  return DIAGNOSTIC_SUBJECTS.flatMap((subject) => {
    const answers = answersOf(subject);
    return answers.length === 0 ? [] : [{ subject, levels: diagnosticLevels(subject, answers, priorLevelOf(grade)) }];
  });
}

export function diagnosticLevelsViewOf(studentUserId: string, answersOf: AnswersOf, grade: number | null): DiagnosticLevelsView {
  const subjects = levelsBySubject(answersOf, grade).map(({ subject, levels }) => ({
    subject,
    overall: levels.overall.level === null ? null : { level: levels.overall.level, pinpointed: levels.overall.pinpointed },
    strands: levels.strands.flatMap((strand) => (strand.level === null ? [] : [{ strand: strand.strand, level: strand.level, pinpointed: strand.pinpointed }])),
  }));
  const main = subjects.find((each) => each.subject === 'math') ?? subjects[0];
  return { studentUserId, subjects, overall: main?.overall ?? null, strands: main?.strands ?? [] };
}

/** The student's pinpointed overall level in a subject, or null (the band stays "Not pinpointed"). */
export function pinpointedLevel(answers: readonly StrandAnswer[], subject: DiagnosticSubject, grade: number | null): number | null {
  if (answers.length === 0) return null;
  const { overall } = diagnosticLevels(subject, answers, priorLevelOf(grade));
  return overall.pinpointed ? overall.level : null;
}

export function recommendationsOf(answersOf: AnswersOf, grade: number | null, skillsOf: (subject: DiagnosticSubject) => readonly DiagnosticCatalogueSkill[]): DiagnosticRecommendationView[] {
  return levelsBySubject(answersOf, grade).flatMap(({ subject, levels }) => {
    const skills = skillsOf(subject);
    const byPermacode = new Map(skills.map((skill) => [skill.permacode, skill]));
    return recommendations(levels.strands, skills).map((recommendation) => ({
      permacode: recommendation.permacode,
      skillName: byPermacode.get(recommendation.permacode)?.name ?? recommendation.permacode,
      subject,
      strand: recommendation.strand,
      grade: recommendation.grade,
    }));
  });
}
