/** One labelled input of the membership forms (join, add a child), with its hint and its error link. */
export interface MembershipFieldProps {
  id: string;
  name: string;
  type: string;
  autoComplete: string;
  maxLength: number;
  label: string;
  hint?: string | undefined;
  value: string;
  readOnly: boolean;
  invalid: boolean;
  /** The form error's element id, linked while this field is the one in error. */
  errorId: string;
  testId: string;
  inputRef(input: HTMLInputElement | null): void;
  onChange(value: string): void;
}

export function MembershipField({ id, name, type, autoComplete, maxLength, label, hint, value, readOnly, invalid, errorId, testId, inputRef, onChange }: MembershipFieldProps) {
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={inputRef}
        name={name}
        type={type}
        autoComplete={autoComplete}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={maxLength}
        value={value}
        readOnly={readOnly}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        data-testid={testId}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
