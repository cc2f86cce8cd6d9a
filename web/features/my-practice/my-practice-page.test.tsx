// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { MyPractice } from '../../../events/practice';
import { HttpError } from '../../shared/http/http-error';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { profilePreferencesStore } from '../../shared/profile-preferences/profile-preferences-store';
import { myPracticeSchema } from './my-practice-api';
import { MyPracticePage } from './my-practice-page';

afterEach(cleanup);

const practised: MyPractice = {
  skills: [
    {
      skillId: 12,
      permacode: 'PC12',
      code: 'C.12',
      name: 'Compare fractions',
      subject: 'math',
      grade: 4,
      url: '/math/grade-4/skills/PC12',
      smartScore: 84,
      questionsAnswered: 23,
      secondsSpent: 754,
      lastPractisedAt: '2030-01-01T09:30:00.000Z',
      proficient: true,
      mastered: false,
    },
    {
      skillId: 40,
      permacode: 'PA1',
      code: 'A.1',
      name: 'Nouns',
      subject: 'ela',
      grade: 0,
      url: '/ela/grade-0/skills/PA1',
      smartScore: 20,
      questionsAnswered: 3,
      secondsSpent: 45,
      lastPractisedAt: '2029-12-30T10:00:00.000Z',
      proficient: false,
      mastered: false,
    },
  ],
  recent: [
    { permacode: 'PC12', skillName: 'Compare fractions', url: '/math/grade-4/skills/PC12', correct: true, smartScoreAfter: 84, answeredAt: '2030-01-01T09:30:00.000Z' },
    { permacode: 'PC12', skillName: 'Compare fractions', url: '/math/grade-4/skills/PC12', correct: false, smartScoreAfter: 79, answeredAt: '2030-01-01T09:29:00.000Z' },
  ],
  bands: [
    { subject: 'math', band: 'On grade' },
    { subject: 'ela', band: 'Not pinpointed' },
  ],
};

function renderPage(load: () => Promise<MyPractice>) {
  render(
    <I18nextProvider i18n={createI18n()}>
      <MyPracticePage load={load} />
    </I18nextProvider>,
  );
}

describe('my practice', () => {
  it('shows the bands per subject, each skill practised with score, questions and time, and the latest answers', async () => {
    renderPage(async () => practised);
    expect(screen.getByRole('heading', { level: 1, name: 'My practice' })).toBeInTheDocument();
    const skills = await screen.findByTestId('my-practice-skills');
    const [fractions, nouns] = within(skills).getAllByTestId('my-practice-skill');
    expect(within(fractions!).getByRole('link', { name: 'C.12 Compare fractions' })).toHaveAttribute('href', '/math/grade-4/skills/PC12');
    expect(fractions).toHaveTextContent('Math · Grade 4');
    expect(within(fractions!).getByTestId('my-practice-score')).toHaveTextContent('84Proficient');
    expect(fractions).toHaveTextContent('Questions23');
    expect(fractions).toHaveTextContent('Time12 min');
    expect(within(fractions!).getByText((_, element) => element?.tagName === 'TIME')).toHaveAttribute('dateTime', '2030-01-01T09:30:00.000Z');
    expect(nouns).toHaveTextContent('Language arts · Kindergarten');
    expect(nouns).toHaveTextContent('Time45 sec');

    expect(within(screen.getByTestId('my-practice-bands')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'MathOn grade',
      'Language artsNot pinpointed yetYour grade level shows once you have answered at least 20 questions in this subject, reached a SmartScore of 80 in one of its skills, and are in a class.',
    ]);
    // Issue 34: "Not pinpointed" is explained where it shows, and only there.
    expect(screen.getAllByTestId('my-practice-not-pinpointed-why')).toHaveLength(1);
    expect(screen.getByText('Not pinpointed yet')).toHaveAccessibleDescription(/at least 20 questions/);

    const recent = within(screen.getByTestId('my-practice-recent')).getAllByRole('listitem');
    expect(recent[0]).toHaveTextContent(/^✓RightCompare fractionsSmartScore 84/);
    expect(recent[1]).toHaveTextContent(/^✗WrongCompare fractionsSmartScore 79/);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Grade level', 'Skills practised', 'Recent activity']);
  });

  it('shows each skill’s subject without its grade to a learner who hides grade levels (issue 31 item 5)', async () => {
    act(() => profilePreferencesStore.getState().update({ hideGradeLevels: true }));
    try {
      renderPage(async () => practised);
      const [fractions] = within(await screen.findByTestId('my-practice-skills')).getAllByTestId('my-practice-skill');
      expect(fractions).toHaveTextContent('Math');
      expect(fractions).not.toHaveTextContent('Grade 4');
    } finally {
      act(() => profilePreferencesStore.getState().update({ hideGradeLevels: false }));
    }
  });

  it('says plainly when nothing was practised yet, with the subjects to start from', async () => {
    renderPage(async () => ({ skills: [], recent: [], bands: [] }));
    const empty = await screen.findByTestId('my-practice-empty');
    expect(empty).toHaveTextContent("You haven't practised yet.");
    expect(within(empty).getByRole('link', { name: 'Math' })).toHaveAttribute('href', '/math');
    expect(within(empty).getAllByRole('link')).toHaveLength(5);
  });

  it('offers "Try again" when it cannot load', async () => {
    let fail = true;
    renderPage(async () => {
      if (fail) throw new HttpError(0, 'app.error.network');
      return practised;
    });
    const failure = await screen.findByTestId('my-practice-failed');
    expect(failure).toHaveTextContent("We couldn't reach the server.");
    fail = false;
    await userEvent.setup().click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('my-practice-skills')).toBeInTheDocument();
  });

  it('reads the server’s answer: an unknown band as not pinpointed, a link elsewhere (or none) as no link', async () => {
    expect(myPracticeSchema.parse(practised)).toEqual(practised);
    const odd = { ...practised, bands: [{ subject: 'math', band: 'Way above' }] };
    expect(myPracticeSchema.parse(odd).bands).toEqual([{ subject: 'math', band: 'Not pinpointed' }]);
    const offsite = myPracticeSchema.parse({ ...practised, recent: [{ ...practised.recent[0]!, url: 'https://evil.example/x' }], skills: [{ ...practised.skills[0]!, url: '' }] });
    expect(offsite.recent[0]?.url).toBe('');
    renderPage(async () => offsite);
    const skill = await screen.findByTestId('my-practice-skill');
    expect(within(skill).getByRole('heading', { level: 3 })).toHaveTextContent('C.12 Compare fractions');
    expect(within(skill).queryByRole('link')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('my-practice-recent')).queryByRole('link')).not.toBeInTheDocument();
  });
});
