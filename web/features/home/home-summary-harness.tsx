import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { expect, it, vi } from 'vitest';
import type { HomeSummary as Summary } from '../../../events/home/home-contract';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { fakeRealtime } from '../../shared/realtime/fake-realtime';
import { RealtimeProvider } from '../../shared/realtime/realtime-context';
import { HomeSummary } from './home-summary';
import type { SkillStarts } from './teacher-home-sections';

type Load = (signal: AbortSignal) => Promise<Summary>;

/**
 * Test support for the home pages' component tests: renders `HomeSummary` for `userId` (null: a
 * visitor, who has no live link) with a fake realtime link, and waits for the link to open.
 */
export async function renderHomeSummary(userId: string | null, load: Load, options: { language?: string; starts?: SkillStarts } = {}) {
  const realtime = fakeRealtime();
  const navigateTo = vi.fn();
  const i18n = createI18n();
  await i18n.changeLanguage(options.language ?? 'en');
  render(
    <I18nextProvider i18n={i18n}>
      <RealtimeProvider userId={userId} logic={realtime.logic}>
        <HomeSummary load={load} navigateTo={navigateTo} {...(options.starts ? { starts: options.starts } : {})} />
      </RealtimeProvider>
    </I18nextProvider>,
  );
  if (userId !== null) await vi.waitFor(() => expect(realtime.isOpen()).toBe(true));
  return { realtime, navigateTo };
}

/**
 * The loading and error states every signed-in home shares, as two tests: while loading it says
 * so; when the load fails it says so (a signed-in user's live link, once open, loads again), and "Try again" loads `full`, whose `landmark` region shows.
 */
export function itLoadsAndRetries(userId: string | null, full: Summary, landmark: string): void {
  it('while loading says so', async () => {
    await renderHomeSummary(userId, () => new Promise(() => {}));
    expect(screen.getByRole('status')).toHaveTextContent('Loading your day…');
  });

  it('says when it could not load, and tries again', async () => {
    const user = userEvent.setup();
    const load = vi.fn().mockRejectedValue(new TypeError('network'));
    await renderHomeSummary(userId, load);
    if (userId !== null) await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2)); // the first load, and the one the live link's connecting asks for
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your day.");
    load.mockResolvedValue(full);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: landmark })).toBeInTheDocument();
  });
}
