import type { TFunction } from 'i18next';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { gradeLabel } from '../../shared/i18n/grade-label';
import { useLoad } from '../../shared/loading/use-load';
import { ReportLoadFailed, ReportPage } from '../../shared/reports/report-page';
import { ReportSelect } from '../../shared/reports/report-select';
import type { TeacherReportsApi } from './teacher-reports-api';

type ReportClass = Awaited<ReturnType<TeacherReportsApi['fetchClasses']>>[number];

/** A class report page's title, intro and test id (what `ReportPage` frames it with). */
interface ReportFrame {
  title: string;
  intro: string;
  testId: string;
}

/**
 * The classes a class report starts from (`GET /reports/classes`: the reader's, with their
 * students), and the one chosen: the address's `classId`, else the first. `classList` is null
 * until they load.
 */
export function useReportClasses(fetchClasses: TeacherReportsApi['fetchClasses'], classId: string | null) {
  const classes = useLoad('classes', (signal) => fetchClasses({ signal }));
  const classList = classes.status === 'loaded' ? classes.data : null;
  const chosenClass = classList?.find((each) => each.classId === classId) ?? classList?.[0] ?? null;
  return { classes, classList, chosenClass };
}

/** The page when there is no class to report on — the classes failed to load, or the reader has none; null otherwise. */
export function classlessReportPage(t: TFunction, frame: ReportFrame, classes: ReturnType<typeof useReportClasses>['classes']): ReactElement | null {
  if (classes.status === 'failed') {
    return (
      <ReportPage {...frame}>
        <ReportLoadFailed errorKey={classes.errorKey} retry={classes.retry} />
      </ReportPage>
    );
  }
  if (classes.status === 'loaded' && classes.data.length === 0) {
    return (
      <ReportPage {...frame}>
        <p data-testid="report-no-classes">{t('reports.frame.noClasses')}</p>
      </ReportPage>
    );
  }
  return null;
}

/** The class picker of the class reports: each class with its grade. */
export function ReportClassPicker({ classList, chosenClass, onChange }: { classList: readonly ReportClass[]; chosenClass: ReportClass | null; onChange(classId: string): void }) {
  const { t } = useTranslation();
  return (
    <ReportSelect
      label={t('reports.frame.classPicker')}
      value={chosenClass?.classId ?? ''}
      options={classList.map((each) => ({ value: each.classId, label: t('reports.frame.classOption', { name: each.name, grade: t(...gradeLabel(each.grade)) }) }))}
      onChange={onChange}
      testId="report-class"
    />
  );
}
