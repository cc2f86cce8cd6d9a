import { useTranslation } from 'react-i18next';
import { SegmentedToggle } from './segmented-toggle';

export type ScoreMode = 'percentage' | 'questions';

/** Spec §4: show a score as a percentage, or as the number of questions behind it. */
export function ScoreModeToggle({ value, onChange }: { value: ScoreMode; onChange(value: ScoreMode): void }) {
  const { t } = useTranslation();
  return (
    <SegmentedToggle
      legend={t('reports.toggles.scoreMode')}
      value={value}
      onChange={onChange}
      testId="score-mode"
      options={[
        { value: 'percentage', label: t('reports.toggles.percentage') },
        { value: 'questions', label: t('reports.toggles.questions') },
      ]}
    />
  );
}
