import { lessonPagePath, type TakeoffAssignmentView, type TakeoffLesson, type TakeoffLessonView, type TakeoffPlan, type TakeoffPlanView, type TakeoffSkill } from '../../events/takeoff';
import type { TakeoffAssignmentRow } from '../../projections/takeoff';
import type { FeatureLog } from '../features/feature-log';
import { takeoffPlanById } from './takeoff-plan-library';

/** What the takeoff routes answer, built from the plan library and the catalogue's read model (docs/takeoff.md). */
export function takeoffViews(log: FeatureLog<'catalogue'>) {
  const { catalogue } = log.queries;

  const skillOf = (permacode: string): TakeoffSkill => {
    const skill = catalogue.skillByPermacode(permacode);
    return skill ? { permacode, name: skill.name, code: skill.code, url: skill.url } : { permacode, name: permacode, code: null, url: null };
  };

  const lessonView = (lesson: TakeoffLesson): TakeoffLessonView => ({
    lessonNumber: lesson.lessonNumber,
    lessonName: lesson.lessonName,
    skill: skillOf(lesson.permacode),
    lessonUrl: lessonPagePath(lesson.permacode),
    practice: lesson.practicePermacodes.map(skillOf),
    teacherNote: lesson.teacherNote,
  });

  return {
    lessonView,
    planView: (plan: TakeoffPlan): TakeoffPlanView => ({ planId: plan.planId, subject: plan.subject, grade: plan.grade, name: plan.name, lessons: plan.lessons.map(lessonView) }),
    assignmentView: (row: TakeoffAssignmentRow): TakeoffAssignmentView => ({
      assignmentId: row.assignmentId,
      planId: row.planId,
      planName: takeoffPlanById(row.planId)?.name ?? row.planId,
      subject: row.subject,
      lessonNumber: row.lessonNumber,
      lessonCount: row.lessonCount,
    }),
  };
}
