import { describe, expect, it } from 'vitest';
import type { SchoolDirectoryEvent, UserRole } from '../events/school-directory';
import { projectionSpecification } from './projection-specification';
import { schoolDirectoryProjection, schoolDirectoryQueries, type DirectoryUser } from './school-directory';

const spec = projectionSpecification(schoolDirectoryProjection, schoolDirectoryQueries);

const userTypeOf = { student: 2, teacher: 4, parent: 11, child: 12, school_administrator: 13, district_administrator: 13, engineer: 20 } as const;
const hash = (word: string) => `$argon2id$v=19$m=19456,t=2,p=1$${word}`;

function user(
  userId: string,
  role: UserRole,
  where: { schoolId?: string | null; districtId?: string | null; parentUserId?: string | null; displayName?: string; username?: string } = {},
): SchoolDirectoryEvent {
  return {
    type: 'UserRegistered',
    data: {
      userId,
      username: where.username ?? userId.replace(/^u_/, ''),
      displayName: where.displayName ?? userId.replace(/^u_/, '').replace(/^./, (first) => first.toUpperCase()),
      role,
      userType: userTypeOf[role],
      edition: 'US',
      schoolId: where.schoolId ?? null,
      districtId: where.districtId ?? null,
      parentUserId: where.parentUserId ?? null,
    },
  };
}
const classCreated = (classId: string, schoolId: string, teacherUserId: string, name: string): SchoolDirectoryEvent => ({
  type: 'ClassCreated',
  data: { classId, schoolId, name, grade: 4, teacherUserId },
});
const enrolled = (classId: string, studentUserId: string): SchoolDirectoryEvent => ({ type: 'StudentEnrolled', data: { classId, studentUserId } });

// District "river" has schools maple and birch; school oak is in district "hill".
const maple = { schoolId: 'school_maple', districtId: 'district_river' };
const birch = { schoolId: 'school_birch', districtId: 'district_river' };
const oak = { schoolId: 'school_oak', districtId: 'district_hill' };
const directory: SchoolDirectoryEvent[] = [
  { type: 'DistrictRegistered', data: { districtId: 'district_river', name: 'Riverside' } },
  { type: 'DistrictRegistered', data: { districtId: 'district_hill', name: 'Hillside' } },
  { type: 'SchoolRegistered', data: { schoolId: 'school_maple', districtId: 'district_river', name: 'Maple' } },
  { type: 'SchoolRegistered', data: { schoolId: 'school_birch', districtId: 'district_river', name: 'Birch' } },
  { type: 'SchoolRegistered', data: { schoolId: 'school_oak', districtId: 'district_hill', name: 'Oak' } },
  user('u_rivera', 'teacher', maple),
  user('u_chen', 'teacher', maple),
  user('u_birch_teacher', 'teacher', birch),
  user('u_oak_teacher', 'teacher', oak),
  user('u_lee', 'school_administrator', maple),
  user('u_park', 'district_administrator', { districtId: 'district_river' }),
  user('u_ava', 'student', maple),
  user('u_noah', 'student', maple),
  user('u_unenrolled', 'student', maple),
  user('u_bo', 'student', birch),
  user('u_olive', 'student', oak),
  classCreated('class_room12', 'school_maple', 'u_rivera', 'Room 12'),
  classCreated('class_art', 'school_maple', 'u_rivera', 'Art'),
  classCreated('class_chen', 'school_maple', 'u_chen', 'Chen’s class'),
  classCreated('class_birch', 'school_birch', 'u_birch_teacher', 'Birch 4'),
  classCreated('class_oak', 'school_oak', 'u_oak_teacher', 'Oak 4'),
  enrolled('class_room12', 'u_ava'),
  enrolled('class_art', 'u_ava'),
  enrolled('class_chen', 'u_noah'),
  enrolled('class_birch', 'u_bo'),
  enrolled('class_oak', 'u_olive'),
];

const reachable = (userId: string) =>
  spec.given(directory).query((queries) => {
    const reacher = queries.userById(userId) as DirectoryUser;
    return { classes: queries.classesReachableBy(reacher).map((each) => each.classId), students: [...queries.studentsReachableBy(reacher)].sort() };
  });

describe('who a user may reach', () => {
  it('a teacher reaches their own classes and the students enrolled in them', () => {
    expect(reachable('u_rivera')).toEqual({ classes: ['class_art', 'class_room12'], students: ['u_ava'] });
    expect(reachable('u_chen')).toEqual({ classes: ['class_chen'], students: ['u_noah'] });
  });

  it('a school administrator reaches every class and student of their school', () =>
    expect(reachable('u_lee')).toEqual({ classes: ['class_art', 'class_chen', 'class_room12'], students: ['u_ava', 'u_noah', 'u_unenrolled'] }));

  it('a district administrator reaches every class and student of their district', () =>
    expect(reachable('u_park')).toEqual({
      classes: ['class_art', 'class_birch', 'class_chen', 'class_room12'],
      students: ['u_ava', 'u_bo', 'u_noah', 'u_unenrolled'],
    }));

  it('a student reaches no one', () => expect(reachable('u_ava')).toEqual({ classes: [], students: [] }));
});

