import './flex-snapshots-text';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSESSMENT_LIMITS, type FlexSnapshotList } from '../../../events/assessments/assessment-contract';
import { describedBy, FieldError, FormErrorSummary, type FormError } from '../../shared/forms/form-error-summary';
import { isoOfLocalDateTime, localDateTime } from '../../shared/forms/local-date-time';
import { isHttpError, UNEXPECTED_ERROR_KEY } from '../../shared/http/http-error';
import { newIdempotencyKey } from '../../shared/http/json-request';
import { gradeLabel } from '../../shared/i18n/grade-label';
import { useLoad } from '../../shared/loading/use-load';
import { flexSnapshotsApi, type FlexSnapshotsApi } from './assessment-windows-api';
import { dateTimeFormat } from '../../shared/i18n/intl-formats';

/**
 * The scheduling page's Flex snapshots (issue 30; docs/diagnostics.md "Pages"): the snapshots of the administrator's
 * schools, and a form — opened by its button, so the windows' form above stays the page's first — that schedules
 * one (`POST /assessments/flex`: schools, subject, grades, an optional title, the window: opens now, closes in 7
 * days unless changed). Every refusal is the server's, shown at the top of the form (focused) and beside its field.
 */
type Field = 'schools' | 'subject' | 'grades' | 'title' | 'times';

const FIELD_OF: Readonly<Record<string, Field>> = {
  'assessments.no_schools': 'schools',
  'assessments.not_your_school': 'schools',
  'assessments.invalid_subject': 'subject',
  'assessments.invalid_grades': 'grades',
  'assessments.title_required': 'title',
  'assessments.title_too_long': 'title',
  'assessments.invalid_times': 'times',
  'assessments.closes_in_past': 'times',
};

const GRADES = Array.from({ length: 13 }, (_, grade) => grade);
const DAY = 86_400_000;

export function FlexSnapshots({ schools, api = flexSnapshotsApi }: { schools: readonly { schoolId: string; name: string }[]; api?: FlexSnapshotsApi }) {
  const { t } = useTranslation();
  const id = useId();
  const [version, setVersion] = useState(0);
  const loaded = useLoad(`flex-snapshots:${version}`, (signal) => api.list(signal));
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const list = loaded.status === 'loaded' ? loaded.data : (loaded.previous ?? null);

  return (
    <section className="flex-snapshots" aria-labelledby={`${id}-title`} data-testid="flex-snapshots">
      <h2 id={`${id}-title`}>{t('flexSnapshotsWeb.title')}</h2>
      <p>{t('flexSnapshotsWeb.intro')}</p>
      <p role="status" data-testid="flex-snapshots-status">
        {status}
      </p>
      <button type="button" className="button" aria-expanded={open} aria-controls={`${id}-form`} data-testid="flex-open" onClick={() => setOpen(!open)}>
        {t('flexSnapshotsWeb.open')}
      </button>
      {open ? (
        <FlexForm
          formId={`${id}-form`}
          schools={schools}
          api={api}
          onScheduled={() => {
            setOpen(false);
            setStatus(t('flexSnapshotsWeb.scheduled'));
            setVersion((n) => n + 1);
          }}
        />
      ) : null}
      <h3>{t('flexSnapshotsWeb.listTitle')}</h3>
      {list !== null ? (
        <SnapshotList list={list} />
      ) : loaded.status === 'failed' ? (
        <div role="alert">
          <p>{t(loaded.errorKey ?? 'flexSnapshotsWeb.loadFailed')}</p>
          <button type="button" className="button" onClick={loaded.retry}>
            {t('flexSnapshotsWeb.retry')}
          </button>
        </div>
      ) : (
        <p aria-busy="true">{t('flexSnapshotsWeb.loading')}</p>
      )}
      <p>
        <a href="/analytics/reports/flex-diagnostic-results">{t('flexSnapshotsWeb.report')}</a>
      </p>
    </section>
  );
}

