// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import type React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { createSignInDialogStore, openDialog } from '../../shared/sign-in-dialogs/sign-in-dialog-requests';
import { hrefOf, submitLegacyForm, type LegacyDialogModel, type LegacyFormAnswer } from './legacy-dialog-api';
import { LegacyDialog } from './legacy-dialog';
import { clearLegacyDialog, legacyDialogStore, launchLegacyDialog } from './legacy-dialog-store';
import { RenewalReminder } from './renewal-reminder';

afterEach(() => {
  cleanup();
  clearLegacyDialog();
});

const REMINDER: LegacyDialogModel = {
  header: 'Your family membership ends on 3 December 2026',
  body: 'Renew now to keep practising without a break.',
  buttons: [
    { text: 'Not now', handler: 'submit', name: 'choice', value: 'later' },
    { text: 'See membership', handler: 'href=/membership' },
    { text: 'Renew for a year', handler: 'submit', name: 'choice', value: 'renew' },
  ],
  form: { action: '/legacy-dialogs/renewal-reminder', method: 'POST' },
};

function renderDialog(submitForm: (form: NonNullable<LegacyDialogModel['form']>, data: URLSearchParams) => Promise<LegacyFormAnswer>, dialog = REMINDER) {
  const onDismiss = vi.fn();
  const onError = vi.fn();
  render(
    <I18nextProvider i18n={createI18n()}>
      <LegacyDialog dialog={dialog} onDismiss={onDismiss} onError={onError} submitForm={submitForm} />
    </I18nextProvider>,
  );
  return { onDismiss, onError, user: userEvent.setup() };
}

const response = (status: number, body: unknown) =>
  vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('legacy dialog form', () => {
  const form = { action: '/legacy-dialogs/renewal-reminder', method: 'POST' };

  it('posts the form data to the action and answers header and body', async () => {
    const fetchImpl = response(200, { header: 'Membership renewed', body: 'Now until 2027.' });
    await expect(submitLegacyForm(form, new URLSearchParams({ choice: 'renew' }), fetchImpl)).resolves.toEqual({ header: 'Membership renewed', body: 'Now until 2027.' });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/legacy-dialogs/renewal-reminder');
    expect(init.method).toBe('POST');
    expect(String(init.body)).toBe('choice=renew');
  });

  it('an HTTP failure raises "Legacy dialog HTTP error! Status: {status}"', async () => {
    await expect(submitLegacyForm(form, new URLSearchParams(), response(409, { error: 'x' }))).rejects.toThrow('Legacy dialog HTTP error! Status: 409');
  });

  it('an answer without header or body raises an error that closes the dialog', async () => {
    for (const body of [{ header: 'Only a header' }, { body: 'Only a body' }, 'not json']) {
      await expect(submitLegacyForm(form, new URLSearchParams(), response(200, body))).rejects.toMatchObject({ closesDialog: true });
    }
  });

  it('never posts to, or links to, another site', async () => {
    await expect(submitLegacyForm({ action: 'https://evil.example/x', method: 'POST' }, new URLSearchParams(), response(200, {}))).rejects.toThrow('refused');
    expect(hrefOf('href=//evil.example/')).toBeNull();
    expect(hrefOf('href=https://evil.example/')).toBeNull();
    expect(hrefOf('href=/membership')).toBe('/membership');
  });
});

