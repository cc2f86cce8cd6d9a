// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { parseSession } from '../../shared/session/session-api';
import { createSessionStore } from '../../shared/session/session-store';
import { createSignInDialogStore, openDialog } from '../../shared/sign-in-dialogs/sign-in-dialog-requests';
import { SignInDialogHost } from './dialog-host';

const family = [
  { username: 'park.family', displayName: 'Park Family', isParent: true, isSecretWordRequired: false, avatarUrl: null, subAccountEncryptedLogin: 'enc-parent' },
  { username: 'joon', displayName: 'Joon', isParent: false, isSecretWordRequired: false, avatarUrl: null, subAccountEncryptedLogin: 'enc-joon' },
  { username: 'mina', displayName: 'Mina', isParent: false, isSecretWordRequired: true, avatarUrl: null, subAccountEncryptedLogin: 'enc-mina' },
];
const child = parseSession({ userId: 'u_mina', username: 'mina', displayName: 'Mina', userType: 12, navigation: { signedIn: true }, subAccounts: family });
const parent = parseSession({ userId: 'u_park', username: 'park.family', displayName: 'Park Family', userType: 11, navigation: { signedIn: true }, subAccounts: family });

const posted: { url: string; body: unknown }[] = [];
beforeEach(() => {
  posted.length = 0;
  window.dataLayer = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
    posted.push({ url, body });
    if (body.secretWord === 'wrong') return Response.json({ error: 'secret_word_form.error.incorrect' }, { status: 401 });
    return Response.json({ debugId: 'd1', userKind: 'PARENT' });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderHost(session: typeof child) {
  const sessionStore = createSessionStore({ fetchSession: async () => session, signIn: async () => undefined, signOut: async () => undefined });
  const dialogStore = createSignInDialogStore();
  const onAccountSwitched = vi.fn();
  render(
    <I18nextProvider i18n={createI18n()}>
      <SignInDialogHost sessionStore={sessionStore} dialogStore={dialogStore} onAccountSwitched={onAccountSwitched} />
    </I18nextProvider>,
  );
  return { sessionStore, dialogStore, onAccountSwitched, user: userEvent.setup() };
}

describe('the sign-in dialog host', () => {
  it('opens a request made before it was there (its chunk loads after the page), once: mounted again, it does not reopen it', async () => {
    const sessionStore = createSessionStore({ fetchSession: async () => parent, signIn: async () => undefined, signOut: async () => undefined });
    const dialogStore = createSignInDialogStore();
    openDialog({ type: 'forgotUsername' }, { store: dialogStore });
    const host = () => (
      <I18nextProvider i18n={createI18n()}>
        <SignInDialogHost sessionStore={sessionStore} dialogStore={dialogStore} onAccountSwitched={() => undefined} />
      </I18nextProvider>
    );
    const first = render(host());
    await vi.waitFor(() => expect(dialogStore.getState().openDialogType).toBe('forgotUsername'));
    first.unmount();
    render(host());
    await act(async () => undefined);
    expect(dialogStore.getState().openDialogType).toBeNull();
  });

  it('a child switches to the parent: switch-to-parent → approve → the parent avatar → the parent’s password', async () => {
    const { sessionStore, dialogStore, onAccountSwitched, user } = renderHost(child);
    await act(() => sessionStore.getState().loadSession());
    act(() => openDialog({ type: 'switchToParent' }, { store: dialogStore }));
    expect(await screen.findByTestId('switch-to-parent-dialog')).toHaveAccessibleDescription(/Park Family/);
    expect(dialogStore.getState().openDialogType).toBe('switchToParent');
    await user.click(screen.getByTestId('switch-to-parent-approve'));
    await user.click(await screen.findByTestId('parent-avatar-button'));
    await user.type(screen.getByTestId('parent-password'), 'classroom{Enter}');
    await vi.waitFor(() => expect(onAccountSwitched).toHaveBeenCalledTimes(1));
    expect(posted).toEqual([{ url: '/signin/sub-account', body: { subAccountEncryptedLogin: 'enc-parent', password: 'classroom' } }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(dialogStore.getState().openDialogType).toBeNull();
  });

  it('a parent picks mina: the secret word is asked for — blank, then wrong, then right', async () => {
    const { sessionStore, dialogStore, onAccountSwitched, user } = renderHost(parent);
    await act(() => sessionStore.getState().loadSession());
    act(() => openDialog({ type: 'subAccountSignIn', username: 'mina' }, { store: dialogStore }));
    expect(await screen.findByTestId('sub-account-option-mina')).toBeChecked();
    expect(screen.getByTestId('sub-account-option-park.family')).toBeDisabled();
    await user.click(screen.getByTestId('sub-account-continue'));
    await user.click(await screen.findByTestId('secret-word-submit'));
    expect(screen.getByTestId('sub-account-error')).toHaveTextContent('Please enter the secret word.');
    expect(posted).toEqual([]);
    await user.type(screen.getByTestId('secret-word-input'), 'wrong{Enter}');
    expect(await screen.findByText("That isn't the right secret word. Please try again.")).toBeInTheDocument();
    await user.type(screen.getByTestId('secret-word-input'), 'sunflower{Enter}');
    await vi.waitFor(() => expect(onAccountSwitched).toHaveBeenCalledTimes(1));
    expect(posted.at(-1)).toEqual({ url: '/signin/sub-account', body: { subAccountEncryptedLogin: 'enc-mina', secretWord: 'sunflower' } });
  });

  it('joon signs in without a secret word; the label of a long username shrinks', async () => {
    const long = { ...family[1]!, username: 'joon.the.younger' };
    const { sessionStore, dialogStore, onAccountSwitched, user } = renderHost(parseSession({ ...parent, userId: 'u_park', navigation: { signedIn: true }, subAccounts: [family[0], long, family[2]] }));
    await act(() => sessionStore.getState().loadSession());
    act(() => openDialog({ type: 'subAccountSignIn' }, { store: dialogStore }));
    expect(await screen.findByTestId('sub-account-name-joon.the.younger')).toHaveClass('sub-account-name--long');
    expect(screen.getByTestId('sub-account-name-mina')).not.toHaveClass('sub-account-name--long');
    await user.click(screen.getByText('joon.the.younger'));
    await user.click(screen.getByTestId('sub-account-continue'));
    await vi.waitFor(() => expect(onAccountSwitched).toHaveBeenCalledTimes(1));
    expect(posted).toEqual([{ url: '/signin/sub-account', body: { subAccountEncryptedLogin: 'enc-joon' } }]);
  });

  it('a child who forgot the secret word is told to ask the parent, and returns to the sub-account dialog', async () => {
    const { sessionStore, dialogStore, user } = renderHost(parseSession({ ...child, userId: 'u_joon', username: 'joon', navigation: { signedIn: true }, subAccounts: family }));
    await act(() => sessionStore.getState().loadSession());
    act(() => openDialog({ type: 'subAccountSignIn', username: 'mina' }, { store: dialogStore }));
    await user.click(await screen.findByTestId('sub-account-continue'));
    await user.click(await screen.findByTestId('forgot-secret-word'));
    expect(await screen.findByTestId('secret-word-child-notice')).toHaveTextContent('Ask your parent');
    await user.click(screen.getByTestId('secret-word-child-notice-ok'));
    expect(await screen.findByTestId('secret-word-input')).toBeInTheDocument();
  });
});
