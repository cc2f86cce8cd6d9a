// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderHeader, sessions } from './site-header-fixtures';

afterEach(cleanup);

function setup() {
  const rendered = renderHeader(sessions.teacher);
  const trigger = screen.getByTestId('user-menu-trigger');
  return { ...rendered, trigger, user: userEvent.setup() };
}

describe('user navigation menu', () => {
  it('opens with Enter on the toggle and focuses the first link; Escape closes and focuses the toggle', async () => {
    const { trigger, user } = setup();
    expect(screen.getByTestId('header-user-name')).toHaveTextContent('Ms. Rivera');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('dialog', { name: 'Ms. Rivera' })).toBe(screen.getByTestId('user-menu'));
    expect(screen.getByTestId('user-menu-profile')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('user-menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles with Space on the toggle', async () => {
    const { trigger, user } = setup();
    trigger.focus();
    await user.keyboard(' ');
    expect(screen.getByTestId('user-menu')).toBeInTheDocument();
    trigger.focus();
    await user.keyboard(' ');
    expect(screen.queryByTestId('user-menu')).not.toBeInTheDocument();
  });

  it('keeps Tab within the menu, both ways', async () => {
    const { trigger, user } = setup();
    await user.click(trigger);
    expect(screen.getByTestId('user-menu-profile')).toHaveFocus();
    await user.tab();
    expect(screen.getByTestId('user-menu-notifications')).toHaveFocus();
    await user.tab();
    expect(screen.getByTestId('header-signout')).toHaveFocus();
    await user.tab();
    expect(screen.getByTestId('user-menu-close')).toHaveFocus();
    await user.tab();
    expect(screen.getByTestId('user-menu-profile')).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByTestId('user-menu-close')).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByTestId('header-signout')).toHaveFocus();
  });

  it('closes from the close button and from the mask, giving focus back to the toggle', async () => {
    const { trigger, user } = setup();
    await user.click(trigger);
    await user.click(screen.getByTestId('user-menu-close'));
    expect(screen.queryByTestId('user-menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    await user.click(screen.getByTestId('user-menu-mask'));
    expect(screen.queryByTestId('user-menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('holds the name, profile, notifications and sign out', async () => {
    const { trigger, user, onSignOut, clicks } = setup();
    await user.click(trigger);
    expect(screen.getByText('Signed in as ms.rivera')).toBeInTheDocument();
    expect(screen.getByTestId('user-menu-profile')).toHaveAttribute('href', '/profile');
    expect(screen.getByTestId('user-menu-notifications')).toHaveAttribute('href', '/notifications');
    await user.click(screen.getByTestId('header-signout'));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(clicks.at(-1)).toMatchObject({ module: 'header_user_navigation_menu', button: 'header_sign_out' });
  });

  it('is one of the header popovers: another opening closes it, and opening it closes the other', async () => {
    const { trigger, user, popovers } = setup();
    await user.click(trigger);
    expect(popovers.getState().open).toBe('user-menu');
    // The edition picker opens (e.g. from the keyboard): the user menu closes.
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('edition-picker-button'));
    expect(popovers.getState().open).toBe('edition-picker');
    await user.click(trigger);
    expect(popovers.getState().open).toBe('user-menu');
    expect(screen.queryByTestId('edition-picker-menu')).not.toBeInTheDocument();
  });
});
