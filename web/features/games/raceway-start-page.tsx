import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GRADES, MAX_GRADE } from '../../../events/curriculum';
import { RACE_DEFAULT_QUESTIONS } from '../../../events/games/raceway-contract';
import { fetchGradeLanding, fetchSkill, skillsByCategory, type GradeLanding } from '../../shared/catalogue/landing-api';
import { ClassAudienceFields, useClassAudience, type ClassAudience } from '../../shared/classes/class-audience';
import type { ClassWithStudents } from '../../shared/classes/classes-with-students';
import { fetchGroupJamClasses } from '../../shared/group-jam/group-jam-api';
import { HttpError } from '../../shared/http/http-error';
import { gradeLabel } from '../../shared/i18n/grade-label';
import { useLoad } from '../../shared/loading/use-load';
import { racePagePath, racewayApi, type RacewayApi } from './raceway-api';
import './games.css';

// The raceway's own page (issue 28, docs/games.md): `/raceway` — choose a grade and one of its math skills (the
// grade page's catalogue call, `GET /catalogue/landing?subject=math&grade=N`) and the number of questions, and race
// two pace cars; a teacher may instead start a class race for one of their classes or some of its students. A visitor
// past today's races gets the raceway-limit dialog. The address presets the choice: `?grade=` (the game catalogue's
// links) and `?permacode=` (a skill page's "Race this skill"; without `?grade=` the skill's own grade is looked up).

export interface RacewayViewer {
  signedIn: boolean;
  teacher: boolean;
  /** The student's grade, when the session knows it: the grade preset when the address gives none. */
  grade?: number | null;
}

/** The grade preset when neither the address nor the session gives one. */
export const RACEWAY_DEFAULT_GRADE = 3;

function gradeOf(value: string | null | undefined): number | null {
  if (value === null || value === undefined || !/^\d{1,2}$/.test(value)) return null;
  const grade = Number(value);
  return grade <= MAX_GRADE ? grade : null;
}

export interface RacewayStartPageProps {
  viewer: RacewayViewer;
  search: string;
  /** The raceway-limit sign-in dialog (spec §2.16), composed by web/app (the practice feature's). */
  renderLimitDialog(onClose: () => void): ReactNode;
  api?: RacewayApi;
  loadClasses?: () => Promise<ClassWithStudents[]>;
  navigateTo?: (href: string) => void;
}

const QUESTION_CHOICES = [5, 10, 15, 20, 30] as const;

