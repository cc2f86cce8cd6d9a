import { describe, expect, it } from 'vitest';
import { EventRegistry } from './log/event-schemas';
import { deciderSpecification } from './log/decider-specification';
import {
  directoryStreams,
  schoolDirectory,
  schoolDirectoryEvents,
  type SchoolDirectoryCommand,
  type SchoolDirectoryEvent,
} from './school-directory';

const spec = deciderSpecification(schoolDirectory);
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA';

const districtData = { districtId: 'district_riverside', name: 'Riverside Unified' };
const schoolData = { schoolId: 'school_maple', districtId: 'district_riverside', name: 'Maple Elementary' };
const classData = { classId: 'class_room12', schoolId: 'school_maple', name: 'Grade 4 Room 12', grade: 4, teacherUserId: 'u_ms_rivera' };
const district: SchoolDirectoryEvent = { type: 'DistrictRegistered', data: districtData };
const school: SchoolDirectoryEvent = { type: 'SchoolRegistered', data: schoolData };
const classCreated: SchoolDirectoryEvent = { type: 'ClassCreated', data: classData };
const enrolled = (studentUserId: string): SchoolDirectoryEvent => ({ type: 'StudentEnrolled', data: { classId: 'class_room12', studentUserId } });
const enroll = (studentUserId: string): SchoolDirectoryCommand => ({ type: 'EnrollStudent', data: { classId: 'class_room12', studentUserId } });

const user = {
  userId: 'u_ava_b',
  username: 'ava.b',
  displayName: 'Ava B.',
  role: 'student' as const,
  edition: 'US' as const,
  schoolId: 'school_maple',
  districtId: 'district_riverside',
  parentUserId: null,
};
const register = (overrides: Partial<Extract<SchoolDirectoryCommand, { type: 'RegisterUser' }>['data']> = {}): SchoolDirectoryCommand => ({
  type: 'RegisterUser',
  data: { ...user, passwordHash: HASH, ...overrides },
});

describe('registering', () => {
  it('a district, a school and a class, once each', () => {
    spec.given([]).when({ type: 'RegisterDistrict', data: districtData }).then([district]);
    spec.given([]).when({ type: 'RegisterSchool', data: schoolData }).then([school]);
    spec.given([]).when({ type: 'CreateClass', data: classData }).then([classCreated]);
    spec.given([district]).when({ type: 'RegisterDistrict', data: districtData }).thenThrows('directory.already_registered', 409);
    spec.given([school]).when({ type: 'RegisterSchool', data: schoolData }).thenThrows('directory.already_registered', 409);
    spec.given([classCreated]).when({ type: 'CreateClass', data: classData }).thenThrows('directory.already_registered', 409);
  });

  it('a user with the numeric type of their role and a password hash — never the password', () =>
    spec
      .given([])
      .when(register())
      .then([
        { type: 'UserRegistered', data: { ...user, userType: 2 } },
        { type: 'PasswordSet', data: { userId: 'u_ava_b', passwordHash: HASH } },
      ]));

  it.each([
    ['teacher', 4],
    ['parent', 11],
    ['child', 12],
    ['school_administrator', 13],
    ['district_administrator', 13],
  ] as const)('a %s is user type %i', (role, userType) =>
    spec
      .given([])
      .when(register({ role }))
      .then([
        { type: 'UserRegistered', data: { ...user, role, userType } },
        { type: 'PasswordSet', data: { userId: 'u_ava_b', passwordHash: HASH } },
      ]));

  it('a family child with a secret word: its hash too', () =>
    spec
      .given([])
      .when(register({ role: 'child', secretWordHash: HASH }))
      .then([
        { type: 'UserRegistered', data: { ...user, role: 'child', userType: 12 } },
        { type: 'PasswordSet', data: { userId: 'u_ava_b', passwordHash: HASH } },
        { type: 'SecretWordSet', data: { userId: 'u_ava_b', secretWordHash: HASH } },
      ]));

  it('no secret word event without a secret word', () =>
    spec
      .given([])
      .when(register({ secretWordHash: null }))
      .then([
        { type: 'UserRegistered', data: { ...user, userType: 2 } },
        { type: 'PasswordSet', data: { userId: 'u_ava_b', passwordHash: HASH } },
      ]));

  it('a user id cannot be registered twice', () =>
    spec.given([{ type: 'UserRegistered', data: { ...user, userType: 2 } }]).when(register()).thenThrows('directory.already_registered', 409));
});

describe('enrolling', () => {
  it('a student into an existing class', () => spec.given([classCreated]).when(enroll('u_ava_b')).then([enrolled('u_ava_b')]));

  it('not into a class that does not exist', () => spec.given([]).when(enroll('u_ava_b')).thenThrows('directory.unknown_class', 404));

  it('twice is once: the second enrolment appends nothing', () =>
    spec.given([classCreated, enrolled('u_ava_b')]).when(enroll('u_ava_b')).then([]));

  it('each student on their own', () =>
    spec.given([classCreated, enrolled('u_ava_b'), enrolled('u_noah_c')]).when(enroll('u_mia_d')).then([enrolled('u_mia_d')]));

  it('the state keeps every enrolled student and that the class exists', () => {
    const state = [classCreated, enrolled('u_ava_b'), enrolled('u_noah_c'), { type: 'PasswordSet', data: { userId: 'x', passwordHash: HASH } } as SchoolDirectoryEvent].reduce(
      schoolDirectory.evolve,
      schoolDirectory.initialState(),
    );
    expect(state.exists).toBe(true);
    expect([...state.enrolled]).toEqual(['u_ava_b', 'u_noah_c']);
  });
});