function SnapshotList({ list }: { list: FlexSnapshotList }) {
  const { t, i18n } = useTranslation();
  const when = (iso: string) => dateTimeFormat(i18n.language, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
  if (list.snapshots.length === 0) return <p data-testid="flex-snapshots-empty">{t('flexSnapshotsWeb.empty')}</p>;
  return (
    <ul className="assessment-windows-list" data-testid="flex-snapshots-list">
      {list.snapshots.map((snapshot) => (
        <li key={snapshot.assessmentId} className="assessment-window" data-testid="flex-snapshot">
          <p className="assessment-window-name">{snapshot.title}</p>
          <p className="assessment-window-detail">
            {t('flexSnapshotsWeb.detail', { subject: t(`flexSnapshotsWeb.subjects.${snapshot.subject}`), grades: snapshot.grades.map((grade) => t(...gradeLabel(grade))).join(', ') })}
          </p>
          <p className="assessment-window-detail">{snapshot.schoolNames.join(', ')}</p>
          <p className="assessment-window-detail">{t('flexSnapshotsWeb.window', { opens: when(snapshot.opensAt), closes: when(snapshot.closesAt) })}</p>
        </li>
      ))}
    </ul>
  );
}

function FlexForm({ formId, schools, api, onScheduled }: { formId: string; schools: readonly { schoolId: string; name: string }[]; api: FlexSnapshotsApi; onScheduled(): void }) {
  const { t } = useTranslation();
  const id = useId();
  const [schoolIds, setSchoolIds] = useState<string[]>(schools.length === 1 ? [schools[0]!.schoolId] : []);
  const [subject, setSubject] = useState<'math' | 'ela'>('math');
  const [grades, setGrades] = useState<number[]>([]);
  const [title, setTitle] = useState('');
  const [opensAt, setOpensAt] = useState(() => localDateTime(new Date()));
  const [closesAt, setClosesAt] = useState(() => localDateTime(new Date(Date.now() + 7 * DAY)));
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<FormError<Field> | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const errorId = (field: Field) => `${id}-${field}-error`;
  const toggle = <T,>(list: T[], value: T, on: boolean) => (on ? [...list, value] : list.filter((each) => each !== value));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setError(null);
    const sorted = [...grades].sort((a, b) => a - b);
    api.schedule({ schoolIds, subject, grades: sorted, ...(title.trim() ? { title } : {}), opensAt: isoOfLocalDateTime(opensAt), closesAt: isoOfLocalDateTime(closesAt) }, idempotencyKey).then(onScheduled, (failure: unknown) => {
      const key = isHttpError(failure) ? failure.errorKey : UNEXPECTED_ERROR_KEY;
      setSending(false);
      // A refusal appended nothing: the next try is a new action.
      if (isHttpError(failure) && failure.status >= 400 && failure.status < 500) setIdempotencyKey(newIdempotencyKey());
      setError({ key, field: FIELD_OF[key] ?? null });
    });
  };

  return (
    <form id={formId} className="assessment-schedule-form flex-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="flex-form">
      <h3 id={`${id}-title`}>{t('flexSnapshotsWeb.formTitle')}</h3>
      <div className="flex-form-wide">
        <FormErrorSummary error={error} testId="flex-error" />
      </div>
      <fieldset className="flex-form-wide" {...describedBy(error, 'schools', errorId('schools'))}>
        <legend>{t('flexSnapshotsWeb.schools')}</legend>
        {schools.map((school) => (
          <label key={school.schoolId} className="assessment-school-option">
            <input type="checkbox" data-testid={`flex-school-${school.schoolId}`} checked={schoolIds.includes(school.schoolId)} onChange={(event) => setSchoolIds((current) => toggle(current, school.schoolId, event.target.checked))} />
            {school.name}
          </label>
        ))}
        <FieldError error={error} field="schools" id={errorId('schools')} />
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-subject`}>{t('flexSnapshotsWeb.subject')}</label>
        <select id={`${id}-subject`} data-testid="flex-subject" value={subject} onChange={(event) => setSubject(event.target.value as 'math' | 'ela')} {...describedBy(error, 'subject', errorId('subject'))}>
          <option value="math">{t('flexSnapshotsWeb.subjects.math')}</option>
          <option value="ela">{t('flexSnapshotsWeb.subjects.ela')}</option>
        </select>
        <FieldError error={error} field="subject" id={errorId('subject')} />
      </div>
      <div className="field flex-form-wide">
        <label htmlFor={`${id}-name`}>{t('flexSnapshotsWeb.snapshotTitle')}</label>
        <input id={`${id}-name`} data-testid="flex-title" maxLength={ASSESSMENT_LIMITS.title} value={title} onChange={(event) => setTitle(event.target.value)} {...describedBy(error, 'title', errorId('title'))} />
        <FieldError error={error} field="title" id={errorId('title')} />
      </div>
      <fieldset className="flex-form-wide flex-grades" {...describedBy(error, 'grades', errorId('grades'))}>
        <legend>{t('flexSnapshotsWeb.grades')}</legend>
        {GRADES.map((grade) => (
          <label key={grade} className="assessment-school-option">
            <input type="checkbox" data-testid={`flex-grade-${grade}`} checked={grades.includes(grade)} onChange={(event) => setGrades((current) => toggle(current, grade, event.target.checked))} />
            {t(...gradeLabel(grade))}
          </label>
        ))}
        <FieldError error={error} field="grades" id={errorId('grades')} />
      </fieldset>
      <div className="flex-form-wide flex-times">
        <div className="field">
          <label htmlFor={`${id}-opens`}>{t('flexSnapshotsWeb.opensAt')}</label>
          <input id={`${id}-opens`} type="datetime-local" data-testid="flex-opens" value={opensAt} onChange={(event) => setOpensAt(event.target.value)} {...describedBy(error, 'times', errorId('times'))} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-closes`}>{t('flexSnapshotsWeb.closesAt')}</label>
          <input id={`${id}-closes`} type="datetime-local" data-testid="flex-closes" value={closesAt} onChange={(event) => setClosesAt(event.target.value)} {...describedBy(error, 'times', errorId('times'))} />
        </div>
        <FieldError error={error} field="times" id={errorId('times')} />
      </div>
      <div className="assessment-schedule-submit">
        <button type="submit" className="button button-primary" data-testid="flex-submit" aria-busy={sending}>
          {sending ? t('flexSnapshotsWeb.submitting') : t('flexSnapshotsWeb.submit')}
        </button>
      </div>
    </form>
  );
}
