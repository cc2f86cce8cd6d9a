import type { CommonAssessmentsView, CommonAssessmentSummary } from '../../events/assessments';
import type { CommonAssessmentDefinition } from '../../projections/assessments';
import type { DirectoryUser } from '../../projections/school-directory';
import type { FeatureLog } from '../features/feature-log';

// Common assessments for the administrator who assigns them (issue 30 item 3, docs/diagnostics.md "Common
// assessments"): the schools and classes they administer, the Spark Studio sets they wrote, and the common
// assessments they assigned with how many students started and finished. Read models only.

type Log = FeatureLog<'assessments' | 'assessmentWindows' | 'directory' | 'sparkStudio'>;

/** The schools an administrator administers, each with its classes (the form's choices and the decider's facts). */
export function administeredSchools(log: Log, administrator: DirectoryUser): CommonAssessmentsView['schools'] {
  const { assessmentWindows, directory } = log.queries;
  return assessmentWindows
    .administeredSchoolsOf(administrator)
    .map((school) => ({ schoolId: school.schoolId, name: school.name, classes: directory.classesOfSchool(school.schoolId).map(({ classId, name, grade }) => ({ classId, name, grade })) }));
}

function summaryOf(log: Log, definition: CommonAssessmentDefinition, names: ReadonlyMap<string, string>): CommonAssessmentSummary {
  const sittings = [...log.queries.assessments.sittingsOf(definition.assessmentId).values()];
  const targets = definition.classIds.length > 0 ? definition.classIds : definition.schoolIds;
  return {
    assessmentId: definition.assessmentId,
    title: definition.title,
    subject: definition.subject,
    questionSetId: definition.questionSetId,
    assignedTo: targets.map((id) => names.get(id) ?? id),
    grade: definition.grade,
    questions: definition.questions.length,
    opensAt: definition.opensAt,
    closesAt: definition.closesAt,
    assignedAt: definition.assignedAt,
    started: sittings.length,
    finished: sittings.filter((sitting) => sitting.finishedAt !== null).length,
  };
}

/** `GET /assessments/common` for an administrator. */
export function commonAssessmentsViewOf(log: Log, administrator: DirectoryUser): CommonAssessmentsView {
  const schools = administeredSchools(log, administrator);
  const names = new Map<string, string>();
  for (const school of schools) {
    names.set(school.schoolId, school.name);
    for (const each of school.classes) names.set(each.classId, each.name);
  }
  const sets = log.queries.sparkStudio
    .setsVisibleTo(administrator.userId)
    .filter((set) => set.mine)
    .map(({ questionSetId, title, questionCount }) => ({ questionSetId, title, questionCount }));
  const assessments = log.queries.assessments.commonAssignedBy(administrator.userId).map((definition) => summaryOf(log, definition, names));
  return { assessments, sets, schools };
}
