import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectableSubject, SelectSubjectsVariant } from '../../../events/teacher-setup-dialog';
import { SetupDialogFrame } from './setup-dialog-frame';

export interface SelectSubjectsDialogProps {
  variant: SelectSubjectsVariant;
  subjects: SelectableSubject[];
  isIgnorable: boolean;
  submitting: boolean;
  errorKey: string | null;
  onSubmit(subjects: string[]): void;
  onClose(): void;
}

/**
 * Spec §2.2 select-subjects modal (NEW_TEACHER, NEW_SUBJECTS, NEW_SCHOOL_YEAR):
 * a checkbox list (one column under three subjects), submit disabled until a
 * subject is checked, closable only when ignorable.
 */
export function SelectSubjectsDialog({ variant, subjects, isIgnorable, submitting, errorKey, onSubmit, onClose }: SelectSubjectsDialogProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(subjects.filter((s) => s.isSelected).map((s) => s.name)));
  const canSubmit = selected.size > 0 && !submitting;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    onSubmit(subjects.map((s) => s.name).filter((name) => selected.has(name)));
  };
  const toggle = (name: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(name);
      else next.delete(name);
      return next;
    });
  return (
    <SetupDialogFrame
      title={t(`teacherSetup.subjects.title.${variant}`)}
      description={t(`teacherSetup.subjects.text.${variant}`)}
      testId="teacher-setup-subjects-dialog"
      onClose={isIgnorable ? onClose : null}
    >
      <form className="teacher-setup-form" onSubmit={submit} noValidate {...(errorKey ? { 'aria-describedby': errorId } : {})}>
        <fieldset className={subjects.length < 3 ? 'teacher-setup-subjects' : 'teacher-setup-subjects teacher-setup-subjects--two-columns'} data-testid="teacher-setup-subject-list">
          <legend>{t('teacherSetup.subjects.legend')}</legend>
          {subjects.map((subject) => (
            <label key={subject.name} className="teacher-setup-checkbox">
              <input type="checkbox" checked={selected.has(subject.name)} onChange={(event) => toggle(subject.name, event.target.checked)} data-testid={`teacher-setup-select-${subject.name}`} />
              {subject.displayName}
            </label>
          ))}
        </fieldset>
        {errorKey ? (
          <p id={errorId} className="teacher-setup-error" role="alert">
            {t(errorKey)}
          </p>
        ) : null}
        <div className="teacher-setup-actions">
          <button type="submit" className="button button-primary" disabled={!canSubmit} data-testid="teacher-setup-subjects-submit">
            {submitting ? t('teacherSetup.subjects.saving') : t('teacherSetup.subjects.submit')}
          </button>
        </div>
      </form>
    </SetupDialogFrame>
  );
}
