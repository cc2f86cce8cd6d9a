import { describe, expect, it } from 'vitest';
import { deciderSpecification } from './log/decider-specification';
import { keepsClass, roster, type RosterActor, type RosterCommand } from './roster';
import type { SchoolDirectoryEvent } from './school-directory';

const spec = deciderSpecification(roster);
const rivera: RosterActor = { userId: 'u_ms_rivera', role: 'teacher', schoolId: 'school_maple', districtId: 'district_riverside' };
const okafor: RosterActor = { ...rivera, userId: 'u_mr_okafor' };
const lee: RosterActor = { userId: 'u_admin_lee', role: 'school_administrator', schoolId: 'school_maple', districtId: 'district_riverside' };
const chen: RosterActor = { userId: 'u_district_chen', role: 'district_administrator', schoolId: null, districtId: 'district_riverside' };
const ava = { userId: 'u_ava_b', role: 'student', schoolId: 'school_maple' };
const created: SchoolDirectoryEvent = { type: 'ClassCreated', data: { classId: 'class_1', schoolId: 'school_maple', name: 'Math 4', grade: 4, teacherUserId: 'u_ms_rivera' } };
const enrolled: SchoolDirectoryEvent = { type: 'StudentEnrolled', data: { classId: 'class_1', studentUserId: 'u_ava_b' } };
const unenrolled: SchoolDirectoryEvent = { type: 'StudentUnenrolled', data: { classId: 'class_1', studentUserId: 'u_ava_b' } };
const enroll = (actor: RosterActor, student: typeof ava | null = ava): RosterCommand => ({ type: 'EnrollStudent', data: { actor, classId: 'class_1', student, classDistrictId: 'district_riverside' } });
const unenroll = (actor: RosterActor): RosterCommand => ({ type: 'UnenrollStudent', data: { actor, classId: 'class_1', studentUserId: 'u_ava_b', classDistrictId: 'district_riverside' } });

describe('roster: classes', () => {
  const create = (actor: RosterActor, name = '  Math 4 ', grade = 4): RosterCommand => ({ type: 'CreateClass', data: { actor, classId: 'class_1', name, grade } });

  it('a teacher creates a class of their school, name trimmed', () => {
    spec.given([]).when(create(rivera)).then([created]);
  });

  it('only a teacher with a school, a name, a grade 0–12, a new id', () => {
    spec.given([]).when(create(lee)).thenThrows('roster.teachers_only', 403);
    spec.given([]).when(create({ ...rivera, schoolId: null })).thenThrows('roster.no_school', 409);
    spec.given([]).when(create(rivera, '   ')).thenThrows('roster.class_name_required', 400);
    spec.given([]).when(create(rivera, 'x'.repeat(81))).thenThrows('roster.class_name_too_long', 400);
    spec.given([]).when(create(rivera, 'Math', 13)).thenThrows('roster.invalid_grade', 400);
    spec.given([created]).when(create(rivera)).thenThrows('roster.class_exists', 409);
  });
});

describe('roster: students in a class', () => {
  it('the teacher, the school’s administrator or the district’s adds a student of the school', () => {
    for (const actor of [rivera, lee, chen]) spec.given([created]).when(enroll(actor)).then([enrolled]);
  });

  it('adding a student twice adds nothing; after removal it adds again', () => {
    spec.given([created, enrolled]).when(enroll(rivera)).then([]);
    spec.given([created, enrolled, unenrolled]).when(enroll(rivera)).then([enrolled]);
  });

  it('another teacher may not (403); a student may not; an unknown class is 404', () => {
    spec.given([created]).when(enroll(okafor)).thenThrows('roster.not_your_class', 403);
    spec.given([created]).when(enroll({ ...lee, schoolId: 'school_cedar' })).thenThrows('roster.not_your_class', 403);
    spec.given([created]).when(enroll({ ...rivera, role: 'student' })).thenThrows('roster.not_allowed', 403);
    spec.given([]).when(enroll(rivera)).thenThrows('roster.unknown_class', 404);
  });

  it('only students of the class’s school', () => {
    spec.given([created]).when(enroll(rivera, { ...ava, schoolId: 'school_cedar' })).thenThrows('roster.student_of_another_school', 403);
    spec.given([created]).when(enroll(rivera, { ...ava, role: 'teacher' })).thenThrows('roster.unknown_student', 404);
    spec.given([created]).when(enroll(rivera, null)).thenThrows('roster.unknown_student', 404);
  });

  it('removes an enrolled student; one not enrolled is 404; another teacher 403', () => {
    spec.given([created, enrolled]).when(unenroll(rivera)).then([unenrolled]);
    spec.given([created, enrolled, unenrolled]).when(unenroll(rivera)).thenThrows('roster.not_enrolled', 404);
    spec.given([created, enrolled]).when(unenroll(okafor)).thenThrows('roster.not_your_class', 403);
  });
});

