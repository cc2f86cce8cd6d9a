// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { clearLegacyDialog, launchLegacyDialog } from '../features/legacy-dialog/legacy-dialog-store';
import { SignInDialogHost } from '../features/sign-in/dialog-host';
import { createI18n } from '../shared/i18n/i18n-setup';
import { createSessionStore } from '../shared/session/session-store';
import { createSignInDialogStore, openDialog } from '../shared/sign-in-dialogs/sign-in-dialog-requests';
import { credentialDialogs, renderLegacyDialog } from './account-recovery-dialogs';

afterEach(() => {
  cleanup();
  clearLegacyDialog();
});

describe('the legacy dialog composed into the sign-in dialog host (app-root wiring)', () => {
  it('a launched legacy dialog stays open in the host until dismissed', async () => {
    const sessionStore = createSessionStore({ fetchSession: async () => null as never, signIn: async () => undefined, signOut: async () => undefined });
    const dialogStore = createSignInDialogStore();
    render(
      <I18nextProvider i18n={createI18n()}>
        <SignInDialogHost sessionStore={sessionStore} dialogStore={dialogStore} credentialDialogs={credentialDialogs} renderLegacyDialog={renderLegacyDialog} onAccountSwitched={() => undefined} />
      </I18nextProvider>,
    );
    act(() => launchLegacyDialog({ header: 'Renew soon', body: 'Your membership ends next week.', buttons: [] }, (request) => openDialog(request, { store: dialogStore })));
    expect(await screen.findByTestId('legacy-dialog-header')).toHaveTextContent('Renew soon');
    expect(dialogStore.getState().openDialogType).toBe('legacyDialog');
    await userEvent.setup().click(screen.getByTestId('legacy-dialog-close'));
    expect(screen.queryByTestId('legacy-dialog')).not.toBeInTheDocument();
    expect(dialogStore.getState().openDialogType).toBe(null);
  });
});
