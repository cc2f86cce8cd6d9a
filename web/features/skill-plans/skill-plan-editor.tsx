import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PLAN_NAME_LENGTH, MAX_SKILLS_PER_UNIT, MAX_UNIT_NAME_LENGTH, MAX_UNITS } from '../../../events/skill-plans/skill-plan-contract';
import { isHttpError, UNEXPECTED_ERROR_KEY } from '../../shared/http/http-error';
import type { PlanDraft } from './skill-plans-api';
import { SkillPicker, type GradeLoader, type PickedSkill } from '../../shared/catalogue/skill-picker';

/** A unit as the editor holds it: `key` names it on the page, `unitId` null until the server gives it one. */
export interface EditorUnit {
  key: string;
  unitId: string | null;
  name: string;
  startsOn: string;
  endsOn: string;
  skills: PickedSkill[];
}

export interface EditorPlan {
  name: string;
  units: EditorUnit[];
}

let nextKey = 0;
const newKey = () => `unit-${++nextKey}`;

export function emptyUnit(): EditorUnit {
  return { key: newKey(), unitId: null, name: '', startsOn: '', endsOn: '', skills: [] };
}

/** The editor's units of a saved plan. */
export function editorUnitsOf(units: readonly { unitId: string; name: string; startsOn: string; endsOn: string; skills: PickedSkill[] }[]): EditorUnit[] {
  return units.map((unit) => ({ key: newKey(), unitId: unit.unitId, name: unit.name, startsOn: unit.startsOn, endsOn: unit.endsOn, skills: unit.skills.map(({ permacode, name, code }) => ({ permacode, name, code })) }));
}

const draftOf = (plan: EditorPlan): PlanDraft => ({
  name: plan.name,
  units: plan.units.map(({ unitId, name, startsOn, endsOn, skills }) => ({ unitId, name, startsOn, endsOn, permacodes: skills.map((skill) => skill.permacode) })),
});

/**
 * The skill plan editor (issue 29, docs/skill-plans.md): the plan's name and its ordered units —
 * each a name, a first and a last day, and skills picked from the catalogue; units are added,
 * removed and moved. Saving sends the whole plan; the server's rules answer with an error key.
 */
