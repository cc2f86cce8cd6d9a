import './assessments-text';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommonAssessmentsView } from '../../../events/assessments/assessment-contract';
import { isoOfLocalDateTime as isoOf, localDateTime } from '../../shared/forms/local-date-time';
import { isHttpError, UNEXPECTED_ERROR_KEY } from '../../shared/http/http-error';
import { newIdempotencyKey } from '../../shared/http/json-request';
import type { CommonAssessmentsApi } from './assessments-api';

// The form that assigns a common assessment (issue 30 item 3; docs/assessment-player.md "Common assessments"):
// one of the administrator's Spark Studio sets, to schools (optionally one grade) or to classes, in a window.

const GRADES = Array.from({ length: 13 }, (_, grade) => grade);

export function CommonAssessmentForm({ view, api, onAssigned }: { view: CommonAssessmentsView; api: CommonAssessmentsApi; onAssigned(): void }) {
  const { t } = useTranslation();
  const id = useId();
  const sets = view.sets.filter((set) => set.questionCount > 0);
  const [setId, setSetId] = useState(sets[0]?.questionSetId ?? '');
  const [title, setTitle] = useState('');
  const [subject, setSubject] = useState<'math' | 'ela'>('math');
  const [target, setTarget] = useState<'schools' | 'classes'>('schools');
  const [schoolIds, setSchoolIds] = useState<string[]>(view.schools.length === 1 ? [view.schools[0]!.schoolId] : []);
  const [classIds, setClassIds] = useState<string[]>([]);
  const [grade, setGrade] = useState('');
  const [opensAt, setOpensAt] = useState(() => localDateTime(new Date()));
  const [closesAt, setClosesAt] = useState(() => localDateTime(new Date(Date.now() + 7 * 86_400_000)));
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const toggle = (list: string[], value: string, on: boolean) => (on ? [...list, value] : list.filter((each) => each !== value));

  if (sets.length === 0) {
    return (
      <p data-testid="common-assessment-no-sets">
        {t('assessmentsWeb.common.noSets')} <a href="/sparkstudio">{t('assessmentsWeb.common.sparkStudio')}</a>
      </p>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setError(null);
    const targets = target === 'schools' ? { schoolIds, grade: grade === '' ? null : Number(grade) } : { classIds };
    api.assign({ setId, ...(title.trim() ? { title } : {}), subject, ...targets, opensAt: isoOf(opensAt), closesAt: isoOf(closesAt) }, idempotencyKey).then(
      () => {
        setSending(false);
        setIdempotencyKey(newIdempotencyKey());
        setTitle('');
        onAssigned();
      },
      (failure: unknown) => {
        setSending(false);
        setError(isHttpError(failure) ? failure.errorKey : UNEXPECTED_ERROR_KEY);
      },
    );
  };

  return (
    <form className="common-assessment-form" onSubmit={submit} aria-labelledby={`${id}-title`} data-testid="common-assessment-form">
      <h2 id={`${id}-title`}>{t('assessmentsWeb.common.formTitle')}</h2>
      <div className="field">
        <label htmlFor={`${id}-set`}>{t('assessmentsWeb.common.set')}</label>
        <select id={`${id}-set`} data-testid="common-assessment-set" value={setId} onChange={(event) => setSetId(event.target.value)}>
          {sets.map((set) => (
            <option key={set.questionSetId} value={set.questionSetId}>
              {t('assessmentsWeb.common.setOption', { title: set.title, count: set.questionCount })}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-name`}>{t('assessmentsWeb.common.assessmentTitle')}</label>
        <input id={`${id}-name`} data-testid="common-assessment-title" maxLength={120} value={title} onChange={(event) => setTitle(event.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-subject`}>{t('assessmentsWeb.common.subject')}</label>
        <select id={`${id}-subject`} data-testid="common-assessment-subject" value={subject} onChange={(event) => setSubject(event.target.value as 'math' | 'ela')}>
          <option value="math">{t('assessmentsWeb.common.subjects.math')}</option>
          <option value="ela">{t('assessmentsWeb.common.subjects.ela')}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-opens`}>{t('assessmentsWeb.common.opensAt')}</label>
        <input id={`${id}-opens`} type="datetime-local" required data-testid="common-assessment-opens" value={opensAt} onChange={(event) => setOpensAt(event.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-closes`}>{t('assessmentsWeb.common.closesAt')}</label>
        <input id={`${id}-closes`} type="datetime-local" required data-testid="common-assessment-closes" value={closesAt} onChange={(event) => setClosesAt(event.target.value)} />
      </div>
      <fieldset className="common-assessment-targets">
        <legend>{t('assessmentsWeb.common.assignTo')}</legend>
        {(['schools', 'classes'] as const).map((each) => (
          <label key={each} className="common-assessment-option">
            <input type="radio" name={`${id}-target`} value={each} data-testid={`common-assessment-to-${each}`} checked={target === each} onChange={() => setTarget(each)} />
            {t(each === 'schools' ? 'assessmentsWeb.common.toSchools' : 'assessmentsWeb.common.toClasses')}
          </label>
        ))}
      </fieldset>
      {target === 'schools' ? (
        <>
          <fieldset className="common-assessment-targets">
            <legend>{t('assessmentsWeb.common.schools')}</legend>
            {view.schools.map((school) => (
              <label key={school.schoolId} className="common-assessment-option">
                <input type="checkbox" data-testid={`common-assessment-school-${school.schoolId}`} checked={schoolIds.includes(school.schoolId)} onChange={(event) => setSchoolIds((current) => toggle(current, school.schoolId, event.target.checked))} />
                {school.name}
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor={`${id}-grade`}>{t('assessmentsWeb.common.grade')}</label>
            <select id={`${id}-grade`} data-testid="common-assessment-grade" value={grade} onChange={(event) => setGrade(event.target.value)}>
              <option value="">{t('assessmentsWeb.common.anyGrade')}</option>
              {GRADES.map((each) => (
                <option key={each} value={String(each)}>
                  {each === 0 ? t('assessmentsWeb.common.kindergarten') : t('assessmentsWeb.common.gradeOption', { grade: each })}
                </option>
              ))}
            </select>
          </div>
        </>
      ) : (
        view.schools.map((school) => (
          <fieldset key={school.schoolId} className="common-assessment-targets">
            <legend>{school.name}</legend>
            {school.classes.map((each) => (
              <label key={each.classId} className="common-assessment-option">
                <input type="checkbox" data-testid={`common-assessment-class-${each.classId}`} checked={classIds.includes(each.classId)} onChange={(event) => setClassIds((current) => toggle(current, each.classId, event.target.checked))} />
                {t('assessmentsWeb.common.classOption', { name: each.name, grade: each.grade })}
              </label>
            ))}
          </fieldset>
        ))
      )}
      <div className="common-assessment-submit">
        <button type="submit" className="button button-primary" data-testid="common-assessment-submit" aria-busy={sending}>
          {sending ? t('assessmentsWeb.common.submitting') : t('assessmentsWeb.common.submit')}
        </button>
        {error !== null ? (
          <p className="form-error" role="alert" data-testid="common-assessment-error">
            {t(error)}
          </p>
        ) : null}
      </div>
    </form>
  );
}
