import type { FeatureLog } from '../features/feature-log';
import type { TakeoffLessonOf } from '../reports/report-grouping';
import { takeoffPlanById } from './takeoff-plan-library';

/**
 * The lessons a report's "view by takeoff" groups by (docs/takeoff.md, docs/reports.md "View by"):
 * the lessons of the active takeoff assignments of the given classes (math before ELA, by subject
 * name), each with its skill and the skills practised after it; null when none of them follows a plan.
 */
export function takeoffLessonsOfClasses(log: FeatureLog<'takeoff'>, classes: readonly { classId: string; className: string | null }[]): TakeoffLessonOf[] | null {
  const lessons: TakeoffLessonOf[] = [];
  let assignments = 0;
  for (const { classId, className } of classes) {
    for (const assignment of log.queries.takeoff.activeAssignmentsOfClass(classId)) {
      const plan = takeoffPlanById(assignment.planId);
      if (plan === null) continue;
      assignments++;
      for (const lesson of plan.lessons) {
        lessons.push({ planId: plan.planId, planName: plan.name, lessonNumber: lesson.lessonNumber, lessonName: lesson.lessonName, permacodes: [lesson.permacode, ...lesson.practicePermacodes], className, classId });
      }
    }
  }
  return assignments === 0 ? null : lessons;
}
