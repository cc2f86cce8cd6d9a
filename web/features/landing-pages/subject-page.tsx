import { useTranslation } from 'react-i18next';
import type { Subject } from '../../../events/curriculum';
import { usePageTitle } from '../../shared/page-title/use-page-title';
import { fetchSubjectLanding } from '../../shared/catalogue/landing-api';
import { GradeLinks, OtherSubjectLinks } from './landing-links';
import { LandingLoadFailed, LandingLoading } from './load-status';
import { useLoad } from '../../shared/loading/use-load';
import { useProfilePreferences } from '../../shared/profile-preferences/profile-preferences-store';
import './landing-pages.css';

/**
 * `/math`: the subject's grades as the viewer's edition names them, its games
 * (each a link to the game's page, with its screenshot; none for whoever has
 * hideGames on), and the other subjects.
 */
export function SubjectPage({ subject }: { subject: Subject }) {
  const { t } = useTranslation();
  const page = useLoad(subject, (signal) => fetchSubjectLanding(subject, { signal }));
  // Issue 28: whoever has hideGames on sees no game links (the server leaves them out too; this follows a change at once).
  const hideGames = useProfilePreferences((preferences) => preferences.hideGames);
  usePageTitle(page.status === 'loaded' ? page.data.subjectName : null);

  return (
    <section className="landing-page" data-subject={subject} data-status={page.status} data-testid="landing-page">
      {page.status === 'loading' ? <LandingLoading /> : null}
      {page.status === 'failed' ? <LandingLoadFailed errorKey={page.errorKey} onRetry={page.retry} /> : null}
      {page.status === 'loaded' ? (
        <>
          <h1 data-testid="landing-heading">{page.data.subjectName}</h1>
          <GradeLinks heading={t('landingPages.grades')} grades={page.data.grades} />
          {page.data.gamesHidden || hideGames ? null : (
            <section id="games" aria-labelledby="landing-games" data-testid="landing-games">
              <h2 id="landing-games">{t('landingPages.games')}</h2>
              {page.data.games.length === 0 ? (
                <p className="landing-note">{t('landingPages.noGames', { subject: page.data.subjectName })}</p>
              ) : (
                <ul className="landing-games">
                  {page.data.games.map((game) => (
                    <li key={game.gameId} id={`game-${game.gameId}`} data-testid="landing-game">
                      <a className="landing-game-link" href={game.url}>
                        {game.screenshotUrl ? <img className="landing-game-screenshot" src={game.screenshotUrl} alt="" width={96} height={60} loading="lazy" /> : null}
                        <span className="landing-game-name">{game.name}</span>
                      </a>{' '}
                      <span className="landing-note">{t('landingPages.gameGrades', { range: game.gradeRange })}</span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
        </>
      ) : null}
      <OtherSubjectLinks subject={subject} />
    </section>
  );
}
