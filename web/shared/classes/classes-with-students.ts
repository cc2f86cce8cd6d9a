import { z } from 'zod';
import type { ClassWithStudents } from '../../../events/school-directory';
import { getJson, type JsonRequestOptions } from '../http/json-request';

export type { ClassWithStudents };

/**
 * A sender's classes with their students, as the server answers for the focus
 * session start dialog (`GET /focus-zone/classes`) and the live message
 * recipients (`GET /liveMessage/recipients`): `{ classes: ClassWithStudents[] }`; a teacher's roster
 * (`GET /roster/classes`, for the checkpoint page) answers them too, among its other fields.
 */
export const classesWithStudentsSchema = z.object({
  classes: z.array(
    z.object({
      classId: z.string(),
      name: z.string(),
      grade: z.number().int(),
      students: z.array(z.object({ userId: z.string(), displayName: z.string() })),
    }) satisfies z.ZodType<ClassWithStudents>,
  ),
});

export type ClassesPath = '/focus-zone/classes' | '/liveMessage/recipients' | '/roster/classes';

export async function fetchClassesWithStudents(path: ClassesPath, options: JsonRequestOptions = {}): Promise<ClassWithStudents[]> {
  return (await getJson(path, classesWithStudentsSchema, options)).classes;
}
