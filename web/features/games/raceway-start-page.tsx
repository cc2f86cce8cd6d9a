import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RACE_DEFAULT_QUESTIONS } from '../../../events/games/raceway-contract';
import { ClassAudienceFields, useClassAudience, type ClassAudience } from '../../shared/classes/class-audience';
import type { ClassWithStudents } from '../../shared/classes/classes-with-students';
import { fetchGroupJamClasses } from '../../shared/group-jam/group-jam-api';
import { HttpError } from '../../shared/http/http-error';
import { racePagePath, racewayApi, type RacewayApi } from './raceway-api';
import './games.css';

// The raceway's own page (issue 28, docs/games.md): `/raceway` — choose a skill (its code; a game's or a skill's
// link fills it in) and the number of questions, and race two pace cars; a teacher may instead start a class race
// for one of their classes or some of its students. A visitor past today's races gets the raceway-limit dialog.

export interface RacewayViewer {
  signedIn: boolean;
  teacher: boolean;
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
  const permacode = new URLSearchParams(search).get('permacode') ?? '';

  const start = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = { permacode: String(form.get('permacode') ?? '').trim(), questions: Number(form.get('questions') ?? RACE_DEFAULT_QUESTIONS) };
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
        <div className="field">
          <label htmlFor="raceway-permacode">{t('raceway.start.skill')}</label>
          <input id="raceway-permacode" name="permacode" defaultValue={permacode} required maxLength={16} aria-describedby="raceway-permacode-hint" />
          <p id="raceway-permacode-hint" className="field-hint">
            {t('raceway.start.skillHint')}
          </p>
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
        <button type="submit" className="button button-primary" disabled={busy}>
          {t('raceway.start.go')}
        </button>
      </form>
      {limited ? renderLimitDialog(() => setLimited(false)) : null}
    </main>
  );
}

function TeacherClasses({ loadClasses, onAudience }: { loadClasses: () => Promise<ClassWithStudents[]>; onAudience(audience: ClassAudience | null): void }) {
  const choice = useClassAudience(loadClasses);
  const chosen = JSON.stringify(choice.audience);
  useEffect(() => onAudience(JSON.parse(chosen) as ClassAudience | null), [chosen, onAudience]);
  return <ClassAudienceFields choice={choice} textsUnder="raceway.start" testIds={{ class: 'raceway-class', pickStudents: 'raceway-pick-students', student: (userId) => `raceway-student-${userId}` }} studentsClassName="raceway-students" />;
}
