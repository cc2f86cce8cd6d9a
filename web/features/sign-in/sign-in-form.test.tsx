// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../shared/http/http-error';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { SignInForm, type SignInFormProps } from './sign-in-form';
import type { SignInFormCredentials } from './sign-in-machine';

type Credentials = SignInFormCredentials & { botCheckToken: string | null };

afterEach(cleanup);

function renderForm(submitSignIn: (credentials: Credentials) => Promise<void>, initialUsername?: string, extra: Partial<SignInFormProps> = {}) {
  const onSignedIn = vi.fn();
  const submit = vi.fn(submitSignIn);
  render(
    <I18nextProvider i18n={createI18n()}>
      <SignInForm submitSignIn={submit} onSignedIn={onSignedIn} {...(initialUsername ? { initialUsername } : {})} {...extra} />
    </I18nextProvider>,
  );
  return { submit, onSignedIn, user: userEvent.setup() };
}

describe('sign-in form', () => {
  it('starts with the username it is given (switching family accounts)', async () => {
    const { submit, user } = renderForm(async () => undefined, 'park.family');
    expect(screen.getByLabelText('Username')).toHaveValue('park.family');
    await user.type(screen.getByLabelText('Password'), 'classroom');
    await user.click(screen.getByTestId('signin-submit'));
    expect(submit).toHaveBeenCalledWith({ username: 'park.family', password: 'classroom', rememberUser: false, botCheckToken: null });
  });

  it('shows the client error and sends nothing when a field is empty', async () => {
    const { submit, user } = renderForm(async () => undefined);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your username and password.');
    await user.type(screen.getByLabelText('Username'), 'ava.b');
    await user.click(screen.getByTestId('signin-submit'));
    expect(screen.getByTestId('signin-error')).toHaveTextContent('Please enter your username and password.');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the credentials once and reports success', async () => {
    let finish = () => {};
    const { submit, onSignedIn, user } = renderForm(() => new Promise<void>((resolve) => (finish = resolve)));
    await user.type(screen.getByLabelText('Username'), ' ava.b ');
    await user.type(screen.getByLabelText('Password'), 'classroom');
    await user.click(screen.getByLabelText('Remember me'));
    await user.click(screen.getByTestId('signin-submit'));
    await user.click(screen.getByTestId('signin-submit'));
    await user.type(screen.getByLabelText('Password'), '{Enter}');
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith({ username: 'ava.b', password: 'classroom', rememberUser: true, botCheckToken: null });
    expect(screen.getByTestId('signin-submit')).toHaveTextContent('Signing in…');
    expect(onSignedIn).not.toHaveBeenCalled();
    finish();
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the server error and clears the password after a refused attempt', async () => {
    const { user } = renderForm(async () => {
      throw new HttpError(401, 'signin_redesign.signin_form.login_error.server_error');
    });
    await user.type(screen.getByLabelText('Username'), 'ava.b');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByTestId('signin-submit'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We didn't recognize the username or password. Please try again.",
    );
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByLabelText('Username')).toHaveValue('ava.b');
  });

  it('tells how long to wait after too many attempts', async () => {
    const { user } = renderForm(async () => {
      throw new HttpError(429, 'signin_redesign.signin_form.login_error.too_many_attempts', { retryAfterSeconds: 42 });
    });
    await user.type(screen.getByLabelText('Username'), 'ava.b');
    await user.type(screen.getByLabelText('Password'), 'wrong{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many sign-in attempts. Please wait 42 seconds and try again.',
    );
  });

  it('falls back to a generic message for an unknown error', async () => {
    const { user } = renderForm(async () => {
      throw new HttpError(500, 'app.error.unexpected');
    });
    await user.type(screen.getByLabelText('Username'), 'ava.b');
    await user.type(screen.getByLabelText('Password'), 'x{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('error states: noError at first, clientError, serverError (401) and recaptchaError (422), each its own text', async () => {
    const answers = [
      new HttpError(401, 'signin_redesign.signin_form.login_error.server_error'),
      new HttpError(422, 'signin_redesign.signin_form.login_error.bot_check_failed'),
    ];
    const { user } = renderForm(async () => {
      throw answers.shift();
    });
    expect(screen.queryByTestId('signin-error')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('signin-submit'));
    expect(screen.getByTestId('signin-error')).toHaveAttribute('data-error-state', 'clientError');
    await user.type(screen.getByLabelText('Username'), 'ava.b');
    await user.type(screen.getByLabelText('Password'), 'wrong{Enter}');
    await vi.waitFor(() => expect(screen.getByTestId('signin-error')).toHaveAttribute('data-error-state', 'serverError'));
    await user.type(screen.getByLabelText('Password'), 'classroom{Enter}');
    await vi.waitFor(() => expect(screen.getByTestId('signin-error')).toHaveAttribute('data-error-state', 'recaptchaError'));
    expect(screen.getByTestId('signin-error')).toHaveTextContent('could not verify this sign-in');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('requests the bot check token on submit, shows the notice while a field is focused, and sends the token', async () => {
    let solve: (token: string) => void = () => {};
    const requestBotCheckToken = vi.fn(() => new Promise<string | null>((resolve) => (solve = resolve)));
    const { submit, user } = renderForm(async () => undefined, undefined, { botCheckEnabled: true, requestBotCheckToken });
    expect(screen.getByTestId('signin-bot-notice')).toHaveAttribute('data-shown', 'false');
    await user.type(screen.getByLabelText('Username'), 'ava.b');
    expect(screen.getByTestId('signin-bot-notice')).toHaveAttribute('data-shown', 'true');
    expect(screen.getByTestId('signin-bot-notice')).toHaveTextContent('ALTCHA');
    await user.type(screen.getByLabelText('Password'), 'classroom{Enter}');
    expect(requestBotCheckToken).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Username')).toHaveAttribute('readonly');
    await user.click(screen.getByTestId('signin-submit'));
    expect(requestBotCheckToken).toHaveBeenCalledTimes(1);
    expect(submit).not.toHaveBeenCalled();
    solve('solved-token');
    await vi.waitFor(() => expect(submit).toHaveBeenCalledWith(expect.objectContaining({ botCheckToken: 'solved-token' })));
  });

  it('starts with an error handed on (the quick form’s refusal) and offers the join link without custom domains', () => {
    renderForm(async () => undefined, 'ava.b', { initialErrorKey: 'signin_redesign.signin_form.login_error.server_error' });
    expect(screen.getByTestId('signin-error')).toHaveAttribute('data-error-state', 'serverError');
    expect(screen.getByRole('link', { name: 'Join now' })).toHaveAttribute('href', '/membership/');
  });

  it('lists previous custom domains linking to their sign-in pages', () => {
    renderForm(async () => undefined, undefined, { previousCustomDomains: [{ name: 'riverside', displayName: 'Riverside Unified' }] });
    expect(screen.getByRole('link', { name: 'Sign in to Riverside Unified' })).toHaveAttribute('href', '/signin/riverside');
    expect(screen.queryByRole('link', { name: 'Join now' })).not.toBeInTheDocument();
  });
});
