import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GRADES } from '../../../events/curriculum';
import { REPORT_VIEWS, type AvailableReportView, type ReportView } from '../../../events/reports/report-view-by';
import { gradeLabel } from '../i18n/grade-label';

/** Spec §9 view-by options, as the report calls name them (`viewBy=`). */
export const VIEW_BY_OPTIONS = REPORT_VIEWS;

const labelKey = (view: ReportView) => `reports.viewBy.${view === 'skill-plan' ? 'skill_plan' : view}`;

/**
 * View by (spec §9, docs/reports.md "View by"): grades, standards, skill plan or
 * takeoff (issue 31), and a grade to narrow the report to (or all grades)
 * — the grade applies in every view.
 */
export function ViewByPicker({
  viewBy,
  onViewByChange,
  grade,
  onChange,
  grades = GRADES,
}: {
  viewBy: AvailableReportView;
  onViewByChange(viewBy: AvailableReportView): void;
  grade: number | null;
  onChange(grade: number | null): void;
  grades?: readonly number[];
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="report-view-by" data-testid="view-by-picker">
      <div className="field">
        <label htmlFor={`${id}-by`}>{t('reports.viewBy.label')}</label>
        <select id={`${id}-by`} value={viewBy} onChange={(event) => onViewByChange(event.target.value as AvailableReportView)} data-testid="view-by">
          {VIEW_BY_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {t(labelKey(option))}
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
