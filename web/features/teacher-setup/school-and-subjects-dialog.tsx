import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectSchoolData } from '../../../events/teacher-setup-dialog';
import type { SchoolAndSubjects } from './teacher-setup-api';
import { SetupDialogFrame } from './setup-dialog-frame';

export type SchoolDialogCase = 'activationKey' | 'addedProduct' | 'inactive' | 'schoolOnly' | 'subjectsOnly' | 'both';

/** Spec §2.1: the header and text by case. */
export function schoolDialogCase(data: SelectSchoolData): SchoolDialogCase {
  if (data.fromActivationKey) return 'activationKey';
  if (data.showSubjDueToAddedProduct) return 'addedProduct';
  if (data.notifyForInactive) return 'inactive';
  const list = data.schoolList !== null;
  const subjects = data.teacherSubjects.length > 0;
  return list && subjects ? 'both' : list ? 'schoolOnly' : 'subjectsOnly';
}

/** The placeholder option of the school list (spec §2.1). */
export const NO_SCHOOL = '-1';

export interface SchoolAndSubjectsDialogProps {
  data: SelectSchoolData;
  submitting: boolean;
  errorKey: string | null;
  onSubmit(choice: SchoolAndSubjects): void;
  onClose(): void;
}

/**
 * Spec §2.1 "Choose school and/or subjects": a school list with a placeholder
 * (-1) first, subject checkboxes (two columns when they show alone; trial-only
 * ones disabled), a submit button; the close button only without a school
 * list. The server's error key is the form's error.
 */
export function SchoolAndSubjectsDialog({ data, submitting, errorKey, onSubmit, onClose }: SchoolAndSubjectsDialogProps) {
  const { t } = useTranslation();
  const schoolId = useId();
  const errorId = useId();
  const [customerId, setCustomerId] = useState(NO_SCHOOL);
  const [checked, setChecked] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(data.teacherSubjects.filter((s) => !s.isForTrialOnly).map((s) => [s.subjectName, s.selected])),
  );
  const which = schoolDialogCase(data);
  const subjectsAlone = data.schoolList === null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    onSubmit({
      customerId: data.schoolList === null ? null : customerId,
      teacherSubjects: checked,
      fromActivationKey: data.fromActivationKey,
      showSubjDueToAddedProduct: data.showSubjDueToAddedProduct,
      notifyForInactive: data.notifyForInactive,
    });
  };

  return (
    <SetupDialogFrame
      title={t(`teacherSetup.school.title.${which}`)}
      description={t(`teacherSetup.school.text.${which}`)}
      testId="teacher-setup-school-dialog"
      onClose={data.schoolList === null ? onClose : null}
    >
      <form className="teacher-setup-form" onSubmit={submit} noValidate {...(errorKey ? { 'aria-describedby': errorId } : {})}>
        {data.schoolList === null ? null : (
          <div className="teacher-setup-field">
            <label htmlFor={schoolId}>{t('teacherSetup.school.schoolLabel')}</label>
            <select id={schoolId} value={customerId} onChange={(event) => setCustomerId(event.target.value)} data-testid="teacher-setup-school-select">
              <option value={NO_SCHOOL}>{t('teacherSetup.school.schoolPlaceholder')}</option>
              {data.schoolList.map((school) => (
                <option key={school.customerId} value={school.customerId}>
                  {school.customerName}
                </option>
              ))}
            </select>
          </div>
        )}
        {data.teacherSubjects.length === 0 ? null : (
          <fieldset className={subjectsAlone ? 'teacher-setup-subjects teacher-setup-subjects--two-columns' : 'teacher-setup-subjects'} data-testid="teacher-setup-school-subjects">
            <legend>{t('teacherSetup.school.subjectsLegend')}</legend>
            {data.teacherSubjects.map((subject) => (
              <label key={subject.subjectName} className="teacher-setup-checkbox">
                <input
                  type="checkbox"
                  name={subject.subjectName}
                  disabled={subject.isForTrialOnly}
                  checked={subject.isForTrialOnly ? false : (checked[subject.subjectName] ?? false)}
                  onChange={(event) => setChecked((current) => ({ ...current, [subject.subjectName]: event.target.checked }))}
                  data-testid={`teacher-setup-subject-${subject.subjectName}`}
                />
                {subject.isForTrialOnly ? t('teacherSetup.school.trialOnly', { subject: subject.displayName }) : subject.displayName}
              </label>
            ))}
          </fieldset>
        )}
        {errorKey ? (
          <p id={errorId} className="teacher-setup-error" role="alert" data-testid="teacher-setup-error">
            {t(errorKey)}
          </p>
        ) : null}
        <div className="teacher-setup-actions">
          <button type="submit" className="button button-primary" aria-disabled={submitting} data-testid="teacher-setup-school-submit">
            {submitting ? t('teacherSetup.school.saving') : t('teacherSetup.school.submit')}
          </button>
        </div>
      </form>
    </SetupDialogFrame>
  );
}
