import './lessons-text';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JudgedLessonCheck, LessonPage as Lesson } from '../../../events/lessons';
import { HttpError } from '../../shared/http/http-error';
import { usePageTitle } from '../../shared/page-title/use-page-title';
import { QuestionDisplay } from '../../shared/question/question-display';
import { LessonCheck } from './lesson-check';
import { lessonsApi, type LessonsApi } from './lessons-api';
import './lessons.css';

/** Who opens the page: a student (or a family's child) answers the checks; a visitor is asked to sign in; others read them. */
export type LessonReader = 'learner' | 'visitor' | 'other';

export interface LessonPageProps {
  permacode: string;
  reader: LessonReader;
  api?: LessonsApi;
}

type Loaded = { status: 'loading' } | { status: 'failed'; errorKey: string } | { status: 'loaded'; lesson: Lesson };

/**
 * A skill's lesson (issue 31, docs/lessons.md): the idea, worked examples step by step, and three
 * checks answered in the page with the server's feedback; a link to practise the skill.
 */
export function LessonPage({ permacode, reader, api = lessonsApi }: LessonPageProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  const [progress, setProgress] = useState<{ answered: number; right: number; finished: boolean } | null>(null);
  usePageTitle(state.status === 'loaded' ? t('lessons.heading', { skill: state.lesson.skillName }) : t('lessons.title'));

  useEffect(() => {
    let live = true;
    api.lesson(permacode).then(
      (lesson) => {
        if (!live) return;
        setState({ status: 'loaded', lesson });
        if (lesson.progress) setProgress({ answered: lesson.progress.checks.length, right: lesson.progress.checksRight, finished: lesson.progress.finishedAt !== null });
      },
      (error: unknown) => live && setState({ status: 'failed', errorKey: error instanceof HttpError && error.errorKey ? error.errorKey : 'lessons.loadFailed' }),
    );
    return () => {
      live = false;
    };
  }, [permacode]);

  if (state.status !== 'loaded') {
    return (
      <section className="lessons-page">
        <h1>{t('lessons.title')}</h1>
        {state.status === 'loading' ? <p role="status">{t('lessons.loading')}</p> : <p role="alert" className="form-error">{t(state.errorKey)}</p>}
      </section>
    );
  }
  const { lesson } = state;
  const onJudged = (judged: JudgedLessonCheck) => setProgress({ answered: judged.checksAnswered, right: judged.checksRight, finished: judged.finished });
  const answeredBefore = (questionKey: string) => lesson.progress?.checks.find((each) => each.questionKey === questionKey)?.correct ?? null;

  return (
    <article className="lessons-page" aria-labelledby="lesson-heading" data-testid="lesson-page">
      <p className="lessons-skill-code">{lesson.skillCode}</p>
      <h1 id="lesson-heading">{t('lessons.heading', { skill: lesson.skillName })}</h1>
      <section aria-labelledby="lesson-idea">
        <h2 id="lesson-idea">{t('lessons.idea')}</h2>
        {lesson.idea.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </section>
      <section aria-labelledby="lesson-examples">
        <h2 id="lesson-examples">{t('lessons.examples')}</h2>
        <ol className="lessons-examples">
          {lesson.examples.map((example, index) => (
            <li key={index} className="lessons-example" data-testid="lesson-example">
              <h3>{t('lessons.exampleNumber', { number: index + 1 })}</h3>
              <QuestionDisplay prompt={example.prompt} art={example.art} />
              {example.choices ? <p className="lessons-choices">{t('lessons.choices', { choices: example.choices.join(' · ') })}</p> : null}
              <ol className="lessons-steps" aria-label={t('lessons.steps')}>
                {example.steps.map((step, stepIndex) => (
                  <li key={stepIndex}>{step}</li>
                ))}
              </ol>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="lesson-checks">
        <h2 id="lesson-checks">{t('lessons.checks')}</h2>
        {reader === 'learner' ? (
          <>
            <p role="status" data-testid="lesson-progress">
              {progress === null
                ? t('lessons.checksIntro')
                : progress.finished
                  ? t('lessons.finished', { right: progress.right, total: lesson.checks.length })
                  : t('lessons.progress', { answered: progress.answered, total: lesson.checks.length })}
            </p>
            <ol className="lessons-checks">
              {lesson.checks.map((check, index) => (
                <LessonCheck
                  key={check.questionKey}
                  number={index + 1}
                  check={check}
                  answeredBefore={answeredBefore(check.questionKey)}
                  onAnswer={(questionKey, response, key) => api.check(lesson.permacode, questionKey, response, key)}
                  onJudged={onJudged}
                />
              ))}
            </ol>
          </>
        ) : (
          <>
            <p>{reader === 'visitor' ? <a href="/signin">{t('lessons.signInToCheck')}</a> : t('lessons.studentsAnswer')}</p>
            <ol className="lessons-checks">
              {lesson.checks.map((check, index) => (
                <li key={check.questionKey} className="lessons-check" data-testid="lesson-check">
                  <h3>{t('lessons.checkNumber', { number: index + 1 })}</h3>
                  <QuestionDisplay prompt={check.prompt} art={check.art} />
                  {check.choices ? <p className="lessons-choices">{t('lessons.choices', { choices: check.choices.join(' · ') })}</p> : null}
                </li>
              ))}
            </ol>
          </>
        )}
      </section>
      <p>
        <a className="button" href={lesson.skillUrl} data-testid="lesson-practise">
          {t('lessons.practise')}
        </a>
      </p>
    </article>
  );
}
