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
import { emptyAdministratorHome, fullAdministratorHome } from './home-fixtures';
import { HomeSummary } from './home-summary';

afterEach(cleanup);

async function renderHome(load: (signal: AbortSignal) => Promise<Summary>, language = 'en') {
  const realtime = fakeRealtime();
  const i18n = createI18n();
  await i18n.changeLanguage(language);
  render(
    <I18nextProvider i18n={i18n}>
      <RealtimeProvider userId="u_admin_lee" logic={realtime.logic}>
        <HomeSummary load={load} navigateTo={vi.fn()} />
      </RealtimeProvider>
    </I18nextProvider>,
  );
  await vi.waitFor(() => expect(realtime.isOpen()).toBe(true));
}

describe('the administrator’s home (issue 32 item 3)', () => {
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
    load.mockResolvedValue(fullAdministratorHome);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Your schools this week' })).toBeInTheDocument();
  });

  it('full: each school’s week, and the assessment windows with how far along each is', async () => {
    await renderHome(async () => fullAdministratorHome);
    const week = await screen.findByRole('region', { name: 'Your schools this week' });
    expect(week).toHaveTextContent('Nov 16, 2026 to Nov 20, 2026');
    expect(week).toHaveTextContent('Maple Elementary');
    expect(week).toHaveTextContent('12 students practised');
    expect(week).toHaveTextContent('340 questions answered');
    expect(week).toHaveTextContent('8 skills reached proficiency');
    expect(week).toHaveTextContent('3 skills mastered');
    expect(within(week).getByRole('link', { name: 'Open the district dashboard' })).toHaveAttribute('href', '/analytics/reports/district-dashboard?range=this_week');
    const windows = screen.getByRole('region', { name: 'Assessment windows' });
    expect(windows).toHaveTextContent('Math screener: Nov 16, 2026 to Nov 25, 2026');
    expect(within(windows).getByRole('progressbar', { name: 'Day 5 of 10' })).toHaveAttribute('value', '5');
    expect(windows).toHaveTextContent('Starts Nov 30, 2026');
  });

  it('empty: no schools, no windows', async () => {
    await renderHome(async () => emptyAdministratorHome);
    expect(await screen.findByRole('region', { name: 'Your schools this week' })).toHaveTextContent('No school is linked to your account.');
    expect(screen.getByRole('region', { name: 'Assessment windows' })).toHaveTextContent('No assessment window is open or coming up.');
  });

  it('speaks Spanish', async () => {
    await renderHome(async () => fullAdministratorHome, 'es');
    expect(await screen.findByRole('region', { name: 'Tus escuelas esta semana' })).toHaveTextContent('12 estudiantes practicaron');
  });
});
