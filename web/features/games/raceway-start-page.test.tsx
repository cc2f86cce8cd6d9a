// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, type FakeRequest } from '../../shared/http/fake-fetch';
import { HttpError } from '../../shared/http/http-error';
import { createI18n } from '../../shared/i18n/i18n-setup';
import type { RacewayApi } from './raceway-api';
import { RacewayStartPage, type RacewayViewer } from './raceway-start-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const gradeName = (grade: number) => (grade === 0 ? 'Kindergarten' : `Grade ${grade}`);

/** `GET /catalogue/landing?subject=math&grade=N`, as the server answers it: two categories of skills, one upcoming. */
function gradeLanding(grade: number) {
  const skill = (code: string, name: string, upcoming = false) => {
    const permacode = `G${grade}${code.replace('.', '')}`;
    return { code, name, url: `/math/grade-${grade}/skills/${permacode}`, permacode, upcoming };
  };
  return {
    edition: 'US',
    subject: 'math',
    subjectName: 'Math',
    grades: Array.from({ length: 13 }, (_, each) => ({ grade: each, gradeName: gradeName(each), url: `/math/grade-${each}` })),
    games: [],
    gamesHidden: false,
    grade,
    gradeName: gradeName(grade),
    skills: [skill('A.1', `Count to ${grade}0`), skill('A.2', 'Skip-count', true), skill('B.1', `Multiply by ${grade}`)],
    topics: [],
    categories: [
      { letter: 'A', name: 'Counting' },
      { letter: 'B', name: 'Multiplication' },
    ],
    lessons: [],
  };
}

const landingRoute = ({ url }: FakeRequest) => gradeLanding(Number(url.searchParams.get('grade')));

function fakeApi(startRace: RacewayApi['startRace'] = vi.fn(async () => ({ raceId: 'race-7' }))): RacewayApi {
  const unused = vi.fn(async () => {
    throw new Error('not in this test');
  });
  return { startRace: vi.fn(startRace), race: unused, join: unused, answer: unused, end: unused };
}

const student: RacewayViewer = { signedIn: true, teacher: false };

function renderPage({ search = '', viewer = student, api = fakeApi(), navigateTo = vi.fn() }: { search?: string; viewer?: RacewayViewer; api?: RacewayApi; navigateTo?: (href: string) => void } = {}) {
  const wrap = (node: ReactNode) => <I18nextProvider i18n={createI18n()}>{node}</I18nextProvider>;
  render(wrap(<RacewayStartPage viewer={viewer} search={search} api={api} navigateTo={navigateTo} renderLimitDialog={(onClose) => <div role="dialog" aria-label="Race limit"><button onClick={onClose}>Close</button></div>} />));
  return { api, navigateTo };
}

