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
import { emptyParentHome, fullParentHome } from './home-fixtures';
import { HomeSummary } from './home-summary';

afterEach(cleanup);

async function renderHome(load: (signal: AbortSignal) => Promise<Summary>, language = 'en') {
  const realtime = fakeRealtime();
  const i18n = createI18n();
  await i18n.changeLanguage(language);
  render(
    <I18nextProvider i18n={i18n}>
      <RealtimeProvider userId="u_park_family" logic={realtime.logic}>
        <HomeSummary load={load} navigateTo={vi.fn()} />
      </RealtimeProvider>
    </I18nextProvider>,
  );
  await vi.waitFor(() => expect(realtime.isOpen()).toBe(true));
}

describe('the parent’s home (issue 32 item 3)', () => {
  it('while loading says so', async () => {
    await renderHome(() => new Promise(() => {}));
    expect(screen.getByRole('status')).toHaveTextContent('Loading your day…');
  });

  it('says when it could not load, and tries again', async () => {
    const user = userEvent.setup();
    const load = vi.fn().mockRejectedValue(new TypeError('network'));
    await renderHome(load);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2)); // the first load, and the one the live link's connecting asks for
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your day.");
    load.mockResolvedValue(fullParentHome);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Mina' })).toBeInTheDocument();
  });

  it('full: each child’s week and what each is working on', async () => {
    await renderHome(async () => fullParentHome);
    const mina = await screen.findByRole('region', { name: 'Mina' });
    expect(mina).toHaveTextContent('2 days in a row');
    expect(mina).toHaveTextContent('25 questions this week');
    expect(mina).toHaveTextContent('1 skill mastered this week');
    expect(within(mina).getByRole('link', { name: 'Add fractions' })).toHaveAttribute('href', '/math/grade-4/skills/F1');
    const joon = screen.getByRole('region', { name: 'Joon' });
    expect(joon).toHaveTextContent('Practise today to start a streak.');
    expect(joon).toHaveTextContent('No practice yet.');
  });

  it('empty: no children yet', async () => {
    await renderHome(async () => emptyParentHome);
    expect(await screen.findByRole('region', { name: 'Your children this week' })).toHaveTextContent('No children are in your family yet.');
  });

  it('speaks Spanish', async () => {
    await renderHome(async () => fullParentHome, 'es');
    expect(await screen.findByRole('region', { name: 'Tus hijos esta semana' })).toHaveTextContent('25 preguntas esta semana');
  });
});
