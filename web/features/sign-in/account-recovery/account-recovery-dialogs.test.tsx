// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../shared/http/http-error';
import { createI18n } from '../../../shared/i18n/i18n-setup';
import { CREDENTIAL_REQUEST_ERROR_TYPES, type CredentialRequestErrorType, type CredentialRequestPayload, type CredentialResponse } from './account-recovery-api';
import { CredentialConfirmationDialog, ForgotPasswordDialog, ForgotSecretWordDialog, ForgotUsernameDialog } from './account-recovery-dialogs';

afterEach(cleanup);

const i18n = createI18n();
const wrap = (node: ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

const ACCEPTED: CredentialResponse = { supportEmail: 'support@example.com', familyEmail: 'ms.rivera@example.com' };

const refusal = (type: CredentialRequestErrorType, extra: Record<string, unknown> = {}) =>
  new HttpError(400, `credential_request_dialog.form.error.${type}`, { type, ...extra }, 'Bad Request');

function setup(answer: (payload: CredentialRequestPayload) => Promise<CredentialResponse>) {
  const postRequest = vi.fn(answer);
  const handlers = { onDismiss: vi.fn(), onDone: vi.fn(), onSwitchToForgotUsername: vi.fn() };
  return { postRequest, handlers, user: userEvent.setup() };
}

/** What each type says (account-recovery-messages.ts), SSO_ONLY with the district's name. */
const TEXT: Record<CredentialRequestErrorType, string> = {
  MISSING_EMAIL: 'Please enter your email address.',
  MISSING_USERNAME: 'Please enter your username.',
  INVALID_EMAIL: "That doesn't look like an email address. Please check it and try again.",
  NO_ACCOUNT: "We couldn't find an account with that email address.",
  WRONG_CUSTOM_DOMAIN: "This account can't sign in here. Please use your own school's sign-in page.",
  USERNAME_NOT_FOUND: "We couldn't find that username.",
  MISMATCHED_USERNAME_AND_EMAIL: "That email address doesn't match the username. Please check both and try again.",
  SSO_ONLY: 'This account signs in through riverside. Please sign in there.',
};

describe('forgot password dialog', () => {
  it.each(CREDENTIAL_REQUEST_ERROR_TYPES)('renders the server’s %s as credential_request_dialog.form.error.{type}', async (type) => {
    const extra = type === 'SSO_ONLY' ? { ssoCustomDomain: 'riverside', ssoCustomDomainUrl: '/signin/riverside' } : {};
    const { postRequest, handlers, user } = setup(async () => {
      throw refusal(type, extra);
    });
    wrap(<ForgotPasswordDialog {...handlers} postRequest={postRequest} />);
    await user.type(screen.getByLabelText('Username'), 'someone');
    await user.type(screen.getByLabelText('Email address'), 'someone@example.com');
    await user.click(screen.getByTestId('forgot-password-dialog-send'));

    const error = await screen.findByTestId('forgot-password-dialog-error');
    expect(error).toHaveAttribute('data-error-type', type);
    expect(within(error).getByRole('alert')).toHaveTextContent(TEXT[type]);
    expect(handlers.onDone).not.toHaveBeenCalled();
    // The forgot-username link only for USERNAME_NOT_FOUND, the district's link only for SSO_ONLY.
    expect(screen.queryByTestId('forgot-password-dialog-forgot-username') !== null).toBe(type === 'USERNAME_NOT_FOUND');
    expect(screen.queryByTestId('forgot-password-dialog-sso-link') !== null).toBe(type === 'SSO_ONLY');
  });

  it('sends the trimmed username and email, with the district’s custom domain, and reports the answer', async () => {
    const { postRequest, handlers, user } = setup(async () => ACCEPTED);
    wrap(<ForgotPasswordDialog {...handlers} customDomain="riverside" postRequest={postRequest} />);
    expect(screen.getByTestId('forgot-password-dialog-note')).toHaveTextContent('riverside');
    await user.type(screen.getByLabelText('Username'), ' ms.rivera ');
    await user.type(screen.getByLabelText('Email address'), 'ms.rivera@example.com{Enter}');
    expect(postRequest).toHaveBeenCalledTimes(1);
    expect(postRequest).toHaveBeenCalledWith({ type: 'PASSWORD', username: 'ms.rivera', email: 'ms.rivera@example.com', customDomain: 'riverside' });
    expect(handlers.onDone).toHaveBeenCalledWith('PASSWORD', ACCEPTED);
  });

  it('asks for the username first, then the email, without a request, and marks the field', async () => {
    const { postRequest, handlers, user } = setup(async () => ACCEPTED);
    wrap(<ForgotPasswordDialog {...handlers} postRequest={postRequest} />);
    await user.click(screen.getByTestId('forgot-password-dialog-send'));
    expect(screen.getByRole('alert')).toHaveTextContent(TEXT.MISSING_USERNAME);
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Username')).toHaveFocus();
    await user.type(screen.getByLabelText('Username'), 'ms.rivera');
    await user.click(screen.getByTestId('forgot-password-dialog-send'));
    expect(screen.getByRole('alert')).toHaveTextContent(TEXT.MISSING_EMAIL);
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email address')).toHaveFocus();
    expect(postRequest).not.toHaveBeenCalled();
  });

  it('USERNAME_NOT_FOUND offers the forgot-username link, which switches to that dialog', async () => {
    const { postRequest, handlers, user } = setup(async () => {
      throw refusal('USERNAME_NOT_FOUND');
    });
    wrap(<ForgotPasswordDialog {...handlers} postRequest={postRequest} />);
    await user.type(screen.getByLabelText('Username'), 'nobody');
    await user.type(screen.getByLabelText('Email address'), 'nobody@example.com{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Forgot your username?' }));
    expect(handlers.onSwitchToForgotUsername).toHaveBeenCalledTimes(1);
    expect(handlers.onDismiss).not.toHaveBeenCalled();
  });

  it('SSO_ONLY names the district and links to its sign-in page; following it leaves the dialog', async () => {
    const { postRequest, handlers, user } = setup(async () => {
      throw refusal('SSO_ONLY', { ssoCustomDomain: 'riverside', ssoCustomDomainUrl: '/signin/riverside' });
    });
    wrap(<ForgotPasswordDialog {...handlers} postRequest={postRequest} />);
    await user.type(screen.getByLabelText('Username'), 'sso.user');
    await user.type(screen.getByLabelText('Email address'), 'sso.user@example.com{Enter}');
    const link = await screen.findByRole('link', { name: 'Sign in through riverside' });
    expect(link).toHaveAttribute('href', '/signin/riverside');
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(handlers.onDismiss).toHaveBeenCalled();
  });

  it('never links off the site from an SSO answer', async () => {
    const { postRequest, handlers, user } = setup(async () => {
      throw refusal('SSO_ONLY', { ssoCustomDomain: 'evil', ssoCustomDomainUrl: 'https://evil.example/' });
    });
    wrap(<ForgotPasswordDialog {...handlers} postRequest={postRequest} />);
    await user.type(screen.getByLabelText('Username'), 'x');
    await user.type(screen.getByLabelText('Email address'), 'x@example.com{Enter}');
    await screen.findByTestId('forgot-password-dialog-error');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows a throttled request’s wait and other failures as their own text', async () => {
    const { postRequest, handlers, user } = setup(async () => {
      throw new HttpError(429, 'credential_request.too_many_requests', { retryAfterSeconds: 42 });
    });
    wrap(<ForgotPasswordDialog {...handlers} postRequest={postRequest} />);
    await user.type(screen.getByLabelText('Username'), 'x');
    await user.type(screen.getByLabelText('Email address'), 'x@example.com{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please wait 42 seconds and try again.');
  });

  it('sends once while a request is in flight', async () => {
    let answer: (response: CredentialResponse) => void = () => undefined;
    const { postRequest, handlers, user } = setup(() => new Promise((resolve) => (answer = resolve)));
    wrap(<ForgotPasswordDialog {...handlers} postRequest={postRequest} />);
    await user.type(screen.getByLabelText('Username'), 'ms.rivera');
    await user.type(screen.getByLabelText('Email address'), 'ms.rivera@example.com');
    await user.click(screen.getByTestId('forgot-password-dialog-send'));
    await user.click(screen.getByTestId('forgot-password-dialog-send'));
    expect(screen.getByTestId('forgot-password-dialog-send')).toHaveTextContent('Sending…');
    expect(postRequest).toHaveBeenCalledTimes(1);
    answer(ACCEPTED);
    await vi.waitFor(() => expect(handlers.onDone).toHaveBeenCalledTimes(1));
  });

  it('Cancel and Escape dismiss', async () => {
    const { postRequest, handlers, user } = setup(async () => ACCEPTED);
    wrap(<ForgotPasswordDialog {...handlers} postRequest={postRequest} />);
    await user.click(screen.getByTestId('forgot-password-dialog-cancel'));
    await user.keyboard('{Escape}');
    expect(handlers.onDismiss).toHaveBeenCalledTimes(2);
  });
});

