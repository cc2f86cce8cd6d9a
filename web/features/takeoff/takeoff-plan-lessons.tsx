import './takeoff-text';
import { useTranslation } from 'react-i18next';
import type { TakeoffLessonView } from '../../../events/takeoff';

/** A plan's lessons in order, each with its lesson link, practice skills and teacher note; a class's current lesson is marked. */
export function TakeoffPlanLessons({ lessons, current }: { lessons: TakeoffLessonView[]; current: { className: string; lessonNumber: number }[] }) {
  const { t } = useTranslation();
  return (
    <ol className="takeoff-lessons">
      {lessons.map((lesson) => {
        const here = current.filter((each) => each.lessonNumber === lesson.lessonNumber);
        return (
          <li key={lesson.lessonNumber}>
            <article className={here.length > 0 ? 'takeoff-lesson takeoff-lesson-current' : 'takeoff-lesson'} aria-labelledby={`takeoff-lesson-${lesson.lessonNumber}`}>
              <h3 id={`takeoff-lesson-${lesson.lessonNumber}`}>{t('takeoffWeb.lessonHeading', { lessonNumber: lesson.lessonNumber, lessonName: lesson.lessonName })}</h3>
              {here.map((each) => <p key={each.className} className="takeoff-current-mark">{t('takeoffWeb.currentFor', { className: each.className })}</p>)}
              <p><a href={lesson.lessonUrl}>{t('takeoffWeb.lessonLink', { name: lesson.skill.name })}</a></p>
              <p className="takeoff-note">{lesson.teacherNote}</p>
              <h4>{t('takeoffWeb.practiseAfter')}</h4>
              <ul className="takeoff-skills">
                {lesson.practice.map((skill) => (
                  <li key={skill.permacode}>{skill.url ? <a href={skill.url}>{skill.name}</a> : <span>{skill.name}</span>}</li>
                ))}
              </ul>
            </article>
          </li>
        );
      })}
    </ol>
  );
}
