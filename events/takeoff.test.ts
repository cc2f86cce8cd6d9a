import { describe, expect, it } from 'vitest';
import { deciderSpecification } from './log/decider-specification';
import { mayAssignTakeoffPlans, seesCurrentTakeoffLessons, takeoff, type TakeoffClass, type TakeoffCommand, type TakeoffEvent } from './takeoff';

const spec = deciderSpecification(takeoff);
const rivera = { userId: 'u_rivera', role: 'teacher' };
const okafor = { userId: 'u_okafor', role: 'teacher' };
const lee = { userId: 'u_lee', role: 'school_administrator' };
const room12: TakeoffClass = { classId: 'class_room12', schoolId: 'school_maple', teacherUserId: 'u_rivera' };
const plan = { planId: 'US-math-4-takeoff', subject: 'math' as const, lessonCount: 3 };

type AssignData = Extract<TakeoffCommand, { type: 'AssignTakeoffPlan' }>['data'];
const assign = (overrides: Partial<AssignData> = {}): TakeoffCommand => ({
  type: 'AssignTakeoffPlan',
  data: { assignmentId: 'a1', teacher: rivera, plan, targetClass: room12, activeAssignment: null, ...overrides },
});
const assigned = (overrides: Partial<Extract<TakeoffEvent, { type: 'TakeoffPlanAssigned' }>['data']> = {}): TakeoffEvent => ({
  type: 'TakeoffPlanAssigned',
  data: { assignmentId: 'a1', planId: plan.planId, classId: 'class_room12', schoolId: 'school_maple', subject: 'math', lessonCount: 3, assignedBy: 'u_rivera', replacedAssignmentId: null, ...overrides },
});
const advancedTo = (lessonNumber: number): TakeoffEvent => ({
  type: 'TakeoffLessonAdvanced',
  data: { assignmentId: 'a1', classId: 'class_room12', schoolId: 'school_maple', lessonNumber, advancedBy: 'u_rivera' },
});
const advance = (overrides: Partial<Extract<TakeoffCommand, { type: 'AdvanceTakeoffLesson' }>['data']> = {}): TakeoffCommand => ({
  type: 'AdvanceTakeoffLesson',
  data: { teacher: rivera, classTeacherUserId: 'u_rivera', activeAssignmentId: 'a1', ...overrides },
});

describe('assigning a takeoff plan', () => {
  it('records the assignment at lesson 1', () => spec.given([]).when(assign()).then([assigned()]));
  it('replaces the class’s active assignment in the subject (another plan)', () =>
    spec.given([]).when(assign({ activeAssignment: { assignmentId: 'a0', planId: 'US-math-3-takeoff' } })).then([assigned({ replacedAssignmentId: 'a0' })]));
  it('refuses the plan the class already follows in the subject (409)', () =>
    spec.given([]).when(assign({ activeAssignment: { assignmentId: 'a0', planId: plan.planId } })).thenThrows('takeoff.plan_already_assigned', 409));
  it('is for teachers only (403)', () => spec.given([]).when(assign({ teacher: lee })).thenThrows('takeoff.not_a_teacher', 403));
  it('is for the class’s teacher only (403)', () => spec.given([]).when(assign({ teacher: okafor })).thenThrows('takeoff.class_not_yours', 403));
  it('needs a plan of the library (404)', () => spec.given([]).when(assign({ plan: null })).thenThrows('takeoff.unknown_plan', 404));
  it('needs a class that exists (404)', () => spec.given([]).when(assign({ targetClass: null })).thenThrows('takeoff.unknown_class', 404));
  it('never reuses an assignment id (409)', () => spec.given([assigned()]).when(assign()).thenThrows('takeoff.assignment_exists', 409));
});

describe('advancing a takeoff assignment', () => {
  it('moves the class to the next lesson', () => spec.given([assigned()]).when(advance()).then([advancedTo(2)]));
  it('moves on from the lesson it reached', () => spec.given([assigned(), advancedTo(2)]).when(advance()).then([advancedTo(3)]));
  it('refuses to move past the last lesson (409)', () => spec.given([assigned(), advancedTo(2), advancedTo(3)]).when(advance()).thenThrows('takeoff.plan_finished', 409));
  it('needs an assignment that exists (404)', () => spec.given([]).when(advance()).thenThrows('takeoff.unknown_assignment', 404));
  it('is for teachers only (403)', () => spec.given([assigned()]).when(advance({ teacher: lee })).thenThrows('takeoff.not_a_teacher', 403));
  it('is for the class’s teacher only (403)', () => spec.given([assigned()]).when(advance({ teacher: okafor })).thenThrows('takeoff.assignment_not_yours', 403));
  it('refuses an assignment another one replaced (409)', () => spec.given([assigned()]).when(advance({ activeAssignmentId: 'a2' })).thenThrows('takeoff.assignment_replaced', 409));
});

describe('who', () => {
  it('lets teachers assign and students see current lessons', () => {
    expect(['teacher', 'student', 'school_administrator', 'parent'].filter(mayAssignTakeoffPlans)).toEqual(['teacher']);
    expect(['teacher', 'student', 'school_administrator', 'parent'].filter(seesCurrentTakeoffLessons)).toEqual(['student']);
  });
});