describe('forgot username dialog', () => {
  it('asks for the email only; blank is MISSING_EMAIL; NO_ACCOUNT and INVALID_EMAIL come from the server', async () => {
    const answers = [refusal('INVALID_EMAIL'), refusal('NO_ACCOUNT')];
    const { postRequest, handlers, user } = setup(async () => {
      const next = answers.shift();
      if (next) throw next;
      return ACCEPTED;
    });
    wrap(<ForgotUsernameDialog {...handlers} postRequest={postRequest} />);
    expect(screen.queryByLabelText('Username')).toBeNull();
    await user.click(screen.getByTestId('forgot-username-dialog-send'));
    expect(screen.getByRole('alert')).toHaveTextContent(TEXT.MISSING_EMAIL);
    await user.type(screen.getByLabelText('Email address'), 'not-an-address{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXT.INVALID_EMAIL);
    await user.click(screen.getByTestId('forgot-username-dialog-send'));
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(TEXT.NO_ACCOUNT));
    await user.click(screen.getByTestId('forgot-username-dialog-send'));
    await vi.waitFor(() => expect(handlers.onDone).toHaveBeenCalledWith('USERNAME', ACCEPTED));
    expect(postRequest).toHaveBeenLastCalledWith({ type: 'USERNAME', email: 'not-an-address' });
  });
});

