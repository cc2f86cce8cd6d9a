// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../shared/http/http-error';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { DistrictSignInPage } from './district-sign-in-page';

afterEach(cleanup);

function renderPage(name: string, fetchDistrict: (name: string) => Promise<{ name: string; displayName: string }>) {
  const renderSignInForm = vi.fn(() => <form aria-label="Sign in" data-testid="the-form" />);
  render(
    <I18nextProvider i18n={createI18n()}>
      <DistrictSignInPage name={name} renderSignInForm={renderSignInForm} fetchDistrict={fetchDistrict} />
    </I18nextProvider>,
  );
  return renderSignInForm;
}

describe('district sign-in page', () => {
  it('names the district and shows its sign-in form', async () => {
    const fetchDistrict = vi.fn(async (name: string) => ({ name, displayName: 'Riverside Unified' }));
    const renderSignInForm = renderPage('riverside', fetchDistrict);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Sign in to Riverside Unified');
    expect(screen.getByTestId('the-form')).toBeInTheDocument();
    expect(fetchDistrict).toHaveBeenCalledWith('riverside', expect.any(AbortSignal));
    expect(renderSignInForm).toHaveBeenCalledWith({ name: 'riverside', displayName: 'Riverside Unified' });
    await vi.waitFor(() => expect(document.title).toBe('Sign in to Riverside Unified · Live Classroom'));
  });

  it('an unknown name is the not-found page, without a form', async () => {
    const renderSignInForm = renderPage('nowhere', async () => {
      throw new HttpError(404, 'sign_in.unknown_custom_domain');
    });
    expect(await screen.findByTestId('district-not-found')).toHaveTextContent('Sign-in page not found');
    expect(renderSignInForm).not.toHaveBeenCalled();
  });
});
