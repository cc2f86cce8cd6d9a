import { describe, expect, it } from 'vitest';
import { deciderSpecification } from './log/decider-specification';
import { teacherSetup, teacherSetupStreams, type SchoolLicenceFacts, type TeacherSetupCommand, type TeacherSetupEvent } from './teacher-setup';
import type { TeacherSetupDialog } from './teacher-setup-dialog';

const spec = deciderSpecification(teacherSetup);
const teacher = { userId: 'u_new_teacher', role: 'teacher' };
const maple: SchoolLicenceFacts = {
  schoolId: 'school_maple',
  active: true,
  subjects: [{ subjectName: 'math', trialOnly: false }, { subjectName: 'ela', trialOnly: false }, { subjectName: 'spa', trialOnly: true }],
  schoolYear: '2026-2027',
};
const schoolList = [{ customerId: 'school_maple', customerName: 'Maple Elementary' }];
const checkbox = { subjectName: 'math' as const, displaySubjectName: 'Math', displayName: 'Math', selected: false, isForTrialOnly: false };
const schoolDialog = (data: Partial<Extract<TeacherSetupDialog, { dialogType: 'SELECT_SCHOOL_AND_POTENTIALLY_SUBJECTS' }>['data']> = {}): TeacherSetupDialog => ({
  dialogType: 'SELECT_SCHOOL_AND_POTENTIALLY_SUBJECTS',
  isIgnorable: false,
  data: { fromActivationKey: false, notifyForInactive: false, showSubjDueToAddedProduct: false, hasTeacherSelectedSubjects: false, schoolList, teacherSubjects: [checkbox], ...data },
});
const update = (data: Partial<Extract<TeacherSetupCommand, { type: 'UpdateSchoolAndSubjects' }>['data']> = {}): TeacherSetupCommand => ({
  type: 'UpdateSchoolAndSubjects',
  data: { teacher, dialog: schoolDialog(), customerId: 'school_maple', subjects: ['math', 'ela'], school: maple, currentSchoolId: null, savedSubjects: [], ...data },
});
const chosen: TeacherSetupEvent = { type: 'TeacherSchoolChosen', data: { teacherUserId: 'u_new_teacher', schoolId: 'school_maple', previousSchoolId: null } };
const selected = (subjects: ('math' | 'ela')[]): TeacherSetupEvent => ({
  type: 'TeacherSubjectsSelected',
  data: { teacherUserId: 'u_new_teacher', schoolId: 'school_maple', subjects, offeredSubjects: ['math', 'ela'], schoolYear: '2026-2027' },
});

describe('teacher setup: the school-and-subjects submit', () => {
  it('chooses the school and the subjects, offered subjects and school year recorded', () => {
    spec.given([]).when(update()).then([chosen, selected(['math', 'ela'])]);
  });

  it('only teachers (403)', () => {
    spec.given([]).when(update({ teacher: { userId: 'u_ava_b', role: 'student' } })).thenThrows('teacher_setup.teachers_only', 403);
  });

  it('a school list needs a school from it (the placeholder -1 is none)', () => {
    spec.given([]).when(update({ customerId: null })).thenThrows('teacher_setup.school_required', 400);
    spec.given([]).when(update({ customerId: 'school_elsewhere' })).thenThrows('teacher_setup.unknown_school', 400);
  });

  it('shown subjects need at least one, licensed, not trial-only', () => {
    spec.given([]).when(update({ subjects: [] })).thenThrows('teacher_setup.no_subject_selected', 400);
    spec.given([]).when(update({ subjects: ['sci'] })).thenThrows('teacher_setup.subject_not_licensed', 400);
    spec.given([]).when(update({ subjects: ['math', 'spa'] })).thenThrows('teacher_setup.trial_only_subject', 400);
  });

  it('school only: the teacher’s subjects carry over where the new school licenses them', () => {
    spec.given([]).when(update({ dialog: schoolDialog({ teacherSubjects: [], hasTeacherSelectedSubjects: true }), subjects: [], savedSubjects: ['math', 'sci'] })).then([chosen, selected(['math'])]);
  });

  it('subjects only (no list): the teacher’s school stays; another school id is refused', () => {
    const subjectsOnly = schoolDialog({ schoolList: null, fromActivationKey: true });
    spec.given([chosen]).when(update({ dialog: subjectsOnly, customerId: null, currentSchoolId: 'school_maple', subjects: ['ela'] })).then([selected(['ela'])]);
    spec.given([chosen]).when(update({ dialog: subjectsOnly, customerId: 'school_cedar', currentSchoolId: 'school_maple' })).thenThrows('teacher_setup.unknown_school', 400);
  });

  it('only while the school dialog is the teacher’s dialog (409), and for an active school', () => {
    spec.given([]).when(update({ dialog: { dialogType: 'NONE', isIgnorable: false, data: null } })).thenThrows('teacher_setup.no_school_dialog', 409);
    spec.given([]).when(update({ school: { ...maple, active: false } })).thenThrows('teacher_setup.unknown_school', 400);
  });
});

