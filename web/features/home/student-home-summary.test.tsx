// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HomeSummary as Summary } from '../../../events/home/home-contract';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { fakeRealtime } from '../../shared/realtime/fake-realtime';
import { RealtimeProvider } from '../../shared/realtime/realtime-context';
import { emptyStudentHome, fullStudentHome } from './home-fixtures';
import { HomeSummary } from './home-summary';

afterEach(cleanup);

async function renderHome(load: (signal: AbortSignal) => Promise<Summary>, language = 'en') {
  const realtime = fakeRealtime();
  const i18n = createI18n();
  await i18n.changeLanguage(language);
  render(
    <I18nextProvider i18n={i18n}>
      <RealtimeProvider userId="u_ava" logic={realtime.logic}>
        <HomeSummary load={load} navigateTo={vi.fn()} />
      </RealtimeProvider>
    </I18nextProvider>,
  );
  await vi.waitFor(() => expect(realtime.isOpen()).toBe(true));
  return realtime;
}

const region = (name: string) => screen.findByRole('region', { name });

describe('the student’s home (issue 32 item 1)', () => {
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
    load.mockResolvedValue(fullStudentHome);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await region('Continue')).toBeInTheDocument();
  });

  it('full: continue leads back into practice in one click; recommended, to do with due dates, her week and awards', async () => {
    await renderHome(async () => fullStudentHome);
    const continueSection = await region('Continue');
    expect(within(continueSection).getByRole('link', { name: 'Practise Add fractions' })).toHaveAttribute('href', '/math/grade-4/skills/F1');
    expect(continueSection).toHaveTextContent('SmartScore 72');
    expect(within(await region('Recommended')).getByRole('link', { name: 'Practise Multiply by 10' })).toBeInTheDocument();
    const toDo = await region('To do');
    expect(within(toDo).getByRole('link', { name: 'Quiz: Fractions check' })).toHaveAttribute('href', '/quiz/quiz_1');
    expect(toDo).toHaveTextContent(/Due .*2026/);
    expect(toDo).toHaveTextContent('Started');
    expect(toDo).toHaveTextContent('Grade 4 Room 12: unit Fractions');
    expect(toDo).toHaveTextContent('Until Nov 28, 2026');
    expect(toDo).toHaveTextContent('Grade 4 Room 12: lesson 2 of 9, Equal parts');
    expect(within(toDo).getByRole('link', { name: 'Open the lesson' })).toHaveAttribute('href', '/lesson/L1');
    const week = await region('Your week');
    expect(week).toHaveTextContent('3 days in a row');
    expect(week).toHaveTextContent('42 questions this week');
    const awards = await region('Awards');
    expect(awards).toHaveTextContent('4 skills mastered');
    expect(within(awards).getByRole('link', { name: 'Practise Count to 100' })).toBeInTheDocument();
  });

  it('empty: each section says what will appear there', async () => {
    await renderHome(async () => emptyStudentHome);
    expect(await region('Continue')).toHaveTextContent('Skills you practise will appear here');
    expect(await region('Recommended')).toHaveTextContent('No trouble spots lately');
    expect(await region('To do')).toHaveTextContent('Nothing is due right now.');
    expect(await region('Your week')).toHaveTextContent('Practise today to start a streak.');
    expect(await region('Your week')).toHaveTextContent('0 questions this week');
    expect(await region('Awards')).toHaveTextContent('Reach a SmartScore of 100');
  });

  it('live: a quiz assigned to her appears without a reload (QUIZ_ASSIGNED fetches the summary again)', async () => {
    let current: Summary = emptyStudentHome;
    const load = vi.fn(async () => current);
    const realtime = await renderHome(load);
    expect(await region('To do')).toHaveTextContent('Nothing is due right now.');
    current = { ...emptyStudentHome, toDo: [fullStudentHome.toDo[0]!] };
    act(() => realtime.deliver('general', { event: 'QUIZ_ASSIGNED', quizId: 'quiz_1', title: 'Fractions check', closesAt: '2026-11-24T15:00:00.000Z' }));
    expect(await screen.findByRole('link', { name: 'Quiz: Fractions check' })).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await renderHome(async () => fullStudentHome, 'es');
    expect(await region('Continuar')).toBeInTheDocument();
    expect(await region('Por hacer')).toHaveTextContent('Prueba: Fractions check');
    expect(await region('Tu semana')).toHaveTextContent('3 días seguidos');
  });
});
