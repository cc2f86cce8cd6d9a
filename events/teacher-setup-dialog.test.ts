import { describe, expect, it } from 'vitest';
import { chooseTeacherSetupDialog, type SchoolSubject, type TeacherSetupFacts } from './teacher-setup-dialog';

const now = new Date('2026-11-02T09:00:00.000Z');
const day = 24 * 60 * 60 * 1000;
const subject = (subjectName: SchoolSubject['subjectName'], extra: Partial<SchoolSubject> = {}): SchoolSubject => ({ subjectName, trialOnly: false, source: 'purchase', ...extra });
const maple = { schoolId: 'school_maple', active: true, subjects: [subject('math'), subject('ela'), subject('spa', { trialOnly: true })], schoolYear: '2026-2027' };
const schoolList = [
  { customerId: 'school_cedar', customerName: 'Cedar Creek Middle School' },
  { customerId: 'school_maple', customerName: 'Maple Elementary' },
];

/** A set-up teacher of Maple this school year with students: NONE. */
const facts = (overrides: Partial<TeacherSetupFacts> = {}): TeacherSetupFacts => ({
  role: 'teacher',
  now,
  school: maple,
  schoolList,
  subjectsOfListedSchools: [{ subjectName: 'math', trialOnly: false }, { subjectName: 'ela', trialOnly: false }, { subjectName: 'spa', trialOnly: true }],
  saved: { subjects: ['math'], offeredSubjects: ['math', 'ela'], schoolYear: '2026-2027' },
  activationKey: null,
  trial: null,
  hasStudents: true,
  ...overrides,
});

describe('chooseTeacherSetupDialog: the school-and-subjects dialog (spec §2.1)', () => {
  it('a teacher with no school sees the school list and every subject, trial-only ones marked', () => {
    expect(chooseTeacherSetupDialog(facts({ school: null, saved: null }))).toEqual({
      dialogType: 'SELECT_SCHOOL_AND_POTENTIALLY_SUBJECTS',
      isIgnorable: false,
      data: {
        fromActivationKey: false,
        notifyForInactive: false,
        showSubjDueToAddedProduct: false,
        hasTeacherSelectedSubjects: false,
        schoolList,
        teacherSubjects: [
          { subjectName: 'math', displaySubjectName: 'Math', displayName: 'Math', selected: false, isForTrialOnly: false },
          { subjectName: 'ela', displaySubjectName: 'Language arts', displayName: 'Language arts', selected: false, isForTrialOnly: false },
          { subjectName: 'spa', displaySubjectName: 'Spanish', displayName: 'Spanish', selected: false, isForTrialOnly: true },
        ],
      },
    });
  });

  it('school only: a teacher who chose subjects but has no school gets the list without checkboxes', () => {
    const dialog = chooseTeacherSetupDialog(facts({ school: null }));
    expect(dialog.dialogType).toBe('SELECT_SCHOOL_AND_POTENTIALLY_SUBJECTS');
    if (dialog.dialogType !== 'SELECT_SCHOOL_AND_POTENTIALLY_SUBJECTS') return;
    expect(dialog.data.teacherSubjects).toEqual([]);
    expect(dialog.data.hasTeacherSelectedSubjects).toBe(true);
    expect(dialog.data.schoolList).toEqual(schoolList);
  });

  it('inactive: a school whose licence ended asks for a school again, with the inactive notice', () => {
    const dialog = chooseTeacherSetupDialog(facts({ school: { ...maple, active: false } }));
    expect(dialog).toMatchObject({ dialogType: 'SELECT_SCHOOL_AND_POTENTIALLY_SUBJECTS', data: { notifyForInactive: true, schoolList, fromActivationKey: false } });
  });

  it('activation key for the teacher’s school: subjects only (no list), the key’s subjects preselected', () => {
    const dialog = chooseTeacherSetupDialog(facts({ activationKey: { schoolId: 'school_maple', addedSubjects: ['ela'], schoolAdded: false } }));
    expect(dialog).toMatchObject({ dialogType: 'SELECT_SCHOOL_AND_POTENTIALLY_SUBJECTS', isIgnorable: false, data: { fromActivationKey: true, schoolList: null } });
    if (dialog.dialogType !== 'SELECT_SCHOOL_AND_POTENTIALLY_SUBJECTS') return;
    expect(dialog.data.teacherSubjects.map((s) => [s.subjectName, s.selected, s.isForTrialOnly])).toEqual([
      ['math', true, false],
      ['ela', true, false],
      ['spa', false, true],
    ]);
  });

  it('activation key for another school (or no school): the school list, from the activation key', () => {
    const keyed = { schoolId: 'school_cedar', addedSubjects: ['math' as const], schoolAdded: true };
    expect(chooseTeacherSetupDialog(facts({ activationKey: keyed }))).toMatchObject({ data: { fromActivationKey: true, schoolList } });
    expect(chooseTeacherSetupDialog(facts({ activationKey: keyed, school: null }))).toMatchObject({ data: { fromActivationKey: true, schoolList } });
  });

  it('added product: subjects a new product licensed show alone, preselected, with the added-product text', () => {
    const school = { ...maple, subjects: [...maple.subjects, subject('ss', { source: 'new_product' })] };
    const dialog = chooseTeacherSetupDialog(facts({ school }));
    expect(dialog).toMatchObject({ dialogType: 'SELECT_SCHOOL_AND_POTENTIALLY_SUBJECTS', data: { showSubjDueToAddedProduct: true, schoolList: null, fromActivationKey: false } });
    if (dialog.dialogType !== 'SELECT_SCHOOL_AND_POTENTIALLY_SUBJECTS') return;
    expect(dialog.data.teacherSubjects.filter((s) => s.selected).map((s) => s.subjectName)).toEqual(['math', 'ss']);
  });
});

