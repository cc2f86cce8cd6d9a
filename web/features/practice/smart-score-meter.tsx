import { useTranslation } from 'react-i18next';

/**
 * The SmartScore, 0–100, as a meter: its number and a bar (decoration), with
 * "Proficient" from 80 and "Mastered" at 100 as the server says.
 */
export function SmartScoreMeter({ score, proficient, mastered }: { score: number; proficient: boolean; mastered: boolean }) {
  const { t } = useTranslation();
  const value = Number.isFinite(score) ? Math.min(100, Math.max(0, Math.round(score))) : 0;
  return (
    <div className="smart-score">
      <div
        className="smart-score-meter"
        role="meter"
        aria-label={t('practicePage.smartScore')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={t('practicePage.smartScoreValue', { score: value })}
        data-testid="smart-score"
      >
        <span className="smart-score-label">{t('practicePage.smartScore')}</span>
        <span className="smart-score-value">{value}</span>
        <svg className="smart-score-bar" viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true" focusable="false">
          <rect className="smart-score-track" x={0} y={0} width={100} height={8} />
          <rect className="smart-score-fill" x={0} y={0} width={value} height={8} />
          <line className="smart-score-mark" x1={80} x2={80} y1={0} y2={8} />
        </svg>
      </div>
      {mastered || proficient ? (
        <p className="smart-score-badge" data-testid="smart-score-badge">
          {mastered ? t('practicePage.mastered') : t('practicePage.proficient')}
        </p>
      ) : null}
    </div>
  );
}
