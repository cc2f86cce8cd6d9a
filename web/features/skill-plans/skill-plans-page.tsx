import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassSkillPlans, SkillPlanView } from '../../../events/skill-plans';
import { isHttpError, UNEXPECTED_ERROR_KEY } from '../../shared/http/http-error';
import { newIdempotencyKey } from '../../shared/http/json-request';
import { useLoad } from '../../shared/loading/use-load';
import { PlanSummary } from './plan-summary';
import { editorUnitsOf, emptyUnit, SkillPlanEditor } from './skill-plan-editor';
import { loadGradeFromCatalogue, type GradeLoader } from '../../shared/catalogue/skill-picker';
import { skillPlansApi, type SkillPlansApi } from './skill-plans-api';
import './skill-plans.css';

type Mode = { kind: 'list' } | { kind: 'new'; classId: string } | { kind: 'edit'; plan: SkillPlanView };
type SchoolClass = ClassSkillPlans['classes'][number];

/**
 * The Skill plans page (`/skill-plan`, issue 29, docs/skill-plans.md): a teacher's classes, each with
 * its plan (edit, share, delete) or a button making one, and the plans her school's teachers shared,
 * which she copies to a class of hers without a plan. An administrator sees her school's plans.
 */
export function SkillPlansPage({ teacher, api = skillPlansApi, loadGrade = loadGradeFromCatalogue }: {
  /** A teacher plans her classes; an administrator only reads. */
  teacher: boolean;
  api?: SkillPlansApi;
  loadGrade?: GradeLoader;
}) {
  const { t } = useTranslation();
  const [version, setVersion] = useState(0);
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [notice, setNotice] = useState<string | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const mine = useLoad(`classes:${version}`, (signal) => api.classPlans(signal));
  const shared = useLoad(`shared:${version}`, (signal) => api.sharedPlans(signal).catch((error: unknown) => (isHttpError(error) && error.status === 403 ? { plans: [] } : Promise.reject(error))));

  const done = (message: string) => {
    setMode({ kind: 'list' });
    setNotice(message);
    setErrorKey(null);
    setVersion((each) => each + 1);
  };
  const act = async (action: () => Promise<unknown>, message: string) => {
    setErrorKey(null);
    try {
      await action();
      done(message);
    } catch (error) {
      setErrorKey(isHttpError(error) ? error.errorKey : UNEXPECTED_ERROR_KEY);
    }
  };

  if (mine.status === 'failed') {
    return (
      <main className="skill-plans">
        <h1>{t('skillPlansWeb.title')}</h1>
        <p role="alert">{t(mine.errorKey ?? 'skillPlansWeb.loadFailed')}</p>
        <button type="button" className="button" onClick={mine.retry}>{t('app.retry')}</button>
      </main>
    );
  }
  if (mine.status !== 'loaded') {
    return (
      <main className="skill-plans">
        <h1>{t('skillPlansWeb.title')}</h1>
        <p role="status" aria-busy="true">{t('skillPlansWeb.loading')}</p>
      </main>
    );
  }
  const { classes, plans } = mine.data;
  const classOf = (classId: string) => classes.find((each) => each.classId === classId);
  const freeClasses = classes.filter((each) => each.planId === null);
  const mayPlan = teacher;
  const sharedByOthers = shared.status === 'loaded' ? shared.data.plans.filter((plan) => !plans.some((each) => each.planId === plan.planId)) : [];

  if (mode.kind !== 'list') {
    const schoolClass = classOf(mode.kind === 'new' ? mode.classId : mode.plan.classId);
    const initial = mode.kind === 'new' ? { name: '', units: [emptyUnit()] } : { name: mode.plan.name, units: editorUnitsOf(mode.plan.units) };
    return (
      <main className="skill-plans">
        <h1>{t('skillPlansWeb.title')}</h1>
        <SkillPlanEditor
          heading={t(mode.kind === 'new' ? 'skillPlansWeb.editor.newHeading' : 'skillPlansWeb.editor.editHeading', { className: schoolClass?.name ?? '' })}
          initial={initial}
          grade={schoolClass?.grade ?? 0}
          loadGrade={loadGrade}
          onCancel={() => setMode({ kind: 'list' })}
          onSave={async (draft) => {
            if (mode.kind === 'new') await api.create(mode.classId, draft, newIdempotencyKey());
            else await api.revise(mode.plan.planId, draft, newIdempotencyKey());
            done(t('skillPlansWeb.saved'));
          }}
        />
      </main>
    );
  }

  return (
    <main className="skill-plans">
      <h1>{t('skillPlansWeb.title')}</h1>
      <p>{t('skillPlansWeb.intro')}</p>
      <p role="status" className="skill-plans-notice">{notice}</p>
      {errorKey ? <p className="form-error" role="alert" data-testid="skill-plans-error">{t(errorKey)}</p> : null}
      <section aria-labelledby="skill-plans-classes">
        <h2 id="skill-plans-classes">{t('skillPlansWeb.classesHeading')}</h2>
        {classes.length === 0 ? <p>{t('skillPlansWeb.noClasses')}</p> : null}
        <ul className="skill-plans-classes">
          {classes.map((schoolClass) => {
            const plan = plans.find((each) => each.classId === schoolClass.classId);
            return (
              <li key={schoolClass.classId} data-testid={`skill-plans-class-${schoolClass.classId}`}>
                {plan ? (
                  <PlanSummary plan={plan} actions={plan.mayEdit ? <PlanActions plan={plan} onEdit={() => setMode({ kind: 'edit', plan })} act={act} api={api} /> : null} />
                ) : (
                  <p>
                    {t('skillPlansWeb.noPlan', { className: schoolClass.name })}{' '}
                    {mayPlan ? (
                      <button type="button" className="button button-primary" onClick={() => setMode({ kind: 'new', classId: schoolClass.classId })}>
                        {t('skillPlansWeb.newPlan', { className: schoolClass.name })}
                      </button>
                    ) : null}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      </section>
      {shared.status === 'loaded' && (mayPlan || sharedByOthers.length > 0) ? (
        <section aria-labelledby="skill-plans-shared">
          <h2 id="skill-plans-shared">{t('skillPlansWeb.sharedHeading')}</h2>
          {sharedByOthers.length === 0 ? <p>{t('skillPlansWeb.noShared')}</p> : null}
          {sharedByOthers.map((plan) => (
            <PlanSummary key={plan.planId} plan={plan} actions={mayPlan ? <CopyPlan plan={plan} freeClasses={freeClasses} act={act} api={api} /> : null} />
          ))}
        </section>
      ) : null}
    </main>
  );
}

type Act = (action: () => Promise<unknown>, message: string) => Promise<void>;

function PlanActions({ plan, onEdit, act, api }: { plan: SkillPlanView; onEdit(): void; act: Act; api: SkillPlansApi }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <button type="button" className="button" onClick={onEdit}>{t('skillPlansWeb.edit')}</button>
      {plan.shared ? null : (
        <button type="button" className="button" onClick={() => void act(() => api.share(plan.planId, newIdempotencyKey()), t('skillPlansWeb.sharedNotice'))}>
          {t('skillPlansWeb.share')}
        </button>
      )}
      {confirming ? (
        <>
          <button type="button" className="button" onClick={() => void act(() => api.remove(plan.planId, newIdempotencyKey()), t('skillPlansWeb.deletedNotice'))}>
            {t('skillPlansWeb.confirmDelete', { name: plan.name })}
          </button>
          <button type="button" className="button" onClick={() => setConfirming(false)}>{t('skillPlansWeb.keep')}</button>
        </>
      ) : (
        <button type="button" className="button" onClick={() => setConfirming(true)}>{t('skillPlansWeb.delete')}</button>
      )}
    </>
  );
}

function CopyPlan({ plan, freeClasses, act, api }: { plan: SkillPlanView; freeClasses: readonly SchoolClass[]; act: Act; api: SkillPlansApi }) {
  const { t } = useTranslation();
  const [classId, setClassId] = useState(freeClasses[0]?.classId ?? '');
  if (freeClasses.length === 0) return <p className="field-hint">{t('skillPlansWeb.copyNoClass')}</p>;
  const id = `skill-plan-copy-${plan.planId}`;
  return (
    <div className="skill-plan-copy">
      <label htmlFor={id}>{t('skillPlansWeb.copyTo')}</label>
      <select id={id} value={classId} onChange={(event) => setClassId(event.target.value)}>
        {freeClasses.map((each) => (
          <option key={each.classId} value={each.classId}>{each.name}</option>
        ))}
      </select>
      <button type="button" className="button" onClick={() => void act(() => api.copy(plan.planId, classId, newIdempotencyKey()), t('skillPlansWeb.copiedNotice'))}>
        {t('skillPlansWeb.copy', { name: plan.name })}
      </button>
    </div>
  );
}
