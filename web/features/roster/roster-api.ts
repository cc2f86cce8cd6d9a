import { z } from 'zod';
import type { RosterClass, SchoolStudent } from '../../../events/roster';
import { getJson, postJson } from '../../shared/http/json-request';

const student = z.object({ userId: z.string(), username: z.string(), displayName: z.string() });

export const rosterViewSchema = z.object({
  hasSchool: z.boolean(),
  classes: z.array(z.object({ classId: z.string(), name: z.string(), grade: z.number().int(), students: z.array(student) }) satisfies z.ZodType<RosterClass>),
  schoolStudents: z.array(student satisfies z.ZodType<SchoolStudent>),
});
export type RosterView = z.infer<typeof rosterViewSchema>;

export function fetchRoster(signal?: AbortSignal): Promise<RosterView> {
  return getJson('/roster/classes', rosterViewSchema, signal ? { signal } : {});
}

export function createClass(name: string, grade: number, idempotencyKey: string): Promise<{ classId: string }> {
  return postJson('/roster/create-class', { name, grade }, z.object({ classId: z.string() }), { idempotencyKey });
}

export function addExistingStudent(classId: string, studentUserId: string): Promise<unknown> {
  return postJson('/roster/add-student', { classId, studentUserId });
}

/** A new student account: the answer carries its initial password, shown once. */
export function addNewStudent(classId: string, username: string, displayName: string): Promise<{ studentUserId: string; username: string; initialPassword: string }> {
  return postJson('/roster/add-student', { classId, username, displayName }, z.object({ studentUserId: z.string(), username: z.string(), initialPassword: z.string() }));
}

export function removeStudent(classId: string, studentUserId: string): Promise<unknown> {
  return postJson('/roster/remove-student', { classId, studentUserId });
}

export function resetStudentPassword(studentUserId: string): Promise<{ studentUserId: string; username: string; password: string }> {
  return postJson('/roster/reset-password', { studentUserId }, z.object({ studentUserId: z.string(), username: z.string(), password: z.string() }));
}
