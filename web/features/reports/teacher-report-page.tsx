import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isCalendarDay, type ReportRange } from '../../../events/reports/report-ranges';
import type { TeacherReport } from '../../../events/reports/teacher-reports';
import type { ClassWithStudents } from '../../shared/classes/classes-with-students';
import { HttpError } from '../../shared/http/http-error';
import { gradeLabel } from '../../shared/i18n/grade-label';
import { usePageTitle } from '../../shared/page-title/use-page-title';
import { DateRangePicker, type DateRangeValue } from '../../shared/reports/date-range-picker';
import { ReportIntervalNote, ReportPage } from '../../shared/reports/report-page';
import { trackReportView } from '../../shared/reports/track-report-view';
import { reportSearch, useReportData } from '../../shared/reports/use-report-data';
import { ViewByPicker } from '../../shared/reports/view-by-picker';
import { ReportBody } from './report-body';
import { REPORT_DEFINITIONS } from './report-definitions';
import { teacherReportPath } from './report-paths';
import { reportsApi, type ReportsApi } from './reports-api';
import './reports.css';

export interface TeacherReportPageProps {
  report: TeacherReport;
  /** Tests pass fake calls. */
  api?: ReportsApi;
  /** The page's query (`?classId=&studentUserId=&range=`): where the filters start. */
  search?: string;
}

/** A custom range is asked for once both days are there and in order (the server checks the rest). */
const customRangeComplete = (value: DateRangeValue) =>
  value.range !== 'custom' || (value.from !== undefined && value.to !== undefined && isCalendarDay(value.from) && isCalendarDay(value.to) && value.from <= value.to);

/**
 * `/analytics/reports/{report}` (teachers, and administrators for their
 * school's classes): the class, date range, view by and student filters, then
 * the report's toggles, table, chart and CSV (report-body.tsx).
 */
