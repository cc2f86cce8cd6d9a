import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GRADES } from '../../../events/curriculum';
import { gradeLabel } from '../i18n/grade-label';

/** Spec §9 view-by options. Only grades has data in this product; the others are listed, disabled (docs/reports.md). */
export const VIEW_BY_OPTIONS = ['grades', 'skill_plan', 'standards', 'takeoff'] as const;

/**
 * View by (spec §9): grades, with a grade to narrow the skills to (or all
 * grades). Skill plan, standards and takeoff are shown disabled.
 */
export function ViewByPicker({ grade, onChange, grades = GRADES }: { grade: number | null; onChange(grade: number | null): void; grades?: readonly number[] }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="report-view-by" data-testid="view-by-picker">
      <div className="field">
        <label htmlFor={`${id}-by`}>{t('reports.viewBy.label')}</label>
        <select id={`${id}-by`} value="grades" onChange={() => undefined} data-testid="view-by">
          {VIEW_BY_OPTIONS.map((option) => (
            <option key={option} value={option} disabled={option !== 'grades'}>
              {t(`reports.viewBy.${option}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-grade`}>{t('reports.viewBy.grade')}</label>
        <select
          id={`${id}-grade`}
          value={grade === null ? '' : String(grade)}
          data-testid="view-by-grade"
          onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
        >
          <option value="">{t('reports.viewBy.allGrades')}</option>
          {grades.map((each) => (
            <option key={each} value={each}>
              {t(...gradeLabel(each))}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