describe('stored users of schema version 1', () => {
  it('are read with the user type of their role', () => {
    const registry = new EventRegistry([...schoolDirectoryEvents]);
    const { userType: _, ...v1 } = { ...user, role: 'district_administrator', userType: 13 };
    expect(registry.upcast('UserRegistered', 1, v1)).toEqual({ data: { ...v1, userType: 13 }, schemaVersion: 2 });
    expect(registry.upcast('UserRegistered', 1, { ...v1, role: 'parent' }).data).toMatchObject({ userType: 11 });
  });
});

describe('streams', () => {
  it('one per entity', () => {
    expect(directoryStreams.district('d1')).toBe('district:d1');
    expect(directoryStreams.school('s1')).toBe('school:s1');
    expect(directoryStreams.user('u1')).toBe('user:u1');
    expect(directoryStreams.class('c1')).toBe('class:c1');
  });
});

describe('a district custom domain name (issue 13)', () => {
  const name = (customDomainName: string, holderOfName: string | null = null): SchoolDirectoryCommand => ({
    type: 'NameDistrictCustomDomain',
    data: { districtId: 'district_riverside', customDomainName, holderOfName },
  });
  const named = (customDomainName: string, previous: string | null = null): SchoolDirectoryEvent => ({
    type: 'DistrictCustomDomainNamed',
    data: { districtId: 'district_riverside', customDomainName, previous },
  });

  it('is given to a registered district, and renaming records the previous one', () => {
    spec.given([district]).when(name('riverside')).then([named('riverside')]);
    spec.given([district, named('riverside')]).when(name('riverside-usd')).then([named('riverside-usd', 'riverside')]);
  });
  it('naming it again with the same name appends nothing', () => spec.given([district, named('riverside')]).when(name('riverside', 'district_riverside')).then([]));
  it('not for a district that does not exist', () => spec.given([]).when(name('riverside')).thenThrows('directory.unknown_district', 404));
  it.each(['sub-account', 'signin', 'reset-password'])('never a fixed path under /signin/: %s', (reserved) =>
    spec.given([district]).when(name(reserved)).thenThrows('directory.reserved_custom_domain_name', 400));
  it.each(['Riverside', 'r', '-river', 'river-', 'river side', 'river/x', 'x'.repeat(64)])('only lowercase letters, digits and inner hyphens: %s', (bad) =>
    spec.given([district]).when(name(bad)).thenThrows('directory.invalid_custom_domain_name', 400));
  it('not a name another district has', () => spec.given([district]).when(name('riverside', 'district_hill')).thenThrows('directory.custom_domain_name_taken', 409));
});

// Issue 14 (account recovery): e-mail addresses at registration, and new credentials for an existing account.
describe('account-recovery credentials', () => {
  const registered: SchoolDirectoryEvent = {
    type: 'UserRegistered',
    data: { userId: 'u_ms_rivera', username: 'ms.rivera', displayName: 'Ms. Rivera', role: 'teacher', userType: 4, edition: 'US', schoolId: 'school_maple', districtId: 'district_riverside', parentUserId: null },
  };
  it('records the e-mail address given at registration', () => {
    const { userType: _type, ...data } = registered.data as Extract<SchoolDirectoryEvent, { type: 'UserRegistered' }>['data'];
    spec
      .given([])
      .when({ type: 'RegisterUser', data: { ...data, passwordHash: HASH, email: 'ms.rivera@example.com' } })
      .then([registered, { type: 'PasswordSet', data: { userId: 'u_ms_rivera', passwordHash: HASH } }, { type: 'EmailAddressSet', data: { userId: 'u_ms_rivera', email: 'ms.rivera@example.com' } }]);
  });
  it('sets a new password or secret word hash of an existing account only', () => {
    spec.given([registered]).when({ type: 'SetPassword', data: { userId: 'u_ms_rivera', passwordHash: HASH } }).then([{ type: 'PasswordSet', data: { userId: 'u_ms_rivera', passwordHash: HASH } }]);
    spec.given([registered]).when({ type: 'SetSecretWord', data: { userId: 'u_ms_rivera', secretWordHash: HASH } }).then([{ type: 'SecretWordSet', data: { userId: 'u_ms_rivera', secretWordHash: HASH } }]);
    spec.given([]).when({ type: 'SetPassword', data: { userId: 'u_nobody', passwordHash: HASH } }).thenThrows('directory.unknown_user', 404);
    spec.given([]).when({ type: 'SetSecretWord', data: { userId: 'u_nobody', secretWordHash: HASH } }).thenThrows('directory.unknown_user', 404);
  });
});
