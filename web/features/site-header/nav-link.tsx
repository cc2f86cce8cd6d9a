import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '../../shared/tooltips/tooltip';
import type { TrackingModule } from '../../shared/tracking/tracking-groups';
import { useTrackHeaderClick } from './header-context';
import type { HeaderLink } from './header-links';

export interface NavLinkProps {
  link: HeaderLink;
  module: TrackingModule;
  /** Overrides the link's test id (the mobile menu prefixes its own). */
  testId?: string;
  /** The link's class: a row link by default, a dropdown item in the More menu. */
  className?: string;
  onFollow?: () => void;
}

/** One header link: tracked, in a new tab when the link says so, with its tooltip if it has one. */
export function NavLink({ link, module, testId = link.testId, className = 'header-link', onFollow }: NavLinkProps) {
  const { t } = useTranslation();
  const track = useTrackHeaderClick(module);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    track(link.button, event);
    onFollow?.();
  };
  const body = (
    <>
      {t(link.labelKey)}
      {link.newTab ? (
        <>
          {' '}
          <span className="visually-hidden">{t('siteHeader.opensInNewTab')}</span>
        </>
      ) : null}
    </>
  );
  const newTab = link.newTab ? { target: '_blank', rel: 'noopener' } : {};
  if (!link.tooltip) {
    return (
      <a className={className} href={link.href} data-testid={testId} data-link-key={link.key} onClick={onClick} {...newTab}>
        {body}
      </a>
    );
  }
  return (
    <Tooltip content={t(link.tooltip.textKey)} showDelayMs={link.tooltip.showDelayMs}>
      {(anchor) => (
        <a
          {...anchor}
          className={className}
          href={link.href}
          data-testid={testId}
          data-link-key={link.key}
          onClick={(event) => {
            anchor.onClick?.(event);
            onClick(event);
          }}
          {...newTab}
        >
          {body}
        </a>
      )}
    </Tooltip>
  );
}

/** Subject and grade links load the page, so the server's focus-session guard sees the move (docs/focus-sessions.md). */
export function stopInAppNavigation(event: MouseEvent<HTMLElement>): void {
  event.stopPropagation();
}