describe('legacy dialog', () => {
  it('shows the header, body and buttons; cancel closes it without a request', async () => {
    const submitForm = vi.fn(async () => ({ header: 'h', body: 'b' }));
    const withCancel: LegacyDialogModel = { ...REMINDER, buttons: [{ text: 'Maybe later', handler: 'cancel' }, ...REMINDER.buttons] };
    const { onDismiss, user } = renderDialog(submitForm, withCancel);
    expect(screen.getByRole('dialog', { name: REMINDER.header })).toHaveTextContent(REMINDER.body);
    expect(screen.getAllByTestId('legacy-dialog-button').map((button) => button.textContent)).toEqual(['Maybe later', 'Not now', 'See membership', 'Renew for a year']);
    expect(screen.getByRole('link', { name: 'See membership' })).toHaveAttribute('href', '/membership');
    await user.click(screen.getByRole('button', { name: 'Maybe later' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(submitForm).not.toHaveBeenCalled();
  });

  it('a submit button with a name and value posts them with the form: "Not now" sends choice=later, "Renew" choice=renew', async () => {
    const posted: string[] = [];
    const submitForm = vi.fn(async (_form: unknown, data: URLSearchParams) => {
      posted.push(data.toString());
      return { header: 'We will remind you later', body: 'We will ask again in a week.' };
    });
    const { onDismiss, user } = renderDialog(submitForm);
    // Only the last submit button is the primary one.
    expect(screen.getByRole('button', { name: 'Renew for a year' })).toHaveClass('button-primary');
    expect(screen.getByRole('button', { name: 'Not now' })).not.toHaveClass('button-primary');
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(await screen.findByTestId('legacy-dialog-header')).toHaveTextContent('We will remind you later');
    expect(posted).toEqual(['choice=later']);
    expect(submitForm).toHaveBeenCalledWith(REMINDER.form, expect.any(URLSearchParams));
    expect(onDismiss).not.toHaveBeenCalled();
    cleanup();
    renderDialog(submitForm);
    await user.click(screen.getByRole('button', { name: 'Renew for a year' }));
    await vi.waitFor(() => expect(posted).toEqual(['choice=later', 'choice=renew']));
  });

  it('submit posts the form and shows the answer, which completes with its button', async () => {
    const submitForm = vi.fn(async () => ({ header: 'Membership renewed', body: 'Your family membership now ends on 3 December 2027.' }));
    const { onDismiss, user } = renderDialog(submitForm);
    await user.click(screen.getByRole('button', { name: 'Renew for a year' }));
    expect(await screen.findByTestId('legacy-dialog-header')).toHaveTextContent('Membership renewed');
    expect(screen.getByTestId('legacy-dialog-body')).toHaveTextContent('now ends on 3 December 2027');
    expect(submitForm).toHaveBeenCalledWith(REMINDER.form, expect.any(URLSearchParams));
    // The answer's own button (the last "Close"; the first is the dialog's × button).
    const closeButtons = screen.getAllByRole('button', { name: 'Close' });
    expect(closeButtons.at(-1)).toHaveAttribute('data-handler', 'complete');
    await user.click(closeButtons.at(-1)!);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('a missing header or body closes the dialog and raises the error', async () => {
    const { onDismiss, onError, user } = renderDialog(() => submitLegacyForm(REMINDER.form!, new URLSearchParams(), response(200, { header: 'no body' })));
    await user.click(screen.getByRole('button', { name: 'Renew for a year' }));
    await vi.waitFor(() => expect(onDismiss).toHaveBeenCalledTimes(1));
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Legacy dialog response is missing its header or body' }));
  });

  it('an HTTP failure keeps the dialog, says it did not work and raises the error', async () => {
    const { onDismiss, onError, user } = renderDialog(() => submitLegacyForm(REMINDER.form!, new URLSearchParams(), response(500, undefined)));
    await user.click(screen.getByRole('button', { name: 'Renew for a year' }));
    expect(await screen.findByTestId('legacy-dialog-error')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Legacy dialog HTTP error! Status: 500' }));
    expect(onDismiss).not.toHaveBeenCalled();
  });
});

describe('renewal reminder', () => {
  const wrap = (node: React.ReactNode) => render(<I18nextProvider i18n={createI18n()}>{node}</I18nextProvider>);

  it('shows a notice whose button launches the server’s dialog through the dialog host', async () => {
    const store = createSignInDialogStore();
    const fetchReminder = vi.fn(async () => REMINDER);
    const launch = (dialog: LegacyDialogModel) => launchLegacyDialog(dialog, (request) => openDialog(request, { store }));
    wrap(<RenewalReminder userId="u_park" fetchReminder={fetchReminder} launch={launch} />);
    expect(await screen.findByTestId('renewal-reminder')).toHaveTextContent(REMINDER.header);
    // Nothing opens by itself.
    expect(store.getState().request).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Renew or review' }));
    expect(store.getState().request?.dialog).toEqual({ type: 'legacyDialog' });
    expect(legacyDialogStore.getState().dialog).toEqual(REMINDER);
  });

  it('asks again when the dialog closes, and shows nothing once there is nothing to remind (204)', async () => {
    const answers: (LegacyDialogModel | null)[] = [REMINDER, null];
    const fetchReminder = vi.fn(async () => answers.shift() ?? null);
    wrap(<RenewalReminder userId="u_park" fetchReminder={fetchReminder} launch={(dialog) => legacyDialogStore.setState({ dialog })} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Renew or review' }));
    act(() => clearLegacyDialog());
    await vi.waitFor(() => expect(fetchReminder).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(screen.queryByTestId('renewal-reminder')).toBeNull());
  });
});
