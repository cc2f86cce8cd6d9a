import { useTranslation } from 'react-i18next';

/** Spec §4: expand or collapse every row's details at once. `controls`: the id of the table. */
export function ExpandRowsToggle({ expanded, onChange, controls }: { expanded: boolean; onChange(expanded: boolean): void; controls?: string }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="button report-expand" aria-expanded={expanded} aria-controls={controls} onClick={() => onChange(!expanded)} data-testid="expand-rows">
      {expanded ? t('reports.toggles.collapseRows') : t('reports.toggles.expandRows')}
    </button>
  );
}
