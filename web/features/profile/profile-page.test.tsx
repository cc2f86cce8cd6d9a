// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../shared/http/http-error';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { profilePreferencesStore } from '../../shared/profile-preferences/profile-preferences-store';
import { autosaveErrorKey } from './autosave-errors';
import type { ProfileApi, ProfileData } from './profile-api';
import { ProfilePage } from './profile-page';

beforeEach(() => {
  window.localStorage.clear();
  window.dataLayer = [];
});
afterEach(cleanup);

const teacher: ProfileData = {
  values: {
    subjects: ['math'],
    email: 'rosa@maple.example.org',
    firstName: 'Rosa',
    lastName: 'Rivera',
    displayName: 'Ms. Rivera',
    timezone: 'America/New_York',
    school: '',
    state: '',
    country: '',
    grade: null,
    profileIcon: 'fox',
    hideTimer: false,
    hideGradeLevels: false,
    hideGames: false,
    hideScratchpad: false,
    enableAudio: true,
    editLanguage: 'en',
    emailCertificate: true,
    emailSummary: true,
    emailPromo: false,
    emailWeeklyBoost: true,
  },
  editableFields: ['subjects', 'email', 'firstName', 'lastName', 'displayName', 'timezone', 'school', 'state', 'country', 'profileIcon', 'hideTimer', 'hideGradeLevels', 'hideGames', 'hideScratchpad', 'enableAudio', 'editLanguage', 'emailCertificate', 'emailSummary', 'emailPromo', 'emailWeeklyBoost'],
  family: [],
  children: [],
};

function renderPage(api: ProfileApi, reload = vi.fn()) {
  render(
    <I18nextProvider i18n={createI18n()}>
      <ProfilePage api={api} reload={reload} />
    </I18nextProvider>,
  );
  return reload;
}

describe('Profile & Settings', () => {
  it('shows only the fields of the role (no grade or secret word for a teacher) and no excluded icon', async () => {
    renderPage({ fetchProfile: async () => teacher, saveField: vi.fn() });
    expect(await screen.findByTestId('profile-firstName')).toHaveValue('Rosa');
    expect(screen.queryByTestId('profile-grade')).toBeNull();
    expect(screen.queryByTestId('profile-secretWord')).toBeNull();
    expect(screen.getByTestId('profile-profileIcon-fox')).toBeChecked();
    for (const excluded of ['person-2', 'person-5', 'flower-2', 'flower-4']) expect(screen.queryByTestId(`profile-profileIcon-${excluded}`)).toBeNull();
  });

  it('saves a field on its own when it changes: Saving…, then Saved; a saved preference reaches the other pages', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    const saveField = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    renderPage({ fetchProfile: async () => teacher, saveField });
    await user.click(await screen.findByTestId('profile-hideTimer'));
    expect(saveField).toHaveBeenCalledWith('hideTimer', true, {});
    const status = screen.getByTestId('profile-hideTimer').closest('[data-field]')!.querySelector('[data-testid="profile-status"]')!;
    expect(status).toHaveAttribute('data-state', 'PENDING');
    expect(status).toHaveTextContent('Saving…');
    release();
    await waitFor(() => expect(status).toHaveAttribute('data-state', 'SUCCESS'));
    expect(status).toHaveTextContent('Saved');
    expect(profilePreferencesStore.getState().preferences.hideTimer).toBe(true);
  });

  it('hideGames reaches the other pages at once; a parent hides games for each child (issue 28)', async () => {
    const user = userEvent.setup();
    const saveField = vi.fn(async () => undefined);
    const parent: ProfileData = {
      ...teacher,
      editableFields: teacher.editableFields.filter((field) => field !== 'subjects' && field !== 'school'),
      family: [{ userId: 'u_park', username: 'park.family' }, { userId: 'u_mina', username: 'mina' }, { userId: 'u_joon', username: 'joon' }],
      children: [
        { userId: 'u_mina', username: 'mina', hideGames: true },
        { userId: 'u_joon', username: 'joon', hideGames: false },
      ],
    };
    renderPage({ fetchProfile: async () => parent, saveField });
    expect(await screen.findByRole('heading', { name: 'Your children' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Hide games for mina' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Hide games for joon' }));
    expect(saveField).toHaveBeenLastCalledWith('hideGames', true, { forUserId: 'u_joon' });
    // The parent's own setting is not the child's.
    await waitFor(() => expect(screen.getByTestId('profile-hideGames-joon').closest('[data-field]')!.querySelector('[data-testid="profile-status"]')).toHaveAttribute('data-state', 'SUCCESS'));
    expect(profilePreferencesStore.getState().preferences.hideGames).toBe(false);
    await user.click(screen.getByTestId('profile-hideGames'));
    expect(saveField).toHaveBeenLastCalledWith('hideGames', true, {});
    await waitFor(() => expect(profilePreferencesStore.getState().preferences.hideGames).toBe(true));
    profilePreferencesStore.getState().update({ hideGames: false });
  });

  it('a text field saves when it loses the focus, and only if it changed', async () => {
    const user = userEvent.setup();
    const saveField = vi.fn(async () => undefined);
    renderPage({ fetchProfile: async () => teacher, saveField });
    const field = await screen.findByTestId('profile-lastName');
    await user.click(field);
    await user.tab();
    expect(saveField).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, 'Rivers');
    await user.tab();
    expect(saveField).toHaveBeenCalledWith('lastName', 'Rivers', {});
  });

  it('a refusal is stored under the field’s key, reloads the first time, is tracked, and shows after the reload', async () => {
    const user = userEvent.setup();
    const api: ProfileApi = { fetchProfile: async () => teacher, saveField: vi.fn(async () => Promise.reject(new HttpError(400, 'profile.invalid_email'))) };
    const reload = renderPage(api);
    const email = await screen.findByTestId('profile-email');
    await user.clear(email);
    await user.type(email, 'rosa@maple');
    await user.tab();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(JSON.parse(window.localStorage.getItem(autosaveErrorKey('email'))!)).toMatchObject({ message: 'profile.invalid_email' });
    expect(window.dataLayer).toEqual([{ event: 'profile_autosave_error', field: 'email', error_message: 'profile.invalid_email' }]);

    cleanup(); // the reload
    const again = renderPage(api);
    const status = (await screen.findByTestId('profile-email')).closest('[data-field]')!.querySelector('[data-testid="profile-status"]')!;
    expect(status).toHaveTextContent('Not saved: Enter a valid email address');
    await user.type(screen.getByTestId('profile-email'), 'x');
    await user.tab();
    await waitFor(() => expect(window.dataLayer).toHaveLength(2));
    expect(again).not.toHaveBeenCalled(); // the same message again: no second reload
  });
});
