import { z } from 'zod';
import { entityId as id, subject, type Subject } from './curriculum';
import { DomainError } from './log/domain-error';
import { defineEvent, type EventOf } from './log/event-schemas';

// Schools' licences (issue 15): which subjects a school may use (some only as a
// trial), its school year, activation keys that add subjects or a school, and
// trial teachers' trials. These facts decide which teacher setup dialog a
// teacher sees (events/teacher-setup-dialog.ts). See docs/teacher-setup.md.

/** Spec §9: a trial lasts 30 days unless its start says otherwise. */
export const TRIAL_DURATION_DAYS = 30;

/** `2026-2027`: the school year a school is in. */
export const schoolYear = /* @__PURE__ */ z.string().regex(/^\d{4}-\d{4}$/);

export const licensedSubject = /* @__PURE__ */ z.object({ subjectName: subject, trialOnly: z.boolean() });
export type LicensedSubject = z.infer<typeof licensedSubject>;

/**
 * Why a licence changed: a purchase (the school's first licence or a renewal),
 * an administrator's change, or a new product the school bought (whose subjects
 * a teacher is asked about in the school-and-subjects dialog, spec §2.1).
 */
export const licenceSource = /* @__PURE__ */ z.enum(['purchase', 'administrator', 'new_product']);
export type LicenceSource = z.infer<typeof licenceSource>;

/** The school's licence after a change: every licensed subject (the whole set), and which are new. */
export const SchoolSubjectsLicensed = defineEvent({
  type: 'SchoolSubjectsLicensed',
  schemaVersion: 1,
  schema: z.object({
    schoolId: id,
    subjects: z.array(licensedSubject).min(1).max(5),
    addedSubjects: z.array(subject).max(5),
    source: licenceSource,
    changedByUserId: id.nullable(),
  }),
});

/** The school's licence ended: its teachers are asked for a school again (the inactive notice). */
export const SchoolLicenceEnded = defineEvent({
  type: 'SchoolLicenceEnded',
  schemaVersion: 1,
  schema: z.object({ schoolId: id, changedByUserId: id.nullable() }),
});

/** A new school year began: every teacher of the school confirms their subjects again. */
export const SchoolYearStarted = defineEvent({
  type: 'SchoolYearStarted',
  schemaVersion: 1,
  schema: z.object({ schoolId: id, schoolYear }),
});

/**
 * A teacher redeemed an activation key for a school: it licenses `addedSubjects`
 * there (fully), and the school itself when it had no active licence
 * (`schoolAdded`). Only the key's id is kept, never the key.
 */
export const ActivationKeyRedeemed = defineEvent({
  type: 'ActivationKeyRedeemed',
  schemaVersion: 1,
  schema: z.object({
    schoolId: id,
    teacherUserId: id,
    activationKeyId: id,
    addedSubjects: z.array(subject).max(5),
    schoolAdded: z.boolean(),
  }),
});

/** A teacher's free trial started (spec §2.3 go-to-roster "new trial"). */
export const TeacherTrialStarted = defineEvent({
  type: 'TeacherTrialStarted',
  schemaVersion: 1,
  schema: z.object({ teacherUserId: id, schoolId: id.nullable(), durationDays: z.number().int().min(1).max(365), startedAt: z.iso.datetime() }),
});

export const schoolLicenceEvents = [SchoolSubjectsLicensed, SchoolLicenceEnded, SchoolYearStarted, ActivationKeyRedeemed, TeacherTrialStarted] as const;
export type SchoolLicenceEvent = EventOf<(typeof schoolLicenceEvents)[number]>;

/** Who changes a licence: the billing system (null user, the demo seed), or an administrator of the school or its district. */
export interface LicenceActor {
  userId: string | null;
  role: 'system' | 'student' | 'teacher' | 'parent' | 'child' | 'school_administrator' | 'district_administrator';
  schoolId: string | null;
  districtId: string | null;
}

/** The school a licence command is about (from the directory). */
export interface LicensedSchool {
  schoolId: string;
  districtId: string | null;
}

export type SchoolLicenceCommand =
  | { type: 'LicenseSchoolSubjects'; data: { school: LicensedSchool; subjects: LicensedSubject[]; source: LicenceSource; by: LicenceActor } }
  | { type: 'EndSchoolLicence'; data: { school: LicensedSchool; by: LicenceActor } }
  | { type: 'StartSchoolYear'; data: { school: LicensedSchool; schoolYear: string; by: LicenceActor } }
  | {
      type: 'RedeemActivationKey';
      data: { school: LicensedSchool; teacher: { userId: string; role: string }; activationKeyId: string; subjects: Subject[] };
    }
  | { type: 'StartTeacherTrial'; data: { teacherUserId: string; schoolId: string | null; durationDays?: number; now: Date; by: LicenceActor } };

/** A school's licence stream (`school-licence:{schoolId}`) or a teacher's trial stream (`teacher-trial:{userId}`). */
export interface SchoolLicenceState {
  active: boolean;
  subjects: ReadonlyMap<Subject, boolean>;
  schoolYear: string | null;
  redeemedKeys: ReadonlySet<string>;
  trialStarted: boolean;
}

/** Who may change a school's licence: billing, an administrator of the school, or of its district. */
export function mayChangeLicence(by: LicenceActor, school: LicensedSchool): boolean {
  if (by.role === 'system') return true;
  if (by.role === 'school_administrator') return by.schoolId === school.schoolId;
  if (by.role === 'district_administrator') return school.districtId !== null && by.districtId === school.districtId;
  return false;
}

