import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The app's fluency-zone sign-in dialog (spec §2.16; web/app composes the practice feature's
 * `FluencyZoneDialog`, with its §5/§8 form): `onClose` dismisses it; signing in reloads the
 * session, and the page shows the member's round.
 */
export type RenderSignInDialog = (onClose: () => void) => ReactNode;

/**
 * What a visitor sees of the fluency zone's pages: the fluency-zone sign-in dialog, open on
 * arrival; closed, a button opens it again.
 */
export function FluencyVisitorView({ heading, renderSignInDialog }: { heading: string; renderSignInDialog: RenderSignInDialog }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const reopen = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);
  // Closing puts the focus back on the button that opens it again.
  useEffect(() => {
    if (wasOpen.current && !open) reopen.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <section className="fluency-zone" aria-labelledby="fluency-visitor-heading" data-testid="fluency-visitor">
      <h1 id="fluency-visitor-heading">{heading}</h1>
      <p>{t('games.fluency.visitorIntro')}</p>
      <p>
        <button ref={reopen} type="button" className="button button-primary" aria-haspopup="dialog" onClick={() => setOpen(true)} data-testid="fluency-sign-in">
          {t('games.fluency.signInToPlay')}
        </button>
      </p>
      {open ? renderSignInDialog(() => setOpen(false)) : null}
    </section>
  );
}

/** A page of games for someone with hideGames on (a direct link): says so, and where to change it. */
export function GamesHiddenNotice({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="games-hidden" aria-labelledby="games-hidden-heading" data-testid="games-hidden">
      <h1 id="games-hidden-heading">{t('games.hiddenNotice.title')}</h1>
      <p>{canChange ? t('games.hiddenNotice.body') : t('games.hiddenNotice.childBody')}</p>
      <p>{canChange ? <a href="/profile">{t('games.hiddenNotice.profileLink')}</a> : <a href="/">{t('games.hiddenNotice.home')}</a>}</p>
    </section>
  );
}
