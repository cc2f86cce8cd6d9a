import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssessmentSubject, ScheduledAssessmentWindows } from '../../../events/assessment-windows';
import { ASSESSMENT_SUBJECTS, assessmentTypesBySubject } from '../../../events/assessment-windows/assessment-types';
import { isHttpError, UNEXPECTED_ERROR_KEY } from '../../shared/http/http-error';
import { newIdempotencyKey } from '../../shared/http/json-request';
import { useLoad } from '../../shared/loading/use-load';
import { cancelWindow, fetchScheduledWindows, rescheduleWindow, scheduleWindow } from './assessment-windows-api';
import { monthAndDay } from './assessment-banner-text';
import { FlexSnapshots } from './flex-snapshots';
import './assessment-windows.css';

const errorKeyOf = (error: unknown) => (isHttpError(error) ? error.errorKey : UNEXPECTED_ERROR_KEY);

/**
 * `/assessments/schedule` (issue 16): a school or district administrator
 * schedules assessment windows per subject for its schools, and lists and
 * cancels them (docs/assessment-windows.md), and schedules Flex snapshots (issue 30; flex-snapshots.tsx).
 */
export function AssessmentSchedulePage() {
  const { t } = useTranslation();
  const [version, setVersion] = useState(0);
  const loaded = useLoad(`assessment-windows:${version}`, () => fetchScheduledWindows());
  const [status, setStatus] = useState<string | null>(null);
  const [shown, setShown] = useState<ScheduledAssessmentWindows | null>(null);
  if (loaded.status === 'loaded' && loaded.data !== shown) setShown(loaded.data);
  const view = loaded.status === 'loaded' ? loaded.data : shown;
  const reload = (message: string) => {
    setStatus(message);
    setVersion((n) => n + 1);
  };

  return (
    <section className="assessment-schedule" aria-labelledby="assessment-schedule-title">
      <h1 id="assessment-schedule-title">{t('assessmentWindowsWeb.schedule.title')}</h1>
      <p>{t('assessmentWindowsWeb.schedule.intro')}</p>
      <p role="status" data-testid="assessment-schedule-status">
        {status}
      </p>
      {view === null ? (
        loaded.status === 'failed' ? (
          <div role="alert">
            <p>{t(loaded.errorKey ?? 'assessmentWindowsWeb.schedule.loadFailed')}</p>
            <button type="button" className="button" onClick={loaded.retry}>
              {t('assessmentWindowsWeb.schedule.retry')}
            </button>
          </div>
        ) : (
          <p aria-busy="true">{t('assessmentWindowsWeb.schedule.loading')}</p>
        )
      ) : view.schools.length === 0 ? (
        <p data-testid="assessment-schedule-no-schools">{t('assessmentWindowsWeb.schedule.noSchools')}</p>
      ) : (
        <>
          <ScheduleForm view={view} onScheduled={() => reload(t('assessmentWindowsWeb.schedule.scheduled'))} />
          <WindowList view={view} onCancelled={() => reload(t('assessmentWindowsWeb.schedule.cancelled'))} onRescheduled={() => reload(t('assessmentWindowsWeb.schedule.rescheduled'))} />
          {/* Issue 30: Flex snapshots are scheduled here too (docs/diagnostics.md "Pages"). */}
          <FlexSnapshots schools={view.schools} />
        </>
      )}
    </section>
  );
}