describe('teacher setup: the select-subjects save', () => {
  const save = (subjects: string[], school: SchoolLicenceFacts | null = maple, role = 'teacher'): TeacherSetupCommand => ({ type: 'SaveSubjects', data: { teacher: { ...teacher, role }, subjects, school } });

  it('records the subjects (each once)', () => {
    spec.given([chosen]).when(save(['ela', 'ela'])).then([selected(['ela'])]);
  });

  it('needs at least one licensed subject, a school, a teacher', () => {
    spec.given([chosen]).when(save([])).thenThrows('teacher_setup.no_subject_selected', 400);
    spec.given([chosen]).when(save(['ss'])).thenThrows('teacher_setup.subject_not_licensed', 400);
    spec.given([]).when(save(['math'], null)).thenThrows('teacher_setup.school_required', 409);
    spec.given([]).when(save(['math'], maple, 'school_administrator')).thenThrows('teacher_setup.teachers_only', 403);
  });
});

describe('teacher setup: edges', () => {
  const cedarList = [...schoolList, { customerId: 'school_cedar', customerName: 'Cedar Middle' }];

  it('takes any school of the list, not only the first', () => {
    const cedar = { ...maple, schoolId: 'school_cedar' };
    spec
      .given([])
      .when(update({ dialog: schoolDialog({ schoolList: cedarList }), customerId: 'school_cedar', school: cedar }))
      .then([
        { type: 'TeacherSchoolChosen', data: { teacherUserId: 'u_new_teacher', schoolId: 'school_cedar', previousSchoolId: null } },
        { ...selected(['math', 'ela']), data: { ...(selected(['math', 'ela']).data as object), schoolId: 'school_cedar' } } as TeacherSetupEvent,
      ]);
  });

  it('without a list, the teacher’s own school id is taken, and a missing school is refused', () => {
    const subjectsOnly = schoolDialog({ schoolList: null, fromActivationKey: true });
    spec.given([chosen]).when(update({ dialog: subjectsOnly, customerId: 'school_maple', currentSchoolId: 'school_maple', subjects: ['ela'] })).then([selected(['ela'])]);
    spec.given([chosen]).when(update({ dialog: subjectsOnly, customerId: null, currentSchoolId: 'school_maple', school: null })).thenThrows('teacher_setup.unknown_school', 400);
  });

  it('the school chosen before is the teacher’s school, whatever the directory still says', () => {
    spec.given([chosen]).when(update({ currentSchoolId: 'school_cedar' })).then([selected(['math', 'ela'])]);
    spec.given([]).when(update({ currentSchoolId: 'school_cedar' })).then([{ ...chosen, data: { ...(chosen.data as object), previousSchoolId: 'school_cedar' } } as TeacherSetupEvent, selected(['math', 'ela'])]);
  });

  it('school only, with no saved subject the new school licenses: the school alone', () => {
    spec.given([]).when(update({ dialog: schoolDialog({ teacherSubjects: [], hasTeacherSelectedSubjects: true }), subjects: [], savedSubjects: ['sci'] })).then([chosen]);
  });

  it('starts with no school; a selection keeps the school', () => {
    expect(teacherSetup.initialState()).toEqual({ schoolId: null });
    expect(teacherSetup.evolve({ schoolId: 'school_maple' }, selected(['math']))).toEqual({ schoolId: 'school_maple' });
    expect(teacherSetup.evolve(teacherSetup.initialState(), chosen)).toEqual({ schoolId: 'school_maple' });
    expect(teacherSetupStreams.teacher('u_new_teacher')).toBe('teacher-setup:u_new_teacher');
  });
});