export function TeacherReportPage({ report, api = reportsApi, search = typeof window === 'undefined' ? '' : window.location.search }: TeacherReportPageProps) {
  const { t } = useTranslation();
  const definition = REPORT_DEFINITIONS[report];
  const [initial] = useState(() => new URLSearchParams(search));
  const [classes, setClasses] = useState<ClassWithStudents[] | null>(null);
  const [classesError, setClassesError] = useState<string | null>(null);
  const [classId, setClassId] = useState<string | null>(initial.get('classId'));
  const [studentUserId, setStudentUserId] = useState<string>(initial.get('studentUserId') ?? '');
  const [range, setRange] = useState<DateRangeValue>({ range: (initial.get('range') as ReportRange | null) ?? 'last_30_days' });
  const [grade, setGrade] = useState<number | null>(null);
  const [classAttempt, setClassAttempt] = useState(0);

  useEffect(() => trackReportView(definition.label, teacherReportPath(report)), [definition.label, report]);
  useEffect(() => {
    const controller = new AbortController();
    setClassesError(null);
    api.fetchClasses({ signal: controller.signal }).then(
      (found) => {
        if (controller.signal.aborted) return;
        setClasses(found);
        setClassId((chosen) => (chosen && found.some((each) => each.classId === chosen) ? chosen : (found[0]?.classId ?? null)));
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setClassesError(error instanceof HttpError ? error.errorKey : 'reports.frame.loadFailed');
      },
    );
    return () => controller.abort();
  }, [api, classAttempt]);

  const chosenClass = classes?.find((each) => each.classId === classId) ?? null;
  const student = definition.student === 'none' ? '' : studentUserId;
  const ready = chosenClass !== null && customRangeComplete(range) && (definition.student !== 'required' || student !== '');
  const query = reportSearch(range, { classId: chosenClass?.classId, grade: definition.viewByGrades ? grade : null, studentUserId: student || null });
  const data = useReportData(`${report}?${query}`, ready ? (signal) => api.fetchReport(report, query, { signal }) : null);

  const title = t(`reports.labels.${report}`);
  usePageTitle(title);
  if (classesError !== null) {
    return (
      <ReportPage title={title} intro={t(`reports.intros.${report}`)} testId="teacher-report">
        <div className="form-error" role="alert">
          <p>{t([classesError, 'reports.frame.loadFailed'])}</p>
          <button type="button" className="button" onClick={() => setClassAttempt((n) => n + 1)}>
            {t('reports.frame.retry')}
          </button>
        </div>
      </ReportPage>
    );
  }
  if (classes !== null && classes.length === 0) {
    return (
      <ReportPage title={title} intro={t(`reports.intros.${report}`)} testId="teacher-report">
        <p data-testid="report-no-classes">{t('reports.frame.noClasses')}</p>
      </ReportPage>
    );
  }

  let body;
  // While a new answer loads, the last one stays (busy): the report's toggles keep their state across filter changes.
  if (classes === null || (ready && data.phase === 'loading' && data.data === null)) {
    body = (
      <p className="loading" aria-busy="true" data-testid="report-loading">
        {t('reports.frame.loading')}
      </p>
    );
  } else if (!ready && definition.student === 'required' && student === '') {
    body = <p data-testid="report-pick-student">{t('reports.questionsLog.pickStudent')}</p>;
  } else if (!ready) {
    body = null;
  } else if (data.phase === 'failed') {
    body = (
      <div className="form-error" role="alert" data-testid="report-failed">
        <p>{t([data.errorKey ?? '', 'reports.frame.loadFailed'])}</p>
        <button type="button" className="button" onClick={data.reload}>
          {t('reports.frame.retry')}
        </button>
      </div>
    );
  } else if (data.data !== null) {
    body = (
      <>
        <ReportIntervalNote fromDay={data.data.interval.fromDay} toDay={data.data.interval.toDay} timeZone={data.data.timeZone} />
        <ReportBody report={report} data={data.data} />
      </>
    );
  }

  return (
    <ReportPage
      title={title}
      intro={t(`reports.intros.${report}`)}
      testId="teacher-report"
      filters={
        <>
          {classes !== null ? <ClassPicker classes={classes} classId={chosenClass?.classId ?? ''} onChange={(id) => (setClassId(id), setStudentUserId(''))} /> : null}
          {chosenClass !== null && definition.student !== 'none' ? (
            <StudentPicker students={chosenClass.students} studentUserId={student} required={definition.student === 'required'} onChange={setStudentUserId} />
          ) : null}
          <DateRangePicker value={range} onChange={setRange} />
          {definition.viewByGrades ? <ViewByPicker grade={grade} onChange={setGrade} /> : null}
        </>
      }
    >
      <div data-report={report} data-testid="report-content" aria-live="polite" aria-busy={ready && data.phase === 'loading'}>
        {body}
      </div>
    </ReportPage>
  );
}

function ClassPicker({ classes, classId, onChange }: { classes: readonly ClassWithStudents[]; classId: string; onChange(classId: string): void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{t('reports.frame.classPicker')}</label>
      <select id={id} value={classId} onChange={(event) => onChange(event.target.value)} data-testid="report-class">
        {classes.map((each) => (
          <option key={each.classId} value={each.classId}>
            {t('reports.frame.classOption', { name: each.name, grade: t(...gradeLabel(each.grade)) })}
          </option>
        ))}
      </select>
    </div>
  );
}

function StudentPicker({
  students,
  studentUserId,
  required,
  onChange,
}: {
  students: ClassWithStudents['students'];
  studentUserId: string;
  required: boolean;
  onChange(studentUserId: string): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{t('reports.frame.studentPicker')}</label>
      <select id={id} value={studentUserId} onChange={(event) => onChange(event.target.value)} data-testid="report-student">
        <option value="">{required ? t('reports.student_required') : t('reports.frame.allStudents')}</option>
        {students.map((each) => (
          <option key={each.userId} value={each.userId}>
            {each.displayName}
          </option>
        ))}
      </select>
    </div>
  );
}