describe('chooseTeacherSetupDialog: select subjects (spec §2.2)', () => {
  it('NEW_TEACHER: a school but never chose subjects; not ignorable; trial-only subjects left out', () => {
    expect(chooseTeacherSetupDialog(facts({ saved: null }))).toEqual({
      dialogType: 'SELECT_SUBJECTS',
      isIgnorable: false,
      data: {
        variant: 'NEW_TEACHER',
        subjects: [
          { name: 'math', displayName: 'Math', isSelected: false },
          { name: 'ela', displayName: 'Language arts', isSelected: false },
        ],
      },
    });
  });

  it('NEW_SCHOOL_YEAR: chose in an earlier school year; not ignorable; the choice preselected', () => {
    expect(chooseTeacherSetupDialog(facts({ saved: { subjects: ['ela'], offeredSubjects: ['math', 'ela'], schoolYear: '2025-2026' } }))).toEqual({
      dialogType: 'SELECT_SUBJECTS',
      isIgnorable: false,
      data: {
        variant: 'NEW_SCHOOL_YEAR',
        subjects: [
          { name: 'math', displayName: 'Math', isSelected: false },
          { name: 'ela', displayName: 'Language arts', isSelected: true },
        ],
      },
    });
  });

  it('NEW_SUBJECTS: the administrator licensed a subject after the choice; ignorable', () => {
    const school = { ...maple, subjects: [...maple.subjects, subject('sci', { source: 'administrator' })] };
    expect(chooseTeacherSetupDialog(facts({ school }))).toMatchObject({ dialogType: 'SELECT_SUBJECTS', isIgnorable: true, data: { variant: 'NEW_SUBJECTS' } });
  });

  it('a trial-only subject is not new; the same subject licensed fully later is', () => {
    expect(chooseTeacherSetupDialog(facts()).dialogType).toBe('NONE');
    const school = { ...maple, subjects: [subject('math'), subject('ela'), subject('spa', { source: 'administrator' })] };
    expect(chooseTeacherSetupDialog(facts({ school }))).toMatchObject({ data: { variant: 'NEW_SUBJECTS' } });
  });

  it('a new school year wins over new subjects', () => {
    const school = { ...maple, subjects: [...maple.subjects, subject('sci', { source: 'administrator' })] };
    expect(chooseTeacherSetupDialog(facts({ school, saved: { subjects: ['math'], offeredSubjects: ['math'], schoolYear: '2025-2026' } }))).toMatchObject({
      data: { variant: 'NEW_SCHOOL_YEAR' },
    });
  });

  it('a school without a school year asks no NEW_SCHOOL_YEAR', () => {
    expect(chooseTeacherSetupDialog(facts({ school: { ...maple, schoolYear: null }, saved: { subjects: ['math'], offeredSubjects: ['math', 'ela'], schoolYear: null } })).dialogType).toBe('NONE');
  });
});

describe('chooseTeacherSetupDialog: go to roster (spec §2.3) and none', () => {
  it('a set-up teacher without students: GO_TO_ROSTER as a teacher, 30 days by default', () => {
    expect(chooseTeacherSetupDialog(facts({ hasStudents: false }))).toEqual({
      dialogType: 'GO_TO_ROSTER',
      isIgnorable: false,
      data: { isTrial: false, isNewTrial: false, durationDays: 30 },
    });
  });

  it('new trial: a trial that started less than a day ago, with its length', () => {
    const trial = { startedAt: new Date(now.getTime() - 2 * 60 * 60 * 1000), durationDays: 14 };
    expect(chooseTeacherSetupDialog(facts({ hasStudents: false, trial }))).toMatchObject({ data: { isTrial: true, isNewTrial: true, durationDays: 14 } });
  });

  it('trial teacher: a running trial older than a day', () => {
    const trial = { startedAt: new Date(now.getTime() - 10 * day), durationDays: 30 };
    expect(chooseTeacherSetupDialog(facts({ hasStudents: false, trial }))).toMatchObject({ data: { isTrial: true, isNewTrial: false } });
  });

  it('an ended trial is a teacher again', () => {
    const trial = { startedAt: new Date(now.getTime() - 30 * day), durationDays: 30 };
    expect(chooseTeacherSetupDialog(facts({ hasStudents: false, trial }))).toMatchObject({ data: { isTrial: false, isNewTrial: false } });
  });

  it('NONE for a set-up teacher with students', () => {
    expect(chooseTeacherSetupDialog(facts())).toEqual({ dialogType: 'NONE', isIgnorable: false, data: null });
  });

  it.each(['student', 'school_administrator', 'district_administrator', 'parent', 'child'])('NONE for a %s, whatever the facts', (role) => {
    expect(chooseTeacherSetupDialog(facts({ role, school: null, saved: null, hasStudents: false })).dialogType).toBe('NONE');
  });
});
