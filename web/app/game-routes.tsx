import { FluencyProgressPage, FluencyZonePage, type FluencyViewer } from '../features/games/fluency-zone-page';
import { parseFluencyProgressPath, parseRacePagePath } from '../features/games/game-paths';
import { RacewayRacePage } from '../features/games/raceway-race-page';
import { RacewayStartPage } from '../features/games/raceway-start-page';
import { FluencyZoneDialog, RacewayLimitDialog } from '../features/practice/limit-dialogs/member-feature-dialogs';
import { USER_TYPE, type Session } from '../shared/session/session';
import { pagePath } from './page-routes';
import { useRouteSearch } from './router';

// Issue 28 (docs/games.md): the fluency zone's pages, composed with the practice feature's
// fluency-zone sign-in dialog (spec §2.16; its form follows §5 and §8), which a visitor gets.

/** The fluency-zone sign-in dialog: dismissing closes it; signing in loads the member's session, and the page shows their round. */
const renderSignInDialog = (onClose: () => void) => <FluencyZoneDialog onDismiss={onClose} onSignedIn={onClose} />;

/** A family child's games are their parent's to turn back on (docs/games.md). */
function viewerOf(session: Session): FluencyViewer {
  return { signedIn: session.signedIn, canChangeGames: !(session.signedIn && session.userType === USER_TYPE.familyChild) };
}

export function FluencyZoneRoute({ session }: { session: Session }) {
  const search = useRouteSearch();
  return <FluencyZonePage key={`${session.signedIn ? session.userId : 'visitor'}${search}`} viewer={viewerOf(session)} search={search} renderSignInDialog={renderSignInDialog} />;
}

export function FluencyProgressRoute({ session, path }: { session: Session; path: string }) {
  const operation = parseFluencyProgressPath(pagePath(path))!;
  return <FluencyProgressPage viewer={viewerOf(session)} operation={operation} renderSignInDialog={renderSignInDialog} />;
}

// The raceway (docs/games.md): its page, with the practice feature's raceway-limit dialog (spec §2.16) for a visitor
// past today's races, and a race's page.
const renderLimitDialog = (onClose: () => void) => <RacewayLimitDialog onDismiss={onClose} />;

export function RacewayRoute({ session }: { session: Session }) {
  const search = useRouteSearch();
  const viewer = { signedIn: session.signedIn, teacher: session.signedIn && session.userType === USER_TYPE.teacher };
  return <RacewayStartPage key={session.signedIn ? session.userId : 'visitor'} viewer={viewer} search={search} renderLimitDialog={renderLimitDialog} />;
}

export function RacewayRaceRoute({ path }: { path: string }) {
  const raceId = parseRacePagePath(pagePath(path))!;
  return <RacewayRacePage key={raceId} raceId={raceId} />;
}
