import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InstantReviewSkill, InstantReviewSkillsResponse, QuestionReviewBanner } from '../../../events/instant-review';
import type { ClassWithStudents } from '../../../events/school-directory';
import { isHttpError } from '../../shared/http/http-error';
import { newIdempotencyKey } from '../../shared/http/json-request';
import { instantReviewApi, reviewPageHref } from './instant-review-api';
import './instant-review.css';

const SUBJECT_CHOICES = ['math', 'ela', 'sci', 'ss', 'spa'] as const;
/** The most-missed skills ticked for a new review. */
const PRESELECTED_SKILLS = 3;

export interface StartReviewApi {
  classes(): Promise<ClassWithStudents[]>;
  missedSkills(studentIds: string[], subjects: string[]): Promise<InstantReviewSkillsResponse>;
  start(body: { skillIDAndLevels: { skillId: string; level: number }[]; studentUserIds: string[]; instantReviewSkills: string[] }, idempotencyKey: string): Promise<QuestionReviewBanner>;
}

const defaultApi: StartReviewApi = {
  classes: () => instantReviewApi.classes(),
  missedSkills: (students, subjects) => instantReviewApi.missedSkills(students, subjects),
  start: (body, key) => instantReviewApi.start(body, key),
};

type Classes = { phase: 'loading' } | { phase: 'failed' } | { phase: 'ready'; classes: ClassWithStudents[] };

/**
 * `/instant-review` (issue 12): a teacher picks a class (all or some students) and
 * subjects, sees the skills they missed recently (most missed first, with how many
 * missed and the level to review at), ticks the skills and starts the review.
 */
