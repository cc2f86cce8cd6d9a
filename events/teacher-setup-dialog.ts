import { subjectNames, SUBJECTS, type Subject } from './curriculum';
import { TRIAL_DURATION_DAYS, type LicenceSource, type LicensedSubject } from './school-licences';

// Which teacher setup dialog a teacher sees (spec §2.1–§2.3, §3 "teacher setup
// dialog response"): pure, from facts the route reads from the read models.
// The order of the rules is written down in docs/teacher-setup.md.

export type TeacherSetupDialogType = 'SELECT_SCHOOL_AND_POTENTIALLY_SUBJECTS' | 'SELECT_SUBJECTS' | 'GO_TO_ROSTER' | 'NONE';
export type SelectSubjectsVariant = 'NEW_TEACHER' | 'NEW_SUBJECTS' | 'NEW_SCHOOL_YEAR';

/** Spec §3 school option. */
export interface SchoolOption {
  customerId: string;
  customerName: string;
}

/** Spec §3 teacher subject, as the school-and-subjects dialog's checkboxes use it. */
export interface TeacherSubject {
  subjectName: Subject;
  displaySubjectName: string;
  displayName: string;
  selected: boolean;
  isForTrialOnly: boolean;
}

/** Spec §3: the select-subjects modal's subjects. */
export interface SelectableSubject {
  name: Subject;
  displayName: string;
  isSelected: boolean;
}

export interface SelectSchoolData {
  fromActivationKey: boolean;
  notifyForInactive: boolean;
  showSubjDueToAddedProduct: boolean;
  hasTeacherSelectedSubjects: boolean;
  /** The schools to choose from; null: the school is known (no list, the close button shows). */
  schoolList: SchoolOption[] | null;
  /** The subject checkboxes; empty: the dialog asks for the school only. */
  teacherSubjects: TeacherSubject[];
}

/** Spec §3 teacher setup dialog response (`POST /teacher-setup/dialog`): server answer and client type. */
export type TeacherSetupDialog =
  | { dialogType: 'SELECT_SCHOOL_AND_POTENTIALLY_SUBJECTS'; isIgnorable: false; data: SelectSchoolData }
  | { dialogType: 'SELECT_SUBJECTS'; isIgnorable: boolean; data: { variant: SelectSubjectsVariant; subjects: SelectableSubject[] } }
  | { dialogType: 'GO_TO_ROSTER'; isIgnorable: false; data: { isTrial: boolean; isNewTrial: boolean; durationDays: number } }
  | { dialogType: 'NONE'; isIgnorable: false; data: null };

/** A subject of the teacher's school's licence and why it is there. */
export interface SchoolSubject extends LicensedSubject {
  source: LicenceSource | 'activation_key';
}

