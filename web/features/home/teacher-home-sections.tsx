import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HomeClassStudent, HomeClassToday, TeacherHome } from '../../../events/home/home-contract';
import { newIdempotencyKey } from '../../shared/http/json-request';
import { HomeSection } from './home-section';
import { dateAndTime } from '../../shared/i18n/intl-formats';

/** Starts an instant review (or a group jam) of one skill for the class's students; resolves to the page to open. */
export type StartOnSkill = (skill: { permacode: string; level: number }, studentUserIds: string[], idempotencyKey: string) => Promise<string>;

/** The one-click starts the most missed skill offers. */
export interface SkillStarts {
  review: StartOnSkill;
  groupJam: StartOnSkill;
}

/** The three reports of the week a class's card links to (the teacher reports, this week's range). */
const WEEK_REPORTS = ['trouble-spots', 'skills-practiced', 'student-usage'] as const;

function StudentList({ students, testId }: { students: readonly HomeClassStudent[]; testId: string }) {
  const { t } = useTranslation();
  if (students.length === 0) return <p className="home-meta" data-testid={testId}>{t('homeSummary.classes.nobody')}</p>;
  return (
    <ul className="home-list" data-testid={testId}>
      {students.map((student) => (
        <li key={student.userId}>{student.skillName ? t('homeSummary.classes.onSkill', { name: student.displayName, skill: student.skillName }) : student.displayName}</li>
      ))}
    </ul>
  );
}

/** A class's most missed skill this week, with a one-click instant review or group jam on it for the class. */
function MostMissed({ schoolClass, starts, navigateTo }: { schoolClass: HomeClassToday; starts: SkillStarts; navigateTo(href: string): void }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'starting' | 'failed'>('idle');
  const missed = schoolClass.mostMissed;
  if (missed === null) return <p className="home-meta">{t('homeSummary.classes.noMisses')}</p>;
  const start = async (which: keyof SkillStarts) => {
    setState('starting');
    try {
      navigateTo(await starts[which]({ permacode: missed.permacode, level: missed.level }, schoolClass.studentUserIds, newIdempotencyKey()));
    } catch {
      setState('failed');
    }
  };
  const disabled = state === 'starting' || schoolClass.studentUserIds.length === 0;
  return (
    <div data-testid={`home-most-missed-${schoolClass.classId}`}>
      <p>
        {t('homeSummary.classes.mostMissed', { name: missed.name })}{' '}
        <span className="home-meta">{t('homeSummary.classes.mostMissedBy', { count: missed.missedByCount })}</span>
      </p>
      <p className="home-actions">
        <button type="button" className="button button-primary" disabled={disabled} onClick={() => void start('review')}>
          {t('homeSummary.classes.startReview')}
        </button>
        <button type="button" className="button" disabled={disabled} onClick={() => void start('groupJam')}>
          {t('homeSummary.classes.startGroupJam')}
        </button>
        {state === 'starting' ? <span role="status">{t('homeSummary.classes.starting')}</span> : null}
      </p>
      {state === 'failed' ? <p role="alert">{t('homeSummary.classes.startFailed')}</p> : null}
    </div>
  );
}

