import type { ClassWithStudents } from '../../events/school-directory';
import type { ClassSummary, SchoolDirectoryQueries } from '../../projections/school-directory';

/** The classes a teacher or administrator picks from, each with its students (focus sessions and live messages answer the same). */
export function classesWithStudents(directory: SchoolDirectoryQueries, classes: readonly ClassSummary[]): ClassWithStudents[] {
  return classes.map((summary) => ({
    ...summary,
    students: directory.studentsOfClass(summary.classId).map((student) => ({ userId: student.userId, displayName: student.displayName })),
  }));
}
