import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeacherReport } from '../../../events/reports/teacher-reports';
import { useLoad } from '../../shared/loading/use-load';
import { usePageTitle } from '../../shared/page-title/use-page-title';
import { DateRangePicker } from '../../shared/reports/date-range-picker';
import { ReportAnswer, ReportBody, ReportPage } from '../../shared/reports/report-page';
import { reportSearch, useReportFilters } from '../../shared/reports/report-query';
import { ReportSelect } from '../../shared/reports/report-select';
import { useReportView } from '../../shared/reports/track-report-view';
import { ViewByPicker } from '../../shared/reports/view-by-picker';
import { skillLabel } from './report-format';
import { reportPath } from './report-paths';
import { classlessReportPage, ReportClassPicker, useReportClasses } from './teacher-report-classes';
import { TEACHER_REPORT_BODIES } from './teacher-report-bodies';
import { TEACHER_REPORT_DEFINITIONS } from './teacher-report-definitions';
import { teacherReportsApi, type TeacherReportsApi } from './teacher-reports-api';
import './teacher-reports.css';

export interface TeacherReportPageProps {
  report: TeacherReport;
  /** Tests pass fake calls. */
  api?: TeacherReportsApi;
  /** The page's query (`?classId=&studentUserId=&range=&grade=&viewBy=`): where the filters start. */
  search?: string;
}

/**
 * `/analytics/reports/{report}` (teachers, and administrators for their
 * school's classes): the class, date range, view by and student filters, then
 * the report's toggles, table, chart and CSV (teacher-report-bodies.ts). The
 * classes load first; the report once its filters are complete.
 */
export function TeacherReportPage({ report, api = teacherReportsApi, search = typeof window === 'undefined' ? '' : window.location.search }: TeacherReportPageProps) {
  const { t } = useTranslation();
  const definition = TEACHER_REPORT_DEFINITIONS[report];
  const filters = useReportFilters(search);
  const [classId, setClassId] = useState<string | null>(filters.initial.get('classId'));
  const [studentUserId, setStudentUserId] = useState<string>(filters.initial.get('studentUserId') ?? '');
  const [permacode, setPermacode] = useState<string>(filters.initial.get('permacode') ?? '');
  const [subject, setSubject] = useState<string>(filters.initial.get('subject') ?? '');
  const { classes, classList, chosenClass } = useReportClasses(api.fetchClasses, classId);
  const title = t(`reports.labels.${report}`);
  usePageTitle(title);
  useReportView(definition.label, reportPath(report));

  const student = definition.student === 'none' ? '' : studentUserId;
  const ready = chosenClass !== null && filters.rangeComplete && (definition.student !== 'required' || student !== '');
  const query = reportSearch(filters.range, {
    classId: chosenClass?.classId,
    grade: definition.viewByGrades ? filters.grade : null,
    // Grades is the call's default: only the other views are named.
    viewBy: definition.viewByGrades && filters.viewBy !== 'grades' ? filters.viewBy : null,
    studentUserId: student || null,
    permacode: definition.skillPicker ? permacode || null : null,
    subject: definition.subjectPicker ? subject || null : null,
  });
  const answer = useLoad(`${report}?${query}`, ready ? (signal) => api.fetchReport(report, query, { signal }) : null);
  // Skill score chart: its skills come with its answer (the last one kept while the next loads).
  const shown = answer.status === 'loaded' ? answer.data : answer.status === 'loading' || answer.status === 'failed' ? answer.previous : undefined;
  const skillChoice = definition.skillPicker && shown !== undefined && 'skills' in shown && 'skill' in shown ? shown : null;
  // Score grid: the subjects the class practised come with its answer; the one shown is picked.
  const subjectChoice = definition.subjectPicker && shown !== undefined && 'subjects' in shown ? shown : null;
  const subjectOptions = subjectChoice === null ? [] : [...new Set([...subjectChoice.subjects, ...(subjectChoice.subject ? [subjectChoice.subject] : [])])];

  const frame = { title, intro: t(`reports.intros.${report}`), testId: 'teacher-report' };
  const classless = classlessReportPage(t, frame, classes);
  if (classless !== null) return classless;
  return (
    <ReportPage
      {...frame}
      filters={
        <>
          {classList !== null ? (
            <ReportClassPicker classList={classList} chosenClass={chosenClass} onChange={(id) => (setClassId(id), setStudentUserId(''), setPermacode(''), setSubject(''))} />
          ) : null}
          {chosenClass !== null && definition.student !== 'none' ? (
            <ReportSelect
              label={t('reports.frame.studentPicker')}
              value={student}
              emptyOption={definition.student === 'required' ? t('reports.student_required') : t('reports.frame.allStudents')}
              options={chosenClass.students.map((each) => ({ value: each.userId, label: each.displayName }))}
              onChange={setStudentUserId}
              testId="report-student"
            />
          ) : null}
          {skillChoice !== null && skillChoice.skills.length > 0 ? (
            <ReportSelect
              label={t('reportsStudents.skillPicker')}
              value={skillChoice.skill?.permacode ?? ''}
              options={skillChoice.skills.map((each) => ({ value: each.permacode, label: skillLabel(each) }))}
              onChange={setPermacode}
              testId="report-skill"
            />
          ) : null}
          {subjectChoice !== null && subjectOptions.length > 1 ? (
            <ReportSelect
              label={t('reports.frame.subjectPicker')}
              value={subjectChoice.subject ?? ''}
              options={subjectOptions.map((each) => ({ value: each, label: t(`curriculum.subject.${each}`) }))}
              onChange={setSubject}
              testId="report-subject"
            />
          ) : null}
          {definition.dateRange === false ? null : <DateRangePicker value={filters.range} onChange={filters.setRange} />}
          {definition.viewByGrades ? <ViewByPicker viewBy={filters.viewBy} onViewByChange={filters.setViewBy} grade={filters.grade} onChange={filters.setGrade} /> : null}
        </>
      }
    >
      <ReportAnswer
        report={report}
        // While the classes load, so does the report.
        answer={classes.status === 'loading' ? { status: 'loading', retry: classes.retry } : answer}
        // Progress and growth: the learner's progress notes its own days.
        interval={(data) => ('progress' in data ? null : { ...data.interval, timeZone: data.timeZone })}
        notReady={
          chosenClass !== null && definition.student === 'required' && student === '' ? (
            <p data-testid="report-pick-student">{t(report === 'questions-log' ? 'reports.questionsLog.pickStudent' : 'reportsStudents.pickStudent')}</p>
          ) : null
        }
      >
        {(data) => <ReportBody bodies={TEACHER_REPORT_BODIES} report={report} data={data} />}
      </ReportAnswer>
    </ReportPage>
  );
}
