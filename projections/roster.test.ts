import { describe, expect, it } from 'vitest';
import type { SchoolDirectoryEvent } from '../events/school-directory';
import { projectionSpecification } from './projection-specification';
import { rosterQueries } from './roster';
import { schoolDirectoryProjection, schoolDirectoryQueries } from './school-directory';

// The roster reads the directory's tables: its rules are what the directory projection keeps.
const spec = projectionSpecification(schoolDirectoryProjection, (db) => ({ roster: rosterQueries(db), directory: schoolDirectoryQueries(db) }));
const student = (userId: string, displayName: string, schoolId = 'school_maple'): SchoolDirectoryEvent => ({
  type: 'UserRegistered',
  data: { userId, username: userId.slice(2), displayName, role: 'student', userType: 2, edition: 'US', schoolId, districtId: 'd1', parentUserId: null },
});
const created: SchoolDirectoryEvent = { type: 'ClassCreated', data: { classId: 'c1', schoolId: 'school_maple', name: 'Room 12', grade: 4, teacherUserId: 'u_rivera' } };
const enrolled = (studentUserId: string): SchoolDirectoryEvent => ({ type: 'StudentEnrolled', data: { classId: 'c1', studentUserId } });
const unenrolled = (studentUserId: string): SchoolDirectoryEvent => ({ type: 'StudentUnenrolled', data: { classId: 'c1', studentUserId } });
const history: SchoolDirectoryEvent[] = [
  { type: 'SchoolRegistered', data: { schoolId: 'school_maple', districtId: 'd1', name: 'Maple' } },
  student('u_zoe', 'Zoe Q.'),
  student('u_ava', 'Ava B.'),
  student('u_kai', 'Kai W.', 'school_cedar'),
  created,
  enrolled('u_zoe'),
  enrolled('u_ava'),
];

describe('roster reads over the directory', () => {
  it('a teacher’s classes with their students by name, with usernames', () => {
    spec.given(history).then(({ roster }) => {
      expect(roster.classesOf('u_rivera')).toEqual([
        { classId: 'c1', name: 'Room 12', grade: 4, students: [{ userId: 'u_ava', username: 'ava', displayName: 'Ava B.' }, { userId: 'u_zoe', username: 'zoe', displayName: 'Zoe Q.' }] },
      ]);
      expect(roster.hasStudents('u_rivera')).toBe(true);
      expect(roster.teachesStudent('u_rivera', 'u_ava')).toBe(true);
      expect(roster.classOf('c1')).toEqual({ classId: 'c1', schoolId: 'school_maple', teacherUserId: 'u_rivera', districtId: 'd1' });
    });
  });

  it('a removed student leaves the class everywhere the directory is read (the other screens’ classes)', () => {
    spec.given([...history, unenrolled('u_ava')]).then(({ roster, directory }) => {
      expect(roster.classesOf('u_rivera')[0]!.students.map((s) => s.userId)).toEqual(['u_zoe']);
      expect(roster.teachesStudent('u_rivera', 'u_ava')).toBe(false);
      expect(directory.studentIdsOfClass('c1')).toEqual(['u_zoe']);
      expect(directory.studentsOfClass('c1').map((s) => s.userId)).toEqual(['u_zoe']);
    });
  });

  it('a class emptied has no students (the roster prompt shows again); re-adding works', () => {
    spec.given([...history, unenrolled('u_ava'), unenrolled('u_zoe')]).then(({ roster }) => expect(roster.hasStudents('u_rivera')).toBe(false));
    spec.given([...history, unenrolled('u_ava'), enrolled('u_ava')]).then(({ roster }) => expect(roster.teachesStudent('u_rivera', 'u_ava')).toBe(true));
  });

  it('the school’s students, by name, not another school’s; usernames taken', () => {
    spec.given(history).then(({ roster }) => {
      expect(roster.studentsOfSchool('school_maple').map((s) => s.userId)).toEqual(['u_ava', 'u_zoe']);
      expect(roster.usernameTaken('ava')).toBe(true);
      expect(roster.usernameTaken('nobody')).toBe(false);
    });
  });
});