function ScheduleForm({ view, onScheduled }: { view: ScheduledAssessmentWindows; onScheduled(): void }) {
  const { t } = useTranslation();
  const id = useId();
  const [subject, setSubject] = useState<AssessmentSubject>('math');
  const [assessmentType, setAssessmentType] = useState<string>(assessmentTypesBySubject.math[0]!);
  const [schoolIds, setSchoolIds] = useState<string[]>(view.schools.length === 1 ? [view.schools[0]!.schoolId] : []);
  const [startDate, setStartDate] = useState(view.today);
  const [dueDate, setDueDate] = useState(view.today);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setError(null);
    scheduleWindow({ schoolIds, subject, assessmentType, startDate, dueDate }, idempotencyKey).then(
      () => {
        setSending(false);
        setIdempotencyKey(newIdempotencyKey());
        onScheduled();
      },
      (failure: unknown) => {
        setSending(false);
        setError(errorKeyOf(failure));
      },
    );
  };

  return (
    <form className="assessment-schedule-form" onSubmit={submit} aria-labelledby={`${id}-title`} data-testid="assessment-schedule-form">
      <h2 id={`${id}-title`}>{t('assessmentWindowsWeb.schedule.formTitle')}</h2>
      <div className="field">
        <label htmlFor={`${id}-subject`}>{t('assessmentWindowsWeb.schedule.subject')}</label>
        <select
          id={`${id}-subject`}
          data-testid="assessment-schedule-subject"
          value={subject}
          onChange={(event) => {
            const next = event.target.value as AssessmentSubject;
            setSubject(next);
            setAssessmentType(assessmentTypesBySubject[next][0]!);
          }}
        >
          {ASSESSMENT_SUBJECTS.map((each) => (
            <option key={each} value={each}>
              {t(`assessmentWindowsWeb.subjects.${each}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-type`}>{t('assessmentWindowsWeb.schedule.assessmentType')}</label>
        <select id={`${id}-type`} data-testid="assessment-schedule-type" value={assessmentType} onChange={(event) => setAssessmentType(event.target.value)}>
          {assessmentTypesBySubject[subject].map((type) => (
            <option key={type} value={type}>
              {t(`assessmentWindowsWeb.typeTitles.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-start`}>{t('assessmentWindowsWeb.schedule.startDate')}</label>
        <input id={`${id}-start`} type="date" required data-testid="assessment-schedule-start" value={startDate} onChange={(event) => setStartDate(event.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-due`}>{t('assessmentWindowsWeb.schedule.dueDate')}</label>
        <input id={`${id}-due`} type="date" required data-testid="assessment-schedule-due" value={dueDate} onChange={(event) => setDueDate(event.target.value)} />
      </div>
      <fieldset>
        <legend>{t('assessmentWindowsWeb.schedule.schools')}</legend>
        {view.schools.map((school) => (
          <label key={school.schoolId} className="assessment-school-option">
            <input
              type="checkbox"
              data-testid={`assessment-schedule-school-${school.schoolId}`}
              checked={schoolIds.includes(school.schoolId)}
              onChange={(event) =>
                setSchoolIds((current) => (event.target.checked ? [...current, school.schoolId] : current.filter((each) => each !== school.schoolId)))
              }
            />
            {school.name}
          </label>
        ))}
      </fieldset>
      <div className="assessment-schedule-submit">
        <button type="submit" className="button button-primary" data-testid="assessment-schedule-submit" aria-busy={sending}>
          {sending ? t('assessmentWindowsWeb.schedule.submitting') : t('assessmentWindowsWeb.schedule.submit')}
        </button>
        {error !== null ? (
          <p className="form-error" role="alert" data-testid="assessment-schedule-error">
            {t(error)}
          </p>
        ) : null}
      </div>
    </form>
  );
}

function WindowList({ view, onCancelled, onRescheduled }: { view: ScheduledAssessmentWindows; onCancelled(): void; onRescheduled(): void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [changing, setChanging] = useState<string | null>(null);
  const cancel = (windowId: string) => {
    if (cancelling !== null) return;
    setCancelling(windowId);
    setError(null);
    cancelWindow(windowId, newIdempotencyKey()).then(
      () => {
        setCancelling(null);
        onCancelled();
      },
      (failure: unknown) => {
        setCancelling(null);
        setError(errorKeyOf(failure));
      },
    );
  };
  const day = (date: string) => monthAndDay(date, i18n.language);

  return (
    <section aria-labelledby={`${id}-list`}>
      <h2 id={`${id}-list`}>{t('assessmentWindowsWeb.schedule.listTitle')}</h2>
      {error !== null ? (
        <p className="form-error" role="alert" data-testid="assessment-windows-error">
          {t(error)}
        </p>
      ) : null}
      {view.windows.length === 0 ? (
        <p data-testid="assessment-windows-empty">{t('assessmentWindowsWeb.schedule.empty')}</p>
      ) : (
        <ul className="assessment-windows-list" data-testid="assessment-windows-list">
          {view.windows.map((window) => {
            const name = t(`assessmentWindowsWeb.typeTitles.${window.assessmentType}`);
            return (
              <li key={window.windowId} className="assessment-window" data-testid="assessment-window">
                <p className="assessment-window-name">{name}</p>
                <p className="assessment-window-detail">{t('assessmentWindowsWeb.schedule.dates', { start: day(window.startDate), due: day(window.dueDate) })}</p>
                <p className="assessment-window-detail">{window.schoolNames.join(', ')}</p>
                <span className="assessment-window-status">{t(`assessmentWindowsWeb.schedule.status.${window.status}`)}</span>
                {window.mayChange ? (
                  <button
                    type="button"
                    className="button"
                    data-testid="assessment-window-change"
                    aria-expanded={changing === window.windowId}
                    aria-label={t('assessmentWindowsWeb.schedule.changeLabel', { name, date: day(window.dueDate) })}
                    onClick={() => setChanging(changing === window.windowId ? null : window.windowId)}
                  >
                    {t('assessmentWindowsWeb.schedule.change')}
                  </button>
                ) : null}
                {window.mayChange ? (
                  <button
                    type="button"
                    className="button"
                    data-testid="assessment-window-cancel"
                    aria-label={t('assessmentWindowsWeb.schedule.cancelLabel', { name, date: day(window.dueDate) })}
                    aria-busy={cancelling === window.windowId}
                    onClick={() => cancel(window.windowId)}
                  >
                    {t('assessmentWindowsWeb.schedule.cancel')}
                  </button>
                ) : (
                  <span className="assessment-window-detail">{t('assessmentWindowsWeb.schedule.notYours')}</span>
                )}
                {changing === window.windowId ? (
                  <RescheduleForm
                    windowId={window.windowId}
                    startDate={window.startDate}
                    dueDate={window.dueDate}
                    onDone={() => {
                      setChanging(null);
                      onRescheduled();
                    }}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function RescheduleForm({ windowId, startDate, dueDate, onDone }: { windowId: string; startDate: string; dueDate: string; onDone(): void }) {
  const { t } = useTranslation();
  const id = useId();
  const [start, setStart] = useState(startDate);
  const [due, setDue] = useState(dueDate);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setError(null);
    rescheduleWindow(windowId, start, due, idempotencyKey).then(onDone, (failure: unknown) => {
      setSending(false);
      setError(errorKeyOf(failure));
    });
  };
  return (
    <form className="assessment-window-reschedule" onSubmit={submit} data-testid="assessment-window-reschedule">
      <div className="field">
        <label htmlFor={`${id}-start`}>{t('assessmentWindowsWeb.schedule.startDate')}</label>
        <input id={`${id}-start`} type="date" required value={start} onChange={(event) => setStart(event.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-due`}>{t('assessmentWindowsWeb.schedule.dueDate')}</label>
        <input id={`${id}-due`} type="date" required value={due} onChange={(event) => setDue(event.target.value)} />
      </div>
      <button type="submit" className="button button-primary" aria-busy={sending}>
        {t('assessmentWindowsWeb.schedule.saveDates')}
      </button>
      {error !== null ? (
        <p className="form-error" role="alert">
          {t(error)}
        </p>
      ) : null}
    </form>
  );
}

/** The administrators' home link to the scheduling page. */
export function AssessmentScheduleLink() {
  const { t } = useTranslation();
  return (
    <p>
      <a className="button" href="/assessments/schedule" data-testid="home-assessment-schedule-link">
        {t('assessmentWindowsWeb.homeLink')}
      </a>
    </p>
  );
}
