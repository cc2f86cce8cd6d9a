// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HomeSummary as Summary } from '../../../events/home/home-contract';
import { emptyStudentHome, fullStudentHome } from './home-fixtures';
import { itLoadsAndRetries, renderHomeSummary } from './home-summary-harness';

afterEach(cleanup);

type Load = Parameters<typeof renderHomeSummary>[1];

async function renderHome(load: Load, language = 'en') {
  return (await renderHomeSummary('u_ava', load, { language })).realtime;
}

const region = (name: string) => screen.findByRole('region', { name });

describe('the student’s home (issue 32 item 1)', () => {
  itLoadsAndRetries('u_ava', fullStudentHome, 'Continue');

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