const skillOptions = () =>
  within(screen.getByTestId('raceway-skill'))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the raceway start page', () => {
  it('presets the grade from ?grade= and lists that grade’s skills by category, name and code', async () => {
    const server = fakeFetch({ 'GET /catalogue/landing': landingRoute });
    vi.stubGlobal('fetch', server);
    renderPage({ search: '?subject=math&grade=5' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the skills…');
    expect(screen.getByTestId('raceway-grade')).toHaveValue('5');
    await screen.findByRole('option', { name: 'Count to 50 (A.1)' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(skillOptions()).toEqual(['Choose a skill', 'Count to 50 (A.1)', 'Multiply by 5 (B.1)']);
    expect(within(screen.getByTestId('raceway-skill')).getAllByRole('group').map((group) => group.getAttribute('label'))).toEqual(['Counting', 'Multiplication']); // issue 34: the categories' real names
    expect(screen.getByRole('option', { name: 'Multiply by 5 (B.1)' })).toHaveValue('G5B1');
    expect(within(screen.getByTestId('raceway-grade')).getAllByRole('option').map((option) => option.textContent)).toEqual(Array.from({ length: 13 }, (_, grade) => gradeName(grade)));
    expect(server.calls).toEqual(['GET /catalogue/landing']);
  });

  it('starts at grade 3 without ?grade=, and changing the grade loads its skills', async () => {
    const grades: string[] = [];
    vi.stubGlobal('fetch', fakeFetch({ 'GET /catalogue/landing': (request: FakeRequest) => (grades.push(request.url.search), landingRoute(request)) }));
    renderPage();
    expect(screen.getByTestId('raceway-grade')).toHaveValue('3');
    await screen.findByRole('option', { name: 'Multiply by 3 (B.1)' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByTestId('raceway-skill'), 'G3B1');
    await user.selectOptions(screen.getByTestId('raceway-grade'), '7');
    await screen.findByRole('option', { name: 'Multiply by 7 (B.1)' });
    expect(screen.queryByRole('option', { name: 'Multiply by 3 (B.1)' })).not.toBeInTheDocument();
    expect(screen.getByTestId('raceway-skill')).toHaveValue('');
    expect(screen.getByTestId('raceway-go')).toBeDisabled();
    expect(grades).toEqual(['?subject=math&grade=3', '?subject=math&grade=7']);
  });

  it('preselects the skill of ?permacode= (with ?grade=), and looks up its grade without one', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /catalogue/landing': landingRoute }));
    renderPage({ search: '?permacode=G4B1&grade=4' });
    expect(await screen.findByRole('option', { name: 'Multiply by 4 (B.1)' })).toBeInTheDocument();
    expect(screen.getByTestId('raceway-skill')).toHaveValue('G4B1');
    expect(screen.getByTestId('raceway-go')).toBeEnabled();
    cleanup();

    const server = fakeFetch({
      'GET /catalogue/skills/G6A1': { name: 'Count to 60', code: 'A.1', subject: 'math', subjectName: 'Math', grade: 6, gradeName: 'Grade 6', edition: 'US', tags: [], upcoming: false, url: '/math/grade-6/skills/G6A1' },
      'GET /catalogue/landing': landingRoute,
    });
    vi.stubGlobal('fetch', server);
    renderPage({ search: '?permacode=G6A1' });
    expect(await screen.findByRole('option', { name: 'Count to 60 (A.1)' })).toBeInTheDocument();
    expect(screen.getByTestId('raceway-grade')).toHaveValue('6');
    expect(screen.getByTestId('raceway-skill')).toHaveValue('G6A1');
    expect(server.calls).toEqual(['GET /catalogue/skills/G6A1', 'GET /catalogue/landing']);
  });

  it('keeps Start disabled until a skill is chosen, then sends { permacode, questions } and goes to the race', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /catalogue/landing': landingRoute }));
    const { api, navigateTo } = renderPage({ search: '?grade=2' });
    await screen.findByRole('option', { name: 'Count to 20 (A.1)' });
    expect(screen.getByTestId('raceway-go')).toBeDisabled();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByTestId('raceway-skill'), 'Count to 20 (A.1)');
    await user.selectOptions(screen.getByLabelText('Questions'), '15');
    await user.click(screen.getByTestId('raceway-go'));
    expect(api.startRace).toHaveBeenCalledWith({ permacode: 'G2A1', questions: 15 });
    await vi.waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/raceway/race/race-7'));
  });

  it('opens the limit dialog when a visitor has run today’s races', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /catalogue/landing': landingRoute }));
    const api = fakeApi(async () => {
      throw new HttpError(429, 'raceway.limit_reached');
    });
    const { navigateTo } = renderPage({ search: '?grade=3&permacode=G3A1', viewer: { signedIn: false, teacher: false }, api });
    await screen.findByRole('option', { name: 'Count to 30 (A.1)' });
    const user = userEvent.setup();
    await user.click(screen.getByTestId('raceway-go'));
    expect(await screen.findByRole('dialog', { name: 'Race limit' })).toBeInTheDocument();
    expect(navigateTo).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when the skills could not be loaded, and tries again', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      fakeFetch({ 'GET /catalogue/landing': (request: FakeRequest) => (fail ? Response.json({ error: 'app.error.unexpected' }, { status: 500 }) : landingRoute(request)) }),
    );
    renderPage({ search: '?grade=4' });
    const error = await screen.findByTestId('raceway-skills-error');
    expect(error).toHaveTextContent('The skills could not be loaded.');
    expect(screen.getByTestId('raceway-skill')).toBeDisabled();
    expect(screen.getByTestId('raceway-go')).toBeDisabled();
    fail = false;
    await userEvent.setup().click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('option', { name: 'Multiply by 4 (B.1)' })).toBeInTheDocument();
    expect(screen.queryByTestId('raceway-skills-error')).not.toBeInTheDocument();
  });
});
