import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FluencyZoneDialog, RacewayLimitDialog } from './member-feature-dialogs';

/**
 * Where a visitor "opens a game" and "the math fluency zone" (spec §2.16;
 * docs/account-recovery.md): the Games and Math fluency zone entries that the
 * math landing pages show visitors. Games and the fluency zone are for members,
 * so each opens its dialog (never a link to nowhere). After signing in from the
 * fluency dialog the page stays where it is, now with the member's header.
 */
export function MemberFeatureLinks() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'raceway' | 'fluency' | null>(null);
  const entries = useRef<Record<'raceway' | 'fluency', HTMLButtonElement | null>>({ raceway: null, fluency: null });
  const lastOpened = useRef<'raceway' | 'fluency' | null>(null);
  // Closing puts the focus back on the entry that opened the dialog.
  useEffect(() => {
    if (open !== null) lastOpened.current = open;
    else if (lastOpened.current !== null) entries.current[lastOpened.current]?.focus();
  }, [open]);
  return (
    <section className="member-feature-links" aria-labelledby="member-feature-links-heading" data-testid="member-feature-links">
      <h2 id="member-feature-links-heading">{t('limitDialogs.entryPoints.heading')}</h2>
      <ul>
        <li>
          <button
            type="button"
            ref={(button) => {
              entries.current.raceway = button;
            }}
            className="link-button member-feature-link"
            aria-haspopup="dialog"
            onClick={() => setOpen('raceway')} data-testid="open-games">
            {t('limitDialogs.entryPoints.games')}
          </button>
        </li>
        <li>
          <button
            type="button"
            ref={(button) => {
              entries.current.fluency = button;
            }}
            className="link-button member-feature-link"
            aria-haspopup="dialog"
            onClick={() => setOpen('fluency')} data-testid="open-fluency-zone">
            {t('limitDialogs.entryPoints.fluencyZone')}
          </button>
        </li>
      </ul>
      {open === 'raceway' ? <RacewayLimitDialog onDismiss={() => setOpen(null)} /> : null}
      {open === 'fluency' ? <FluencyZoneDialog onDismiss={() => setOpen(null)} onSignedIn={() => setOpen(null)} /> : null}
    </section>
  );
}
