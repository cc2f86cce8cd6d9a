import { z } from 'zod';
import type { Edition } from './curriculum';
import { DomainError } from './log/domain-error';
import type { SchoolDirectoryEvent } from './school-directory';

// The roster (issue 15, `/roster/view`): a teacher's classes and students. It
// writes the school directory's own events (ClassCreated, StudentEnrolled,
// StudentUnenrolled, UserRegistered, PasswordSet), so every screen that reads
// the directory (live messages, focus sessions, same-question mode, the live
// classroom) sees a change at once. This decider holds the roster's rules:
// who may change which class and which students. See docs/roster.md.

/** A username a teacher gives a new student: lowercase letters, digits, dots, hyphens, underscores; 3–64. */
export const STUDENT_USERNAME = /^[a-z0-9](?:[a-z0-9._-]{1,62}[a-z0-9])$/;
export const CLASS_NAME_MAX = 80;
export const DISPLAY_NAME_MAX = 64;

export const rosterGrade = /* @__PURE__ */ z.number().int().min(0).max(12);

/** Who changes a roster (from the directory). */
export interface RosterActor {
  userId: string;
  role: string;
  schoolId: string | null;
  districtId: string | null;
}

/** A student as the directory knows them. */
export interface RosterStudentFacts {
  userId: string;
  role: string;
  schoolId: string | null;
}

/** Teachers keep rosters; a school's (or district's) administrators may change its classes too. */
export function mayKeepRoster(role: string): boolean {
  return role === 'teacher' || role === 'school_administrator' || role === 'district_administrator';
}

export type RosterCommand =
  | { type: 'CreateClass'; data: { actor: RosterActor; classId: string; name: string; grade: number } }
  | { type: 'EnrollStudent'; data: { actor: RosterActor; classId: string; student: RosterStudentFacts | null; classDistrictId: string | null } }
  | { type: 'UnenrollStudent'; data: { actor: RosterActor; classId: string; studentUserId: string; classDistrictId: string | null } }
  | {
      type: 'RegisterStudent';
      /** `school`: the class's school (and district) the new student joins, which the actor must keep (`keepsClass`). */
      data: {
        actor: RosterActor;
        school: { schoolId: string; districtId: string | null };
        keepsClass: boolean;
        userId: string;
        username: string;
        displayName: string;
        edition: Edition;
        passwordHash: string;
        usernameTaken: boolean;
      };
    }
  | {
      type: 'ResetStudentPassword';
      /** `studentOfActor`: the student is in one of the actor's classes (a teacher) or their school (an administrator). */
      data: { actor: RosterActor; student: RosterStudentFacts | null; studentOfActor: boolean; passwordHash: string };
    };

/** A class stream (`class:{id}`) or a student's user stream (`user:{id}`), folded from directory events. */
export interface RosterState {
  exists: boolean;
  schoolId: string | null;
  teacherUserId: string | null;
  enrolled: ReadonlySet<string>;
}

function requireRosterKeeper(actor: RosterActor): void {
  if (!mayKeepRoster(actor.role)) throw new DomainError('roster.not_allowed', 403);
}

/** Whether the actor keeps a class: its teacher, an administrator of its school, or of its district. */
export function keepsClass(actor: RosterActor, cls: { schoolId: string | null; teacherUserId: string | null; districtId: string | null }): boolean {
  return (
    (actor.role === 'teacher' && cls.teacherUserId === actor.userId) ||
    (actor.role === 'school_administrator' && actor.schoolId !== null && actor.schoolId === cls.schoolId) ||
    (actor.role === 'district_administrator' && actor.districtId !== null && actor.districtId === cls.districtId)
  );
}

function requireKeeperOfClass(actor: RosterActor, state: RosterState, classDistrictId: string | null): void {
  requireRosterKeeper(actor);
  if (!state.exists) throw new DomainError('roster.unknown_class', 404);
  if (!keepsClass(actor, { ...state, districtId: classDistrictId })) throw new DomainError('roster.not_your_class', 403);
}

