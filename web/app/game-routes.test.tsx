// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../shared/http/fake-fetch';
import { createI18n } from '../shared/i18n/i18n-setup';
import { parseSession } from '../shared/session/session-api';
import { FluencyProgressRoute, FluencyZoneRoute } from './game-routes';

// Issue 28: a visitor who opens the fluency zone gets the spec's fluency-zone sign-in dialog
// (§2.16), the practice feature's own, whose form follows §5 and §8.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const visitor = parseSession({ userType: 0, navigation: { signedIn: false, skipToContent: true } });
const wrap = (node: React.ReactNode) => render(<I18nextProvider i18n={createI18n()}>{node}</I18nextProvider>);

describe('the fluency zone for a visitor', () => {
  it('opens the fluency-zone sign-in dialog: description, two bullets, the join link, and both fields required', async () => {
    const fetch = fakeFetch({});
    vi.stubGlobal('fetch', fetch);
    wrap(<FluencyZoneRoute session={visitor} />);
    const dialog = screen.getByRole('dialog', { name: 'Math fluency zone' });
    expect(within(within(dialog).getByTestId('fluency-zone-bullets')).getAllByRole('listitem')).toHaveLength(2);
    expect(within(dialog).getByRole('link', { name: 'Become a member' })).toHaveAttribute('href', '/membership/');
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Username'), 'ava.b');
    await user.click(within(dialog).getByTestId('fluency-zone-signin-submit'));
    expect(within(dialog).getByTestId('fluency-zone-signin-error')).toHaveAttribute('data-action', 'missingCredentials');
    expect(fetch.calls).toEqual([]);
  });

  it('answers a 401 with the invalid-credentials action and clears the password', async () => {
    const fetch = fakeFetch({
      'POST /signin': () => Response.json({ error: 'signin_redesign.signin_form.login_error.server_error' }, { status: 401 }),
    });
    vi.stubGlobal('fetch', fetch);
    wrap(<FluencyProgressRoute session={visitor} path="/fluency-zone/progress/division" />);
    const dialog = screen.getByRole('dialog', { name: 'Math fluency zone' });
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Username'), 'ava.b');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog).getByTestId('fluency-zone-signin-submit'));
    expect(await within(dialog).findByTestId('fluency-zone-signin-error')).toHaveAttribute('data-action', 'invalidCredentials');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('');
    expect(fetch.calls).toEqual(['POST /signin']);
    // Closed, the page offers it again.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Sign in to play' })).toBeInTheDocument();
  });
});
