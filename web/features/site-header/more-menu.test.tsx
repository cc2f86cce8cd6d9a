// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Session } from '../../shared/session/session';
import { parseSession } from '../../shared/session/session-api';
import { desktopLinks, headerNavigationFor, DESKTOP_VISIBLE_LINKS } from './header-links';
import { renderHeader, sessions } from './site-header-fixtures';

afterEach(cleanup);

const siteNav = () => screen.getByTestId('site-nav');
/** The More button, once its chunk has loaded (site-nav.tsx loads it lazily). */
const moreButton = () => screen.findByTestId('nav-more-button');
/** Test ids of the row's links a user can see now (hidden ones are left out). */
const visibleLinks = () =>
  within(siteNav())
    .queryAllByRole('link')
    .map((link) => link.getAttribute('data-testid'));

const everyUserType: [string, Session][] = [
  ...Object.entries(sessions),
  // A teacher who is also a connected parent: Progress Share (with its tooltip) joins the More menu.
  ['teacher with Progress Share', parseSession({ userId: 'u_t', username: 't', displayName: 'T', userType: 4, navigation: { signedIn: true, sharedAnalyticsAccess: true, sparkStudioAccess: true } })],
];

describe('the navigation row and its More menu (issue 32)', () => {
  it.each(everyUserType)('keeps every link of %s reachable: at most four on the row, the rest and Notifications under More', async (_name, session) => {
    renderHeader(session);
    const expected = headerNavigationFor(session).links.map((link) => link.testId);
    const { shown, more } = desktopLinks(headerNavigationFor(session).links);
    expect(shown.length).toBeLessThanOrEqual(DESKTOP_VISIBLE_LINKS);
    expect(visibleLinks().slice(5)).toEqual(shown.map((link) => link.testId));
    if (!session.signedIn) {
      expect(more).toEqual([]);
      expect(screen.queryByTestId('nav-more-button')).not.toBeInTheDocument();
      expect(visibleLinks().slice(5)).toEqual(expected);
      return;
    }
    // More ends the row, after the sub-account menu and the child-membership link.
    const button = await moreButton();
    expect(within(siteNav()).getAllByRole('listitem').at(-1)).toContainElement(button);
    await userEvent.setup().click(button);
    const reachable = visibleLinks().slice(5);
    expect([...reachable].sort()).toEqual([...expected].sort());
    expect(reachable.at(-1)).toBe('nav-link-notifications');
  });

  it('keeps a teacher\'s first four links on the row and her less-used ones under More', async () => {
    renderHeader(sessions.teacher);
    expect(visibleLinks().slice(5)).toEqual(['nav-link-live-classroom', 'nav-link-reports', 'nav-link-quizzes', 'header-live-messages']);
    await userEvent.setup().click(await moreButton());
    expect(within(screen.getByTestId('nav-more-list')).getAllByRole('link').map((link) => link.getAttribute('data-testid'))).toEqual([
      'nav-link-focus-zone',
      'nav-link-roster',
      'nav-link-skill-plans',
      'nav-link-takeoff',
      'nav-link-spark-studio',
      'nav-link-notifications',
    ]);
  });

  it('is a disclosure: aria-expanded and aria-controls on a button, the list hidden until it opens', async () => {
    renderHeader(sessions.teacher);
    const button = await moreButton();
    expect(button).toHaveAccessibleName('More');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(button.getAttribute('aria-controls')!);
    expect(list).toBe(screen.getByTestId('nav-more-list'));
    expect(list).not.toBeVisible();
    await userEvent.setup().click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(list).toBeVisible();
    expect(within(list!).getByTestId('nav-link-roster')).toHaveAttribute('href', '/roster/view');
  });

  it('opens with Enter and Space, Tab walks its links, and Escape closes it with focus back on the button', async () => {
    renderHeader(sessions.teacher);
    const user = userEvent.setup();
    const button = await moreButton();
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByTestId('nav-link-focus-zone')).toHaveFocus();
    await user.tab();
    expect(screen.getByTestId('nav-link-roster')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when focus leaves it, on a press outside, and when a link is followed', async () => {
    renderHeader(sessions.teacher);
    const user = userEvent.setup();
    const button = await moreButton();
    await user.click(button);
    // Shift+Tab back out of the disclosure, past the button.
    await user.tab({ shift: true });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    await user.click(document.body);
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    const roster = screen.getByTestId('nav-link-roster');
    roster.addEventListener('click', (event) => event.preventDefault());
    await user.click(roster);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when another header popover opens, and closes an open one as it opens', async () => {
    const { popovers } = renderHeader(sessions.teacher);
    const user = userEvent.setup();
    await user.click(await moreButton());
    await user.click(screen.getByTestId('user-menu-trigger'));
    expect(await moreButton()).toHaveAttribute('aria-expanded', 'false');
    expect(popovers.getState().open).not.toBeNull();
    await user.click(await moreButton());
    expect(await moreButton()).toHaveAttribute('aria-expanded', 'true');
    expect(popovers.getState().open).toBeNull();
  });
});
