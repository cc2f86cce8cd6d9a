import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GRADES, SUBJECTS, type Subject } from '../../../events/curriculum';
import { fetchGradeLanding, skillsByCategory, type LandingCategory, type LandingSkill } from '../../shared/catalogue/landing-api';
import { gradeLabel } from '../../shared/i18n/grade-label';

/** A chosen skill: its permacode and how the list shows it. */
export interface ChosenSkill {
  permacode: string;
  label: string;
}

export interface QuizSkillPickerProps {
  chosen: readonly ChosenSkill[];
  onChange(chosen: ChosenSkill[]): void;
  /** The grade's skills and its categories' names (the catalogue's landing call); replaceable in tests. */
  loadSkills?: (subject: Subject, grade: number) => Promise<GradeSkills>;
}

/** What the picker lists: a grade's skills, grouped under its categories' names. */
export interface GradeSkills {
  skills: LandingSkill[];
  categories?: LandingCategory[] | undefined;
}

const catalogueSkills = async (subject: Subject, grade: number): Promise<GradeSkills> => {
  const landing = await fetchGradeLanding(subject, grade);
  return { skills: landing.skills, categories: landing.categories };
};

/** Subject, grade and skill from the catalogue (like the raceway's picker), and the list of skills chosen so far. */
export function QuizSkillPicker({ chosen, onChange, loadSkills = catalogueSkills }: QuizSkillPickerProps) {
  const { t } = useTranslation();
  const [subject, setSubject] = useState<Subject>('math');
  const [grade, setGrade] = useState(4);
  const [skills, setSkills] = useState<{ status: 'loading' | 'failed' } | { status: 'loaded'; skills: LandingSkill[]; categories: LandingCategory[] }>({ status: 'loading' });
  const [permacode, setPermacode] = useState('');

  useEffect(() => {
    let live = true;
    setSkills({ status: 'loading' });
    setPermacode('');
    loadSkills(subject, grade).then(
      (loaded) => live && setSkills({ status: 'loaded', skills: loaded.skills.filter((skill) => !skill.upcoming), categories: loaded.categories ?? [] }),
      () => live && setSkills({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [subject, grade]);

  const listed = skills.status === 'loaded' ? skills.skills : [];
  const add = () => {
    const skill = listed.find((each) => each.permacode === permacode);
    if (!skill || chosen.some((each) => each.permacode === skill.permacode)) return;
    onChange([...chosen, { permacode: skill.permacode, label: t('quizzes.builder.skillOption', { code: skill.code, name: skill.name }) }]);
  };

  return (
    <div className="quizzes-skill-picker">
      <div className="field">
        <label htmlFor="quiz-subject">{t('quizzes.builder.subject')}</label>
        <select id="quiz-subject" value={subject} onChange={(event) => setSubject(event.target.value as Subject)}>
          {SUBJECTS.map((each) => (
            <option key={each} value={each}>
              {t(`curriculum.subject.${each}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="quiz-grade">{t('quizzes.builder.grade')}</label>
        <select id="quiz-grade" value={grade} onChange={(event) => setGrade(Number(event.target.value))}>
          {GRADES.map((each) => (
            <option key={each} value={each}>
              {t(...gradeLabel(each))}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="quiz-skill">{t('quizzes.builder.skill')}</label>
        <select id="quiz-skill" data-testid="quiz-skill" value={permacode} disabled={listed.length === 0} onChange={(event) => setPermacode(event.target.value)}>
          <option value="">{t('quizzes.builder.chooseSkill')}</option>
          {skillsByCategory(listed, skills.status === 'loaded' ? skills.categories : []).map(({ category, name, skills: inCategory }) => (
            <optgroup key={category} label={name ?? category}>
              {inCategory.map((skill) => (
                <option key={skill.permacode} value={skill.permacode}>
                  {t('quizzes.builder.skillOption', { code: skill.code, name: skill.name })}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        {skills.status === 'loading' ? <p className="field-hint">{t('quizzes.builder.loadingSkills')}</p> : null}
        {skills.status === 'failed' ? <p className="form-error">{t('quizzes.builder.skillsFailed')}</p> : null}
      </div>
      <button type="button" className="button" onClick={add} disabled={permacode === ''} data-testid="quiz-add-skill">
        {t('quizzes.builder.addSkill')}
      </button>
      <div className="quizzes-chosen">
        <h3>{t('quizzes.builder.chosenSkills')}</h3>
        {chosen.length === 0 ? <p>{t('quizzes.builder.noSkills')}</p> : null}
        <ul>
          {chosen.map((skill) => (
            <li key={skill.permacode}>
              {skill.label}{' '}
              <button type="button" className="button" onClick={() => onChange(chosen.filter((each) => each.permacode !== skill.permacode))}>
                {t('quizzes.builder.removeSkill', { name: skill.label })}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
