import './assessments-text';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSESSMENT_LIMITS } from '../../../events/assessments/assessment-contract';
import { loadGradeFromCatalogue, SkillPicker, type GradeLoader, type PickedSkill } from '../../shared/catalogue/skill-picker';
import type { ClassWithStudents } from '../../shared/classes/classes-with-students';
import { describedBy, FieldError, FormErrorSummary, type FormError } from '../../shared/forms/form-error-summary';
import { isoOfLocalDateTime, localDateTime } from '../../shared/forms/local-date-time';
import { isHttpError, UNEXPECTED_ERROR_KEY } from '../../shared/http/http-error';
import { newIdempotencyKey } from '../../shared/http/json-request';
import { ASSIGN_CHECKPOINT_PATH } from '../../shared/links/assessment-paths';
import { gradeLabel } from '../../shared/i18n/grade-label';
import { useLoad } from '../../shared/loading/use-load';
import { usePageTitle } from '../../shared/page-title/use-page-title';
import { checkpointsApi, type CheckpointsApi } from './assessments-api';
import './assessments.css';

/**
 * `/teacher/checkpoints/new` (issue 30; docs/diagnostics.md "Pages"): a teacher assigns a checkpoint — one of her
 * classes, a title, 1–20 skills of one subject (the catalogue's skill picker), the window (opens now, closes in 7
 * days unless she changes them). Sent as `POST /assessments/checkpoints`; on success `onAssigned` takes her to the
 * checkpoint's progress page. Every refusal is the server's, shown at the top (focused) and beside its field.
 */
type Field = 'class' | 'title' | 'skills' | 'times';

/** The field each of the server's refusals is about (docs/diagnostics.md "Calls"); any other is the whole form's. */
const FIELD_OF: Readonly<Record<string, Field>> = {
  'assessments.not_your_class': 'class',
  'assessments.title_required': 'title',
  'assessments.title_too_long': 'title',
  'assessments.no_skills': 'skills',
  'assessments.too_many_skills': 'skills',
  'assessments.one_subject': 'skills',
  'assessments.unknown_skill': 'skills',
  'assessments.invalid_times': 'times',
  'assessments.closes_in_past': 'times',
};

const DAY = 86_400_000;

export function AssignCheckpointPage({ api = checkpointsApi, loadGrade = loadGradeFromCatalogue, onAssigned }: { api?: CheckpointsApi; loadGrade?: GradeLoader; onAssigned(assessmentId: string): void }) {
  const { t } = useTranslation();
  usePageTitle(t('checkpointsWeb.title'));
  const classes = useLoad('checkpoint-classes', (signal) => api.classes(signal));

  return (
    <section className="assessments-page assign-checkpoint" aria-labelledby="assign-checkpoint-title">
      <h1 id="assign-checkpoint-title">{t('checkpointsWeb.title')}</h1>
      <p>{t('checkpointsWeb.intro')}</p>
      {classes.status === 'loaded' ? (
        classes.data.length === 0 ? (
          <p data-testid="checkpoint-no-classes">
            {t('checkpointsWeb.noClasses')} <a href="/roster/view">{t('checkpointsWeb.roster')}</a>
          </p>
        ) : (
          <CheckpointForm classes={classes.data} api={api} loadGrade={loadGrade} onAssigned={onAssigned} />
        )
      ) : classes.status === 'failed' ? (
        <div role="alert">
          <p>{t(classes.errorKey ?? 'checkpointsWeb.loadFailed')}</p>
          <button type="button" className="button" onClick={classes.retry}>
            {t('checkpointsWeb.retry')}
          </button>
        </div>
      ) : (
        <p aria-busy="true">{t('checkpointsWeb.loading')}</p>
      )}
    </section>
  );
}

