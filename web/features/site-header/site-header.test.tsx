// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { signInDialogStore } from '../../shared/sign-in-dialogs/sign-in-dialog-requests';
import { renderHeader, sessions } from './site-header-fixtures';

/** The sign-in dialog the header asked for (the dialog host, placed by the layout, opens it). */
const requestedDialog = () => signInDialogStore.getState().request;

afterEach(cleanup);

const siteNav = () => screen.getByTestId('site-nav');
const navTestIds = () =>
  within(siteNav())
    .queryAllByRole('link')
    .map((link) => link.getAttribute('data-testid'));

describe('site header navigation', () => {
  it('names the product in full, with a short mark for phones that screen readers skip (issue 34)', () => {
    renderHeader(sessions.visitor);
    const home = screen.getByRole('link', { name: 'Live Classroom' });
    expect(home).toBe(screen.getByTestId('product-name'));
    expect(home.querySelector('.product-name-full')).toHaveTextContent('Live Classroom');
    expect(home.querySelector('.product-name-short')).toHaveTextContent('LC');
    expect(home.querySelector('.product-name-short')).toHaveAttribute('aria-hidden', 'true');
    // Named by its text, not an aria-label that would differ from the visible mark on phones.
    expect(home).not.toHaveAttribute('aria-label');
  });

  it('gives a visitor subjects, membership, sign-in and the skip link first — no notifications', () => {
    renderHeader(sessions.visitor);
    const header = screen.getByRole('banner');
    expect(header.querySelector('a')).toHaveAttribute('data-testid', 'skip-to-content');
    expect(screen.getByTestId('skip-to-content')).toHaveAttribute('href', '#main-content');
    expect(navTestIds()).toEqual(['nav-link-math', 'nav-link-ela', 'nav-link-sci', 'nav-link-ss', 'nav-link-spa', 'nav-link-membership']);
    // Sign in is the quick form's submit (issue 13): with its fields empty it asks for the sign-in dialog.
    expect(within(screen.getByRole('navigation', { name: 'Account' })).getByRole('button', { name: 'Sign in' })).toHaveAttribute('data-testid', 'header-signin');
    expect(screen.queryByTestId('user-menu-trigger')).not.toBeInTheDocument();
  });

  it('gives a teacher their tools, the less-used ones and Spark Studio (in a new tab) under More (issue 32)', async () => {
    renderHeader(sessions.teacher);
    expect(navTestIds()).toEqual([
      'nav-link-math',
      'nav-link-ela',
      'nav-link-sci',
      'nav-link-ss',
      'nav-link-spa',
      'nav-link-live-classroom',
      'nav-link-reports',
      'nav-link-quizzes',
      'header-live-messages',
    ]);
    await userEvent.setup().click(await screen.findByTestId('nav-more-button'));
    expect(navTestIds().slice(9)).toEqual([
      'nav-link-focus-zone',
      'nav-link-roster',
      'nav-link-skill-plans',
      'nav-link-takeoff',
      'nav-link-spark-studio',
      'nav-link-notifications',
    ]);
    // The pages, not the JSON calls of the same names.
    expect(screen.getByTestId('nav-link-quizzes')).toHaveAttribute('href', '/teacher/quizzes');
    expect(screen.getByTestId('nav-link-skill-plans')).toHaveAttribute('href', '/classes/skill-plans');
    expect(screen.getByTestId('nav-link-takeoff')).toHaveAttribute('href', '/classes/takeoff');
    const spark = screen.getByTestId('nav-link-spark-studio');
    expect(spark).toHaveAttribute('target', '_blank');
    expect(spark).toHaveAttribute('rel', 'noopener');
    expect(spark).toHaveAccessibleName('Spark Studio (opens in a new tab)');
    expect(screen.getByTestId('nav-link-roster')).toHaveAttribute('href', '/roster/view');
    expect(screen.queryByTestId('sub-account-menu')).not.toBeInTheDocument();
  });

  it('gives the navigations distinct names and marks the current subject', async () => {
    renderHeader(sessions.student, { currentPath: '/math/grade-4' });
    expect(screen.getAllByRole('navigation').map((nav) => nav.getAttribute('aria-label'))).toEqual(['Account', 'Main']);
    expect(screen.getByTestId('nav-link-math')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByTestId('nav-link-ela')).not.toHaveAttribute('aria-current');
    expect(screen.queryByTestId('nav-link-spark-studio')).not.toBeInTheDocument();
    // Issue 32: under More, whose chunk loads with the signed-in header.
    expect(await screen.findByTestId('nav-link-notifications')).toHaveAttribute('href', '/notifications');
  });

  it('tracks header clicks with registered names', async () => {
    const { clicks } = renderHeader(sessions.teacher);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('nav-more-button'));
    const roster = screen.getByTestId('nav-link-roster');
    roster.addEventListener('click', (event) => event.preventDefault());
    await user.click(roster);
    expect(clicks).toEqual([
      expect.objectContaining({ feature: 'site_header', module: 'header_site_nav', button: 'header_roster', clickText: 'Roster' }),
    ]);
    expect(clicks[0]?.clickUrl).toMatch(/\/roster\/view$/);
  });

  it('gives a parent Progress Share and the sub-account menu, which opens the sub-account sign-in for a child', async () => {
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
    expect(requestedDialog()?.dialog).toEqual({ type: 'subAccountSignIn', username: 'mina' });
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it('gives a child the child-membership link, which opens the switch-to-parent dialog', async () => {
    renderHeader(sessions.child);
    const user = userEvent.setup();
    expect(screen.queryByTestId('nav-link-progress-share')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('sub-account-menu-button'));
    expect(screen.getByTestId('sub-account-park.family')).toHaveTextContent('Switch to Park Family (parent)');
    await user.keyboard('{Escape}');

    const link = screen.getByTestId('child-membership-link');
    await user.click(link);
    // The dialog itself is the sign-in feature's (web/features/sign-in/dialog-host.test.tsx); focus returns to the link.
    expect(requestedDialog()?.dialog).toEqual({ type: 'switchToParent' });
    expect(requestedDialog()?.returnFocusTo === link).toBe(true);
  });

  it('shows nothing of the navigation while the session loads, but the skip link', () => {
    renderHeader(null);
    expect(screen.getByTestId('skip-to-content')).toBeInTheDocument();
    expect(screen.queryByTestId('site-nav')).not.toBeInTheDocument();
    expect(screen.queryByTestId('header-signin')).not.toBeInTheDocument();
  });
});
