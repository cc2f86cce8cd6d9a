import { useTranslation } from 'react-i18next';
import type { HomeSkill, HomeToDo, StudentHome } from '../../../events/home/home-contract';
import { formatDay } from './home-dates';
import { HomeSection } from './home-section';
import { dateAndTime } from '../../shared/i18n/intl-formats';

/** A skill linking to its page (where its practice is), with her SmartScore when she has one. */
function SkillItem({ skill }: { skill: HomeSkill }) {
  const { t } = useTranslation();
  return (
    <li>
      {skill.url ? <a href={skill.url}>{t('homeSummary.continue.practise', { name: skill.name })}</a> : <span>{skill.name}</span>}
      {skill.smartScore !== null ? <span className="home-meta"> · {t('homeSummary.continue.score', { score: skill.smartScore })}</span> : null}
    </li>
  );
}

function SkillList({ skills, empty }: { skills: readonly HomeSkill[]; empty: string }) {
  if (skills.length === 0) return <p className="home-meta">{empty}</p>;
  return (
    <ul className="home-list">
      {skills.map((skill) => (
        <SkillItem key={skill.permacode} skill={skill} />
      ))}
    </ul>
  );
}

function ToDoItem({ item }: { item: HomeToDo }) {
  const { t, i18n } = useTranslation();
  switch (item.kind) {
    case 'quiz':
      return (
        <li>
          <a href={`/quiz/${encodeURIComponent(item.quizId)}`}>{t('homeSummary.toDo.quiz', { title: item.title })}</a>{' '}
          <span className="home-meta">
            {t('homeSummary.toDo.quizFrom', { teacher: item.teacherDisplayName })} · {t('homeSummary.toDo.quizDue', { due: dateAndTime(item.dueAt, i18n.language) })}
            {item.started ? ` · ${t('homeSummary.toDo.quizStarted')}` : ''}
          </span>
        </li>
      );
    case 'unit':
      return (
        <li>
          <span>{t('homeSummary.toDo.unit', { className: item.className, name: item.name })}</span>{' '}
          <span className="home-meta">{t('homeSummary.toDo.unitDue', { due: formatDay(item.dueOn, i18n.language) })}</span>
          {item.skills.some((skill) => skill.url) ? (
            <ul>
              {item.skills
                .filter((skill) => skill.url)
                .map((skill) => (
                  <li key={skill.permacode}>
                    <a href={skill.url}>{t('homeSummary.toDo.unitSkill', { name: skill.name })}</a>
                  </li>
                ))}
            </ul>
          ) : null}
        </li>
      );
    case 'lesson':
      return (
        <li>
          <span>{t('homeSummary.toDo.lesson', { className: item.className, lessonNumber: item.lessonNumber, lessonCount: item.lessonCount, title: item.title })}</span>{' '}
          <a href={item.lessonUrl}>{t('homeSummary.toDo.openLesson')}</a>
        </li>
      );
    default: {
      const _exhaustive: never = item;
      return _exhaustive;
    }
  }
}

const toDoKey = (item: HomeToDo) => (item.kind === 'quiz' ? `quiz:${item.quizId}` : `${item.kind}:${item.classId}:${item.kind === 'unit' ? item.name : item.lessonNumber}`);

/** A student's day (issue 32 item 1): continue, recommended, to do, her week and her awards. */
export function StudentHomeSections({ home }: { home: StudentHome }) {
  const { t } = useTranslation();
  return (
    <div className="home-summary-grid">
      <HomeSection id="home-continue" heading={t('homeSummary.continue.heading')}>
        <SkillList skills={home.continue} empty={t('homeSummary.continue.empty')} />
      </HomeSection>
      <HomeSection id="home-to-do" heading={t('homeSummary.toDo.heading')}>
        {home.toDo.length === 0 ? (
          <p className="home-meta">{t('homeSummary.toDo.empty')}</p>
        ) : (
          <ul className="home-list">
            {home.toDo.map((item) => (
              <ToDoItem key={toDoKey(item)} item={item} />
            ))}
          </ul>
        )}
      </HomeSection>
      <HomeSection id="home-recommended" heading={t('homeSummary.recommended.heading')}>
        {home.recommended.length > 0 ? <p className="home-meta">{t('homeSummary.recommended.intro')}</p> : null}
        <SkillList skills={home.recommended} empty={t('homeSummary.recommended.empty')} />
      </HomeSection>
      <HomeSection id="home-week" heading={t('homeSummary.week.heading')}>
        <p className="home-figures">
          <span>{home.streakDays > 0 ? t('homeSummary.week.streak', { count: home.streakDays }) : t('homeSummary.week.noStreak')}</span>
          <span>{t('homeSummary.week.questions', { count: home.questionsThisWeek })}</span>
        </p>
      </HomeSection>
      <HomeSection id="home-awards" heading={t('homeSummary.awards.heading')}>
        {home.masteredCount > 0 ? <p className="home-figures">{t('homeSummary.awards.mastered', { count: home.masteredCount })}</p> : null}
        <SkillList skills={home.awards} empty={t('homeSummary.awards.empty')} />
      </HomeSection>
    </div>
  );
}
