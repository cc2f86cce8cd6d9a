import { z } from 'zod';
import { entityId as id } from './curriculum';
import { DomainError } from './log/domain-error';
import { defineEvent, type EventOf } from './log/event-schemas';
import { TAKEOFF_SUBJECTS, type TakeoffSubject } from './takeoff/takeoff-plans';

// Takeoff lesson plans (issue 31 item 2, docs/takeoff.md): a teacher assigns a
// plan (events/takeoff/takeoff-plans.ts, data) to a class and moves it lesson by
// lesson; the class's students see the current lesson on their home. A class has
// at most one active assignment per subject; assigning another plan in that
// subject replaces it (the new assignment starts at lesson 1).
// Stream `takeoff-assignment:<assignmentId>`.

export { isTakeoffSubject, lessonPagePath, TAKEOFF_SUBJECTS, takeoffPlanId } from './takeoff/takeoff-plans';
export type { TakeoffLesson, TakeoffPlan, TakeoffSubject } from './takeoff/takeoff-plans';

export const TakeoffPlanAssigned = defineEvent({
  type: 'TakeoffPlanAssigned',
  schemaVersion: 1,
  schema: z.object({
    assignmentId: id,
    planId: id,
    classId: id,
    schoolId: id,
    subject: z.enum(TAKEOFF_SUBJECTS),
    /** The plan's lessons when assigned; the class starts at lesson 1. */
    lessonCount: z.number().int().min(1),
    assignedBy: id,
    /** The class's active assignment in the subject that this one replaces, or null. */
    replacedAssignmentId: id.nullable(),
  }),
});

export const TakeoffLessonAdvanced = defineEvent({
  type: 'TakeoffLessonAdvanced',
  schemaVersion: 1,
  schema: z.object({
    assignmentId: id,
    classId: id,
    schoolId: id,
    /** The class's lesson now. */
    lessonNumber: z.number().int().min(2),
    advancedBy: id,
  }),
});

export const takeoffEvents = [TakeoffPlanAssigned, TakeoffLessonAdvanced] as const;
export type TakeoffEvent = EventOf<(typeof takeoffEvents)[number]>;

export const takeoffStreams = { assignment: (assignmentId: string) => `takeoff-assignment:${assignmentId}` };

/** A skill as the takeoff pages show it (null fields: the catalogue no longer has it). */
export interface TakeoffSkill {
  permacode: string;
  name: string;
  code: string | null;
  /** The skill's practice page; null when the catalogue no longer has it. */
  url: string | null;
}

export interface TakeoffLessonView {
  lessonNumber: number;
  lessonName: string;
  /** The lesson's skill; its lesson page is `lessonUrl`. */
  skill: TakeoffSkill;
  lessonUrl: string;
  practice: TakeoffSkill[];
  teacherNote: string;
}

export interface TakeoffPlanView {
  planId: string;
  subject: TakeoffSubject;
  grade: number;
  name: string;
  lessons: TakeoffLessonView[];
}

/** A class's active assignment as the teacher's page shows it. */
export interface TakeoffAssignmentView {
  assignmentId: string;
  planId: string;
  planName: string;
  subject: TakeoffSubject;
  lessonNumber: number;
  lessonCount: number;
}

/** `GET /takeoff/plans`: the plans of a subject and grade, and the teacher's classes with their assignments. */
export interface TakeoffPlansAnswer {
  subject: TakeoffSubject;
  grade: number;
  plans: TakeoffPlanView[];
  classes: { classId: string; name: string; grade: number; assignments: TakeoffAssignmentView[] }[];
}

/** `GET /takeoff/current`: a student's classes' current lessons. */
export interface CurrentTakeoffLessons {
  lessons: (Omit<TakeoffLessonView, 'teacherNote'> & {
    classId: string;
    className: string;
    assignmentId: string;
    planName: string;
    subject: TakeoffSubject;
    lessonCount: number;
  })[];
}

type Actor = { userId: string; role: string };

/** The class a plan is assigned to, from the directory (null: no such class). */
export interface TakeoffClass {
  classId: string;
  schoolId: string;
  teacherUserId: string;
}