function requireLicenceChanger(by: LicenceActor, school: LicensedSchool): void {
  if (!mayChangeLicence(by, school)) throw new DomainError('school_licence.not_allowed', 403);
}

const sameSet = (a: ReadonlyMap<Subject, boolean>, b: readonly LicensedSubject[]) =>
  a.size === b.length && b.every((s) => a.get(s.subjectName) === s.trialOnly);

export const schoolLicences = {
  initialState: (): SchoolLicenceState => ({ active: false, subjects: new Map(), schoolYear: null, redeemedKeys: new Set(), trialStarted: false }),

  evolve(state: SchoolLicenceState, event: SchoolLicenceEvent): SchoolLicenceState {
    switch (event.type) {
      case 'SchoolSubjectsLicensed':
        return { ...state, active: true, subjects: new Map(event.data.subjects.map((s) => [s.subjectName, s.trialOnly])) };
      case 'SchoolLicenceEnded':
        return { ...state, active: false };
      case 'SchoolYearStarted':
        return { ...state, schoolYear: event.data.schoolYear };
      case 'ActivationKeyRedeemed': {
        const subjects = new Map(state.active ? state.subjects : []);
        for (const name of event.data.addedSubjects) subjects.set(name, false);
        return { ...state, active: true, subjects, redeemedKeys: new Set([...state.redeemedKeys, event.data.activationKeyId]) };
      }
      case 'TeacherTrialStarted':
        return { ...state, trialStarted: true };
      default: {
        const _exhaustive: never = event;
        return _exhaustive;
      }
    }
  },

  decide(command: SchoolLicenceCommand, state: SchoolLicenceState): SchoolLicenceEvent[] {
    switch (command.type) {
      case 'LicenseSchoolSubjects': {
        const { school, subjects, source, by } = command.data;
        requireLicenceChanger(by, school);
        const names = subjects.map((s) => s.subjectName);
        if (subjects.length === 0) throw new DomainError('school_licence.no_subjects', 400);
        if (new Set(names).size !== names.length) throw new DomainError('school_licence.duplicate_subject', 400);
        if (state.active && sameSet(state.subjects, subjects)) return [];
        // New: not licensed before, or licensed only for trials before and fully now.
        const addedSubjects = subjects
          .filter((s) => !s.trialOnly && (!state.active || !state.subjects.has(s.subjectName) || state.subjects.get(s.subjectName) === true))
          .map((s) => s.subjectName);
        return [{ type: 'SchoolSubjectsLicensed', data: { schoolId: school.schoolId, subjects, addedSubjects, source, changedByUserId: by.userId } }];
      }
      case 'EndSchoolLicence': {
        requireLicenceChanger(command.data.by, command.data.school);
        if (!state.active) return [];
        return [{ type: 'SchoolLicenceEnded', data: { schoolId: command.data.school.schoolId, changedByUserId: command.data.by.userId } }];
      }
      case 'StartSchoolYear': {
        const { school, schoolYear: year, by } = command.data;
        requireLicenceChanger(by, school);
        if (!schoolYear.safeParse(year).success) throw new DomainError('school_licence.invalid_school_year', 400);
        const [first, second] = year.split('-').map(Number) as [number, number];
        if (second !== first + 1) throw new DomainError('school_licence.invalid_school_year', 400);
        if (state.schoolYear === year) return [];
        if (state.schoolYear !== null && year < state.schoolYear) throw new DomainError('school_licence.school_year_not_later', 409);
        return [{ type: 'SchoolYearStarted', data: { schoolId: school.schoolId, schoolYear: year } }];
      }
      case 'RedeemActivationKey': {
        const { school, teacher, activationKeyId, subjects } = command.data;
        if (teacher.role !== 'teacher') throw new DomainError('school_licence.teachers_only', 403);
        if (state.redeemedKeys.has(activationKeyId)) throw new DomainError('school_licence.activation_key_used', 409);
        const addedSubjects = [...new Set(subjects)].filter((name) => !state.active || state.subjects.get(name) !== false);
        if (addedSubjects.length === 0 && state.active) throw new DomainError('school_licence.activation_key_adds_nothing', 409);
        return [{ type: 'ActivationKeyRedeemed', data: { schoolId: school.schoolId, teacherUserId: teacher.userId, activationKeyId, addedSubjects, schoolAdded: !state.active } }];
      }
      case 'StartTeacherTrial': {
        const { teacherUserId, schoolId, durationDays = TRIAL_DURATION_DAYS, now, by } = command.data;
        if (by.role !== 'system') throw new DomainError('school_licence.not_allowed', 403);
        if (!Number.isInteger(durationDays) || durationDays < 1 || durationDays > 365) throw new DomainError('school_licence.invalid_trial_length', 400);
        if (state.trialStarted) throw new DomainError('school_licence.trial_already_started', 409);
        return [{ type: 'TeacherTrialStarted', data: { teacherUserId, schoolId, durationDays, startedAt: now.toISOString() } }];
      }
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },
};

export const schoolLicenceStreams = {
  school: (schoolId: string) => `school-licence:${schoolId}`,
  trial: (teacherUserId: string) => `teacher-trial:${teacherUserId}`,
};