describe('the directory', () => {
  it('finds an account by username whatever its case, with its credential hashes', () =>
    spec
      .given([...directory, { type: 'PasswordSet', data: { userId: 'u_rivera', passwordHash: hash('first') } }, { type: 'PasswordSet', data: { userId: 'u_rivera', passwordHash: hash('second') } }])
      .then((queries) => {
        expect(queries.accountByUsername('RIVERA')).toEqual({
          userId: 'u_rivera',
          username: 'rivera',
          displayName: 'Rivera',
          role: 'teacher',
          userType: 4,
          edition: 'US',
          schoolId: 'school_maple',
          districtId: 'district_river',
          parentUserId: null,
          passwordHash: hash('second'),
          secretWordHash: null,
        });
        expect(queries.accountByUsername('nobody')).toBeUndefined();
        expect(queries.userCount()).toBe(11);
      }));

  it('refuses a second account with the same username, whatever its case', () =>
    expect(() => spec.given([user('u_ava', 'student'), user('u_other', 'student', { username: 'AVA' })]).query(() => null)).toThrow(/UNIQUE/));

  it('lists a class’s students by name, and names users', () =>
    spec.given([...directory, user('u_abe', 'student', { ...maple, displayName: 'Abe' }), enrolled('class_room12', 'u_abe'), enrolled('class_room12', 'u_abe')]).then((queries) => {
      expect(queries.studentsOfClass('class_room12').map((each) => each.userId)).toEqual(['u_abe', 'u_ava']);
      expect(queries.studentIdsOfClass('class_room12').sort()).toEqual(['u_abe', 'u_ava']);
      expect(queries.classesOfTeacher('u_rivera')).toEqual([
        { classId: 'class_art', name: 'Art', grade: 4 },
        { classId: 'class_room12', name: 'Room 12', grade: 4 },
      ]);
      expect(queries.displayNamesOf(['u_ava', 'u_gone', 'u_abe'])).toEqual({ u_ava: 'Ava', u_abe: 'Abe' });
    }));
});

describe('a family', () => {
  const family: SchoolDirectoryEvent[] = [
    user('u_parent', 'parent', { displayName: 'Pat' }),
    user('u_kid_b', 'child', { parentUserId: 'u_parent', displayName: 'Zed' }),
    user('u_kid_a', 'child', { parentUserId: 'u_parent', displayName: 'Amy' }),
    user('u_other_parent', 'parent', { displayName: 'Quinn' }),
    user('u_other_kid', 'child', { parentUserId: 'u_other_parent', displayName: 'Bea' }),
    { type: 'SecretWordSet', data: { userId: 'u_kid_b', secretWordHash: hash('zebra') } },
    { type: 'SecretWordSet', data: { userId: 'u_kid_a', secretWordHash: hash('apple') } },
    { type: 'SecretWordSet', data: { userId: 'u_kid_a', secretWordHash: null } },
  ];
  const members = [
    { userId: 'u_parent', username: 'parent', displayName: 'Pat', isParent: true, isSecretWordRequired: false },
    { userId: 'u_kid_a', username: 'kid_a', displayName: 'Amy', isParent: false, isSecretWordRequired: false },
    { userId: 'u_kid_b', username: 'kid_b', displayName: 'Zed', isParent: false, isSecretWordRequired: true },
  ];

  it('is the parent first, then the children by name, for the parent and for a child', () =>
    spec.given(family).then((queries) => {
      expect(queries.familyOf(queries.userById('u_parent')!)).toEqual(members);
      expect(queries.familyOf(queries.userById('u_kid_b')!)).toEqual(members);
    }));

  it('is no one for anyone outside a family', () =>
    spec.given([...family, ...directory]).then((queries) => expect(queries.familyOf(queries.userById('u_rivera')!)).toEqual([])));
});

describe('district custom domain names', () => {
  const districts: SchoolDirectoryEvent[] = [
    { type: 'DistrictRegistered', data: { districtId: 'district_river', name: 'River Unified' } },
    { type: 'DistrictRegistered', data: { districtId: 'district_hill', name: 'Hill County' } },
    { type: 'DistrictCustomDomainNamed', data: { districtId: 'district_river', customDomainName: 'river', previous: null } },
    { type: 'DistrictCustomDomainNamed', data: { districtId: 'district_hill', customDomainName: 'hill', previous: null } },
    { type: 'DistrictCustomDomainNamed', data: { districtId: 'district_hill', customDomainName: 'hill-county', previous: 'hill' } },
  ];

  it('find the district by its current name only', () =>
    spec.given(districts).then((queries) => {
      expect(queries.districtByCustomDomain('river')).toEqual({ districtId: 'district_river', name: 'River Unified', customDomainName: 'river' });
      expect(queries.districtByCustomDomain('hill-county')).toEqual({ districtId: 'district_hill', name: 'Hill County', customDomainName: 'hill-county' });
      expect(queries.districtByCustomDomain('hill')).toBeUndefined();
      expect(queries.districtByCustomDomain('nowhere')).toBeUndefined();
    }));
});

describe('a school’s state (issue 34)', () => {
  it('is what the school was registered with, and none for a school registered without one', () =>
    spec
      .given([
        { type: 'SchoolRegistered', data: { schoolId: 'school_maple', districtId: null, name: 'Maple', state: 'New York' } },
        { type: 'SchoolRegistered', data: { schoolId: 'school_oak', districtId: null, name: 'Oak' } },
      ])
      .then((queries) => {
        expect(queries.schoolStateOf('school_maple')).toBe('New York');
        expect(queries.schoolStateOf('school_oak')).toBeNull();
        expect(queries.schoolStateOf('school_nowhere')).toBeNull();
      }));
});
