import type { LogDatabase } from '../events/log/log-database';
import type { SchoolDirectoryEvent, UserRole } from '../events/school-directory';
import type { Projection } from './projection';

// Read model of the school directory. Inline: a sign-in right after a
// registration sees the account. `directory_users.username` is UNIQUE, so a
// second registration of a username fails its append transaction as a whole.

export const schoolDirectoryProjection: Projection<SchoolDirectoryEvent> = {
  name: 'school-directory',
  // v2: district custom domain names (directory_custom_domains). v3: e-mail addresses (directory_users.email, issue 14).
  // v4: a school's state (directory_schools.state, issue 34).
  version: 4,
  mode: 'inline',
  tables: ['directory_districts', 'directory_schools', 'directory_users', 'directory_classes', 'directory_enrollments', 'directory_custom_domains'],
  create(db) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS directory_districts (district_id TEXT PRIMARY KEY, name TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS directory_schools (school_id TEXT PRIMARY KEY, district_id TEXT, name TEXT NOT NULL, state TEXT);
      CREATE TABLE IF NOT EXISTS directory_users (
        user_id TEXT PRIMARY KEY,
        username TEXT NOT NULL UNIQUE COLLATE NOCASE,
        display_name TEXT NOT NULL,
        role TEXT NOT NULL,
        user_type INTEGER NOT NULL,
        edition TEXT NOT NULL,
        school_id TEXT,
        district_id TEXT,
        parent_user_id TEXT,
        password_hash TEXT,
        secret_word_hash TEXT,
        email TEXT
      );
      CREATE INDEX IF NOT EXISTS directory_users_email ON directory_users (email);
      CREATE TABLE IF NOT EXISTS directory_classes (
        class_id TEXT PRIMARY KEY, school_id TEXT NOT NULL, name TEXT NOT NULL, grade INTEGER NOT NULL, teacher_user_id TEXT NOT NULL
      );
      CREATE INDEX IF NOT EXISTS directory_classes_teacher ON directory_classes (teacher_user_id);
      CREATE TABLE IF NOT EXISTS directory_enrollments (
        class_id TEXT NOT NULL, student_user_id TEXT NOT NULL, PRIMARY KEY (class_id, student_user_id)
      );
      CREATE INDEX IF NOT EXISTS directory_enrollments_student ON directory_enrollments (student_user_id);
      CREATE TABLE IF NOT EXISTS directory_custom_domains (name TEXT PRIMARY KEY, district_id TEXT NOT NULL UNIQUE);
    `);
  },
  handlers(db) {
    const insertDistrict = db.prepare('INSERT INTO directory_districts (district_id, name) VALUES (?, ?)');
    const insertSchool = db.prepare('INSERT INTO directory_schools (school_id, district_id, name, state) VALUES (?, ?, ?, ?)');
    const insertUser = db.prepare(
      `INSERT INTO directory_users (user_id, username, display_name, role, user_type, edition, school_id, district_id, parent_user_id)
       VALUES (@userId, @username, @displayName, @role, @userType, @edition, @schoolId, @districtId, @parentUserId)`,
    );
    const setPassword = db.prepare('UPDATE directory_users SET password_hash = ? WHERE user_id = ?');
    const setSecretWord = db.prepare('UPDATE directory_users SET secret_word_hash = ? WHERE user_id = ?');
    const setEmail = db.prepare('UPDATE directory_users SET email = ? WHERE user_id = ?');
    const insertClass = db.prepare(
      'INSERT INTO directory_classes (class_id, school_id, name, grade, teacher_user_id) VALUES (@classId, @schoolId, @name, @grade, @teacherUserId)',
    );
    const insertEnrollment = db.prepare('INSERT OR IGNORE INTO directory_enrollments (class_id, student_user_id) VALUES (?, ?)');
    const deleteEnrollment = db.prepare('DELETE FROM directory_enrollments WHERE class_id = ? AND student_user_id = ?');
    const nameCustomDomain = db.prepare('INSERT OR REPLACE INTO directory_custom_domains (name, district_id) VALUES (?, ?)');
    return {
      DistrictRegistered: (data) => insertDistrict.run(data.districtId, data.name),
      // INSERT OR REPLACE: the district's previous name (its UNIQUE district_id row) goes.
      DistrictCustomDomainNamed: (data) => nameCustomDomain.run(data.customDomainName, data.districtId),
      SchoolRegistered: (data) => insertSchool.run(data.schoolId, data.districtId, data.name, data.state ?? null),
      UserRegistered: (data) => insertUser.run(data),
      PasswordSet: (data) => setPassword.run(data.passwordHash, data.userId),
      SecretWordSet: (data) => setSecretWord.run(data.secretWordHash, data.userId),
      EmailAddressSet: (data) => setEmail.run(data.email, data.userId),
      ClassCreated: (data) => insertClass.run(data),
      StudentEnrolled: (data) => insertEnrollment.run(data.classId, data.studentUserId),
      StudentUnenrolled: (data) => deleteEnrollment.run(data.classId, data.studentUserId),
    };
  },
};

export interface DirectoryUser {
  userId: string;
  username: string;
  displayName: string;
  role: UserRole;
  userType: 2 | 4 | 11 | 12 | 13 | 20;
  edition: string;
  schoolId: string | null;
  districtId: string | null;
  parentUserId: string | null;
}

export interface DirectoryAccount extends DirectoryUser {
  passwordHash: string | null;
  secretWordHash: string | null;
}

export interface FamilyMember {
  userId: string;
  username: string;
  displayName: string;
  isParent: boolean;
  isSecretWordRequired: boolean;
}

/** A district with a custom domain name (`/signin/{customDomainName}`). */
export interface CustomDomainDistrict {
  districtId: string;
  name: string;
  customDomainName: string;
}

export interface ClassSummary {
  classId: string;
  name: string;
  grade: number;
}

const userColumns = `user_id AS userId, username, display_name AS displayName, role, user_type AS userType, edition,
  school_id AS schoolId, district_id AS districtId, parent_user_id AS parentUserId`;

/** Queries over the directory read model. */
export function schoolDirectoryQueries(db: LogDatabase) {
  const byUsername = db.prepare(
    `SELECT ${userColumns}, password_hash AS passwordHash, secret_word_hash AS secretWordHash FROM directory_users WHERE username = ?`,
  );
  const byId = db.prepare(`SELECT ${userColumns} FROM directory_users WHERE user_id = ?`);
  const classesOfTeacher = db.prepare('SELECT class_id AS classId, name, grade FROM directory_classes WHERE teacher_user_id = ? ORDER BY name');
  const studentsOfClass = db.prepare(
    `SELECT ${userColumns} FROM directory_users u JOIN directory_enrollments e ON e.student_user_id = u.user_id WHERE e.class_id = ? ORDER BY u.display_name`,
  );
  const userCount = db.prepare('SELECT COUNT(*) AS n FROM directory_users');
  const classColumns = 'c.class_id AS classId, c.name, c.grade';
  const classesOfSchool = db.prepare(`SELECT ${classColumns} FROM directory_classes c WHERE c.school_id = ? ORDER BY c.name`);
  const classesOfDistrict = db.prepare(
    `SELECT ${classColumns} FROM directory_classes c JOIN directory_schools s ON s.school_id = c.school_id WHERE s.district_id = ? ORDER BY c.name`,
  );
  const studentsOfSchool = db.prepare("SELECT user_id AS userId FROM directory_users WHERE role = 'student' AND school_id = ?");
  const studentsOfDistrict = db.prepare("SELECT user_id AS userId FROM directory_users WHERE role = 'student' AND district_id = ?");
  const studentIdsOfClass = db.prepare('SELECT student_user_id AS userId FROM directory_enrollments WHERE class_id = ?');
  const classesOfStudent = db.prepare(
    `SELECT ${classColumns} FROM directory_classes c JOIN directory_enrollments e ON e.class_id = c.class_id WHERE e.student_user_id = ? ORDER BY c.grade DESC, c.name`,
  );
  // Issue 31 item 6 (progress mail): who gets weekly mail, and a school student's teachers.
  const usersWithRole = db.prepare(`SELECT ${userColumns} FROM directory_users WHERE role = ? ORDER BY user_id`);
  const teachersOfStudent = db.prepare(
    `SELECT DISTINCT c.teacher_user_id AS userId FROM directory_classes c JOIN directory_enrollments e ON e.class_id = c.class_id
     WHERE e.student_user_id = ? AND c.teacher_user_id IS NOT NULL ORDER BY c.teacher_user_id`,
  );
  const liveClassroomWatchers = db.prepare(
    `SELECT teacher_user_id AS userId FROM directory_classes WHERE class_id = @classId
     UNION SELECT u.user_id FROM directory_users u JOIN directory_classes c ON c.school_id = u.school_id
     WHERE c.class_id = @classId AND u.role = 'school_administrator' ORDER BY userId`,
  );
  const displayName = db.prepare('SELECT display_name AS displayName FROM directory_users WHERE user_id = ?');
  const districtByCustomDomain = db.prepare(
    `SELECT d.district_id AS districtId, d.name, c.name AS customDomainName
     FROM directory_custom_domains c JOIN directory_districts d ON d.district_id = c.district_id WHERE c.name = ?`,
  );
  // Issue 14 (account recovery): accounts by their own e-mail address, and an account's address.
  const byEmail = db.prepare(`SELECT ${userColumns} FROM directory_users WHERE email = ? ORDER BY username`);
  const emailOf = db.prepare('SELECT email FROM directory_users WHERE user_id = ?');
  const schoolName = db.prepare('SELECT name FROM directory_schools WHERE school_id = ?').pluck();
  const schoolState = db.prepare('SELECT state FROM directory_schools WHERE school_id = ?').pluck();
  const customDomainOfDistrict = db.prepare('SELECT name FROM directory_custom_domains WHERE district_id = ?');
  const familyMembers = db.prepare(
    `SELECT user_id AS userId, username, display_name AS displayName, role = 'parent' AS isParent, secret_word_hash IS NOT NULL AS isSecretWordRequired
     FROM directory_users WHERE user_id = @parentUserId OR parent_user_id = @parentUserId ORDER BY role = 'parent' DESC, display_name`,
  );

  /** The classes a teacher teaches, or every class of an administrator's school or district. */
  const classesReachableBy = (user: DirectoryUser): ClassSummary[] => {
    switch (user.role) {
      case 'teacher':
        return classesOfTeacher.all(user.userId) as ClassSummary[];
      case 'school_administrator':
        return user.schoolId ? (classesOfSchool.all(user.schoolId) as ClassSummary[]) : [];
      case 'district_administrator':
        return user.districtId ? (classesOfDistrict.all(user.districtId) as ClassSummary[]) : [];
      default:
        return [];
    }
  };
  const ids = (rows: unknown[]) => (rows as { userId: string }[]).map((row) => row.userId);
  return {
    accountByUsername: (username: string) => byUsername.get(username) as DirectoryAccount | undefined,
    userById: (userId: string) => byId.get(userId) as DirectoryUser | undefined,
    classesOfTeacher: (teacherUserId: string) => classesOfTeacher.all(teacherUserId) as ClassSummary[],
    studentsOfClass: (classId: string) => studentsOfClass.all(classId) as DirectoryUser[],
    userCount: () => (userCount.get() as { n: number }).n,
    classesReachableBy,
    /** Students a teacher or administrator may reach: their classes', and an administrator's whole school or district. */
    studentsReachableBy(user: DirectoryUser): Set<string> {
      const reachable = new Set(classesReachableBy(user).flatMap((c) => ids(studentIdsOfClass.all(c.classId))));
      if (user.role === 'school_administrator' && user.schoolId) for (const id of ids(studentsOfSchool.all(user.schoolId))) reachable.add(id);
      if (user.role === 'district_administrator' && user.districtId) {
        for (const id of ids(studentsOfDistrict.all(user.districtId))) reachable.add(id);
      }
      return reachable;
    },
    studentIdsOfClass: (classId: string) => ids(studentIdsOfClass.all(classId)),
    /** The classes of one school, by name. */
    classesOfSchool: (schoolId: string) => classesOfSchool.all(schoolId) as ClassSummary[],
    /** The classes a student is enrolled in, highest grade first. */
    classesOfStudent: (studentUserId: string) => classesOfStudent.all(studentUserId) as ClassSummary[],
    /** Every account of one role (`parent`, `teacher` …), by user id. */
    usersWithRole: (role: string) => usersWithRole.all(role) as DirectoryUser[],
    /** The teachers of the classes a student is enrolled in. */
    teachersOfStudent: (studentUserId: string) => ids(teachersOfStudent.all(studentUserId)),
    /** Who is told as a class's students practise (docs/practice.md): its teacher and its school's administrators. */
    liveClassroomWatchersOf: (classId: string) => ids(liveClassroomWatchers.all({ classId })),
    /** Spec §3 sub-accounts: a family's parent and children (for a parent or a child), parent first. */
    familyOf(user: DirectoryUser): FamilyMember[] {
      const parentUserId = user.role === 'parent' ? user.userId : user.role === 'child' ? user.parentUserId : null;
      if (parentUserId === null) return [];
      return (familyMembers.all({ parentUserId }) as (Omit<FamilyMember, 'isParent' | 'isSecretWordRequired'> & { isParent: number; isSecretWordRequired: number })[]).map((row) => ({
        ...row,
        isParent: row.isParent === 1,
        isSecretWordRequired: row.isSecretWordRequired === 1,
      }));
    },
    /** Accounts whose own e-mail address is `email` (lowercased), by username. */
    accountsByEmail: (email: string) => byEmail.all(email) as DirectoryUser[],
    /** An account's own e-mail address, or null. */
    emailOf: (userId: string) => (emailOf.get(userId) as { email: string | null } | undefined)?.email ?? null,
    /** A school's name, or null. */
    schoolNameOf: (schoolId: string) => (schoolName.get(schoolId) as string | undefined) ?? null,
    /** A school's state, province or region, or null when the directory has none for it (issue 34). */
    schoolStateOf: (schoolId: string) => (schoolState.get(schoolId) as string | null | undefined) ?? null,
    /** A district's custom domain name, or null. */
    customDomainOfDistrict: (districtId: string) => (customDomainOfDistrict.get(districtId) as { name: string } | undefined)?.name ?? null,
    /** The district whose custom domain name is `name` (lowercase), if any. */
    districtByCustomDomain: (name: string) => districtByCustomDomain.get(name) as CustomDomainDistrict | undefined,
    displayNamesOf(userIds: Iterable<string>): Record<string, string> {
      const names: Record<string, string> = {};
      for (const userId of userIds) {
        const row = displayName.get(userId) as { displayName: string } | undefined;
        if (row) names[userId] = row.displayName;
      }
      return names;
    },
  };
}

export type SchoolDirectoryQueries = ReturnType<typeof schoolDirectoryQueries>;