describe('forgot secret word dialog', () => {
  it('has no inputs and asks for the child it was opened for', async () => {
    const { postRequest, handlers, user } = setup(async () => ({ supportEmail: 'support@example.com', familyEmail: 'p•••@example.com' }));
    wrap(<ForgotSecretWordDialog {...handlers} targetEncryptedLogin="opaque-login" postRequest={postRequest} />);
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(postRequest).toHaveBeenCalledWith({ type: 'SECRET_WORD', targetEncryptedLogin: 'opaque-login' });
    expect(handlers.onDone).toHaveBeenCalledWith('SECRET_WORD', { supportEmail: 'support@example.com', familyEmail: 'p•••@example.com' });
  });
});

describe('credential confirmation dialog', () => {
  it('tells where each kind of mail went, and the support address', () => {
    wrap(<CredentialConfirmationDialog kind="PASSWORD" response={ACCEPTED} onDismiss={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByTestId('credential-confirmation-body')).toHaveTextContent('We sent a link to choose a new password to ms.rivera@example.com.');
    expect(screen.getByTestId('credential-confirmation')).toHaveTextContent('support@example.com');
  });

  it('tells a child to ask the parent', () => {
    wrap(<CredentialConfirmationDialog kind="SECRET_WORD" response={{ supportEmail: 's@example.com', familyEmail: null, askParent: true }} onDismiss={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Ask your parent' })).toBeInTheDocument();
  });

  it('closes with its button', async () => {
    const onDismiss = vi.fn();
    wrap(<CredentialConfirmationDialog kind="USERNAME" response={ACCEPTED} onDismiss={onDismiss} />);
    await userEvent.setup().click(screen.getByTestId('credential-confirmation-close'));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
