import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { landingPagePath, SUBJECTS } from '../../../events/curriculum';
import { BAND_MIN_ANSWERS } from '../../../events/practice/practice-contract';
import type { MyPractice } from '../../../events/practice';
import { durationText } from '../../shared/i18n/duration';
import { gradeLabel } from '../../shared/i18n/grade-label';
import { useProfilePreferences } from '../../shared/profile-preferences/profile-preferences-store';
import { PageLoadLink } from '../../shared/links/page-load-link';
import { useLoad } from '../../shared/loading/use-load';
import { BAND_KEYS, fetchMyPractice } from './my-practice-api';
import './my-practice.css';
import { dateTimeFormat } from '../../shared/i18n/intl-formats';

export interface MyPracticePageProps {
  /** Tests pass a fake call. */
  load?: (signal: AbortSignal) => Promise<MyPractice>;
}

/**
 * `/my-practice` (students and children): the grade-level band per subject,
 * the skills practised with SmartScore, questions and time, and the latest
 * answers; "You haven't practised yet" with the subjects when there is nothing.
 */
export function MyPracticePage({ load = (signal) => fetchMyPractice({ signal }) }: MyPracticePageProps) {
  const { t } = useTranslation();
  const headingId = useId();
  // One load for the page's life (`load` is fixed); a retry loads again.
  const loaded = useLoad('my-practice', load);

  let content;
  if (loaded.status === 'loading') {
    content = (
      <p className="loading" aria-busy="true" data-testid="my-practice-loading">
        {t('myPractice.loading')}
      </p>
    );
  } else if (loaded.status === 'failed') {
    content = (
      <div className="form-error" role="alert" data-testid="my-practice-failed">
        <p>{t([loaded.errorKey ?? 'myPractice.loadFailed', 'myPractice.loadFailed'])}</p>
        <button type="button" className="button" onClick={loaded.retry}>
          {t('app.retry')}
        </button>
      </div>
    );
  } else if (loaded.data.skills.length === 0 && loaded.data.recent.length === 0) {
    content = <NothingPractised />;
  } else {
    content = <Practised data={loaded.data} />;
  }

  return (
    <section className="my-practice" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('myPractice.title')}</h1>
      {content}
    </section>
  );
}

function NothingPractised() {
  const { t } = useTranslation();
  return (
    <div className="my-practice-empty" data-testid="my-practice-empty">
      <p>{t('myPractice.empty')}</p>
      <p>{t('myPractice.emptyHint')}</p>
      <ul className="my-practice-subjects">
        {SUBJECTS.map((subject) => (
          <li key={subject}>
            <PageLoadLink href={landingPagePath(subject)}>{t(`curriculum.subject.${subject}`)}</PageLoadLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Practised({ data }: { data: MyPractice }) {
  const { t, i18n } = useTranslation();
  const when = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const ids = useId();
  // Issue 31 item 5: a learner who hides grade levels sees each skill's subject and code, not its grade.
  const hideGrades = useProfilePreferences((preferences) => preferences.hideGradeLevels);
  return (
    <>
      {data.bands.length > 0 ? (
        <section className="my-practice-section" aria-labelledby={`${ids}-bands`}>
          <h2 id={`${ids}-bands`}>{t('myPractice.bands')}</h2>
          <ul className="my-practice-bands" data-testid="my-practice-bands">
            {data.bands.map(({ subject, band }) => (
              <li key={subject}>
                <span className="my-practice-band-subject">{t(`curriculum.subject.${subject}`)}</span>
                <span className="my-practice-band" aria-describedby={band === 'Not pinpointed' ? `${ids}-why-${subject}` : undefined}>
                  {t(BAND_KEYS[band])}
                </span>
                {band === 'Not pinpointed' ? (
                  <p className="my-practice-band-why" id={`${ids}-why-${subject}`} data-testid="my-practice-not-pinpointed-why">
                    {t('myPractice.notPinpointedWhy', { count: BAND_MIN_ANSWERS })}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {data.skills.length > 0 ? (
        <section className="my-practice-section" aria-labelledby={`${ids}-skills`}>
          <h2 id={`${ids}-skills`}>{t('myPractice.skills')}</h2>
          <ul className="my-practice-skills" data-testid="my-practice-skills">
            {data.skills.map((skill) => (
              <li key={skill.skillId} className="my-practice-skill" data-testid="my-practice-skill">
                <h3>
                  <SkillLink url={skill.url}>{t('myPractice.skillName', { code: skill.code, name: skill.name }).trim()}</SkillLink>
                </h3>
                <p className="my-practice-skill-level">
                  {t(`curriculum.subject.${skill.subject}`)}
                  {hideGrades ? null : <> · {t(...gradeLabel(skill.grade))}</>}
                </p>
                <dl className="my-practice-facts">
                  <div>
                    <dt>{t('myPractice.smartScore')}</dt>
                    <dd data-testid="my-practice-score">
                      {skill.smartScore}
                      {skill.mastered || skill.proficient ? (
                        <span className="my-practice-badge">{skill.mastered ? t('myPractice.mastered') : t('myPractice.proficient')}</span>
                      ) : null}
                    </dd>
                  </div>
                  <div>
                    <dt>{t('myPractice.questions')}</dt>
                    <dd>{skill.questionsAnswered}</dd>
                  </div>
                  <div>
                    <dt>{t('myPractice.time')}</dt>
                    <dd>{durationText(t, skill.secondsSpent)}</dd>
                  </div>
                  <div>
                    <dt>{t('myPractice.lastPractised')}</dt>
                    <dd>
                      <time dateTime={skill.lastPractisedAt}>{when.format(new Date(skill.lastPractisedAt))}</time>
                    </dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {data.recent.length > 0 ? (
        <section className="my-practice-section" aria-labelledby={`${ids}-recent`}>
          <h2 id={`${ids}-recent`}>{t('myPractice.recent')}</h2>
          <ol className="my-practice-recent" data-testid="my-practice-recent">
            {data.recent.map((answer, index) => (
              <li key={`${answer.answeredAt}-${index}`} data-correct={String(answer.correct)}>
                <span className={answer.correct ? 'my-practice-mark answer-right' : 'my-practice-mark answer-wrong'}>
                  <span aria-hidden="true">{answer.correct ? '✓' : '✗'}</span>
                  <span className="visually-hidden">{answer.correct ? t('myPractice.right') : t('myPractice.wrong')}</span>
                </span>
                <span className="my-practice-recent-text">
                  <SkillLink url={answer.url}>{answer.skillName}</SkillLink>
                  <span className="my-practice-recent-detail">
                    {t('myPractice.scoreAfter', { score: answer.smartScoreAfter })} · <time dateTime={answer.answeredAt}>{when.format(new Date(answer.answeredAt))}</time>
                  </span>
                </span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </>
  );
}

/** A skill's page, followed with a page load; plain text when there is no page to go to. */
function SkillLink({ url, children }: { url: string; children: ReactNode }) {
  return url === '' ? <span>{children}</span> : <PageLoadLink href={url}>{children}</PageLoadLink>;
}