export function RacewayStartPage({ viewer, search, renderLimitDialog, api = racewayApi, loadClasses = fetchGroupJamClasses, navigateTo = (href) => window.location.assign(href) }: RacewayStartPageProps) {
  const { t } = useTranslation();
  const [classRace, setClassRace] = useState(false);
  const [audience, setAudience] = useState<ClassAudience | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [limited, setLimited] = useState(false);
  const [busy, setBusy] = useState(false);
  const query = new URLSearchParams(search);
  const presetPermacode = query.get('permacode')?.trim() ?? '';
  const addressGrade = gradeOf(query.get('grade'));
  // A bare `?permacode=` (no `?grade=`): the skill's own grade, looked up before the grade's skills load.
  const lookup = useLoad(`skill:${presetPermacode}`, presetPermacode !== '' && addressGrade === null ? (signal) => fetchSkill(presetPermacode, { signal }) : null);
  const lookedUpGrade = lookup.status === 'loaded' && lookup.data.subject === 'math' ? lookup.data.grade : null;
  const [pickedGrade, setPickedGrade] = useState<number | null>(null);
  const grade = pickedGrade ?? addressGrade ?? lookedUpGrade ?? gradeOf(String(viewer.grade ?? '')) ?? RACEWAY_DEFAULT_GRADE;
  const landing = useLoad(`math:${grade}`, lookup.status === 'loading' ? null : (signal) => fetchGradeLanding('math', grade, { signal }));
  const [pickedPermacode, setPickedPermacode] = useState<string | null>(null);
  const wanted = pickedPermacode ?? presetPermacode;
  const skills = landing.status === 'loaded' ? landing.data.skills.filter((skill) => !skill.upcoming) : [];
  // Only a skill of the grade listed is chosen (a preset one of another grade is not).
  const permacode = skills.some((skill) => skill.permacode === wanted) ? wanted : '';
  const known = landing.status === 'loaded' ? landing.data : landing.previous;

  const chooseGrade = (value: string) => {
    setPickedGrade(gradeOf(value) ?? RACEWAY_DEFAULT_GRADE);
    setPickedPermacode('');
    setError(null);
  };

  const start = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (permacode === '') return;
    const form = new FormData(event.currentTarget);
    const body = { permacode, questions: Number(form.get('questions') ?? RACE_DEFAULT_QUESTIONS) };
    setBusy(true);
    try {
      const { raceId } = await api.startRace(classRace && audience ? { ...body, ...audience } : body);
      navigateTo(racePagePath(raceId));
    } catch (cause) {
      if (cause instanceof HttpError && cause.errorKey === 'raceway.limit_reached') setLimited(true);
      else setError(cause instanceof HttpError ? cause.errorKey : 'raceway.unavailable');
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="raceway">
      <h1>{t('raceway.title')}</h1>
      <p>{t('raceway.start.intro')}</p>
      <form className="raceway-start" onSubmit={start}>
        <div className="raceway-skill-picker">
          <div className="field">
            <label htmlFor="raceway-grade">{t('raceway.start.grade')}</label>
            <select id="raceway-grade" name="grade" data-testid="raceway-grade" value={String(grade)} onChange={(event) => chooseGrade(event.target.value)}>
              {GRADES.map((each) => (
                <option key={each} value={each}>
                  {gradeNameOf(known, each) ?? t(...gradeLabel(each))}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="raceway-permacode">{t('raceway.start.skill')}</label>
            <select
              id="raceway-permacode"
              name="permacode"
              data-testid="raceway-skill"
              required
              value={permacode}
              disabled={landing.status !== 'loaded' || skills.length === 0}
              aria-describedby="raceway-skill-state"
              onChange={(event) => {
                setPickedPermacode(event.target.value);
                setError(null);
              }}
            >
              <option value="">{t('raceway.start.chooseSkill')}</option>
              {skillsByCategory(skills, landing.status === 'loaded' ? (landing.data.categories ?? []) : []).map(({ category, name, skills: inCategory }) => (
                <optgroup key={category} label={name ?? t('raceway.start.category', { letter: category })}>
                  {inCategory.map((skill) => (
                    <option key={skill.permacode} value={skill.permacode}>
                      {t('raceway.start.skillOption', { name: skill.name, code: skill.code })}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
            <div id="raceway-skill-state" className="raceway-skill-state">
              {landing.status === 'loaded' ? (
                skills.length === 0 ? (
                  <p className="field-hint">{t('raceway.start.noSkills')}</p>
                ) : null
              ) : landing.status === 'failed' ? (
                <p className="form-error" role="alert" data-testid="raceway-skills-error">
                  {t('raceway.start.skillsFailed')}{' '}
                  <button type="button" className="button button-quiet" onClick={landing.retry}>
                    {t('app.retry')}
                  </button>
                </p>
              ) : (
                <p className="field-hint" role="status" aria-busy="true">
                  {t('raceway.start.loadingSkills')}
                </p>
              )}
            </div>
          </div>
        </div>
        <div className="field">
          <label htmlFor="raceway-questions">{t('raceway.start.questions')}</label>
          <select id="raceway-questions" name="questions" defaultValue={String(RACE_DEFAULT_QUESTIONS)}>
            {QUESTION_CHOICES.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </div>
        {viewer.teacher ? (
          <fieldset>
            <legend>{t('raceway.start.who')}</legend>
            <label>
              <input type="radio" name="who" checked={!classRace} onChange={() => setClassRace(false)} /> {t('raceway.start.solo')}
            </label>
            <label>
              <input type="radio" name="who" checked={classRace} onChange={() => setClassRace(true)} /> {t('raceway.start.classRace')}
            </label>
            {classRace ? <TeacherClasses loadClasses={loadClasses} onAudience={setAudience} /> : null}
          </fieldset>
        ) : null}
        {error !== null ? <p role="alert">{t(error, { defaultValue: t('raceway.unavailable') })}</p> : null}
        <button type="submit" className="button button-primary" data-testid="raceway-go" disabled={busy || permacode === ''}>
          {t('raceway.start.go')}
        </button>
      </form>
      {limited ? renderLimitDialog(() => setLimited(false)) : null}
    </main>
  );
}

/** A grade as the viewer's edition names it ("Year 5"), from the catalogue's answer; null before one loaded. */
function gradeNameOf(landing: GradeLanding | undefined, grade: number): string | null {
  return landing?.grades.find((each) => each.grade === grade)?.gradeName ?? null;
}

function TeacherClasses({ loadClasses, onAudience }: { loadClasses: () => Promise<ClassWithStudents[]>; onAudience(audience: ClassAudience | null): void }) {
  const choice = useClassAudience(loadClasses);
  const chosen = JSON.stringify(choice.audience);
  useEffect(() => onAudience(JSON.parse(chosen) as ClassAudience | null), [chosen, onAudience]);
  return <ClassAudienceFields choice={choice} textsUnder="raceway.start" testIds={{ class: 'raceway-class', pickStudents: 'raceway-pick-students', student: (userId) => `raceway-student-${userId}` }} studentsClassName="raceway-students" />;
}
