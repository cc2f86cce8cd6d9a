import { useTranslation } from 'react-i18next';

/** Spec §4 On/Off toggle: a switch button saying its label and its state. */
export function OnOffToggle({ label, checked, onChange, testId }: { label: string; checked: boolean; onChange(checked: boolean): void; testId?: string }) {
  const { t } = useTranslation();
  return (
    <button type="button" role="switch" aria-checked={checked} className="report-switch" onClick={() => onChange(!checked)} data-testid={testId}>
      <span className="report-switch-label">{label}</span>
      <span className="report-switch-state" aria-hidden="true">
        {checked ? t('reports.toggles.on') : t('reports.toggles.off')}
      </span>
    </button>
  );
}
