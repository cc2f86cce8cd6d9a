// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LandingPage } from './landing-page';
import { ok, renderWithI18n, stubFetch, subjectLanding, type Answer } from './landing-fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the subject page', () => {
  it('asks for the subject and lists its grades as the edition names them, each a page-load link', async () => {
    const requests = stubFetch(() => ok(subjectLanding('UK')));
    renderWithI18n(<LandingPage address={{ subject: 'math', grade: null }} />);
    expect(screen.getByTestId('landing-loading')).toHaveTextContent('Loading…');
    expect(await screen.findByTestId('landing-heading')).toHaveTextContent(/^Math$/);
    expect(requests).toEqual(['/catalogue/landing?subject=math']);
    expect(screen.getByTestId('grade-link-0')).toHaveTextContent('Reception');
    expect(screen.getByTestId('grade-link-4')).toHaveTextContent('Year 5');
    expect(screen.getByTestId('grade-link-4')).toHaveAttribute('href', '/math/grade-4');
    expect(screen.getAllByRole('link', { name: /^(Reception|Year \d+)$/ })).toHaveLength(13);
    expect(screen.getByTestId('landing-games')).toHaveAttribute('id', 'games');
    const games = screen.getAllByTestId('landing-game');
    expect(games.map((game) => game.id)).toEqual(['game-1', 'game-2']);
    expect(games[1]).toHaveTextContent('Fraction Fishing 3 Grades 3rd–5th');
    expect(screen.queryByTestId('landing-loading')).not.toBeInTheDocument();
  });

  it('links the other subjects (not itself)', async () => {
    stubFetch(() => ok(subjectLanding()));
    renderWithI18n(<LandingPage address={{ subject: 'math', grade: null }} />);
    const others = within(await screen.findByRole('navigation', { name: 'Other subjects' }));
    expect(others.getByTestId('subject-link-sci')).toHaveAttribute('href', '/sci');
    expect(others.getByTestId('subject-link-sci')).toHaveTextContent('Science');
    expect(others.queryByTestId('subject-link-math')).not.toBeInTheDocument();
  });

  it('says when the data could not be loaded, and tries again', async () => {
    let answer: Answer = 'offline';
    stubFetch(() => answer);
    renderWithI18n(<LandingPage address={{ subject: 'math', grade: null }} />);
    expect(await screen.findByTestId('landing-error')).toHaveTextContent("We couldn't reach the server.");
    expect(screen.queryByTestId('landing-heading')).not.toBeInTheDocument();
    answer = ok(subjectLanding());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('landing-heading')).toHaveTextContent('Math');
    expect(screen.queryByTestId('landing-error')).not.toBeInTheDocument();
  });

  it('treats an answer of the wrong shape as a failed load', async () => {
    stubFetch(() => ok({ subject: 'math', grades: 'none' }));
    renderWithI18n(<LandingPage address={{ subject: 'math', grade: null }} />);
    expect(await screen.findByTestId('landing-error')).toHaveTextContent("We couldn't load this page.");
  });
});
