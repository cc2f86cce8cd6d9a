import { z } from 'zod';
import type { TeacherSetupDialog } from '../../../events/teacher-setup-dialog';
import { postForm, postJson } from '../../shared/http/json-request';
import { TRY_TEACHER_SETUP } from './try-teacher-setup-cookie';

const subjectName = z.enum(['math', 'ela', 'sci', 'ss', 'spa']);

/** Spec §3 teacher setup dialog response. */
export const teacherSetupDialogSchema = z.discriminatedUnion('dialogType', [
  z.object({
    dialogType: z.literal('SELECT_SCHOOL_AND_POTENTIALLY_SUBJECTS'),
    isIgnorable: z.literal(false),
    data: z.object({
      fromActivationKey: z.boolean(),
      notifyForInactive: z.boolean(),
      showSubjDueToAddedProduct: z.boolean(),
      hasTeacherSelectedSubjects: z.boolean(),
      schoolList: z.array(z.object({ customerId: z.string(), customerName: z.string() })).nullable(),
      teacherSubjects: z.array(
        z.object({ subjectName, displaySubjectName: z.string(), displayName: z.string(), selected: z.boolean(), isForTrialOnly: z.boolean() }),
      ),
    }),
  }),
  z.object({
    dialogType: z.literal('SELECT_SUBJECTS'),
    isIgnorable: z.boolean(),
    data: z.object({
      variant: z.enum(['NEW_TEACHER', 'NEW_SUBJECTS', 'NEW_SCHOOL_YEAR']),
      subjects: z.array(z.object({ name: subjectName, displayName: z.string(), isSelected: z.boolean() })),
    }),
  }),
  z.object({
    dialogType: z.literal('GO_TO_ROSTER'),
    isIgnorable: z.literal(false),
    data: z.object({ isTrial: z.boolean(), isNewTrial: z.boolean(), durationDays: z.number().int().positive() }),
  }),
  z.object({ dialogType: z.literal('NONE'), isIgnorable: z.literal(false), data: z.null() }),
]) satisfies z.ZodType<TeacherSetupDialog>;

export function fetchTeacherSetupDialog(): Promise<TeacherSetupDialog> {
  return postJson('/teacher-setup/dialog', undefined, teacherSetupDialogSchema);
}

/** What the school-and-subjects dialog submits (spec §7). */
export interface SchoolAndSubjects {
  /** The chosen school when a list was shown ('-1' is the placeholder). */
  customerId: string | null;
  /** subjectName → checked, for every checkbox shown. */
  teacherSubjects: Record<string, boolean>;
  fromActivationKey: boolean;
  showSubjDueToAddedProduct: boolean;
  notifyForInactive: boolean;
}

export function schoolAndSubjectsForm(choice: SchoolAndSubjects): URLSearchParams {
  const form = new URLSearchParams();
  if (choice.customerId !== null) form.append('customerId', choice.customerId);
  for (const [name, checked] of Object.entries(choice.teacherSubjects)) form.append(`teacherSubjects['${name}']`, String(checked));
  // The flags go only when true.
  for (const flag of ['fromActivationKey', 'showSubjDueToAddedProduct', 'notifyForInactive'] as const) if (choice[flag]) form.append(flag, 'true');
  return form;
}

export async function updateSchoolAndSubjects(choice: SchoolAndSubjects): Promise<void> {
  await postForm('/teacher-setup/update-school-and-subjects', schoolAndSubjectsForm(choice));
}

/** Spec §7 "save of subjects": the list as a JSON string (body). */
export async function saveSubjects(subjects: string[]): Promise<void> {
  await postJson('/teacher-setup/save-subjects', subjects);
}

/** Spec §4: dismissing or following the go-to-roster modal sets the cookie to false (path /, secure) through the server. */
export async function setTryTeacherSetupFalse(): Promise<void> {
  const form = new URLSearchParams([
    ['name', TRY_TEACHER_SETUP],
    ['value', 'false'],
    ['path', '/'],
    ['domain', ''],
    ['secure', 'true'],
    ['expires', ''],
  ]);
  await postForm('/cookie', form);
}
