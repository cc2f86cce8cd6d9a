import { useTranslation } from 'react-i18next';
import type { CurrentSkillPlanUnits } from '../../../events/skill-plans';
import { useLoad } from '../../shared/loading/use-load';
import { fetchCurrentUnits } from './skill-plans-api';
import { UnitDates } from './unit-dates';
import './skill-plans.css';

/**
 * "This unit" on a student's home (issue 29, docs/skill-plans.md): for each of her classes whose plan
 * has a unit today, its name, its days and its skills, each linking to its page to practise.
 * Nothing while it loads or when no class has a unit today; a failure says so with a retry.
 */
export function CurrentUnits({ load = fetchCurrentUnits }: { load?: (signal: AbortSignal) => Promise<CurrentSkillPlanUnits> }) {
  const { t } = useTranslation();
  const current = useLoad('current-units', load);
  if (current.status === 'failed') {
    return (
      <section className="current-units" aria-labelledby="current-units-heading">
        <h2 id="current-units-heading">{t('skillPlansWeb.home.heading')}</h2>
        <p role="alert">
          {t('skillPlansWeb.home.failed')}{' '}
          <button type="button" className="button button-quiet" onClick={current.retry}>{t('app.retry')}</button>
        </p>
      </section>
    );
  }
  if (current.status !== 'loaded' || current.data.units.length === 0) return null;
  return (
    <section className="current-units" aria-labelledby="current-units-heading" data-testid="current-units">
      <h2 id="current-units-heading">{t('skillPlansWeb.home.heading')}</h2>
      {current.data.units.map((unit) => (
        <article key={`${unit.classId}:${unit.unitId}`} className="current-unit" aria-labelledby={`current-unit-${unit.unitId}`}>
          <h3 id={`current-unit-${unit.unitId}`}>{t('skillPlansWeb.home.unit', { className: unit.className, name: unit.name })}</h3>
          <p><UnitDates startsOn={unit.startsOn} endsOn={unit.endsOn} /></p>
          <ul className="current-unit-skills">
            {unit.skills.map((skill) => (
              <li key={skill.permacode}>
                {skill.url ? (
                  <a href={skill.url}>{t('skillPlansWeb.home.practise', { name: skill.name })}</a>
                ) : (
                  <span>{skill.name}</span>
                )}
              </li>
            ))}
          </ul>
        </article>
      ))}
    </section>
  );
}
