import type { LogDatabase } from '../events/log/log-database';
import type { RosterClass, SchoolStudent } from '../events/roster';

// The roster's reads (issue 15). The roster writes the school directory's
// events, so it has no tables of its own: these queries read the directory's
// (projections/school-directory.ts), the same tables every screen that shows
// classes reads.

export function rosterQueries(db: LogDatabase) {
  const classesOfTeacher = db.prepare('SELECT class_id AS classId, name, grade FROM directory_classes WHERE teacher_user_id = ? ORDER BY name, class_id');
  const studentsOfClass = db.prepare(
    `SELECT u.user_id AS userId, u.username, u.display_name AS displayName FROM directory_users u
     JOIN directory_enrollments e ON e.student_user_id = u.user_id WHERE e.class_id = ? ORDER BY u.display_name, u.username`,
  );
  const studentsOfSchool = db.prepare(
    "SELECT user_id AS userId, username, display_name AS displayName FROM directory_users WHERE role = 'student' AND school_id = ? ORDER BY display_name, username",
  );
  const teachesStudent = db.prepare(
    `SELECT 1 FROM directory_enrollments e JOIN directory_classes c ON c.class_id = e.class_id WHERE c.teacher_user_id = ? AND e.student_user_id = ? LIMIT 1`,
  );
  const hasStudents = db.prepare(
    'SELECT 1 FROM directory_enrollments e JOIN directory_classes c ON c.class_id = e.class_id WHERE c.teacher_user_id = ? LIMIT 1',
  );
  const classRow = db.prepare(
    `SELECT c.class_id AS classId, c.school_id AS schoolId, c.teacher_user_id AS teacherUserId, s.district_id AS districtId
     FROM directory_classes c LEFT JOIN directory_schools s ON s.school_id = c.school_id WHERE c.class_id = ?`,
  );
  const usernameTaken = db.prepare('SELECT 1 FROM directory_users WHERE username = ?');
  return {
    /** A teacher's classes, each with its students (by name). */
    classesOf(teacherUserId: string): RosterClass[] {
      return (classesOfTeacher.all(teacherUserId) as Omit<RosterClass, 'students'>[]).map((summary) => ({
        ...summary,
        students: studentsOfClass.all(summary.classId) as RosterClass['students'],
      }));
    },
    /** The students of a school (to add to a class). */
    studentsOfSchool: (schoolId: string) => studentsOfSchool.all(schoolId) as SchoolStudent[],
    /** Whether the student is in one of the teacher's classes. */
    teachesStudent: (teacherUserId: string, studentUserId: string) => teachesStudent.get(teacherUserId, studentUserId) !== undefined,
    /** Whether any of the teacher's classes has a student (the go-to-roster prompt shows until one does). */
    hasStudents: (teacherUserId: string) => hasStudents.get(teacherUserId) !== undefined,
    /** A class's school, teacher and district, or undefined. */
    classOf: (classId: string) => classRow.get(classId) as { classId: string; schoolId: string; teacherUserId: string; districtId: string | null } | undefined,
    usernameTaken: (username: string) => usernameTaken.get(username) !== undefined,
  };
}

export type RosterQueries = ReturnType<typeof rosterQueries>;
