import { z } from 'zod';
import { entityId as id, subject, type Subject } from './curriculum';
import { DomainError } from './log/domain-error';
import { defineEvent, type EventOf } from './log/event-schemas';
import { schoolYear, type LicensedSubject } from './school-licences';
import { pickableSubjects, type TeacherSetupDialog } from './teacher-setup-dialog';

// A teacher's school and subjects (spec §2.1, §2.2, §4 "Teacher setup"): the
// two submits of the setup dialogs. Which dialog shows is
// events/teacher-setup-dialog.ts; see docs/teacher-setup.md.

/** The teacher chose (or changed) their school in the school-and-subjects dialog. */
export const TeacherSchoolChosen = defineEvent({
  type: 'TeacherSchoolChosen',
  schemaVersion: 1,
  schema: z.object({ teacherUserId: id, schoolId: id, previousSchoolId: id.nullable() }),
});

/**
 * The teacher chose their subjects: `offeredSubjects` are the school's fully
 * licensed subjects at the time (a subject licensed later is "new"), in
 * `schoolYear` (a later year asks again).
 */
export const TeacherSubjectsSelected = defineEvent({
  type: 'TeacherSubjectsSelected',
  schemaVersion: 1,
  schema: z.object({
    teacherUserId: id,
    schoolId: id,
    subjects: z.array(subject).min(1).max(5),
    offeredSubjects: z.array(subject).max(5),
    schoolYear: schoolYear.nullable(),
  }),
});

export const teacherSetupEvents = [TeacherSchoolChosen, TeacherSubjectsSelected] as const;
export type TeacherSetupEvent = EventOf<(typeof teacherSetupEvents)[number]>;

/** The school a submit chooses, as the licence read model knows it. */
export interface SchoolLicenceFacts {
  schoolId: string;
  active: boolean;
  subjects: LicensedSubject[];
  schoolYear: string | null;
}

type Teacher = { userId: string; role: string };

export type TeacherSetupCommand =
  | {
      /** `POST /teacher-setup/update-school-and-subjects`: `dialog` is the one the teacher sees now (chosen by the route from the read models). */
      type: 'UpdateSchoolAndSubjects';
      data: {
        teacher: Teacher;
        dialog: TeacherSetupDialog;
        customerId: string | null;
        subjects: string[];
        /** The school of `customerId`, or the teacher's school when the dialog has no list; null: unknown. */
        school: SchoolLicenceFacts | null;
        currentSchoolId: string | null;
        savedSubjects: Subject[];
      };
    }
  | {
      /** `POST /teacher-setup/save-subjects` (the select-subjects modal). */
      type: 'SaveSubjects';
      data: { teacher: Teacher; subjects: string[]; school: SchoolLicenceFacts | null };
    };

export interface TeacherSetupState {
  schoolId: string | null;
}

/** Only teachers set up a school and subjects (spec §6). */
export function mayUseTeacherSetup(role: string): boolean {
  return role === 'teacher';
}

function pickedSubjects(subjects: readonly string[], school: SchoolLicenceFacts): Subject[] {
  const pickable = pickableSubjects(school.subjects);
  const trialOnly = new Set(school.subjects.filter((s) => s.trialOnly).map((s) => s.subjectName as string));
  const picked = [...new Set(subjects)];
  if (picked.length === 0) throw new DomainError('teacher_setup.no_subject_selected', 400);
  for (const name of picked) {
    if (trialOnly.has(name)) throw new DomainError('teacher_setup.trial_only_subject', 400);
    if (!pickable.has(name as Subject)) throw new DomainError('teacher_setup.subject_not_licensed', 400);
  }
  return picked as Subject[];
}

function selected(teacherUserId: string, school: SchoolLicenceFacts, subjects: Subject[]): TeacherSetupEvent {
  return {
    type: 'TeacherSubjectsSelected',
    data: { teacherUserId, schoolId: school.schoolId, subjects, offeredSubjects: [...pickableSubjects(school.subjects)], schoolYear: school.schoolYear },
  };
}

export const teacherSetup = {
  initialState: (): TeacherSetupState => ({ schoolId: null }),

  evolve(state: TeacherSetupState, event: TeacherSetupEvent): TeacherSetupState {
    switch (event.type) {
      case 'TeacherSchoolChosen':
        return { schoolId: event.data.schoolId };
      case 'TeacherSubjectsSelected':
        return state;
      default: {
        const _exhaustive: never = event;
        return _exhaustive;
      }
    }
  },

  decide(command: TeacherSetupCommand, state: TeacherSetupState): TeacherSetupEvent[] {
    if (!mayUseTeacherSetup(command.data.teacher.role)) throw new DomainError('teacher_setup.teachers_only', 403);
    switch (command.type) {
      case 'UpdateSchoolAndSubjects': {
        const { teacher, dialog, customerId, subjects, school, currentSchoolId, savedSubjects } = command.data;
        if (dialog.dialogType !== 'SELECT_SCHOOL_AND_POTENTIALLY_SUBJECTS') throw new DomainError('teacher_setup.no_school_dialog', 409);
        const { schoolList, teacherSubjects } = dialog.data;
        if (schoolList !== null) {
          if (customerId === null) throw new DomainError('teacher_setup.school_required', 400);
          if (!schoolList.some((option) => option.customerId === customerId)) throw new DomainError('teacher_setup.unknown_school', 400);
        } else if (customerId !== null && customerId !== currentSchoolId) {
          throw new DomainError('teacher_setup.unknown_school', 400);
        }
        if (school === null || !school.active) throw new DomainError('teacher_setup.unknown_school', 400);
        const events: TeacherSetupEvent[] = [];
        const schoolOfTeacher = state.schoolId ?? currentSchoolId;
        if (school.schoolId !== schoolOfTeacher) {
          events.push({ type: 'TeacherSchoolChosen', data: { teacherUserId: teacher.userId, schoolId: school.schoolId, previousSchoolId: schoolOfTeacher } });
        }
        if (teacherSubjects.length > 0) {
          events.push(selected(teacher.userId, school, pickedSubjects(subjects, school)));
        } else {
          // School only: the teacher's subjects carry over where the new school licenses them.
          const pickable = pickableSubjects(school.subjects);
          const kept = savedSubjects.filter((name) => pickable.has(name));
          if (kept.length > 0) events.push(selected(teacher.userId, school, kept));
        }
        return events;
      }
      case 'SaveSubjects': {
        const { teacher, subjects, school } = command.data;
        if (school === null || !school.active) throw new DomainError('teacher_setup.school_required', 409);
        return [selected(teacher.userId, school, pickedSubjects(subjects, school))];
      }
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },
};

export const teacherSetupStreams = {
  teacher: (teacherUserId: string) => `teacher-setup:${teacherUserId}`,
};

/** The cookie that asks the client to fetch the setup dialog (spec §4), set at a teacher's sign-in. */
export const TRY_TEACHER_SETUP_COOKIE = 'try-teacher-setup';