export function StartReviewPage({ navigateTo, api = defaultApi }: { navigateTo(href: string): void; api?: StartReviewApi }) {
  const { t } = useTranslation();
  const ids = useId();
  const [classes, setClasses] = useState<Classes>({ phase: 'loading' });
  const [classId, setClassId] = useState('');
  const [students, setStudents] = useState<Set<string>>(new Set());
  const [subjects, setSubjects] = useState<Set<string>>(new Set(['math']));
  const [found, setFound] = useState<{ skills: InstantReviewSkill[]; days: number; total: number } | null>(null);
  const [chosen, setChosen] = useState<Map<string, number>>(new Map());
  const [phase, setPhase] = useState<'idle' | 'finding' | 'starting'>('idle');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    api.classes().then(
      (loaded) => {
        if (!live) return;
        setClasses({ phase: 'ready', classes: loaded });
        const first = loaded[0];
        if (first) {
          setClassId(first.classId);
          setStudents(new Set(first.students.map((student) => student.userId)));
        }
      },
      () => live && setClasses({ phase: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [api]);

  const current = classes.phase === 'ready' ? classes.classes.find((each) => each.classId === classId) : undefined;
  const toggle = <T,>(set: Set<T>, value: T) => {
    const next = new Set(set);
    if (next.has(value)) next.delete(value);
    else next.add(value);
    return next;
  };
  const failure = (caught: unknown) => setError(isHttpError(caught) ? caught.errorKey : 'app.error.unexpected');

  const find = async () => {
    if (students.size === 0) return setError('instantReview.start.pickStudent');
    if (subjects.size === 0) return setError('instantReview.start.pickSubject');
    setError(null);
    setPhase('finding');
    try {
      const answer = await api.missedSkills([...students], [...subjects]);
      setFound({ skills: answer.skills, days: answer.recentDays, total: answer.studentCount });
      setChosen(new Map(answer.skills.slice(0, PRESELECTED_SKILLS).map((skill) => [skill.skillId, skill.level])));
    } catch (caught) {
      failure(caught);
    } finally {
      setPhase('idle');
    }
  };

  const start = async () => {
    if (found === null || phase !== 'idle') return;
    const ordered = found.skills.filter((skill) => chosen.has(skill.skillId));
    if (ordered.length === 0) return setError('instantReview.start.pickSkill');
    setError(null);
    setPhase('starting');
    try {
      const banner = await api.start(
        { skillIDAndLevels: ordered.map((skill) => ({ skillId: skill.skillId, level: chosen.get(skill.skillId)! })), studentUserIds: [...students], instantReviewSkills: found.skills.map((skill) => skill.skillId) },
        newIdempotencyKey(),
      );
      navigateTo(reviewPageHref(banner));
    } catch (caught) {
      failure(caught);
      setPhase('idle');
    }
  };

  return (
    <section className="qrm-start" aria-labelledby={`${ids}-title`}>
      <h1 id={`${ids}-title`}>{t('instantReview.start.title')}</h1>
      <p>{t('instantReview.start.intro')}</p>
      {classes.phase === 'loading' ? <p aria-busy="true">{t('instantReview.start.loadingClasses')}</p> : null}
      {classes.phase === 'failed' ? <p role="alert">{t('instantReview.start.classesFailed')}</p> : null}
      {classes.phase === 'ready' && classes.classes.length === 0 ? <p>{t('instantReview.start.noClasses')}</p> : null}
      {current ? (
        <form
          className="qrm-start-form"
          onSubmit={(event) => {
            event.preventDefault();
            void find();
          }}
        >
          <div className="field">
            <label htmlFor={`${ids}-class`}>{t('instantReview.start.class')}</label>
            <select
              id={`${ids}-class`}
              value={classId}
              onChange={(event) => {
                const next = classes.phase === 'ready' ? classes.classes.find((each) => each.classId === event.target.value) : undefined;
                setClassId(event.target.value);
                setStudents(new Set(next?.students.map((student) => student.userId) ?? []));
                setFound(null);
              }}
            >
              {classes.phase === 'ready'
                ? classes.classes.map((each) => (
                    <option key={each.classId} value={each.classId}>
                      {each.name}
                    </option>
                  ))
                : null}
            </select>
          </div>
          <fieldset className="qrm-students">
            <legend>{t('instantReview.start.students')}</legend>
            {/* Issue 34: "Whole class" chooses them all; it stands above the names, not among them. */}
            <label className="qrm-check qrm-check-all">
              <input
                type="checkbox"
                checked={students.size === current.students.length}
                onChange={(event) => setStudents(new Set(event.target.checked ? current.students.map((student) => student.userId) : []))}
                data-testid="qrm-whole-class"
              />
              {t('instantReview.start.allStudents')}
            </label>
            <div className="qrm-checks qrm-students-pick" role="group" aria-label={t('instantReview.start.studentNames', { className: current.name })} data-testid="qrm-student-names">
              {current.students.map((student) => (
                <label key={student.userId} className="qrm-check">
                  <input type="checkbox" checked={students.has(student.userId)} onChange={() => setStudents((set) => toggle(set, student.userId))} />
                  {student.displayName}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className="qrm-checks">
            <legend>{t('instantReview.start.subjects')}</legend>
            {SUBJECT_CHOICES.map((subject) => (
              <label key={subject} className="qrm-check">
                <input type="checkbox" checked={subjects.has(subject)} onChange={() => setSubjects((set) => toggle(set, subject))} data-testid={`qrm-subject-${subject}`} />
                {t(`curriculum.subject.${subject}`)}
              </label>
            ))}
          </fieldset>
          <button type="submit" className="button" aria-disabled={phase !== 'idle' || undefined} data-testid="qrm-find-skills">
            {phase === 'finding' ? t('instantReview.start.finding') : t('instantReview.start.findSkills')}
          </button>
        </form>
      ) : null}
      {found !== null ? (
        <div className="qrm-found" data-testid="qrm-missed-skills">
          <h2>{t('instantReview.start.skillsHeading', { days: found.days })}</h2>
          {found.skills.length === 0 ? (
            <p>{t('instantReview.start.noSkills')}</p>
          ) : (
            <ol className="qrm-found-list">
              {found.skills.map((skill) => (
                <li key={skill.skillId} className="qrm-found-row" data-testid="qrm-missed-skill">
                  <label className="qrm-check qrm-found-name">
                    <input
                      type="checkbox"
                      checked={chosen.has(skill.skillId)}
                      aria-label={t('instantReview.start.reviewThis', { name: skill.name })}
                      onChange={() =>
                        setChosen((map) => {
                          const next = new Map(map);
                          if (next.has(skill.skillId)) next.delete(skill.skillId);
                          else next.set(skill.skillId, skill.level);
                          return next;
                        })
                      }
                    />
                    <span>
                      <strong>
                        {skill.code} {skill.name}
                      </strong>
                      <span className="qrm-muted qrm-found-counts">
                        {t('instantReview.start.missedBy', { missed: skill.missedByCount, total: found.total })} · {t('instantReview.start.wrongAnswers', { count: skill.missedQuestionCount })}
                      </span>
                    </span>
                  </label>
                  <select
                    aria-label={t('instantReview.start.levelOf', { name: skill.name })}
                    value={chosen.get(skill.skillId) ?? skill.level}
                    disabled={!chosen.has(skill.skillId)}
                    onChange={(event) => setChosen((map) => new Map(map).set(skill.skillId, Number(event.target.value)))}
                  >
                    {[1, 2, 3, 4, 5].map((level) => (
                      <option key={level} value={level}>
                        {t('sameQuestionMode.start.level', { level })}
                      </option>
                    ))}
                  </select>
                </li>
              ))}
            </ol>
          )}
          {found.skills.length > 0 ? (
            <button type="button" className="button button-primary" aria-disabled={phase !== 'idle' || undefined} onClick={() => void start()} data-testid="qrm-start">
              {phase === 'starting' ? t('instantReview.start.starting') : t('instantReview.start.start')}
            </button>
          ) : null}
        </div>
      ) : null}
      {error !== null ? (
        <p className="form-error" role="alert" data-testid="qrm-start-error">
          {t(error)}
        </p>
      ) : null}
    </section>
  );
}

/** The way to the start page (the teacher's home, beside the focus zone's). */
export function InstantReviewLink() {
  const { t } = useTranslation();
  return (
    <p className="qrm-home-link">
      <a className="button button-link" href="/instant-review" data-testid="home-instant-review-link">
        {t('instantReview.start.link')}
      </a>
    </p>
  );
}
