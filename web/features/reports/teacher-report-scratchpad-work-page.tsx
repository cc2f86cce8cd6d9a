import './reports-chunk-text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScratchpadWorkReport } from '../../../events/scratchpad';
import { useLoad } from '../../shared/loading/use-load';
import { usePageTitle } from '../../shared/page-title/use-page-title';
import { ReportLoadFailed, ReportLoading, ReportPage } from '../../shared/reports/report-page';
import { ReportSelect } from '../../shared/reports/report-select';
import { useReportView } from '../../shared/reports/track-report-view';
import { ScratchpadWork } from '../../shared/scratchpad/scratchpad-work';
import type { FetchScratchpadWork } from '../../shared/scratchpad/scratchpad-work-api';
import { reportPath } from './report-paths';
import { classlessReportPage, ReportClassPicker, useReportClasses } from './teacher-report-classes';
import { scratchpadReportsApi, type ScratchpadReportsApi } from './teacher-report-scratchpad-work-api';
import { SCRATCHPAD_REPORT_LABELS } from './teacher-report-scratchpad-work-definitions';
import './teacher-reports.css';
import { dateTimeFormat } from '../../shared/i18n/intl-formats';

export interface ScratchpadWorkReportPageProps {
  /** Tests pass fake calls. */
  api?: ScratchpadReportsApi;
  fetchWork?: FetchScratchpadWork;
  /** The page's query (`?classId=&studentUserId=`): where the filters start. */
  search?: string;
}

/**
 * `/analytics/reports/scratchpad-work` (teachers, and administrators for their schools' classes; issue 31
 * item 3): the class, then a student or all; per student the answered questions with scratchpad work, the
 * latest first, each opening its work drawn read-only. The server decides which classes (docs/scratchpad.md).
 */
export function ScratchpadWorkReportPage({ api = scratchpadReportsApi, fetchWork, search = typeof window === 'undefined' ? '' : window.location.search }: ScratchpadWorkReportPageProps) {
  const { t } = useTranslation();
  const [initial] = useState(() => new URLSearchParams(search));
  const [classId, setClassId] = useState<string | null>(initial.get('classId'));
  const [studentUserId, setStudentUserId] = useState(initial.get('studentUserId') ?? '');
  const { classes, classList, chosenClass } = useReportClasses(api.fetchClasses, classId);
  const title = t('scratchpadReports.labels.scratchpad-work');
  usePageTitle(title);
  useReportView(SCRATCHPAD_REPORT_LABELS['scratchpad-work'], reportPath('scratchpad-work'));

  const query = new URLSearchParams({ classId: chosenClass?.classId ?? '', ...(studentUserId ? { studentUserId } : {}) }).toString();
  const answer = useLoad(`scratchpad-work?${query}`, chosenClass !== null ? (signal) => api.fetchReport(query, { signal }) : null);

  const frame = { title, intro: t('scratchpadReports.intros.scratchpad-work'), testId: 'scratchpad-work-report' };
  const classless = classlessReportPage(t, frame, classes);
  if (classless !== null) return classless;
  let body;
  if (answer.status === 'failed') body = <ReportLoadFailed errorKey={answer.errorKey} retry={answer.retry} />;
  else if (answer.status === 'loaded') body = <ScratchpadWorkList report={answer.data} {...(fetchWork ? { fetchWork } : {})} />;
  else body = <ReportLoading />;
  return (
    <ReportPage
      {...frame}
      filters={
        classList !== null ? (
          <>
            <ReportClassPicker classList={classList} chosenClass={chosenClass} onChange={(id) => (setClassId(id), setStudentUserId(''))} />
            {chosenClass !== null ? (
              <ReportSelect
                label={t('reports.frame.studentPicker')}
                value={studentUserId}
                emptyOption={t('reports.frame.allStudents')}
                options={chosenClass.students.map((each) => ({ value: each.userId, label: each.displayName }))}
                onChange={setStudentUserId}
                testId="report-student"
              />
            ) : null}
          </>
        ) : null
      }
    >
      {body}
    </ReportPage>
  );
}

/** Per student with work, their answers with work; "no work yet" when nobody has any. */
function ScratchpadWorkList({ report, fetchWork }: { report: ScratchpadWorkReport; fetchWork?: FetchScratchpadWork }) {
  const { t, i18n } = useTranslation();
  const when = dateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const withWork = report.students.filter((student) => student.answers.length > 0);
  if (withWork.length === 0) return <p data-testid="scratchpad-report-empty">{t('scratchpadReports.noWork')}</p>;
  return (
    <div className="scratchpad-report" data-testid="scratchpad-report">
      {withWork.map((student) => (
        <section key={student.userId} className="scratchpad-report-student" aria-labelledby={`scratchpad-report-${student.userId}`}>
          <h2 id={`scratchpad-report-${student.userId}`}>{student.displayName}</h2>
          <ul className="scratchpad-report-answers">
            {student.answers.map((answer) => {
              const question = answer.kind !== 'practice' && answer.questionNumber !== null ? t('scratchpadReports.quizAnswer', { title: answer.title, number: answer.questionNumber }) : answer.title;
              return (
                <li key={answer.answerKey} data-testid="scratchpad-report-answer">
                  <p>
                    <strong>{question}</strong> · {t(`scratchpadReports.kind.${answer.kind}`)} · <time dateTime={answer.keptAt}>{when.format(new Date(answer.keptAt))}</time> ·{' '}
                    {t('scratchpadReports.strokes', { count: answer.strokeCount })}
                  </p>
                  <ScratchpadWork studentUserId={student.userId} answerKey={answer.answerKey} question={question} {...(fetchWork ? { fetchWork } : {})} />
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
