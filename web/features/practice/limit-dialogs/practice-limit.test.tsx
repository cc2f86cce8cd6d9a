// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../shared/http/http-error';
import { createI18n } from '../../../shared/i18n/i18n-setup';
import { practiceLimitVariant, visitorLanguage, type EditionModel, type LimitDialogApi } from './limit-dialog-api';
import { MemberFeatureLinks } from './member-feature-links';
import { PracticeLimit } from './practice-limit';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const wrap = (node: ReactNode) => render(<I18nextProvider i18n={createI18n()}>{node}</I18nextProvider>);

const US: EditionModel = { edition: 'US', isEnglishEdition: true, isIndependentEdition: false, numTotalSkillsInEdition: 8_123 };
const IL: EditionModel = { edition: 'IL', isEnglishEdition: true, isIndependentEdition: true, numTotalSkillsInEdition: 5_432 };

function fakeApi(edition: EditionModel, signIn: LimitDialogApi['signIn'] = async () => undefined) {
  return { fetchEditionModel: vi.fn(async () => edition), signIn: vi.fn(signIn) } satisfies LimitDialogApi;
}

function renderLimit(options: { edition?: EditionModel; languages?: string[]; skills?: number | null; signIn?: LimitDialogApi['signIn'] } = {}) {
  const api = fakeApi(options.edition ?? US, options.signIn);
  const onSignedIn = vi.fn();
  const requestBotCheckToken = vi.fn(async () => 'solved-token');
  wrap(
    <PracticeLimit
      skillsInEdition={options.skills === undefined ? 8_700 : options.skills}
      onSignedIn={onSignedIn}
      api={api}
      languages={options.languages ?? ['en-US']}
      requestBotCheckToken={requestBotCheckToken}
    />,
  );
  return { api, onSignedIn, requestBotCheckToken, user: userEvent.setup() };
}

describe('which practice-limit dialog', () => {
  it('is translated for a Spanish-speaking visitor, independent-learner for edition IL, else English', () => {
    expect(visitorLanguage(['es-MX', 'en'])).toBe('es');
    expect(visitorLanguage(['es'])).toBe('es');
    expect(visitorLanguage(['en-US', 'es'])).toBe('en');
    expect(visitorLanguage(['est'])).toBe('en');
    expect(practiceLimitVariant('es', IL)).toBe('translated');
    expect(practiceLimitVariant('en', IL)).toBe('independent');
    expect(practiceLimitVariant('en', US)).toBe('english');
    expect(practiceLimitVariant('en', null)).toBe('english');
  });
});

