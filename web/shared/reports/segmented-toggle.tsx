import { useId } from 'react';

export interface SegmentedOption<Value extends string> {
  value: Value;
  label: string;
}

/**
 * Two or more choices of which one is on, as a radio group drawn as joined
 * buttons: arrow keys move between them, as with any radio group.
 */
export function SegmentedToggle<Value extends string>({
  legend,
  options,
  value,
  onChange,
  testId,
}: {
  legend: string;
  options: readonly SegmentedOption<Value>[];
  value: Value;
  onChange(value: Value): void;
  testId?: string;
}) {
  const name = useId();
  return (
    <fieldset className="report-segmented" data-testid={testId}>
      <legend>{legend}</legend>
      <div className="report-segmented-options">
        {options.map((option) => (
          <label key={option.value} className="report-segmented-option">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              data-testid={testId ? `${testId}-${option.value}` : undefined}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
