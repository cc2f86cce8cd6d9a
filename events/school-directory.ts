import { z } from 'zod';
import { edition, entityId as id, grade } from './curriculum';
import { DomainError } from './log/domain-error';
import { defineEvent, type EventOf } from './log/event-schemas';
import { timeZoneName } from './reports/report-ranges';

// The school directory: districts, schools, classes and the people in them.
// Every account in the product is registered here (the demo school is seeded
// through these commands, so the log tells its story).

/**
 * Spec §1: 2 student, 4 teacher, 11 family parent, 12 family child, 13 administrator.
 * Issue 18: 20 engineer (ours, not the spec's: the staff who read the event explorer; docs/explorer.md).
 */
export const userTypes = { student: 2, teacher: 4, parent: 11, child: 12, administrator: 13, engineer: 20 } as const;
export type UserRole = 'student' | 'teacher' | 'parent' | 'child' | 'school_administrator' | 'district_administrator' | 'engineer';
// Issue 18 widened both (the engineer): every earlier event still parses, so no new schema version.
const userType = z.union([z.literal(2), z.literal(4), z.literal(11), z.literal(12), z.literal(13), z.literal(20)]);
const role = z.enum(['student', 'teacher', 'parent', 'child', 'school_administrator', 'district_administrator', 'engineer']);

export const DistrictRegistered = defineEvent({
  type: 'DistrictRegistered',
  schemaVersion: 1,
  schema: z.object({ districtId: id, name: z.string().min(1) }),
});

/**
 * A district's custom domain name: its sign-in page is `/signin/{name}` (issue 13).
 * Lowercase letters, digits and inner hyphens; the fixed paths under /signin/ are
 * reserved (CLARIFICATIONS "Fixed paths under /signin/"); one district per name.
 */
export const DistrictCustomDomainNamed = defineEvent({
  type: 'DistrictCustomDomainNamed',
  schemaVersion: 1,
  schema: z.object({ districtId: id, customDomainName: z.string().min(2).max(63), previous: z.string().max(63).nullable() }),
});

export const CUSTOM_DOMAIN_NAME = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** Fixed paths under /signin/ (and names kept for them): never a district's custom domain name. */
export const RESERVED_CUSTOM_DOMAIN_NAMES: ReadonlySet<string> = new Set([
  'sub-account', 'signin', 'signout', 'custom-domains', 'reset-password', 'reset-secret-word', 'forgot-username', 'forgot-password',
  'forgot-secret-word', 'membership', 'help', 'api', 'assets', 'static', 'admin', 'www',
]);

export const SchoolRegistered = defineEvent({
  type: 'SchoolRegistered',
  schemaVersion: 1,
  schema: z.object({
    schoolId: id,
    districtId: id.nullable(),
    name: z.string().min(1),
    /** The school's IANA time zone: its report days (docs/reports.md). Optional, added with issue 18; absent = DEFAULT_SCHOOL_TIME_ZONE. */
    timeZone: timeZoneName.optional(),
    /**
     * The school's state, province or region as people write it ("New York"): what a teacher's
     * profile shows until they write their own (docs/profile.md). Optional, added with issue 34:
     * every earlier event still parses, so no new schema version.
     */
    state: z.string().min(1).max(64).optional(),
  }),
});

const roleToUserType: Record<string, 2 | 4 | 11 | 12 | 13 | 20> = {
  student: 2,
  teacher: 4,
  parent: 11,
  child: 12,
  school_administrator: 13,
  district_administrator: 13,
  engineer: 20,
};

export const UserRegistered = defineEvent({
  type: 'UserRegistered',
  // v1 carried only `role`; v2 adds the navigation's numeric `userType` (spec §1).
  schemaVersion: 2,
  schema: z.object({
    userId: id,
    username: z.string().min(1).max(64),
    displayName: z.string().min(1),
    role,
    userType,
    edition,
    schoolId: id.nullable(),
    districtId: id.nullable(),
    parentUserId: id.nullable(),
  }),
  upcasters: {
    1: (data) => {
      const v1 = data as { role: string };
      return { ...v1, userType: roleToUserType[v1.role] };
    },
  },
});

/** A credential was set. Only an argon2id hash is kept, never the password. */
export const PasswordSet = defineEvent({
  type: 'PasswordSet',
  schemaVersion: 1,
  schema: z.object({ userId: id, passwordHash: z.string().startsWith('$argon2id$') }),
});

/** A family child's secret word was set or cleared. Only a hash is kept. */
export const SecretWordSet = defineEvent({
  type: 'SecretWordSet',
  schemaVersion: 1,
  schema: z.object({ userId: id, secretWordHash: z.string().startsWith('$argon2id$').nullable() }),
});

/** An account's e-mail address (issue 14: teachers, administrators, parents), lowercased; where account-recovery mail goes. */
export const EmailAddressSet = defineEvent({
  type: 'EmailAddressSet',
  schemaVersion: 1,
  schema: z.object({ userId: id, email: z.string().min(3).max(254) }),
});

export const ClassCreated = defineEvent({
  type: 'ClassCreated',
  schemaVersion: 1,
  schema: z.object({ classId: id, schoolId: id, name: z.string().min(1), grade, teacherUserId: id }),
});

export const StudentEnrolled = defineEvent({
  type: 'StudentEnrolled',
  schemaVersion: 1,
  schema: z.object({ classId: id, studentUserId: id }),
});

/** Issue 15 (roster): a student left a class (the account stays, with its history). */
export const StudentUnenrolled = defineEvent({
  type: 'StudentUnenrolled',
  schemaVersion: 1,
  schema: z.object({ classId: id, studentUserId: id }),
});

