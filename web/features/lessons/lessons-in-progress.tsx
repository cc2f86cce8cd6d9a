import './lessons-text';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LessonInProgress } from '../../../events/lessons';
import { useSettling } from '../../shared/loading/settle-together';
import { lessonsApi, type LessonsApi } from './lessons-api';

/** A student's lessons in progress on her home (issue 31): nothing when there is none. */
export function LessonsInProgress({ api = lessonsApi }: { api?: LessonsApi }) {
  const { t } = useTranslation();
  const [lessons, setLessons] = useState<LessonInProgress[] | null>(null);
  useSettling(lessons === null);
  useEffect(() => {
    let live = true;
    api.inProgress().then(
      (answer) => live && setLessons(answer.lessons),
      () => live && setLessons([]),
    );
    return () => {
      live = false;
    };
  }, []);
  if (lessons === null || lessons.length === 0) return null;
  return (
    <section className="lessons-in-progress" aria-labelledby="lessons-in-progress-heading" data-testid="lessons-in-progress">
      <h2 id="lessons-in-progress-heading">{t('lessons.inProgress')}</h2>
      <ul>
        {lessons.map((lesson) => (
          <li key={lesson.permacode}>
            <a href={lesson.url}>{t('lessons.inProgressItem', { code: lesson.skillCode, skill: lesson.skillName })}</a>{' '}
            <span>{t('lessons.inProgressChecks', { answered: lesson.checksAnswered, total: 3 })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
