import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_RANGES, type ReportRange } from '../../../events/reports/report-ranges';

export interface DateRangeValue {
  range: ReportRange;
  /** `YYYY-MM-DD`, when custom. */
  from?: string;
  to?: string;
}

/**
 * The date ranges of spec §9 (Today … All time, Custom); Custom shows two date
 * fields. The ranges are days of the school's time zone (the server resolves them).
 */
export function DateRangePicker({ value, onChange }: { value: DateRangeValue; onChange(value: DateRangeValue): void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="report-range" data-testid="date-range-picker">
      <div className="field">
        <label htmlFor={`${id}-range`}>{t('reports.range.label')}</label>
        <select
          id={`${id}-range`}
          value={value.range}
          data-testid="date-range"
          onChange={(event) => {
            const range = event.target.value as ReportRange;
            onChange(range === 'custom' ? { range, ...(value.from ? { from: value.from } : {}), ...(value.to ? { to: value.to } : {}) } : { range });
          }}
        >
          {REPORT_RANGES.map((range) => (
            <option key={range} value={range}>
              {t(`reports.range.${range}`)}
            </option>
          ))}
        </select>
      </div>
      {value.range === 'custom' ? (
        <>
          <div className="field">
            <label htmlFor={`${id}-from`}>{t('reports.range.from')}</label>
            <input
              id={`${id}-from`}
              type="date"
              value={value.from ?? ''}
              max={value.to}
              data-testid="date-range-from"
              onChange={(event) => onChange({ ...value, from: event.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-to`}>{t('reports.range.to')}</label>
            <input
              id={`${id}-to`}
              type="date"
              value={value.to ?? ''}
              min={value.from}
              data-testid="date-range-to"
              onChange={(event) => onChange({ ...value, to: event.target.value })}
            />
          </div>
        </>
      ) : null}
    </div>
  );
}
