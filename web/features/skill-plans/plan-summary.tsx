import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SkillPlanView } from '../../../events/skill-plans';
import { UnitDates } from './unit-dates';

/** A plan as the skill plans page lists it: its name, class, teacher, whether shared, and each unit's dates and skills. */
export function PlanSummary({ plan, actions }: { plan: SkillPlanView; actions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <article className="skill-plan-summary" data-testid={`skill-plan-${plan.planId}`} aria-labelledby={`skill-plan-${plan.planId}-name`}>
      <h3 id={`skill-plan-${plan.planId}-name`}>{plan.name}</h3>
      <p className="skill-plan-meta">
        {t('skillPlansWeb.summary.meta', { className: plan.className, teacher: plan.teacherName })}
        {plan.shared ? <> · <span className="skill-plan-shared">{t('skillPlansWeb.summary.shared')}</span></> : null}
      </p>
      <ol className="skill-plan-summary-units">
        {plan.units.map((unit) => (
          <li key={unit.unitId}>
            <strong>{unit.name}</strong> — <UnitDates startsOn={unit.startsOn} endsOn={unit.endsOn} />
            <ul className="skill-plan-summary-skills">
              {unit.skills.map((skill) => (
                <li key={skill.permacode}>{skill.code ? t('skillPlansWeb.picker.skillOption', { code: skill.code, name: skill.name }) : skill.name}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      {actions ? <div className="skill-plan-actions">{actions}</div> : null}
    </article>
  );
}