export type TakeoffCommand =
  | {
      type: 'AssignTakeoffPlan';
      data: {
        assignmentId: string;
        teacher: Actor;
        /** The plan from the plan library; null when there is none of that id. */
        plan: { planId: string; subject: TakeoffSubject; lessonCount: number } | null;
        targetClass: TakeoffClass | null;
        /** The class's active assignment in the plan's subject (read model), or null. */
        activeAssignment: { assignmentId: string; planId: string } | null;
      };
    }
  | {
      type: 'AdvanceTakeoffLesson';
      data: {
        teacher: Actor;
        /** The assignment's class's teacher now (directory); null when the class is gone. */
        classTeacherUserId: string | null;
        /** The class's active assignment in the assignment's subject (read model). */
        activeAssignmentId: string | null;
      };
    };

export interface TakeoffState {
  assignment: { assignmentId: string; classId: string; schoolId: string; lessonNumber: number; lessonCount: number } | null;
}

/** Issue 31: teachers assign and move takeoff plans (and browse them). */
export function mayAssignTakeoffPlans(role: string): boolean {
  return role === 'teacher';
}

/** Issue 31: students see their classes' current takeoff lessons. */
export function seesCurrentTakeoffLessons(role: string): boolean {
  return role === 'student';
}

function requireTeacher(teacher: Actor): void {
  if (!mayAssignTakeoffPlans(teacher.role)) throw new DomainError('takeoff.not_a_teacher', 403);
}

export const takeoff = {
  initialState: (): TakeoffState => ({ assignment: null }),

  evolve(state: TakeoffState, event: TakeoffEvent): TakeoffState {
    switch (event.type) {
      case 'TakeoffPlanAssigned': {
        const { assignmentId, classId, schoolId, lessonCount } = event.data;
        return { assignment: { assignmentId, classId, schoolId, lessonCount, lessonNumber: 1 } };
      }
      case 'TakeoffLessonAdvanced':
        return state.assignment === null ? state : { assignment: { ...state.assignment, lessonNumber: event.data.lessonNumber } };
    }
  },

  decide(command: TakeoffCommand, state: TakeoffState): TakeoffEvent[] {
    switch (command.type) {
      case 'AssignTakeoffPlan': {
        const { assignmentId, teacher, plan, targetClass, activeAssignment } = command.data;
        requireTeacher(teacher);
        if (plan === null) throw new DomainError('takeoff.unknown_plan', 404);
        if (targetClass === null) throw new DomainError('takeoff.unknown_class', 404);
        if (targetClass.teacherUserId !== teacher.userId) throw new DomainError('takeoff.class_not_yours', 403);
        if (activeAssignment?.planId === plan.planId) throw new DomainError('takeoff.plan_already_assigned', 409);
        if (state.assignment !== null) throw new DomainError('takeoff.assignment_exists', 409);
        return [
          {
            type: 'TakeoffPlanAssigned',
            data: {
              assignmentId,
              planId: plan.planId,
              classId: targetClass.classId,
              schoolId: targetClass.schoolId,
              subject: plan.subject,
              lessonCount: plan.lessonCount,
              assignedBy: teacher.userId,
              replacedAssignmentId: activeAssignment?.assignmentId ?? null,
            },
          },
        ];
      }
      case 'AdvanceTakeoffLesson': {
        const { teacher, classTeacherUserId, activeAssignmentId } = command.data;
        requireTeacher(teacher);
        const assignment = state.assignment;
        if (assignment === null) throw new DomainError('takeoff.unknown_assignment', 404);
        if (classTeacherUserId !== teacher.userId) throw new DomainError('takeoff.assignment_not_yours', 403);
        if (activeAssignmentId !== assignment.assignmentId) throw new DomainError('takeoff.assignment_replaced', 409);
        if (assignment.lessonNumber >= assignment.lessonCount) throw new DomainError('takeoff.plan_finished', 409);
        return [
          {
            type: 'TakeoffLessonAdvanced',
            data: {
              assignmentId: assignment.assignmentId,
              classId: assignment.classId,
              schoolId: assignment.schoolId,
              lessonNumber: assignment.lessonNumber + 1,
              advancedBy: teacher.userId,
            },
          },
        ];
      }
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },
};