export interface TeacherSetupFacts {
  role: string;
  now: Date;
  /** The teacher's school (chosen, or from the directory) and its licence; null: none yet. */
  school: { schoolId: string; active: boolean; subjects: SchoolSubject[]; schoolYear: string | null } | null;
  /** The schools with an active licence, by name, for the school list. */
  schoolList: SchoolOption[];
  /** Every subject some listed school licenses (trial-only when trial-only at all of them): the checkboxes before a school is known. */
  subjectsOfListedSchools: LicensedSubject[];
  /** The teacher's last choice of subjects, the (fully) licensed subjects offered then, and the school year then; null: never chose. */
  saved: { subjects: Subject[]; offeredSubjects: Subject[]; schoolYear: string | null } | null;
  /** An activation key the teacher redeemed since their last choice. */
  activationKey: { schoolId: string; addedSubjects: Subject[]; schoolAdded: boolean } | null;
  trial: { startedAt: Date; durationDays: number } | null;
  /** Whether any of the teacher's classes has a student. */
  hasStudents: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const NONE: TeacherSetupDialog = { dialogType: 'NONE', isIgnorable: false, data: null };

const bySubjectOrder = (a: { subjectName: Subject }, b: { subjectName: Subject }) => SUBJECTS.indexOf(a.subjectName) - SUBJECTS.indexOf(b.subjectName);

function checkboxes(subjects: readonly LicensedSubject[], selected: ReadonlySet<Subject>): TeacherSubject[] {
  return [...subjects].sort(bySubjectOrder).map((s) => ({
    subjectName: s.subjectName,
    displaySubjectName: subjectNames[s.subjectName],
    displayName: subjectNames[s.subjectName],
    selected: !s.trialOnly && selected.has(s.subjectName),
    isForTrialOnly: s.trialOnly,
  }));
}

function selectSchool(data: Partial<SelectSchoolData> & Pick<SelectSchoolData, 'schoolList' | 'teacherSubjects' | 'hasTeacherSelectedSubjects'>): TeacherSetupDialog {
  return {
    dialogType: 'SELECT_SCHOOL_AND_POTENTIALLY_SUBJECTS',
    isIgnorable: false,
    data: { fromActivationKey: false, notifyForInactive: false, showSubjDueToAddedProduct: false, ...data },
  };
}

function selectSubjects(variant: SelectSubjectsVariant, isIgnorable: boolean, licensed: readonly SchoolSubject[], selected: ReadonlySet<Subject>): TeacherSetupDialog {
  const subjects = licensed
    .filter((s) => !s.trialOnly)
    .sort(bySubjectOrder)
    .map((s) => ({ name: s.subjectName, displayName: subjectNames[s.subjectName], isSelected: selected.has(s.subjectName) }));
  return { dialogType: 'SELECT_SUBJECTS', isIgnorable, data: { variant, subjects } };
}

/**
 * The dialog a teacher sees now. In order: no usable school (none, its licence
 * ended, or a key for another school) → the school list; a key or a new product
 * added subjects → the subject checkboxes alone; never chose subjects →
 * NEW_TEACHER; a new school year → NEW_SCHOOL_YEAR; the administrator licensed
 * new subjects → NEW_SUBJECTS (ignorable); no student on the roster yet →
 * GO_TO_ROSTER; else NONE. Anyone but a teacher: NONE.
 */
export function chooseTeacherSetupDialog(facts: TeacherSetupFacts): TeacherSetupDialog {
  if (facts.role !== 'teacher') return NONE;
  const { school, saved, activationKey: key } = facts;
  const hasTeacherSelectedSubjects = saved !== null && saved.subjects.length > 0;
  const selected = new Set(saved?.subjects ?? []);

  if (school === null || !school.active || (key !== null && key.schoolId !== school.schoolId)) {
    return selectSchool({
      fromActivationKey: key !== null,
      notifyForInactive: school !== null && !school.active,
      hasTeacherSelectedSubjects,
      schoolList: facts.schoolList,
      teacherSubjects: hasTeacherSelectedSubjects ? [] : checkboxes(facts.subjectsOfListedSchools, selected),
    });
  }

  if (key !== null) {
    return selectSchool({
      fromActivationKey: true,
      hasTeacherSelectedSubjects,
      schoolList: null,
      teacherSubjects: checkboxes(school.subjects, new Set([...selected, ...key.addedSubjects])),
    });
  }

  const offered = new Set(saved?.offeredSubjects ?? []);
  const isNew = (s: SchoolSubject) => !s.trialOnly && !offered.has(s.subjectName);
  const fromNewProduct = school.subjects.filter((s) => isNew(s) && s.source === 'new_product').map((s) => s.subjectName);
  if (hasTeacherSelectedSubjects && fromNewProduct.length > 0) {
    return selectSchool({
      showSubjDueToAddedProduct: true,
      hasTeacherSelectedSubjects,
      schoolList: null,
      teacherSubjects: checkboxes(school.subjects, new Set([...selected, ...fromNewProduct])),
    });
  }

  if (!hasTeacherSelectedSubjects) return selectSubjects('NEW_TEACHER', false, school.subjects, selected);
  if (school.schoolYear !== null && saved.schoolYear !== school.schoolYear) return selectSubjects('NEW_SCHOOL_YEAR', false, school.subjects, selected);
  if (school.subjects.some(isNew)) return selectSubjects('NEW_SUBJECTS', true, school.subjects, selected);

  if (!facts.hasStudents) {
    const trialEnds = facts.trial ? facts.trial.startedAt.getTime() + facts.trial.durationDays * DAY_MS : 0;
    const isTrial = facts.trial !== null && facts.now.getTime() < trialEnds;
    const isNewTrial = isTrial && facts.now.getTime() - facts.trial!.startedAt.getTime() < DAY_MS;
    return { dialogType: 'GO_TO_ROSTER', isIgnorable: false, data: { isTrial, isNewTrial, durationDays: facts.trial?.durationDays ?? TRIAL_DURATION_DAYS } };
  }
  return NONE;
}

/** The subjects a teacher may pick at a school: licensed fully (trial-only ones are shown disabled). */
export function pickableSubjects(subjects: readonly LicensedSubject[]): Set<Subject> {
  return new Set(subjects.filter((s) => !s.trialOnly).map((s) => s.subjectName));
}
