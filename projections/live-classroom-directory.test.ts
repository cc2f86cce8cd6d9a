import { describe, expect, it } from 'vitest';
import type { SchoolDirectoryEvent, UserRole } from '../events/school-directory';
import { projectionSpecification } from './projection-specification';
import { schoolDirectoryProjection, schoolDirectoryQueries } from './school-directory';

// The directory queries the live classroom needs (docs/practice.md): a student's
// classes (their class grade for My practice's bands, the classes told of their
// answers) and who is told of a class's answers.

const spec = projectionSpecification(schoolDirectoryProjection, schoolDirectoryQueries);

const user = (userId: string, role: UserRole, schoolId: string | null, districtId: string | null): SchoolDirectoryEvent => ({
  type: 'UserRegistered',
  data: { userId, username: userId.slice(2), displayName: userId.slice(2), role, userType: role === 'student' ? 2 : role === 'teacher' ? 4 : 13, edition: 'US', schoolId, districtId, parentUserId: null },
});
const classCreated = (classId: string, schoolId: string, teacherUserId: string, name: string, grade: number): SchoolDirectoryEvent => ({
  type: 'ClassCreated',
  data: { classId, schoolId, name, grade, teacherUserId },
});
const enrolled = (classId: string, studentUserId: string): SchoolDirectoryEvent => ({ type: 'StudentEnrolled', data: { classId, studentUserId } });

const directory: SchoolDirectoryEvent[] = [
  { type: 'DistrictRegistered', data: { districtId: 'district_river', name: 'Riverside' } },
  { type: 'SchoolRegistered', data: { schoolId: 'school_maple', districtId: 'district_river', name: 'Maple' } },
  { type: 'SchoolRegistered', data: { schoolId: 'school_birch', districtId: 'district_river', name: 'Birch' } },
  user('u_rivera', 'teacher', 'school_maple', 'district_river'),
  user('u_okafor', 'teacher', 'school_maple', 'district_river'),
  user('u_lee', 'school_administrator', 'school_maple', 'district_river'),
  user('u_park', 'school_administrator', 'school_maple', 'district_river'),
  user('u_birch_admin', 'school_administrator', 'school_birch', 'district_river'),
  user('u_chen', 'district_administrator', null, 'district_river'),
  user('u_ava', 'student', 'school_maple', 'district_river'),
  user('u_noah', 'student', 'school_maple', 'district_river'),
  classCreated('class_room12', 'school_maple', 'u_rivera', 'Grade 4 Room 12', 4),
  classCreated('class_reading', 'school_maple', 'u_okafor', 'Reading group', 5),
  enrolled('class_room12', 'u_ava'),
  enrolled('class_reading', 'u_ava'),
  enrolled('class_room12', 'u_noah'),
];

describe('a student’s classes', () => {
  it('are the classes they are enrolled in, highest grade first', () =>
    spec.given(directory).then((queries) => {
      expect(queries.classesOfStudent('u_ava')).toEqual([
        { classId: 'class_reading', name: 'Reading group', grade: 5 },
        { classId: 'class_room12', name: 'Grade 4 Room 12', grade: 4 },
      ]);
      expect(queries.classesOfStudent('u_noah').map((c) => c.classId)).toEqual(['class_room12']);
      expect(queries.classesOfStudent('u_rivera')).toEqual([]);
    }));
});

describe('who watches a class’s live classroom', () => {
  it('is its teacher and its school’s administrators — not another teacher, another school’s administrator or the district’s', () =>
    spec.given(directory).then((queries) => {
      expect(queries.liveClassroomWatchersOf('class_room12')).toEqual(['u_lee', 'u_park', 'u_rivera']);
      expect(queries.liveClassroomWatchersOf('class_reading')).toEqual(['u_lee', 'u_okafor', 'u_park']);
      expect(queries.liveClassroomWatchersOf('class_unknown')).toEqual([]);
    }));
});