function CheckpointForm({ classes, api, loadGrade, onAssigned }: { classes: ClassWithStudents[]; api: CheckpointsApi; loadGrade: GradeLoader; onAssigned(assessmentId: string): void }) {
  const { t } = useTranslation();
  const id = useId();
  const [classId, setClassId] = useState(classes[0]!.classId);
  const [title, setTitle] = useState('');
  const [skills, setSkills] = useState<PickedSkill[]>([]);
  const [opensAt, setOpensAt] = useState(() => localDateTime(new Date()));
  const [closesAt, setClosesAt] = useState(() => localDateTime(new Date(Date.now() + 7 * DAY)));
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<FormError<Field> | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const grade = classes.find((each) => each.classId === classId)?.grade ?? 4;
  const skillName = (skill: PickedSkill) => (skill.code ? t('skillPicker.skillOption', { code: skill.code, name: skill.name }) : skill.name);
  const errorId = (field: Field) => `${id}-${field}-error`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setError(null);
    api.assign({ classId, title, permacodes: skills.map((skill) => skill.permacode), opensAt: isoOfLocalDateTime(opensAt), closesAt: isoOfLocalDateTime(closesAt) }, idempotencyKey).then(
      ({ assessmentId }) => onAssigned(assessmentId),
      (failure: unknown) => {
        const key = isHttpError(failure) ? failure.errorKey : UNEXPECTED_ERROR_KEY;
        setSending(false);
        // A refusal appended nothing: the next try is a new action.
        if (isHttpError(failure) && failure.status >= 400 && failure.status < 500) setIdempotencyKey(newIdempotencyKey());
        setError({ key, field: FIELD_OF[key] ?? null });
      },
    );
  };

  return (
    <form className="checkpoint-form" onSubmit={submit} noValidate aria-labelledby="assign-checkpoint-title" data-testid="checkpoint-form">
      <FormErrorSummary error={error} testId="checkpoint-error" />
      <div className="field">
        <label htmlFor={`${id}-class`}>{t('checkpointsWeb.class')}</label>
        <select id={`${id}-class`} data-testid="checkpoint-class" value={classId} onChange={(event) => setClassId(event.target.value)} {...describedBy(error, 'class', errorId('class'))}>
          {classes.map((each) => (
            <option key={each.classId} value={each.classId}>
              {t('checkpointsWeb.classOption', { name: each.name, grade: t(...gradeLabel(each.grade)) })}
            </option>
          ))}
        </select>
        <FieldError error={error} field="class" id={errorId('class')} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-title`}>{t('checkpointsWeb.checkpointTitle')}</label>
        <input id={`${id}-title`} data-testid="checkpoint-title" maxLength={ASSESSMENT_LIMITS.title} value={title} onChange={(event) => setTitle(event.target.value)} {...describedBy(error, 'title', errorId('title'))} />
        <FieldError error={error} field="title" id={errorId('title')} />
      </div>
      <fieldset className="checkpoint-skills" {...describedBy(error, 'skills', errorId('skills'))}>
        <legend>{t('checkpointsWeb.skills')}</legend>
        <p className="field-hint">{t('checkpointsWeb.skillsHint')}</p>
        <p data-testid="checkpoint-skill-count">{t('checkpointsWeb.chosenCount', { count: skills.length })}</p>
        {skills.length === 0 ? (
          <p>{t('checkpointsWeb.noSkills')}</p>
        ) : (
          <ul className="checkpoint-chosen" data-testid="checkpoint-chosen">
            {skills.map((skill) => (
              <li key={skill.permacode}>
                <span>{skillName(skill)}</span>
                <button type="button" className="button button-quiet" aria-label={t('checkpointsWeb.removeLabel', { name: skillName(skill) })} onClick={() => setSkills((current) => current.filter((each) => each.permacode !== skill.permacode))}>
                  {t('checkpointsWeb.remove')}
                </button>
              </li>
            ))}
          </ul>
        )}
        <FieldError error={error} field="skills" id={errorId('skills')} />
        <SkillPicker key={classId} idPrefix={`${id}-picker`} initialGrade={grade} exclude={new Set(skills.map((skill) => skill.permacode))} onPick={(skill) => setSkills((current) => [...current, skill])} loadGrade={loadGrade} />
      </fieldset>
      <div className="checkpoint-times">
        <div className="field">
          <label htmlFor={`${id}-opens`}>{t('checkpointsWeb.opensAt')}</label>
          <input id={`${id}-opens`} type="datetime-local" data-testid="checkpoint-opens" value={opensAt} onChange={(event) => setOpensAt(event.target.value)} {...describedBy(error, 'times', errorId('times'))} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-closes`}>{t('checkpointsWeb.closesAt')}</label>
          <input id={`${id}-closes`} type="datetime-local" data-testid="checkpoint-closes" value={closesAt} onChange={(event) => setClosesAt(event.target.value)} {...describedBy(error, 'times', errorId('times'))} />
        </div>
        <FieldError error={error} field="times" id={errorId('times')} />
      </div>
      <button type="submit" className="button button-primary" data-testid="checkpoint-submit" aria-busy={sending}>
        {sending ? t('checkpointsWeb.submitting') : t('checkpointsWeb.submit')}
      </button>
    </form>
  );
}

/** The teachers' home link to the page. */
export function AssignCheckpointLink() {
  const { t } = useTranslation();
  return (
    <p>
      <a className="button" href={ASSIGN_CHECKPOINT_PATH} data-testid="home-assign-checkpoint-link">
        {t('checkpointsWeb.homeLink')}
      </a>
    </p>
  );
}