describe('practice-limit dialog', () => {
  it('English: opens at once with the edition’s skill count and the join link to /membership/', async () => {
    renderLimit();
    const dialog = await screen.findByRole('dialog', { name: 'Keep practising!' });
    expect(within(dialog).getByTestId('practice-limit-dialog-text')).toHaveTextContent('Join to practise all 8,700 skills');
    expect(within(dialog).getByRole('link', { name: 'Join now' })).toHaveAttribute('href', '/membership/');
    expect(within(dialog).getByTestId('practice-limit-dialog-join')).toHaveAttribute('data-variant', 'english');
  });

  it('takes the edition model’s count when the refusal gave none', async () => {
    renderLimit({ skills: null });
    expect(await screen.findByTestId('practice-limit-dialog-text')).toHaveTextContent('all 8,123 skills');
  });

  it('independent-learner for edition IL', async () => {
    renderLimit({ edition: IL, skills: null });
    const dialog = await screen.findByRole('dialog', { name: 'Keep learning at your own pace!' });
    expect(within(dialog).getByTestId('practice-limit-dialog-text')).toHaveTextContent('Independent learners who join get all 5,432 skills');
    expect(within(dialog).getByRole('link', { name: 'Join now' })).toHaveAttribute('href', '/membership/');
  });

  it('translated (i18next es) for a Spanish-speaking visitor, linking to the math family subscription', async () => {
    renderLimit({ languages: ['es-ES'] });
    const dialog = await screen.findByRole('dialog', { name: '¡Sigue practicando!' });
    expect(dialog).toHaveAttribute('lang', 'es');
    expect(within(dialog).getByTestId('practice-limit-dialog-text')).toHaveTextContent('las 8700 habilidades');
    expect(within(dialog).getByRole('link', { name: 'Hazte miembro' })).toHaveAttribute('href', '/membership/family/subscribe/monthly/math');
    expect(within(dialog).getByLabelText('Contraseña')).toBeInTheDocument();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Iniciar sesión' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Escribe tu nombre de usuario y tu contraseña.');
  });

  it('either field empty raises the missing-credentials action and sends nothing', async () => {
    const { api, requestBotCheckToken, user } = renderLimit();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByTestId('practice-limit-signin-submit'));
    expect(within(dialog).getByTestId('practice-limit-signin-error')).toHaveAttribute('data-action', 'missingCredentials');
    await user.type(within(dialog).getByLabelText('Username'), 'ava.b');
    await user.click(within(dialog).getByTestId('practice-limit-signin-submit'));
    expect(within(dialog).getByTestId('practice-limit-signin-error')).toHaveTextContent('Please enter your username and password.');
    expect(within(dialog).getByLabelText('Password')).toHaveFocus();
    await user.clear(within(dialog).getByLabelText('Username'));
    await user.type(within(dialog).getByLabelText('Password'), 'classroom');
    await user.click(within(dialog).getByTestId('practice-limit-signin-submit'));
    expect(within(dialog).getByTestId('practice-limit-signin-error')).toHaveAttribute('data-action', 'missingCredentials');
    expect(api.signIn).not.toHaveBeenCalled();
    expect(requestBotCheckToken).not.toHaveBeenCalled();
  });

  it('401 raises the invalid-credentials action and clears the password', async () => {
    const { api, user } = renderLimit({
      signIn: async () => {
        throw new HttpError(401, 'signin_redesign.signin_form.login_error.server_error');
      },
    });
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Username'), 'ava.b');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong{Enter}');
    const error = await within(dialog).findByTestId('practice-limit-signin-error');
    expect(error).toHaveAttribute('data-action', 'invalidCredentials');
    expect(error).toHaveTextContent("We didn't recognize the username or password.");
    expect(within(dialog).getByLabelText('Password')).toHaveValue('');
    expect(api.signIn).toHaveBeenCalledWith({ username: 'ava.b', password: 'wrong', botCheckToken: 'solved-token', location: 'PRACTICE_LIMIT_MODAL' });
  });

  it('other statuses are only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { api, user } = renderLimit({
      signIn: async () => {
        throw new HttpError(500, 'app.error.unexpected');
      },
    });
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Username'), 'ava.b');
    await user.type(within(dialog).getByLabelText('Password'), 'classroom{Enter}');
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('practice-limit sign-in failed', '500 app.error.unexpected'));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByTestId('practice-limit-signin-submit')).not.toHaveAttribute('aria-disabled');
    expect(api.signIn).toHaveBeenCalledTimes(1);
  });

  it('signs in with the bot-check token (location PRACTICE_LIMIT_MODAL) and lets the practice carry on', async () => {
    const { api, onSignedIn, user } = renderLimit();
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Username'), ' ava.b ');
    await user.type(within(dialog).getByLabelText('Password'), 'classroom{Enter}');
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(api.signIn).toHaveBeenCalledWith({ username: 'ava.b', password: 'classroom', botCheckToken: 'solved-token', location: 'PRACTICE_LIMIT_MODAL' });
  });

  it('dismissed, it can be opened again', async () => {
    const { user } = renderLimit();
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByTestId('practice-limit-reopen'));
    expect(screen.getByRole('dialog', { name: 'Keep practising!' })).toBeInTheDocument();
  });
});

describe('games and the math fluency zone for visitors', () => {
  it('Games opens the raceway-limit dialog: title, description, join link and the decorative race car', async () => {
    wrap(<MemberFeatureLinks />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Games' }));
    const dialog = screen.getByRole('dialog', { name: 'Join the race!' });
    expect(within(dialog).getByRole('link', { name: 'Become a member' })).toHaveAttribute('href', '/membership/');
    expect(within(dialog).getByTestId('race-car')).toHaveAttribute('aria-hidden', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Focus goes back to the entry that opened it.
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Games' })).toHaveFocus());
  });

  it('Math fluency zone opens its dialog: two bullets, join link and a sign-in form with the practice-limit rules', async () => {
    wrap(<MemberFeatureLinks />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Math fluency zone' }));
    const dialog = screen.getByRole('dialog', { name: 'Math fluency zone' });
    expect(within(within(dialog).getByTestId('fluency-zone-bullets')).getAllByRole('listitem')).toHaveLength(2);
    expect(within(dialog).getByRole('link', { name: 'Become a member' })).toHaveAttribute('href', '/membership/');
    await user.click(within(dialog).getByTestId('fluency-zone-signin-submit'));
    expect(within(dialog).getByTestId('fluency-zone-signin-error')).toHaveAttribute('data-action', 'missingCredentials');
  });
});

describe('the Spanish text', () => {
  it('translates only keys the English text has, with the same placeholders', async () => {
    const { spanishMessages } = await import('../../../shared/i18n/spanish-messages');
    const { englishMessages } = await import('../../../shared/i18n/english-messages');
    const leaves = (node: unknown, path: string[] = []): [string, string][] =>
      typeof node === 'string' ? [[path.join('.'), node]] : Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => leaves(value, [...path, key]));
    const english = new Map(leaves(englishMessages));
    const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((match) => match[1]).sort();
    for (const [key, text] of leaves(spanishMessages)) {
      expect(english.has(key), key).toBe(true);
      expect(placeholders(text), key).toEqual(placeholders(english.get(key)!));
    }
  });
});
