// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderHeader, sessions } from './site-header-fixtures';

afterEach(cleanup);

const siteNav = () => screen.getByTestId('site-nav');
const navTestIds = () =>
  within(siteNav())
    .queryAllByRole('link')
    .map((link) => link.getAttribute('data-testid'));

describe('site header navigation', () => {
  it('gives a visitor subjects, membership, sign-in and the skip link first — no notifications', () => {
    renderHeader(sessions.visitor);
    const header = screen.getByRole('banner');
    expect(header.querySelector('a')).toHaveAttribute('data-testid', 'skip-to-content');
    expect(screen.getByTestId('skip-to-content')).toHaveAttribute('href', '#main-content');
    expect(navTestIds()).toEqual(['nav-link-math', 'nav-link-ela', 'nav-link-sci', 'nav-link-ss', 'nav-link-spa', 'nav-link-membership']);
    expect(within(screen.getByRole('navigation', { name: 'Account' })).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    expect(screen.queryByTestId('user-menu-trigger')).not.toBeInTheDocument();
  });

  it('gives a teacher their tools and Spark Studio in a new tab', () => {
    renderHeader(sessions.teacher);
    expect(navTestIds()).toEqual([
      'nav-link-math',
      'nav-link-ela',
      'nav-link-sci',
      'nav-link-ss',
      'nav-link-spa',
      'nav-link-live-classroom',
      'header-live-messages',
      'nav-link-focus-zone',
      'nav-link-roster',
      'nav-link-spark-studio',
      'nav-link-notifications',
    ]);
    const spark = screen.getByTestId('nav-link-spark-studio');
    expect(spark).toHaveAttribute('target', '_blank');
    expect(spark).toHaveAttribute('rel', 'noopener');
    expect(spark).toHaveAccessibleName('Spark Studio (opens in a new tab)');
    expect(screen.getByTestId('nav-link-roster')).toHaveAttribute('href', '/roster/view');
    expect(screen.queryByTestId('sub-account-menu')).not.toBeInTheDocument();
  });

  it('gives the navigations distinct names and marks the current subject', () => {
    renderHeader(sessions.student, { currentPath: '/math/grade-4' });
    expect(screen.getAllByRole('navigation').map((nav) => nav.getAttribute('aria-label'))).toEqual(['Account', 'Main']);
    expect(screen.getByTestId('nav-link-math')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByTestId('nav-link-ela')).not.toHaveAttribute('aria-current');
    expect(screen.queryByTestId('nav-link-spark-studio')).not.toBeInTheDocument();
    expect(screen.getByTestId('nav-link-notifications')).toHaveAttribute('href', '/notifications');
  });

  it('tracks header clicks with registered names', async () => {
    const { clicks } = renderHeader(sessions.teacher);
    const user = userEvent.setup();
    const roster = screen.getByTestId('nav-link-roster');
    roster.addEventListener('click', (event) => event.preventDefault());
    await user.click(roster);
    expect(clicks).toEqual([
      expect.objectContaining({ feature: 'site_header', module: 'header_site_nav', button: 'header_roster', clickText: 'Roster' }),
    ]);
    expect(clicks[0]?.clickUrl).toMatch(/\/roster\/view$/);
  });

  it('gives a parent Progress Share and the sub-account menu, which switches to a child after signing out', async () => {
    const { onSignOut } = renderHeader(sessions.parent);
    const user = userEvent.setup();
    expect(screen.getByTestId('nav-link-progress-share')).toHaveTextContent('Progress Share analytics');
    expect(screen.queryByTestId('child-membership-link')).not.toBeInTheDocument();
    const button = screen.getByTestId('sub-account-menu-button');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('sub-account-mina')).toHaveTextContent('Switch to Mina');
    expect(screen.getByTestId('sub-account-joon')).toBeVisible();
    await user.click(screen.getByTestId('sub-account-mina'));
    expect(onSignOut).toHaveBeenCalledWith('/signin?username=mina');
  });

  it('gives a child the child-membership link, whose dialog switches to the parent', async () => {
    const { onSignOut } = renderHeader(sessions.child);
    const user = userEvent.setup();
    expect(screen.queryByTestId('nav-link-progress-share')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('sub-account-menu-button'));
    expect(screen.getByTestId('sub-account-park.family')).toHaveTextContent('Switch to Park Family (parent)');
    await user.keyboard('{Escape}');

    const link = screen.getByTestId('child-membership-link');
    await user.click(link);
    const dialog = await screen.findByTestId('switch-to-parent-dialog');
    expect(within(dialog).getByRole('heading', { name: 'Switch to the parent account' })).toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription(/Membership is managed in the parent account, Park Family/);
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByTestId('switch-to-parent-dialog')).not.toBeInTheDocument();
    expect(link).toHaveFocus();

    await user.click(link);
    await user.click(within(await screen.findByTestId('switch-to-parent-dialog')).getByTestId('switch-to-parent-approve'));
    expect(onSignOut).toHaveBeenCalledWith('/signin?username=park.family');
  });

  it('shows nothing of the navigation while the session loads, but the skip link', () => {
    renderHeader(null);
    expect(screen.getByTestId('skip-to-content')).toBeInTheDocument();
    expect(screen.queryByTestId('site-nav')).not.toBeInTheDocument();
    expect(screen.queryByTestId('header-signin')).not.toBeInTheDocument();
  });
});