function ClassCard({ schoolClass, starts, navigateTo }: { schoolClass: HomeClassToday; starts: SkillStarts; navigateTo(href: string): void }) {
  const { t } = useTranslation();
  const id = `home-class-${schoolClass.classId}`;
  const reportQuery = `?classId=${encodeURIComponent(schoolClass.classId)}&range=this_week`;
  return (
    <HomeSection id={id} heading={schoolClass.name} level={3}>
      <p className="home-figures">
        <span>{t('homeSummary.classes.questionsToday', { count: schoolClass.questionsToday })}</span>
        <span>{t('homeSummary.classes.masteredToday', { count: schoolClass.skillsMasteredToday })}</span>
      </p>
      <div className="home-summary-grid">
        <div aria-live="polite">
          <h4>{t('homeSummary.classes.needsHelp')}</h4>
          <StudentList students={schoolClass.needsHelp} testId={`home-needs-help-${schoolClass.classId}`} />
        </div>
        <div>
          <h4>{t('homeSummary.classes.practisingNow')}</h4>
          <StudentList students={schoolClass.practisingNow} testId={`home-practising-${schoolClass.classId}`} />
        </div>
      </div>
      <MostMissed schoolClass={schoolClass} starts={starts} navigateTo={navigateTo} />
      <nav aria-label={t('homeSummary.classes.reports')}>
        <h4>{t('homeSummary.classes.reports')}</h4>
        <ul className="home-actions home-list">
          {WEEK_REPORTS.map((report) => (
            <li key={report}>
              <a href={`/analytics/reports/${report}${reportQuery}`}>{t(`homeSummary.classes.report.${report}`)}</a>
            </li>
          ))}
          <li>
            <a href="/analytics/live-classroom">{t('homeSummary.classes.liveClassroom')}</a>
          </li>
        </ul>
      </nav>
    </HomeSection>
  );
}

/** A teacher's day (issue 32 item 2): each class today, live messages waiting, open quizzes and rooms. */
export function TeacherHomeSections({ home, starts, navigateTo }: { home: TeacherHome; starts: SkillStarts; navigateTo(href: string): void }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <section aria-labelledby="home-classes" data-testid="home-classes">
        <h2 id="home-classes">{t('homeSummary.classes.heading')}</h2>
        {home.classes.length === 0 ? <p className="home-meta">{t('homeSummary.classes.empty')}</p> : null}
        {home.classes.map((schoolClass) => (
          <ClassCard key={schoolClass.classId} schoolClass={schoolClass} starts={starts} navigateTo={navigateTo} />
        ))}
      </section>
      <div className="home-summary-grid">
        <HomeSection id="home-messages" heading={t('homeSummary.messages.heading')}>
          {home.liveMessagesWaiting.length === 0 ? (
            <p className="home-meta">{t('homeSummary.messages.empty')}</p>
          ) : (
            <ul className="home-list">
              {home.liveMessagesWaiting.map((batch) => (
                <li key={batch.batchId}>
                  <span>{batch.message}</span>{' '}
                  <span className="home-meta">{t('homeSummary.messages.waiting', { waiting: batch.waiting, recipients: batch.recipients })}</span>
                </li>
              ))}
            </ul>
          )}
        </HomeSection>
        <HomeSection id="home-activities" heading={t('homeSummary.activities.heading')}>
          {home.openQuizzes.length === 0 && home.openRoom === null ? (
            <p className="home-meta">{t('homeSummary.activities.empty')}</p>
          ) : (
            <ul className="home-list">
              {home.openQuizzes.map((quiz) => (
                <li key={quiz.quizId}>
                  <a href={`/teacher/quizzes/${encodeURIComponent(quiz.quizId)}`}>{t('homeSummary.activities.quiz', { title: quiz.title })}</a>{' '}
                  <span className="home-meta">
                    {t('homeSummary.activities.quizProgress', { submitted: quiz.submitted, assigned: quiz.assigned, closes: dateAndTime(quiz.closesAt, i18n.language) })}
                  </span>
                </li>
              ))}
              {home.openRoom ? (
                <li>
                  <a href={home.openRoom.roomUrl}>{t('homeSummary.activities.room', { title: home.openRoom.title })}</a>{' '}
                  <span className="home-meta">
                    {t('homeSummary.activities.roomProgress', {
                      question: home.openRoom.currentQuestionNumber,
                      students: home.openRoom.studentCount,
                      ends: dateAndTime(home.openRoom.endsAt, i18n.language),
                    })}
                  </span>
                </li>
              ) : null}
            </ul>
          )}
        </HomeSection>
      </div>
    </>
  );
}
