import type { Subject } from '../events/curriculum';
import type { LogDatabase } from '../events/log/log-database';
import type { TeacherSetupEvent } from '../events/teacher-setup';
import type { Projection } from './projection';

// Each teacher's chosen school and last choice of subjects (issue 15). Inline:
// the next dialog fetch after a submit sees it.

export const teacherSetupProjection: Projection<TeacherSetupEvent> = {
  name: 'teacher-setup',
  version: 1,
  mode: 'inline',
  tables: ['teacher_setup'],
  create(db) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS teacher_setup (
        teacher_user_id TEXT PRIMARY KEY, school_id TEXT, subjects TEXT, offered_subjects TEXT, school_year TEXT
      );
    `);
  },
  handlers(db) {
    const chooseSchool = db.prepare(
      'INSERT INTO teacher_setup (teacher_user_id, school_id) VALUES (?, ?) ON CONFLICT (teacher_user_id) DO UPDATE SET school_id = excluded.school_id',
    );
    const selectSubjects = db.prepare(
      `INSERT INTO teacher_setup (teacher_user_id, school_id, subjects, offered_subjects, school_year) VALUES (@teacherUserId, @schoolId, @subjects, @offered, @schoolYear)
       ON CONFLICT (teacher_user_id) DO UPDATE SET school_id = excluded.school_id, subjects = excluded.subjects,
         offered_subjects = excluded.offered_subjects, school_year = excluded.school_year`,
    );
    return {
      TeacherSchoolChosen: (data) => chooseSchool.run(data.teacherUserId, data.schoolId),
      TeacherSubjectsSelected: (data) =>
        selectSubjects.run({
          teacherUserId: data.teacherUserId,
          schoolId: data.schoolId,
          subjects: JSON.stringify(data.subjects),
          offered: JSON.stringify(data.offeredSubjects),
          schoolYear: data.schoolYear,
        }),
    };
  },
};

export interface TeacherSetupRecord {
  /** The school the teacher chose; null: none chosen (the directory's may apply). */
  schoolId: string | null;
  saved: { subjects: Subject[]; offeredSubjects: Subject[]; schoolYear: string | null } | null;
}

export function teacherSetupQueries(db: LogDatabase) {
  const record = db.prepare('SELECT school_id AS schoolId, subjects, offered_subjects AS offered, school_year AS schoolYear FROM teacher_setup WHERE teacher_user_id = ?');
  return {
    setupOf(teacherUserId: string): TeacherSetupRecord {
      const row = record.get(teacherUserId) as { schoolId: string | null; subjects: string | null; offered: string | null; schoolYear: string | null } | undefined;
      if (!row) return { schoolId: null, saved: null };
      return {
        schoolId: row.schoolId,
        saved: row.subjects === null ? null : { subjects: JSON.parse(row.subjects) as Subject[], offeredSubjects: JSON.parse(row.offered ?? '[]') as Subject[], schoolYear: row.schoolYear },
      };
    },
  };
}

export type TeacherSetupQueries = ReturnType<typeof teacherSetupQueries>;
