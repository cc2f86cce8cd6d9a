import './takeoff-text';
import { useTranslation } from 'react-i18next';
import type { CurrentTakeoffLessons } from '../../../events/takeoff';
import { useLoad } from '../../shared/loading/use-load';
import { fetchCurrentTakeoffLessons } from './takeoff-api';
import './takeoff.css';

/**
 * "Today's lesson" on a student's home (issue 31, docs/takeoff.md): for each class following a
 * takeoff plan, the current lesson (a link to its lesson page) and the skills to practise after it.
 * Nothing while it loads or when no class follows a plan; a failure says so with a retry.
 */
export function CurrentTakeoffLessons({ load = fetchCurrentTakeoffLessons }: { load?: (signal: AbortSignal) => Promise<CurrentTakeoffLessons> }) {
  const { t } = useTranslation();
  const current = useLoad('current-takeoff-lessons', load);
  if (current.status === 'failed') {
    return (
      <section className="takeoff-current" aria-labelledby="takeoff-current-heading">
        <h2 id="takeoff-current-heading">{t('takeoffWeb.home.heading')}</h2>
        <p role="alert">
          {t('takeoffWeb.home.failed')}{' '}
          <button type="button" className="button button-quiet" onClick={current.retry}>{t('app.retry')}</button>
        </p>
      </section>
    );
  }
  if (current.status !== 'loaded' || current.data.lessons.length === 0) return null;
  return (
    <section className="takeoff-current" aria-labelledby="takeoff-current-heading" data-testid="takeoff-current">
      <h2 id="takeoff-current-heading">{t('takeoffWeb.home.heading')}</h2>
      {current.data.lessons.map((lesson) => (
        <article key={lesson.assignmentId} className="takeoff-lesson" aria-labelledby={`takeoff-current-${lesson.assignmentId}`}>
          <h3 id={`takeoff-current-${lesson.assignmentId}`}>{t('takeoffWeb.home.lesson', { className: lesson.className, lessonNumber: lesson.lessonNumber, lessonName: lesson.lessonName })}</h3>
          <p className="takeoff-meta">{t('takeoffWeb.lessonOf', { planName: lesson.planName, lessonNumber: lesson.lessonNumber, lessonCount: lesson.lessonCount })}</p>
          <p><a className="button" href={lesson.lessonUrl}>{t('takeoffWeb.home.openLesson', { name: lesson.skill.name })}</a></p>
          <h4>{t('takeoffWeb.practiseAfter')}</h4>
          <ul className="takeoff-skills">
            {lesson.practice.map((skill) => (
              <li key={skill.permacode}>{skill.url ? <a href={skill.url}>{t('takeoffWeb.practise', { name: skill.name })}</a> : <span>{skill.name}</span>}</li>
            ))}
          </ul>
        </article>
      ))}
    </section>
  );
}
