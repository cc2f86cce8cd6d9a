import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewSkillRow, SkillIDAndLevel } from '../../../events/instant-review';

const LEVELS = [1, 2, 3, 4, 5] as const;

/** Editing the review's skill list: levels, order, removing (at least one stays). */
export function SkillListEditor({ skills, busy, onSave, onCancel }: { skills: ReviewSkillRow[]; busy: boolean; onSave(skills: SkillIDAndLevel[]): void; onCancel(): void }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState(skills);
  const move = (at: number) => setRows((current) => (at <= 0 ? current : [...current.slice(0, at - 1), current[at]!, current[at - 1]!, ...current.slice(at + 1)]));
  return (
    <fieldset className="qrm-skill-editor" data-testid="qrm-skill-editor">
      <legend>{t('instantReview.page.skillList')}</legend>
      <ol className="qrm-skill-rows">
        {rows.map((row, at) => (
          <li key={row.skillId} className="qrm-skill-row">
            <span className="qrm-skill-name">
              {row.code} {row.name}
            </span>
            <select
              aria-label={t('instantReview.start.levelOf', { name: row.name })}
              value={row.level}
              onChange={(event) => setRows((current) => current.map((each) => (each.skillId === row.skillId ? { ...each, level: Number(event.target.value) } : each)))}
            >
              {LEVELS.map((level) => (
                <option key={level} value={level}>
                  {level}
                </option>
              ))}
            </select>
            <button type="button" className="button button-quiet" disabled={at === 0} onClick={() => move(at)}>
              <span aria-hidden="true">↑</span>
              <span className="qrm-visually-hidden">{t('instantReview.page.moveUp', { name: row.name })}</span>
            </button>
            <button type="button" className="button button-quiet" disabled={rows.length <= 1} onClick={() => setRows((current) => current.filter((each) => each.skillId !== row.skillId))}>
              <span aria-hidden="true">✕</span>
              <span className="qrm-visually-hidden">{t('instantReview.page.removeSkill', { name: row.name })}</span>
            </button>
          </li>
        ))}
      </ol>
      <div className="qrm-control-row">
        <button type="button" className="button button-primary" aria-disabled={busy || undefined} data-testid="qrm-save-skills" onClick={() => (busy ? undefined : onSave(rows.map(({ skillId, level }) => ({ skillId, level }))))}>
          {t('instantReview.page.saveSkills')}
        </button>
        <button type="button" className="button button-quiet" onClick={onCancel}>
          {t('instantReview.page.cancelEdit')}
        </button>
      </div>
    </fieldset>
  );
}
