import type { LogDatabase } from '../../events/log/log-database';

// The notifications read model's own copy of who is who, as of each event: people
// (role, school, family), schools' districts, classes and their students, skill
// names. Its own tables (not the directory's), so that rebuilding this projection
// alone gives the same recipients as the live run did.

export interface NotificationPerson {
  userId: string;
  username: string;
  displayName: string;
  role: string;
  edition: string;
  schoolId: string | null;
  districtId: string | null;
  parentUserId: string | null;
}

export function notificationFacts(db: LogDatabase) {
  const insertPerson = db.prepare(
    `INSERT OR REPLACE INTO notification_people (user_id, username, display_name, role, edition, school_id, district_id, parent_user_id)
     VALUES (@userId, @username, @displayName, @role, @edition, @schoolId, @districtId, @parentUserId)`,
  );
  const setParent = db.prepare('UPDATE notification_people SET parent_user_id = ? WHERE user_id = ?');
  const insertSchool = db.prepare('INSERT OR REPLACE INTO notification_schools (school_id, district_id) VALUES (?, ?)');
  const insertClass = db.prepare('INSERT OR REPLACE INTO notification_classes (class_id, name, teacher_user_id) VALUES (?, ?, ?)');
  const enrol = db.prepare('INSERT OR IGNORE INTO notification_enrollments (class_id, student_user_id) VALUES (?, ?)');
  const unenrol = db.prepare('DELETE FROM notification_enrollments WHERE class_id = ? AND student_user_id = ?');
  const putSkill = db.prepare('INSERT OR REPLACE INTO notification_skills (edition, skill_id, code, name) VALUES (?, ?, ?, ?)');
  const personColumns = `user_id AS userId, username, display_name AS displayName, role, edition, school_id AS schoolId,
    district_id AS districtId, parent_user_id AS parentUserId`;
  const person = db.prepare(`SELECT ${personColumns} FROM notification_people WHERE user_id = ?`);
  const studentByUsername = db.prepare(`SELECT ${personColumns} FROM notification_people WHERE username = ? AND role = 'student'`);
  const classOf = db.prepare('SELECT name, teacher_user_id AS teacherUserId FROM notification_classes WHERE class_id = ?');
  const teachersOfStudent = db.prepare(
    `SELECT DISTINCT c.teacher_user_id FROM notification_classes c JOIN notification_enrollments e ON e.class_id = c.class_id
     WHERE e.student_user_id = ? ORDER BY c.teacher_user_id`,
  ).pluck();
  const administratorsOfSchool = db.prepare(
    `SELECT user_id FROM notification_people WHERE role = 'school_administrator' AND school_id = @schoolId
     UNION SELECT p.user_id FROM notification_people p JOIN notification_schools s ON s.district_id = p.district_id
     WHERE p.role = 'district_administrator' AND s.school_id = @schoolId`,
  ).pluck();

  return {
    /** Handlers keeping the copy: one per fact event. */
    record: {
      person: (data: Omit<NotificationPerson, never>) => insertPerson.run(data),
      childAdded: (parentUserId: string, childUserId: string) => setParent.run(parentUserId, childUserId),
      school: (schoolId: string, districtId: string | null) => insertSchool.run(schoolId, districtId),
      class: (classId: string, name: string, teacherUserId: string) => insertClass.run(classId, name, teacherUserId),
      enrolled: (classId: string, studentUserId: string) => enrol.run(classId, studentUserId),
      unenrolled: (classId: string, studentUserId: string) => unenrol.run(classId, studentUserId),
      skill: (edition: string, skillId: number, code: string, name: string) => putSkill.run(edition, skillId, code, name),
    },
    person: (userId: string) => person.get(userId) as NotificationPerson | undefined,
    studentByUsername: (username: string) => studentByUsername.get(username) as NotificationPerson | undefined,
    classOf: (classId: string) => classOf.get(classId) as { name: string; teacherUserId: string } | undefined,
    /** The teachers of the classes a student is in now (each once). */
    teachersOf: (studentUserId: string) => teachersOfStudent.all(studentUserId) as string[],
    /** A family child's parent, or null (students have none). */
    parentOf(learnerId: string): string | null {
      const learner = person.get(learnerId) as NotificationPerson | undefined;
      return learner?.role === 'child' ? learner.parentUserId : null;
    },
    /** The school's administrators and its district's, each once, sorted. */
    administratorsOf(schoolIds: readonly string[]): string[] {
      return [...new Set(schoolIds.flatMap((schoolId) => administratorsOfSchool.all({ schoolId }) as string[]))].sort();
    },
  };
}

export type NotificationFacts = ReturnType<typeof notificationFacts>;
