import { useId } from 'react';

/** A report filter that picks one of a list (a class, a student, a school, a learner): a labelled `select`. */
export function ReportSelect({
  label,
  value,
  options,
  onChange,
  emptyOption,
  testId,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange(value: string): void;
  /** A first option of value '' (all of them, or "choose one"). */
  emptyOption?: string;
  testId: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} data-testid={testId}>
        {emptyOption !== undefined ? <option value="">{emptyOption}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