export const schoolDirectoryEvents = [
  DistrictRegistered,
  DistrictCustomDomainNamed,
  SchoolRegistered,
  UserRegistered,
  PasswordSet,
  SecretWordSet,
  EmailAddressSet,
  ClassCreated,
  StudentEnrolled,
  StudentUnenrolled,
] as const;

export type SchoolDirectoryEvent = EventOf<(typeof schoolDirectoryEvents)[number]>;

/** A class as a teacher or administrator picks from it (focus sessions, live messages): server answer and client type. */
export interface ClassWithStudents {
  classId: string;
  name: string;
  grade: number;
  students: { userId: string; displayName: string }[];
}

export type SchoolDirectoryCommand =
  | { type: 'RegisterDistrict'; data: { districtId: string; name: string } }
  /** `holderOfName`: the district that has the name now (from the read model), or null. */
  | { type: 'NameDistrictCustomDomain'; data: { districtId: string; customDomainName: string; holderOfName: string | null } }
  | { type: 'RegisterSchool'; data: { schoolId: string; districtId: string | null; name: string; timeZone?: string; state?: string } }
  | {
      type: 'RegisterUser';
      data: Omit<EventOf<typeof UserRegistered>['data'], 'userType'> & { passwordHash: string; secretWordHash?: string | null; email?: string | null };
    }
  /** Issue 14 (account recovery): a new password's or secret word's hash for an existing account. */
  | { type: 'SetPassword'; data: EventOf<typeof PasswordSet>['data'] }
  | { type: 'SetSecretWord'; data: EventOf<typeof SecretWordSet>['data'] }
  | { type: 'CreateClass'; data: EventOf<typeof ClassCreated>['data'] }
  | { type: 'EnrollStudent'; data: { classId: string; studentUserId: string } };

/** One decider serves every directory stream; each stream holds one entity. */
export interface SchoolDirectoryState {
  exists: boolean;
  enrolled: ReadonlySet<string>;
  /** A district's custom domain name. */
  customDomainName?: string | null;
}

export const schoolDirectory = {
  initialState: (): SchoolDirectoryState => ({ exists: false, enrolled: new Set() }),

  evolve(state: SchoolDirectoryState, event: SchoolDirectoryEvent): SchoolDirectoryState {
    switch (event.type) {
      case 'DistrictRegistered':
      case 'SchoolRegistered':
      case 'UserRegistered':
      case 'ClassCreated':
        return { ...state, exists: true };
      case 'StudentEnrolled':
        return { ...state, enrolled: new Set([...state.enrolled, event.data.studentUserId]) };
      case 'StudentUnenrolled':
        return { ...state, enrolled: new Set([...state.enrolled].filter((userId) => userId !== event.data.studentUserId)) };
      case 'DistrictCustomDomainNamed':
        return { ...state, customDomainName: event.data.customDomainName };
      default:
        return state;
    }
  },

  decide(command: SchoolDirectoryCommand, state: SchoolDirectoryState): SchoolDirectoryEvent[] {
    switch (command.type) {
      case 'RegisterDistrict':
        if (state.exists) throw new DomainError('directory.already_registered', 409);
        return [{ type: 'DistrictRegistered', data: command.data }];
      case 'NameDistrictCustomDomain': {
        const { districtId, customDomainName, holderOfName } = command.data;
        if (!state.exists) throw new DomainError('directory.unknown_district', 404);
        if (!CUSTOM_DOMAIN_NAME.test(customDomainName) || customDomainName.length < 2) throw new DomainError('directory.invalid_custom_domain_name', 400);
        if (RESERVED_CUSTOM_DOMAIN_NAMES.has(customDomainName)) throw new DomainError('directory.reserved_custom_domain_name', 400);
        if (holderOfName !== null && holderOfName !== districtId) throw new DomainError('directory.custom_domain_name_taken', 409);
        if (state.customDomainName === customDomainName) return [];
        return [{ type: 'DistrictCustomDomainNamed', data: { districtId, customDomainName, previous: state.customDomainName ?? null } }];
      }
      case 'RegisterSchool':
        if (state.exists) throw new DomainError('directory.already_registered', 409);
        return [{ type: 'SchoolRegistered', data: command.data }];
      case 'RegisterUser': {
        if (state.exists) throw new DomainError('directory.already_registered', 409);
        const { passwordHash, secretWordHash, email, ...user } = command.data;
        const events: SchoolDirectoryEvent[] = [
          { type: 'UserRegistered', data: { ...user, userType: roleToUserType[user.role]! } },
          { type: 'PasswordSet', data: { userId: user.userId, passwordHash } },
        ];
        if (secretWordHash) events.push({ type: 'SecretWordSet', data: { userId: user.userId, secretWordHash } });
        if (email) events.push({ type: 'EmailAddressSet', data: { userId: user.userId, email } });
        return events;
      }
      case 'SetPassword':
        if (!state.exists) throw new DomainError('directory.unknown_user', 404);
        return [{ type: 'PasswordSet', data: command.data }];
      case 'SetSecretWord':
        if (!state.exists) throw new DomainError('directory.unknown_user', 404);
        return [{ type: 'SecretWordSet', data: command.data }];
      case 'CreateClass':
        if (state.exists) throw new DomainError('directory.already_registered', 409);
        return [{ type: 'ClassCreated', data: command.data }];
      case 'EnrollStudent':
        if (!state.exists) throw new DomainError('directory.unknown_class', 404);
        if (state.enrolled.has(command.data.studentUserId)) return [];
        return [{ type: 'StudentEnrolled', data: command.data }];
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },
};

export const directoryStreams = {
  district: (districtId: string) => `district:${districtId}`,
  school: (schoolId: string) => `school:${schoolId}`,
  user: (userId: string) => `user:${userId}`,
  class: (classId: string) => `class:${classId}`,
};