export function SkillPlanEditor({ heading, initial, grade, onSave, onCancel, loadGrade }: {
  heading: string;
  initial: EditorPlan;
  /** The class's grade: where the skill picker starts. */
  grade: number;
  onSave(draft: PlanDraft): Promise<void>;
  onCancel(): void;
  loadGrade: GradeLoader;
}) {
  const { t } = useTranslation();
  const [plan, setPlan] = useState<EditorPlan>(initial);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const changeUnit = (key: string, change: Partial<EditorUnit>) => setPlan((current) => ({ ...current, units: current.units.map((unit) => (unit.key === key ? { ...unit, ...change } : unit)) }));
  const move = (index: number, by: -1 | 1) =>
    setPlan((current) => {
      const units = [...current.units];
      const [unit] = units.splice(index, 1);
      units.splice(index + by, 0, unit!);
      return { ...current, units };
    });

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrorKey(null);
    try {
      await onSave(draftOf(plan));
    } catch (error) {
      setErrorKey(isHttpError(error) ? error.errorKey : UNEXPECTED_ERROR_KEY);
      setBusy(false);
    }
  }

  return (
    <form className="skill-plan-editor" data-testid="skill-plan-editor" onSubmit={save} aria-labelledby="skill-plan-editor-heading">
      <h2 id="skill-plan-editor-heading">{heading}</h2>
      <div className="field">
        <label htmlFor="skill-plan-name">{t('skillPlansWeb.editor.name')}</label>
        <input id="skill-plan-name" required maxLength={MAX_PLAN_NAME_LENGTH} value={plan.name} onChange={(event) => setPlan({ ...plan, name: event.target.value })} />
      </div>
      <ol className="skill-plan-units">
        {plan.units.map((unit, index) => {
          const number = index + 1;
          const id = `skill-plan-unit-${unit.key}`;
          return (
            <li key={unit.key} className="skill-plan-unit" data-testid="skill-plan-unit">
              <fieldset>
                <legend>{t('skillPlansWeb.editor.unitLegend', { number })}</legend>
                <div className="field">
                  <label htmlFor={`${id}-name`}>{t('skillPlansWeb.editor.unitName')}</label>
                  <input id={`${id}-name`} required maxLength={MAX_UNIT_NAME_LENGTH} value={unit.name} onChange={(event) => changeUnit(unit.key, { name: event.target.value })} />
                </div>
                <div className="skill-plan-dates">
                  <div className="field">
                    <label htmlFor={`${id}-starts`}>{t('skillPlansWeb.editor.startsOn')}</label>
                    <input id={`${id}-starts`} type="date" required value={unit.startsOn} onChange={(event) => changeUnit(unit.key, { startsOn: event.target.value })} />
                  </div>
                  <div className="field">
                    <label htmlFor={`${id}-ends`}>{t('skillPlansWeb.editor.endsOn')}</label>
                    <input id={`${id}-ends`} type="date" required min={unit.startsOn || undefined} value={unit.endsOn} onChange={(event) => changeUnit(unit.key, { endsOn: event.target.value })} />
                  </div>
                </div>
                <h3 className="skill-plan-skills-heading">{t('skillPlansWeb.editor.skills', { count: unit.skills.length })}</h3>
                {unit.skills.length === 0 ? <p className="field-hint">{t('skillPlansWeb.editor.noSkills')}</p> : null}
                <ul className="skill-plan-skills">
                  {unit.skills.map((skill) => (
                    <li key={skill.permacode}>
                      <span>{skill.code ? t('skillPlansWeb.picker.skillOption', { code: skill.code, name: skill.name }) : skill.name}</span>{' '}
                      <button
                        type="button"
                        className="button button-quiet"
                        aria-label={t('skillPlansWeb.editor.removeSkill', { name: skill.name })}
                        onClick={() => changeUnit(unit.key, { skills: unit.skills.filter((each) => each.permacode !== skill.permacode) })}
                      >
                        {t('skillPlansWeb.editor.remove')}
                      </button>
                    </li>
                  ))}
                </ul>
                {unit.skills.length < MAX_SKILLS_PER_UNIT ? (
                  <SkillPicker
                    idPrefix={id}
                    initialGrade={grade}
                    exclude={new Set(unit.skills.map((skill) => skill.permacode))}
                    loadGrade={loadGrade}
                    onPick={(skill) => changeUnit(unit.key, { skills: [...unit.skills, skill] })}
                  />
                ) : null}
                <div className="skill-plan-unit-actions">
                  <button type="button" className="button" disabled={index === 0} onClick={() => move(index, -1)} aria-label={t('skillPlansWeb.editor.moveUpUnit', { number })}>
                    {t('skillPlansWeb.editor.moveUp')}
                  </button>
                  <button type="button" className="button" disabled={index === plan.units.length - 1} onClick={() => move(index, 1)} aria-label={t('skillPlansWeb.editor.moveDownUnit', { number })}>
                    {t('skillPlansWeb.editor.moveDown')}
                  </button>
                  <button
                    type="button"
                    className="button"
                    disabled={plan.units.length === 1}
                    onClick={() => setPlan({ ...plan, units: plan.units.filter((each) => each.key !== unit.key) })}
                    aria-label={t('skillPlansWeb.editor.removeUnitNumber', { number })}
                  >
                    {t('skillPlansWeb.editor.removeUnit')}
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {plan.units.length < MAX_UNITS ? (
        <p>
          <button type="button" className="button" onClick={() => setPlan({ ...plan, units: [...plan.units, emptyUnit()] })}>{t('skillPlansWeb.editor.addUnit')}</button>
        </p>
      ) : null}
      {errorKey ? <p className="form-error" role="alert" data-testid="skill-plan-editor-error">{t(errorKey)}</p> : null}
      <p className="skill-plan-editor-actions">
        <button type="submit" className="button button-primary" disabled={busy}>{busy ? t('skillPlansWeb.editor.saving') : t('skillPlansWeb.editor.save')}</button>{' '}
        <button type="button" className="button" onClick={onCancel}>{t('skillPlansWeb.editor.cancel')}</button>
      </p>
    </form>
  );
}
