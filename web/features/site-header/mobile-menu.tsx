import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { GRADES, landingPagePath, SUBJECTS } from '../../../events/curriculum';
import { gradeLabel } from '../../shared/i18n/grade-label';
import { HEADER_ACTIONS, TRACKING_MODULES } from '../../shared/tracking/tracking-groups';
import type { FamilyAccount } from './family-accounts';
import { useTrackHeaderClick } from './header-context';
import type { HeaderNavigation } from './header-links';
import type { MobileMenuLevel } from './mobile-header-machine';
import { NavLink, stopInAppNavigation } from './nav-link';

export interface MobileMenuProps {
  id: string;
  level: MobileMenuLevel | null;
  navigation: HeaderNavigation;
  familyAccounts: FamilyAccount[];
  onOpenList(level: MobileMenuLevel): void;
  onBack(): void;
  /** A link or action was chosen: the menu closes. */
  onDone(): void;
  onSwitchAccount(username: string | null): void;
  onChildMembership(opener: HTMLElement): void;
}

/**
 * The hamburger menu's content (spec §2.6): one list at a time — the top
 * level, Subjects, a subject's grades, Switch account — each nested list with
 * a Back button. Focus moves into a list when it opens and back to the item
 * that opened it on Back.
 */
export function MobileMenu(props: MobileMenuProps) {
  const { id, level, navigation, familyAccounts, onOpenList, onBack, onDone } = props;
  const { t } = useTranslation();
  const track = useTrackHeaderClick(TRACKING_MODULES.headerMobileMenu);
  const panel = useRef<HTMLElement>(null);
  const openers = useRef<string[]>([]);
  const focusNext = useRef<string | null>('first');

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === null || !panel.current) return;
    const element =
      target === 'first'
        ? panel.current.querySelector<HTMLElement>('ul a[href], ul button')
        : panel.current.querySelector<HTMLElement>(`[data-testid="${target}"]`);
    element?.focus();
  }, [level]);

  const open = (next: MobileMenuLevel, openerTestId: string) => {
    openers.current.push(openerTestId);
    focusNext.current = 'first';
    onOpenList(next);
  };
  const back = () => {
    focusNext.current = openers.current.pop() ?? 'first';
    onBack();
  };
  const opener = (testId: string, label: string, next: MobileMenuLevel) => (
    <button type="button" className="mobile-menu-item mobile-menu-opener" data-testid={testId} onClick={() => open(next, testId)}>
      {label}
      <span aria-hidden="true"> ›</span>
    </button>
  );

  let heading: string | null = null;
  let items;
  if (level === null) {
    items = (
      <>
        <li>{opener('mobile-menu-subjects', t('siteHeader.subjects'), { kind: 'subjects' })}</li>
        {navigation.links.map((link) => (
          <li key={link.key}>
            <NavLink link={link} module={TRACKING_MODULES.headerMobileMenu} testId={`mobile-${link.testId}`} onFollow={onDone} />
          </li>
        ))}
        {navigation.subAccountMenu ? <li>{opener('mobile-menu-accounts', t('siteHeader.subAccounts.button'), { kind: 'accounts' })}</li> : null}
        {navigation.childMembershipLink ? (
          <li>
            <button
              type="button"
              className="mobile-menu-item"
              aria-haspopup="dialog"
              data-testid="mobile-child-membership-link"
              onClick={(event) => {
                track(HEADER_ACTIONS.headerChildMembership, event);
                props.onChildMembership(event.currentTarget);
              }}
            >
              {t('siteHeader.links.childMembership')}
            </button>
          </li>
        ) : null}
      </>
    );
  } else if (level.kind === 'subjects') {
    heading = t('siteHeader.subjects');
    items = SUBJECTS.map((subject) => (
      <li key={subject}>{opener(`mobile-menu-subject-${subject}`, t(`curriculum.subject.${subject}`), { kind: 'grades', subject })}</li>
    ));
  } else if (level.kind === 'grades') {
    const subjectName = t(`curriculum.subject.${level.subject}`);
    heading = subjectName;
    const pageLink = (href: string, testId: string, label: string, button: typeof HEADER_ACTIONS.headerSubjectLink | typeof HEADER_ACTIONS.headerGradeLink) => (
      <a
        className="mobile-menu-item"
        href={href}
        data-testid={testId}
        onClick={(event) => {
          track(button, event);
          stopInAppNavigation(event);
          onDone();
        }}
      >
        {label}
      </a>
    );
    items = (
      <>
        <li>{pageLink(landingPagePath(level.subject), `mobile-menu-link-${level.subject}`, t('siteHeader.mobile.allOf', { subject: subjectName }), HEADER_ACTIONS.headerSubjectLink)}</li>
        {GRADES.map((grade) => (
          <li key={grade}>
            {pageLink(landingPagePath(level.subject, grade), `mobile-menu-grade-${grade}`, t(...gradeLabel(grade)), HEADER_ACTIONS.headerGradeLink)}
          </li>
        ))}
      </>
    );
  } else {
    heading = t('siteHeader.subAccounts.button');
    const accounts = familyAccounts.length === 0 ? [null] : familyAccounts;
    items = accounts.map((account) => (
      <li key={account?.username ?? 'other'}>
        <button
          type="button"
          className="mobile-menu-item"
          data-testid={`mobile-sub-account-${account?.username ?? 'other'}`}
          onClick={(event) => {
            track(HEADER_ACTIONS.headerSwitchesSubAccount, event);
            onDone();
            props.onSwitchAccount(account?.username ?? null);
          }}
        >
          {account === null
            ? t('siteHeader.subAccounts.otherAccount')
            : t(account.isParent ? 'siteHeader.subAccounts.switchToParent' : 'siteHeader.subAccounts.switchTo', { name: account.displayName })}
        </button>
      </li>
    ));
  }

  return (
    <nav ref={panel} id={id} className="mobile-menu" aria-label={t('siteHeader.mobile.menuLabel')} data-testid="mobile-menu" data-level={level?.kind ?? 'top'}>
      {level !== null ? (
        <div className="mobile-menu-level-head">
          <button type="button" className="mobile-menu-back" data-testid="mobile-menu-back" onClick={back}>
            <span aria-hidden="true">‹ </span>
            {t('siteHeader.mobile.back')}
          </button>
          <h2 className="mobile-menu-heading" data-testid="mobile-menu-heading">
            {heading}
          </h2>
        </div>
      ) : null}
      {level?.kind === 'accounts' ? <p className="header-dropdown-note">{t('siteHeader.subAccounts.note')}</p> : null}
      <ul className="mobile-menu-list">{items}</ul>
    </nav>
  );
}
