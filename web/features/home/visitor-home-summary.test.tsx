// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HomeSummary as Summary } from '../../../events/home/home-contract';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { fakeRealtime } from '../../shared/realtime/fake-realtime';
import { RealtimeProvider } from '../../shared/realtime/realtime-context';
import { emptyVisitorHome, fullVisitorHome } from './home-fixtures';
import { HomeSummary } from './home-summary';

afterEach(cleanup);

async function renderHome(load: (signal: AbortSignal) => Promise<Summary>, language = 'en') {
  const i18n = createI18n();
  await i18n.changeLanguage(language);
  render(
    <I18nextProvider i18n={i18n}>
      <RealtimeProvider userId={null} logic={fakeRealtime().logic}>
        <HomeSummary load={load} navigateTo={vi.fn()} />
      </RealtimeProvider>
    </I18nextProvider>,
  );
}

describe('the visitor’s home (issue 32 item 3)', () => {
  it('while loading says so', async () => {
    await renderHome(() => new Promise(() => {}));
    expect(screen.getByRole('status')).toHaveTextContent('Loading your day…');
  });

  it('says when it could not load, and tries again', async () => {
    const user = userEvent.setup();
    const load = vi.fn().mockRejectedValue(new TypeError('network'));
    await renderHome(load);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your day.");
    load.mockResolvedValue(fullVisitorHome);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Popular this week' })).toBeInTheDocument();
  });

  it('full: popular skills to start with, and the free questions left today', async () => {
    await renderHome(async () => fullVisitorHome);
    const popular = await screen.findByRole('region', { name: 'Popular this week' });
    expect(within(popular).getByRole('link', { name: 'Practise Add fractions' })).toHaveAttribute('href', '/math/grade-4/skills/F1');
    expect(within(popular).getAllByRole('link')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Free practice today' })).toHaveTextContent('7 of 10 free questions left today.');
  });

  it('empty: nothing popular yet, and no free questions left', async () => {
    await renderHome(async () => emptyVisitorHome);
    expect(await screen.findByRole('region', { name: 'Popular this week' })).toHaveTextContent('No skill has been practised this week yet');
    expect(screen.getByRole('region', { name: 'Free practice today' })).toHaveTextContent('You have used today’s 10 free questions.');
  });

  it('speaks Spanish', async () => {
    await renderHome(async () => fullVisitorHome, 'es');
    expect(await screen.findByRole('region', { name: 'Práctica gratis hoy' })).toHaveTextContent('Te quedan 7 de 10 preguntas gratis hoy.');
  });
});
