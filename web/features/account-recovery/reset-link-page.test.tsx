// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../shared/http/http-error';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { INVALID_TOKEN_KEY, type ResetApi, type ResetKind, type ResetLink } from './reset-api';
import { ResetLinkPage } from './reset-link-page';
import { newValueError } from './reset-machine';

afterEach(cleanup);

const invalidToken = () => new HttpError(400, INVALID_TOKEN_KEY);

function fakeApi(link: ResetLink | HttpError, reset: ResetApi['reset'] = async () => ({ username: 'ms.rivera' })) {
  return {
    checkLink: vi.fn(async () => {
      if (link instanceof HttpError) throw link;
      return link;
    }),
    reset: vi.fn(reset),
  } satisfies ResetApi;
}

function renderPage(kind: ResetKind, token: string, api: ResetApi) {
  render(
    <I18nextProvider i18n={createI18n()}>
      <ResetLinkPage kind={kind} token={token} api={api} />
    </I18nextProvider>,
  );
  return userEvent.setup();
}

describe('new value checks', () => {
  it('a password has 8 to 128 characters and is typed the same twice; a secret word is not blank and at most 64', () => {
    expect(newValueError('PASSWORD', 'short', 'short')).toBe('credential_request.reset.password_too_short');
    expect(newValueError('PASSWORD', 'x'.repeat(129), 'x'.repeat(129))).toBe('credential_request.reset.password_too_long');
    expect(newValueError('PASSWORD', 'long enough', 'long enougH')).toBe('accountRecovery.resetPassword.mismatch');
    expect(newValueError('PASSWORD', '12345678', '12345678')).toBeNull();
    expect(newValueError('PASSWORD', 'x'.repeat(128), 'x'.repeat(128))).toBeNull();
    expect(newValueError('SECRET_WORD', '   ')).toBe('secret_word_form.error.blank');
    expect(newValueError('SECRET_WORD', 'x'.repeat(65))).toBe('credential_request.reset.secret_word_too_long');
    expect(newValueError('SECRET_WORD', 'sunflower')).toBeNull();
  });
});

describe('reset password page', () => {
  it('checks the link, sets the new password and offers sign-in with the username filled in', async () => {
    const api = fakeApi({ kind: 'PASSWORD', username: 'ms.rivera' });
    const user = renderPage('PASSWORD', 'tok', api);
    expect(await screen.findByTestId('reset-username')).toHaveTextContent('New password for ms.rivera');
    expect(api.checkLink).toHaveBeenCalledWith('tok');
    await user.type(screen.getByLabelText('New password'), 'new-password-1');
    await user.type(screen.getByLabelText('New password again'), 'new-password-1{Enter}');
    expect(await screen.findByTestId('reset-done')).toHaveTextContent('Your password is changed.');
    expect(screen.getByTestId('reset-signin')).toHaveAttribute('href', '/signin?username=ms.rivera');
    expect(api.reset).toHaveBeenCalledWith('PASSWORD', 'tok', 'new-password-1');
  });

  it('refuses a short or mismatched password without sending it', async () => {
    const api = fakeApi({ kind: 'PASSWORD', username: 'ms.rivera' });
    const user = renderPage('PASSWORD', 'tok', api);
    await screen.findByTestId('reset-form');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('New password again'), 'short{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Please use at least 8 characters.');
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'long enough 1');
    await user.click(screen.getByTestId('reset-submit'));
    expect(screen.getByRole('alert')).toHaveTextContent('The two passwords are not the same.');
    expect(api.reset).not.toHaveBeenCalled();
  });

  it('a used, expired or altered link says so, at once or when saving', async () => {
    renderPage('PASSWORD', 'used', fakeApi(invalidToken()));
    expect(await screen.findByTestId('reset-invalid')).toHaveTextContent('This link has expired or was already used.');
    cleanup();

    const api = fakeApi({ kind: 'PASSWORD', username: 'ms.rivera' }, async () => {
      throw invalidToken();
    });
    const user = renderPage('PASSWORD', 'racing', api);
    await screen.findByTestId('reset-form');
    await user.type(screen.getByLabelText('New password'), 'new-password-1');
    await user.type(screen.getByLabelText('New password again'), 'new-password-1{Enter}');
    expect(await screen.findByTestId('reset-invalid')).toBeInTheDocument();
  });

  it('an address without a token, or a secret-word link, is not this page’s', async () => {
    const api = fakeApi({ kind: 'PASSWORD', username: 'x' });
    renderPage('PASSWORD', '', api);
    expect(await screen.findByTestId('reset-invalid')).toBeInTheDocument();
    expect(api.checkLink).not.toHaveBeenCalled();
    cleanup();
    renderPage('PASSWORD', 'tok', fakeApi({ kind: 'SECRET_WORD', username: 'mina' }));
    expect(await screen.findByTestId('reset-invalid')).toBeInTheDocument();
  });

  it('shows the server’s refusal of the new password and lets the person try again', async () => {
    const answers = [new HttpError(400, 'credential_request.reset.password_too_long')];
    const api = fakeApi({ kind: 'PASSWORD', username: 'ms.rivera' }, async () => {
      const next = answers.shift();
      if (next) throw next;
      return { username: 'ms.rivera' };
    });
    const user = renderPage('PASSWORD', 'tok', api);
    await screen.findByTestId('reset-form');
    await user.type(screen.getByLabelText('New password'), 'new-password-1');
    await user.type(screen.getByLabelText('New password again'), 'new-password-1{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please use at most 128 characters.');
    await user.click(screen.getByTestId('reset-submit'));
    expect(await screen.findByTestId('reset-done')).toBeInTheDocument();
  });
});

describe('reset secret word page', () => {
  it('a parent sets the child’s secret word', async () => {
    const api = fakeApi({ kind: 'SECRET_WORD', username: 'mina' }, async () => ({ username: 'mina' }));
    const user = renderPage('SECRET_WORD', 'tok', api);
    expect(await screen.findByTestId('reset-username')).toHaveTextContent('New secret word for mina');
    await user.click(screen.getByTestId('reset-submit'));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the secret word.');
    await user.type(screen.getByLabelText('Secret word'), 'daffodil{Enter}');
    expect(await screen.findByTestId('reset-done')).toHaveTextContent('mina can now sign in with the new secret word.');
    expect(api.reset).toHaveBeenCalledWith('SECRET_WORD', 'tok', 'daffodil');
  });
});
