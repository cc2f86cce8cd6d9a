// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHeader, sessions } from './site-header-fixtures';
import { signInDialogStore } from '../../shared/sign-in-dialogs/sign-in-dialog-requests';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  window.innerWidth = 1024;
});

function setup(session = sessions.student) {
  const rendered = renderHeader(session, { mobileSearch: <input aria-label="Search skills" data-testid="fake-mobile-search" /> });
  return { ...rendered, user: userEvent.setup(), hamburger: screen.getByTestId('hamburger-button'), searchToggle: screen.getByTestId('mobile-search-toggle') };
}

describe('mobile header', () => {
  it('opens the hamburger menu, walks Subjects → a subject’s grades and back', async () => {
    const { user, hamburger } = setup();
    expect(hamburger).toHaveAccessibleName('Menu');
    await user.click(hamburger);
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByTestId('mobile-menu');
    expect(menu).toHaveAttribute('id', hamburger.getAttribute('aria-controls'));
    expect(screen.getByTestId('mobile-nav-link-my-practice')).toBeInTheDocument();
    expect(screen.getByTestId('mobile-nav-link-notifications')).toBeInTheDocument();
    expect(screen.getByTestId('mobile-menu-subjects')).toHaveFocus();
    expect(screen.queryByTestId('mobile-menu-back')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('mobile-menu-subjects'));
    expect(screen.getByTestId('mobile-menu-heading')).toHaveTextContent('Subjects');
    expect(screen.getByTestId('mobile-menu-subject-math')).toHaveFocus();
    await user.click(screen.getByTestId('mobile-menu-subject-ela'));
    expect(screen.getByTestId('mobile-menu-heading')).toHaveTextContent('Language arts');
    expect(screen.getByTestId('mobile-menu-grade-4')).toHaveAttribute('href', '/ela/grade-4');
    expect(screen.getByTestId('mobile-menu-link-ela')).toHaveFocus();

    await user.click(screen.getByTestId('mobile-menu-back'));
    expect(screen.getByTestId('mobile-menu-heading')).toHaveTextContent('Subjects');
    expect(screen.getByTestId('mobile-menu-subject-ela')).toHaveFocus();
    await user.click(screen.getByTestId('mobile-menu-back'));
    expect(screen.queryByTestId('mobile-menu-heading')).not.toBeInTheDocument();
    expect(screen.getByTestId('mobile-menu-subjects')).toHaveFocus();
  });

  it('keeps the menu and the search mutually exclusive', async () => {
    const { user, hamburger, searchToggle } = setup();
    await user.click(hamburger);
    await user.click(searchToggle);
    expect(screen.queryByTestId('mobile-menu')).not.toBeInTheDocument();
    expect(screen.getByTestId('mobile-search-panel')).toBeInTheDocument();
    expect(screen.getByTestId('fake-mobile-search')).toHaveFocus();
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(searchToggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(hamburger);
    expect(screen.queryByTestId('mobile-search-panel')).not.toBeInTheDocument();
    expect(screen.getByTestId('mobile-menu')).toBeInTheDocument();
  });

  it('closes on Escape, giving focus back to the toggle', async () => {
    const { user, hamburger, searchToggle } = setup();
    await user.click(hamburger);
    await user.click(screen.getByTestId('mobile-menu-subjects'));
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('mobile-menu')).not.toBeInTheDocument();
    expect(hamburger).toHaveFocus();
    await user.click(searchToggle);
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('mobile-search-panel')).not.toBeInTheDocument();
    expect(searchToggle).toHaveFocus();
    // The menu reopens at its top level.
    await user.click(hamburger);
    expect(screen.getByTestId('mobile-menu')).toHaveAttribute('data-level', 'top');
  });

  it('closes the other header popovers when a panel opens, and closes when one opens', async () => {
    const { user, hamburger, popovers } = setup();
    popovers.getState().openPopover('live-messages');
    await user.click(hamburger);
    expect(popovers.getState().open).toBeNull();
    act(() => popovers.getState().openPopover('user-menu'));
    expect(screen.queryByTestId('mobile-menu')).not.toBeInTheDocument();
  });

  it('closes on a resize to the desktop layout, debounced by 100 ms', async () => {
    setup();
    fireEvent.click(screen.getByTestId('hamburger-button'));
    vi.useFakeTimers();
    window.innerWidth = 1200;
    fireEvent(window, new Event('resize'));
    act(() => vi.advanceTimersByTime(60));
    fireEvent(window, new Event('resize'));
    act(() => vi.advanceTimersByTime(99));
    expect(screen.getByTestId('mobile-menu')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('mobile-menu')).not.toBeInTheDocument();

    window.innerWidth = 375;
    fireEvent.click(screen.getByTestId('hamburger-button'));
    fireEvent(window, new Event('resize'));
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByTestId('mobile-menu')).toBeInTheDocument();
  });

  it('offers a family child the sub-accounts and the child-membership link', async () => {
    const { user, hamburger, onSignOut } = setup(sessions.child);
    await user.click(hamburger);
    await user.click(screen.getByTestId('mobile-child-membership-link'));
    // The switch-to-parent dialog is asked for; when it closes, focus goes back to the menu button.
    expect(signInDialogStore.getState().request?.dialog).toEqual({ type: 'switchToParent' });
    expect(signInDialogStore.getState().request?.returnFocusTo === hamburger).toBe(true);
    expect(screen.queryByTestId('mobile-menu')).not.toBeInTheDocument();
    await user.click(hamburger);
    await user.click(screen.getByTestId('mobile-menu-accounts'));
    await user.click(screen.getByTestId('mobile-sub-account-joon'));
    expect(signInDialogStore.getState().request?.dialog).toEqual({ type: 'subAccountSignIn', username: 'joon' });
    expect(onSignOut).not.toHaveBeenCalled();
  });
});