describe('roster: student accounts', () => {
  const register = (overrides: Partial<Extract<RosterCommand, { type: 'RegisterStudent' }>['data']> = {}): RosterCommand => ({
    type: 'RegisterStudent',
    data: {
      actor: rivera,
      school: { schoolId: 'school_maple', districtId: 'district_riverside' },
      keepsClass: true,
      userId: 'u_new',
      username: 'sam.t',
      displayName: ' Sam T. ',
      edition: 'US',
      passwordHash: '$argon2id$v=19$m=1,t=1,p=1$c2FsdA$aGFzaA',
      usernameTaken: false,
      ...overrides,
    },
  });

  it('registers a student of the class’s school with a password hash', () => {
    spec.given([]).when(register()).then([
      {
        type: 'UserRegistered',
        data: { userId: 'u_new', username: 'sam.t', displayName: 'Sam T.', role: 'student', userType: 2, edition: 'US', schoolId: 'school_maple', districtId: 'district_riverside', parentUserId: null },
      },
      { type: 'PasswordSet', data: { userId: 'u_new', passwordHash: '$argon2id$v=19$m=1,t=1,p=1$c2FsdA$aGFzaA' } },
    ]);
  });

  it('refuses a bad or taken username, a blank name, a class not the actor’s', () => {
    spec.given([]).when(register({ username: 'Sam T' })).thenThrows('roster.invalid_username', 400);
    spec.given([]).when(register({ username: 'ab' })).thenThrows('roster.invalid_username', 400);
    spec.given([]).when(register({ usernameTaken: true })).thenThrows('roster.username_taken', 409);
    spec.given([]).when(register({ displayName: ' ' })).thenThrows('roster.display_name_required', 400);
    spec.given([]).when(register({ keepsClass: false })).thenThrows('roster.not_your_class', 403);
    spec.given([]).when(register({ actor: { ...rivera, role: 'parent' } })).thenThrows('roster.not_allowed', 403);
  });

  it('resets the password of the actor’s own student only (a hash in the log)', () => {
    const reset = (studentOfActor: boolean, student: typeof ava | null = ava): RosterCommand => ({
      type: 'ResetStudentPassword',
      data: { actor: rivera, student, studentOfActor, passwordHash: '$argon2id$new' },
    });
    spec.given([]).when(reset(true)).then([{ type: 'PasswordSet', data: { userId: 'u_ava_b', passwordHash: '$argon2id$new' } }]);
    spec.given([]).when(reset(false)).thenThrows('roster.not_your_student', 403);
    spec.given([]).when(reset(true, null)).thenThrows('roster.unknown_student', 404);
    spec.given([]).when(reset(true, { ...ava, role: 'teacher' })).thenThrows('roster.unknown_student', 404);
  });
});

describe('roster: edges', () => {
  const cls = { schoolId: 'school_maple', teacherUserId: 'u_t', districtId: 'district_riverside' };

  it('keeps a class by role: a teacher by being its teacher, administrators by their school or district, never by a missing one', () => {
    expect(keepsClass({ userId: 'u_t', role: 'teacher', schoolId: null, districtId: null }, cls)).toBe(true);
    expect(keepsClass({ userId: 'u_t', role: 'school_administrator', schoolId: 'school_cedar', districtId: null }, cls)).toBe(false);
    expect(keepsClass({ userId: 'u_a', role: 'school_administrator', schoolId: null, districtId: null }, { ...cls, schoolId: null })).toBe(false);
    expect(keepsClass({ userId: 'u_a', role: 'teacher', schoolId: 'school_maple', districtId: null }, cls)).toBe(false);
    expect(keepsClass({ userId: 'u_d', role: 'district_administrator', schoolId: null, districtId: null }, { ...cls, districtId: null })).toBe(false);
    expect(keepsClass({ userId: 'u_d', role: 'district_administrator', schoolId: null, districtId: 'district_other' }, cls)).toBe(false);
    expect(keepsClass({ userId: 'u_d', role: 'teacher', schoolId: null, districtId: 'district_riverside' }, cls)).toBe(false);
  });

  it('takes a class name of 80 characters and a display name of 64', () => {
    const name = 'x'.repeat(80);
    spec.given([]).when({ type: 'CreateClass', data: { actor: rivera, classId: 'class_1', name, grade: 4 } }).then([{ type: 'ClassCreated', data: { classId: 'class_1', schoolId: 'school_maple', name, grade: 4, teacherUserId: 'u_ms_rivera' } }]);
    const register = (displayName: string): RosterCommand => ({
      type: 'RegisterStudent',
      data: { actor: rivera, school: { schoolId: 'school_maple', districtId: 'district_riverside' }, keepsClass: true, userId: 'u_new', username: 'sam.t', displayName, edition: 'US', passwordHash: '$argon2id$x', usernameTaken: false },
    });
    expect(roster.decide(register('d'.repeat(64)), roster.initialState())).toHaveLength(2);
    spec.given([]).when(register('d'.repeat(65))).thenThrows('roster.display_name_too_long', 400);
  });

  it('a registered user exists; unenrolling one student keeps the others', () => {
    const registered: SchoolDirectoryEvent = {
      type: 'UserRegistered',
      data: { userId: 'u_new', username: 'sam.t', displayName: 'Sam', role: 'student', userType: 2, edition: 'US', schoolId: 'school_maple', districtId: 'district_riverside', parentUserId: null },
    };
    expect(roster.evolve(roster.initialState(), registered)).toMatchObject({ exists: true, schoolId: 'school_maple' });
    const noah: SchoolDirectoryEvent = { type: 'StudentEnrolled', data: { classId: 'class_1', studentUserId: 'u_noah_c' } };
    const state = [created, enrolled, noah, unenrolled].reduce(roster.evolve, roster.initialState());
    expect([...state.enrolled]).toEqual(['u_noah_c']);
  });
});
