import { useTranslation } from 'react-i18next';
import { SegmentedToggle } from './segmented-toggle';

export type ReportView = 'report' | 'gradebook';

/** Spec §4: Report View (the report's own layout) versus Gradebook View (a plain grid of numbers). */
export function ReportViewToggle({ value, onChange }: { value: ReportView; onChange(value: ReportView): void }) {
  const { t } = useTranslation();
  return (
    <SegmentedToggle
      legend={t('reports.toggles.reportView')}
      value={value}
      onChange={onChange}
      testId="report-view"
      options={[
        { value: 'report', label: t('reports.toggles.report') },
        { value: 'gradebook', label: t('reports.toggles.gradebook') },
      ]}
    />
  );
}
