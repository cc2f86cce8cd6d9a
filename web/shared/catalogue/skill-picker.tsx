import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GRADES, SUBJECTS, type Subject } from '../../../events/curriculum';
import { registerFeatureMessages } from '../i18n/feature-messages';
import { gradeLabel } from '../i18n/grade-label';
import { skillPickerMessages, skillPickerSpanishMessages } from '../i18n/skill-picker-messages';
import { useLoad } from '../loading/use-load';
import { fetchGradeLanding, skillsByCategory, type GradeLanding } from './landing-api';
import './skill-picker.css';

// Its text comes with the chunk of the page that uses it (issue 33; web/shared/i18n/feature-messages.ts).
registerFeatureMessages(skillPickerMessages, skillPickerSpanishMessages);

/** A skill as the picker hands it on (a skill plan's unit, a checkpoint's list). */
export interface PickedSkill {
  permacode: string;
  name: string;
  code: string | null;
}

export type GradeLoader = (subject: Subject, grade: number, signal: AbortSignal) => Promise<GradeLanding>;
export const loadGradeFromCatalogue: GradeLoader = (subject, grade, signal) => fetchGradeLanding(subject, grade, { signal });

/**
 * Picks a skill of the catalogue by subject and grade (the grade page's call,
 * `GET /catalogue/landing?subject=&grade=`, as the raceway's picker does) and hands it on: skill plans add it
 * to a unit (web/features/skill-plans), a checkpoint to its skills (web/features/assessments).
 */
export function SkillPicker({ idPrefix, initialGrade, exclude, onPick, loadGrade }: {
  idPrefix: string;
  initialGrade: number;
  exclude: ReadonlySet<string>;
  onPick(skill: PickedSkill): void;
  loadGrade: GradeLoader;
}) {
  const { t } = useTranslation();
  const [subject, setSubject] = useState<Subject>('math');
  const [grade, setGrade] = useState(initialGrade);
  const [permacode, setPermacode] = useState('');
  const landing = useLoad(`${subject}:${grade}`, (signal) => loadGrade(subject, grade, signal));
  const skills = landing.status === 'loaded' ? landing.data.skills.filter((skill) => !skill.upcoming && !exclude.has(skill.permacode)) : [];
  const chosen = skills.find((skill) => skill.permacode === permacode);

  return (
    <fieldset className="skill-picker">
      <legend>{t('skillPicker.legend')}</legend>
      <div className="field">
        <label htmlFor={`${idPrefix}-subject`}>{t('skillPicker.subject')}</label>
        <select id={`${idPrefix}-subject`} value={subject} onChange={(event) => { setSubject(event.target.value as Subject); setPermacode(''); }}>
          {SUBJECTS.map((each) => (
            <option key={each} value={each}>{t(`curriculum.subject.${each}`)}</option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-grade`}>{t('skillPicker.grade')}</label>
        <select id={`${idPrefix}-grade`} value={String(grade)} onChange={(event) => { setGrade(Number(event.target.value)); setPermacode(''); }}>
          {GRADES.map((each) => (
            <option key={each} value={each}>{t(...gradeLabel(each))}</option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-skill`}>{t('skillPicker.skill')}</label>
        <select id={`${idPrefix}-skill`} value={chosen ? permacode : ''} disabled={skills.length === 0} onChange={(event) => setPermacode(event.target.value)}>
          <option value="">{t('skillPicker.chooseSkill')}</option>
          {skillsByCategory(skills, landing.status === 'loaded' ? (landing.data.categories ?? []) : []).map(({ category, name, skills: inCategory }) => (
            <optgroup key={category} label={name ?? t('skillPicker.category', { letter: category })}>
              {inCategory.map((skill) => (
                <option key={skill.permacode} value={skill.permacode}>{t('skillPicker.skillOption', { code: skill.code, name: skill.name })}</option>
              ))}
            </optgroup>
          ))}
        </select>
        {landing.status === 'failed' ? (
          <p className="form-error" role="alert">
            {t('skillPicker.failed')}{' '}
            <button type="button" className="button button-quiet" onClick={landing.retry}>{t('app.retry')}</button>
          </p>
        ) : landing.status === 'loaded' && skills.length === 0 ? (
          <p className="field-hint">{t('skillPicker.none')}</p>
        ) : landing.status === 'loading' ? (
          <p className="field-hint" role="status">{t('skillPicker.loading')}</p>
        ) : null}
      </div>
      <button
        type="button"
        className="button"
        disabled={!chosen}
        onClick={() => {
          if (!chosen) return;
          onPick({ permacode: chosen.permacode, name: chosen.name, code: chosen.code });
          setPermacode('');
        }}
      >
        {t('skillPicker.add')}
      </button>
    </fieldset>
  );
}