export const roster = {
  initialState: (): RosterState => ({ exists: false, schoolId: null, teacherUserId: null, enrolled: new Set() }),

  evolve(state: RosterState, event: SchoolDirectoryEvent): RosterState {
    switch (event.type) {
      case 'ClassCreated':
        return { ...state, exists: true, schoolId: event.data.schoolId, teacherUserId: event.data.teacherUserId };
      case 'UserRegistered':
        return { ...state, exists: true, schoolId: event.data.schoolId };
      case 'StudentEnrolled':
        return { ...state, enrolled: new Set([...state.enrolled, event.data.studentUserId]) };
      case 'StudentUnenrolled':
        return { ...state, enrolled: new Set([...state.enrolled].filter((userId) => userId !== event.data.studentUserId)) };
      default:
        return state;
    }
  },

  decide(command: RosterCommand, state: RosterState): SchoolDirectoryEvent[] {
    switch (command.type) {
      case 'CreateClass': {
        const { actor, classId, grade } = command.data;
        // Only a teacher creates a class: it is theirs (an administrator's class would have no teacher).
        if (actor.role !== 'teacher') throw new DomainError('roster.teachers_only', 403);
        if (actor.schoolId === null) throw new DomainError('roster.no_school', 409);
        const name = command.data.name.trim();
        if (name === '') throw new DomainError('roster.class_name_required', 400);
        if (name.length > CLASS_NAME_MAX) throw new DomainError('roster.class_name_too_long', 400);
        if (!rosterGrade.safeParse(grade).success) throw new DomainError('roster.invalid_grade', 400);
        if (state.exists) throw new DomainError('roster.class_exists', 409);
        return [{ type: 'ClassCreated', data: { classId, schoolId: actor.schoolId, name, grade, teacherUserId: actor.userId } }];
      }
      case 'EnrollStudent': {
        const { actor, classId, student, classDistrictId } = command.data;
        requireKeeperOfClass(actor, state, classDistrictId);
        if (student === null || student.role !== 'student') throw new DomainError('roster.unknown_student', 404);
        if (student.schoolId !== state.schoolId) throw new DomainError('roster.student_of_another_school', 403);
        if (state.enrolled.has(student.userId)) return [];
        return [{ type: 'StudentEnrolled', data: { classId, studentUserId: student.userId } }];
      }
      case 'UnenrollStudent': {
        const { actor, classId, studentUserId, classDistrictId } = command.data;
        requireKeeperOfClass(actor, state, classDistrictId);
        if (!state.enrolled.has(studentUserId)) throw new DomainError('roster.not_enrolled', 404);
        return [{ type: 'StudentUnenrolled', data: { classId, studentUserId } }];
      }
      case 'RegisterStudent': {
        const { actor, school, userId, username, edition, passwordHash, usernameTaken } = command.data;
        requireRosterKeeper(actor);
        if (!command.data.keepsClass) throw new DomainError('roster.not_your_class', 403);
        if (!STUDENT_USERNAME.test(username)) throw new DomainError('roster.invalid_username', 400);
        const displayName = command.data.displayName.trim();
        if (displayName === '') throw new DomainError('roster.display_name_required', 400);
        if (displayName.length > DISPLAY_NAME_MAX) throw new DomainError('roster.display_name_too_long', 400);
        if (usernameTaken || state.exists) throw new DomainError('roster.username_taken', 409);
        return [
          {
            type: 'UserRegistered',
            data: { userId, username, displayName, role: 'student', userType: 2, edition, schoolId: school.schoolId, districtId: school.districtId, parentUserId: null },
          },
          { type: 'PasswordSet', data: { userId, passwordHash } },
        ];
      }
      case 'ResetStudentPassword': {
        const { actor, student, studentOfActor, passwordHash } = command.data;
        requireRosterKeeper(actor);
        if (student === null || student.role !== 'student') throw new DomainError('roster.unknown_student', 404);
        if (!studentOfActor) throw new DomainError('roster.not_your_student', 403);
        return [{ type: 'PasswordSet', data: { userId: student.userId, passwordHash } }];
      }
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },
};

/** Spec-free answer of `GET /roster/classes` (server and client): a teacher's classes with their students' usernames. */
export interface RosterClass {
  classId: string;
  name: string;
  grade: number;
  students: { userId: string; username: string; displayName: string }[];
}

/** A student of the school the teacher may add to a class. */
export interface SchoolStudent {
  userId: string;
  username: string;
  displayName: string;
}
