import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import './form-errors.css';

/**
 * A refusal shown on a form (the server's error key, or the app's own): at the top of the form in a box that takes
 * the focus when it appears (so a keyboard or screen reader user lands on it), and again beside the field it is
 * about, which points to it with `aria-describedby` and `aria-invalid` (`describedBy`). `field` names that field in
 * the form's own terms; null: the refusal is about the whole form.
 */
export interface FormError<Field extends string = string> {
  key: string;
  field: Field | null;
}

export function FormErrorSummary({ error, testId }: { error: FormError | null; testId?: string }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error !== null) box.current?.focus();
  }, [error]);
  if (error === null) return null;
  return (
    <div ref={box} tabIndex={-1} role="alert" className="form-error form-error-summary" data-testid={testId}>
      {t(error.key)}
    </div>
  );
}

/** The refusal again, beside the field it is about; nothing for any other field. */
export function FieldError<Field extends string>({ error, field, id }: { error: FormError<Field> | null; field: Field; id: string }) {
  const { t } = useTranslation();
  return error?.field === field ? (
    <p id={id} className="form-error field-error">
      {t(error.key)}
    </p>
  ) : null;
}

/** The attributes of a field the refusal is about (`id`: its FieldError's), else none. */
export function describedBy<Field extends string>(error: FormError<Field> | null, field: Field, id: string): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  return error?.field === field ? { 'aria-invalid': true, 'aria-describedby': id } : {};
}
