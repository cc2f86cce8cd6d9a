import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FluencyProgress } from '../../../events/games';
import type { FluencyOperation } from '../../../events/games/fluency-contract';
import { useLoad } from '../../shared/loading/use-load';
import { useProfilePreferences } from '../../shared/profile-preferences/profile-preferences-store';
import { FluencyVisitorView, GamesHiddenNotice, type RenderSignInDialog } from './fluency-access';
import { FluencyProgressView } from './fluency-progress';
import { FluencyRound } from './fluency-round';
import { GAMES_HIDDEN } from './fluency-round-machine';
import { fetchProgress, type FluencyApi } from './games-api';
import { fluencyChoiceOf } from './game-paths';
import './games.css';

/** Who opens a page of the fluency zone: a visitor, or a member (a family child cannot turn games back on). */
export interface FluencyViewer {
  signedIn: boolean;
  canChangeGames: boolean;
}

export interface FluencyZonePageProps {
  viewer: FluencyViewer;
  /** The address's query: `?operation=&upTo=` chooses the round (a game's page). */
  search: string;
  renderSignInDialog: RenderSignInDialog;
  api?: FluencyApi;
  now?: () => number;
  newKey?: () => string;
}

/**
 * `/fluency-zone` (issue 28; docs/games.md): members choose and play rounds; a visitor gets the
 * fluency-zone sign-in dialog (spec §2.16); with hideGames on, a clear message instead.
 */
export function FluencyZonePage({ viewer, search, renderSignInDialog, api, now, newKey }: FluencyZonePageProps) {
  const { t } = useTranslation();
  const hideGames = useProfilePreferences((preferences) => preferences.hideGames);
  if (!viewer.signedIn) return <FluencyVisitorView heading={t('games.fluency.title')} renderSignInDialog={renderSignInDialog} />;
  if (hideGames) return <GamesHiddenNotice canChange={viewer.canChangeGames} />;
  return (
    <FluencyRound
      initial={fluencyChoiceOf(search)}
      canChangeGames={viewer.canChangeGames}
      {...(api ? { api } : {})}
      {...(now ? { now } : {})}
      {...(newKey ? { newKey } : {})}
    />
  );
}

export interface FluencyProgressPageProps {
  viewer: FluencyViewer;
  operation: FluencyOperation;
  renderSignInDialog: RenderSignInDialog;
  /** Tests pass a fake call. */
  load?: (operation: FluencyOperation, signal: AbortSignal) => Promise<FluencyProgress>;
}

/** `/fluency-zone/progress/{operation}` (issue 28): the learner's progress grid, streak and rounds. */
export function FluencyProgressPage({ viewer, operation, renderSignInDialog, load = (chosen, signal) => fetchProgress(chosen, { signal }) }: FluencyProgressPageProps) {
  const { t } = useTranslation();
  const hideGames = useProfilePreferences((preferences) => preferences.hideGames);
  if (!viewer.signedIn) return <FluencyVisitorView heading={t('games.progress.title')} renderSignInDialog={renderSignInDialog} />;
  if (hideGames) return <GamesHiddenNotice canChange={viewer.canChangeGames} />;
  return <MemberProgress key={operation} operation={operation} canChangeGames={viewer.canChangeGames} load={load} />;
}

function MemberProgress({ operation, canChangeGames, load }: { operation: FluencyOperation; canChangeGames: boolean; load: NonNullable<FluencyProgressPageProps['load']> }) {
  const { t } = useTranslation();
  const ids = useId();
  const loaded = useLoad(operation, (signal) => load(operation, signal));
  if (loaded.status === 'failed' && loaded.errorKey === GAMES_HIDDEN) return <GamesHiddenNotice canChange={canChangeGames} />;
  return (
    <section className="fluency-progress" aria-labelledby={`${ids}-heading`} data-testid="fluency-progress" data-status={loaded.status}>
      <h1 id={`${ids}-heading`}>{t('games.progress.title')}</h1>
      {loaded.status === 'loading' ? (
        <p className="loading" aria-busy="true">
          {t('games.progress.loading')}
        </p>
      ) : loaded.status === 'failed' ? (
        <div className="form-error" role="alert" data-testid="fluency-progress-failed">
          <p>{t([loaded.errorKey ?? 'games.progress.loadFailed', 'games.progress.loadFailed'])}</p>
          <button type="button" className="button" onClick={loaded.retry}>
            {t('app.retry')}
          </button>
        </div>
      ) : (
        <FluencyProgressView progress={loaded.data} />
      )}
    </section>
  );
}
