import { lazy, Suspense, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { landingPagePath, parseLandingPagePath, SUBJECTS } from '../../../events/curriculum';
import { HEADER_ACTIONS, TRACKING_MODULES } from '../../shared/tracking/tracking-groups';
import type { FamilyAccount } from './family-accounts';
import { closeOpenHeaderPopover, useHeaderServices, useTrackHeaderClick } from './header-context';
import { desktopLinks, type HeaderNavigation } from './header-links';
import { NavLink, stopInAppNavigation } from './nav-link';

import { SubAccountMenu } from './sub-account-menu';

/**
 * Issues 32/33: only a signed-in user's row has a More menu, so it is a chunk of its own, out of the first
 * visit's scripts (a visitor's home, which has none). It ends the row: nothing moves when it arrives.
 */
const MoreMenu = lazy(async () => ({ default: (await import('./more-menu')).MoreMenu }));

export interface SiteNavProps {
  navigation: HeaderNavigation;
  currentPath: string;
  familyAccounts: FamilyAccount[];
  onSwitchAccount(username: string | null): void;
  /** The child-membership link was chosen; `opener` gets focus back when the dialog closes. */
  onChildMembership(opener: HTMLElement): void;
}

/**
 * The desktop navigation (1014px and wider), one line: subjects, the user
 * type's links (header-links.ts: four at most), the sub-account menu, the
 * child-membership link, then "More" with the other links and Notifications.
 * The current subject is marked (`aria-current`).
 */
export function SiteNav({ navigation, currentPath, familyAccounts, onSwitchAccount, onChildMembership }: SiteNavProps) {
  const { t } = useTranslation();
  const track = useTrackHeaderClick(TRACKING_MODULES.headerSiteNav);
  const { popovers } = useHeaderServices();
  const currentSubject = parseLandingPagePath(currentPath);
  const { shown, more } = desktopLinks(navigation.links);
  return (
    <nav className="site-nav" aria-label={t('siteHeader.mainNavigation')} data-testid="site-nav">
      <ul className="site-nav-list">
        {SUBJECTS.map((subject) => {
          const href = landingPagePath(subject);
          const current = currentSubject?.subject === subject ? (currentSubject.grade === null ? 'page' : 'true') : undefined;
          return (
            <li key={subject}>
              <a
                className="header-link header-link-subject"
                href={href}
                data-testid={`nav-link-${subject}`}
                aria-current={current}
                onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                  track(HEADER_ACTIONS.headerSubjectLink, event);
                  stopInAppNavigation(event);
                }}
              >
                {t(`curriculum.subject.${subject}`)}
              </a>
            </li>
          );
        })}
        {shown.map((link) => (
          <li key={link.key}>
            <NavLink link={link} module={TRACKING_MODULES.headerSiteNav} />
          </li>
        ))}
        {navigation.subAccountMenu ? (
          <li>
            <SubAccountMenu accounts={familyAccounts} onSwitch={onSwitchAccount} />
          </li>
        ) : null}
        {navigation.childMembershipLink ? (
          <li>
            <button
              type="button"
              className="header-link header-link-button"
              aria-haspopup="dialog"
              data-testid="child-membership-link"
              onClick={(event) => {
                track(HEADER_ACTIONS.headerChildMembership, event);
                onChildMembership(event.currentTarget);
              }}
            >
              {t('siteHeader.links.childMembership')}
            </button>
          </li>
        ) : null}
        {more.length > 0 ? (
          <li>
            <Suspense fallback={null}>
              <MoreMenu
                links={more}
                onOpen={() => closeOpenHeaderPopover(popovers)}
                renderLink={(link, onFollow) => (
                  <NavLink link={link} module={TRACKING_MODULES.headerSiteNav} className="header-dropdown-item" onFollow={onFollow} />
                )}
              />
            </Suspense>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
