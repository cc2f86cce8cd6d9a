import { describe, expect, it } from 'vitest';
import type { SchoolDirectoryEvent } from '../events/school-directory';
import type { TakeoffEvent } from '../events/takeoff';
import { projectionSpecification } from './projection-specification';
import { schoolDirectoryProjection } from './school-directory';
import { takeoffProjection, takeoffQueries } from './takeoff';

const spec = projectionSpecification(takeoffProjection, takeoffQueries, { dependsOn: [schoolDirectoryProjection] });
const assigned = (assignmentId: string, planId: string, replacedAssignmentId: string | null = null, subject: 'math' | 'ela' = 'math'): TakeoffEvent => ({
  type: 'TakeoffPlanAssigned',
  data: { assignmentId, planId, classId: 'class_room12', schoolId: 'school_maple', subject, lessonCount: 16, assignedBy: 'u_rivera', replacedAssignmentId },
});
const advanced = (assignmentId: string, lessonNumber: number): TakeoffEvent => ({
  type: 'TakeoffLessonAdvanced',
  data: { assignmentId, classId: 'class_room12', schoolId: 'school_maple', lessonNumber, advancedBy: 'u_rivera' },
});
const directory: SchoolDirectoryEvent[] = [
  { type: 'SchoolRegistered', data: { schoolId: 'school_maple', districtId: 'district_river', name: 'Maple' } },
  { type: 'ClassCreated', data: { classId: 'class_room12', schoolId: 'school_maple', name: 'Room 12', grade: 4, teacherUserId: 'u_rivera' } },
];

describe('a class’s takeoff assignments', () => {
  it('start at lesson 1 and follow each advance', () => {
    spec.given([assigned('a1', 'US-math-4-takeoff'), advanced('a1', 2), advanced('a1', 3)]).then((q) =>
      expect(q.activeAssignment('class_room12', 'math')).toEqual({
        assignmentId: 'a1', planId: 'US-math-4-takeoff', classId: 'class_room12', schoolId: 'school_maple', subject: 'math', lessonNumber: 3, lessonCount: 16, active: true,
      }),
    );
  });
  it('keep one active per subject: a replacement deactivates the old one, the other subject stays', () => {
    spec.given([assigned('a1', 'US-math-4-takeoff'), assigned('a2', 'US-ela-4-takeoff', null, 'ela'), assigned('a3', 'US-math-5-takeoff', 'a1')]).then((q) => {
      expect(q.activeAssignmentsOfClass('class_room12').map((row) => row.assignmentId)).toEqual(['a2', 'a3']);
      expect(q.assignmentById('a1')?.active).toBe(false);
      expect(q.activeAssignment('class_room12', 'math')?.planId).toBe('US-math-5-takeoff');
    });
  });
  it('refuse a second active assignment of one class and subject (the racing assign rolls back)', () => {
    expect(() => spec.given([assigned('a1', 'US-math-4-takeoff'), assigned('a2', 'US-math-5-takeoff')]).then(() => undefined)).toThrow();
  });
  it('know the directory’s class', () => {
    spec.given(directory).then((q) => {
      expect(q.classOf('class_room12')).toEqual({ classId: 'class_room12', schoolId: 'school_maple', teacherUserId: 'u_rivera' });
      expect(q.classOf('class_none')).toBeNull();
    });
  });
});
