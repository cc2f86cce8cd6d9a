// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SkillPageAddress } from '../../../events/curriculum';
import { profilePreferencesStore } from '../../shared/profile-preferences/profile-preferences-store';
import { ok, renderWithI18n, skillDetails, stubFetch, type Answer } from './landing-fixtures';
import { SkillPage } from './skill-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ADDRESS: SkillPageAddress = { subject: 'math', grade: 4, permacode: 'PC12' };

function renderSkillPage(answer: () => Answer, address = ADDRESS) {
  const requests = stubFetch(answer);
  renderWithI18n(<SkillPage address={address} />);
  return requests;
}

describe('the skill page', () => {
  it('shows the code and name, subject and grade, tags, a practice placeholder and a link back to the grade', async () => {
    const requests = renderSkillPage(() => ok(skillDetails({ gradeName: 'Year 5', edition: 'UK' })));
    expect(screen.getByTestId('landing-loading')).toBeInTheDocument();
    expect(await screen.findByTestId('landing-heading')).toHaveTextContent(/^C\.12 Compare fractions$/);
    expect(requests).toEqual(['/catalogue/skills/PC12']);
    expect(screen.getByTestId('skill-level')).toHaveTextContent('Year 5 Math');
    expect(within(screen.getByTestId('skill-tags')).getAllByRole('listitem').map((tag) => tag.textContent)).toEqual(['fractions', 'comparing']);
    expect(screen.getByTestId('skill-practice')).toHaveTextContent('PracticePractice questions for this skill open here.');
    expect(screen.getByTestId('skill-grade-link')).toHaveAttribute('href', '/math/grade-4');
    expect(screen.getByTestId('skill-grade-link')).toHaveTextContent('Back to Year 5 Math');
    expect(screen.queryByTestId('skill-coming-soon')).not.toBeInTheDocument();
  });

  it('lists the standards the skill is aligned to under its name, and no standards section when it has none (issue 29)', async () => {
    const standards = [{ code: '4.NF.A.2', description: 'Compare fractions with different numerators and denominators.' }];
    renderSkillPage(() => ok(skillDetails({ standards })));
    const section = (await screen.findByRole('heading', { name: 'Standards', level: 2 })).closest('section')!;
    expect(within(section).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['4.NF.A.2 Compare fractions with different numerators and denominators.']);
    cleanup();
    renderSkillPage(() => ok(skillDetails({ subject: 'spa', subjectName: 'Spanish', standards: [] })), { subject: 'spa', grade: 4, permacode: 'PC12' });
    expect(await screen.findByTestId('landing-heading')).toBeInTheDocument();
    expect(screen.queryByTestId('skill-standards')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Standards' })).not.toBeInTheDocument();
  });

  it('says "Coming soon" for an upcoming skill, with no practice yet', async () => {
    renderSkillPage(() => ok(skillDetails({ upcoming: true })));
    expect(await screen.findByTestId('skill-coming-soon')).toHaveTextContent('Coming soon');
    expect(screen.getByTestId('skill-practice')).toHaveTextContent('Practice opens when this skill is ready.');
    expect(screen.getByTestId('skill-page')).toHaveAttribute('data-upcoming', 'true');
  });

  it('shows the practice it is handed in place of the placeholder, but not for an upcoming skill', async () => {
    stubFetch(() => ok(skillDetails()));
    renderWithI18n(<SkillPage address={ADDRESS} practice={<p data-testid="handed-practice">Question 1</p>} />);
    expect(await screen.findByTestId('handed-practice')).toBeInTheDocument();
    expect(screen.queryByTestId('skill-practice')).not.toBeInTheDocument();
    expect(screen.getByTestId('landing-heading')).toHaveTextContent('C.12 Compare fractions');
    cleanup();
    stubFetch(() => ok(skillDetails({ upcoming: true })));
    renderWithI18n(<SkillPage address={ADDRESS} practice={<p data-testid="handed-practice">Question 1</p>} />);
    expect(await screen.findByTestId('skill-practice')).toHaveTextContent('Practice opens when this skill is ready.');
    expect(screen.queryByTestId('handed-practice')).not.toBeInTheDocument();
  });

  it('links a math skill to the raceway with it chosen, but not for whoever has hideGames on, nor for another subject', async () => {
    renderSkillPage(() => ok(skillDetails()));
    const link = await screen.findByRole('link', { name: 'Race this skill' });
    expect(link).toHaveAttribute('href', '/raceway?permacode=PC12&grade=4');
    // The preference re-renders the page; a loaded machine may read before it (as the grade-levels check below).
    act(() => profilePreferencesStore.getState().update({ hideGames: true }));
    await waitFor(() => expect(screen.queryByTestId('skill-race-link')).not.toBeInTheDocument());
    act(() => profilePreferencesStore.getState().update({ hideGames: false }));
    expect(await screen.findByTestId('skill-race-link')).toBeInTheDocument();
    cleanup();
    renderSkillPage(() => ok(skillDetails({ subject: 'sci', subjectName: 'Science' })), { subject: 'sci', grade: 4, permacode: 'PC12' });
    expect(await screen.findByTestId('landing-heading')).toBeInTheDocument();
    expect(screen.queryByTestId('skill-race-link')).not.toBeInTheDocument();
  });

  it('shows the subject, not the grade, to whoever hides grade levels, and leads back to the subject page; the code stays (issue 31 item 5)', async () => {
    renderSkillPage(() => ok(skillDetails()));
    expect(await screen.findByTestId('skill-level')).toHaveTextContent('Grade 4 Math');
    try {
      await act(async () => profilePreferencesStore.getState().update({ hideGradeLevels: true }));
      await waitFor(() => expect(screen.getByTestId('skill-level')).toHaveTextContent(/^Math$/));
      expect(screen.getByTestId('skill-grade-link')).toHaveAttribute('href', '/math');
      expect(screen.getByTestId('skill-grade-link')).not.toHaveTextContent('Grade 4');
      expect(screen.getByTestId('landing-heading')).toHaveTextContent('C.12 Compare fractions');
    } finally {
      act(() => profilePreferencesStore.getState().update({ hideGradeLevels: false }));
    }
  });

  it('links a skill to its lesson ("Learn with a lesson", issue 31), not an upcoming one', async () => {
    renderSkillPage(() => ok(skillDetails()));
    expect(await screen.findByRole('link', { name: 'Learn with a lesson' })).toHaveAttribute('href', '/lesson/PC12');
    cleanup();
    renderSkillPage(() => ok(skillDetails({ upcoming: true })));
    expect(await screen.findByTestId('landing-heading')).toBeInTheDocument();
    expect(screen.queryByTestId('skill-lesson-link')).not.toBeInTheDocument();
  });

  it('is not found when the server does not know the skill', async () => {
    renderSkillPage(() => ({ status: 404, body: { error: 'catalogue.unknown_skill' } }));
    const notFound = await screen.findByTestId('skill-not-found');
    expect(notFound).toHaveTextContent("Skill not found");
    expect(notFound).toHaveTextContent("We couldn't find that skill.");
    expect(within(notFound).getByRole('link')).toHaveAttribute('href', '/math/grade-4');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('is not found under another subject or grade than its own', async () => {
    renderSkillPage(() => ok(skillDetails({ grade: 7, gradeName: 'Grade 7' })));
    expect(await screen.findByTestId('skill-not-found')).toBeInTheDocument();
    expect(screen.queryByTestId('landing-heading')).not.toBeInTheDocument();
  });

  it('shows other failures with "Try again"', async () => {
    let answer: Answer = 'offline';
    renderSkillPage(() => answer);
    expect(await screen.findByTestId('landing-error')).toHaveTextContent("We couldn't reach the server.");
    answer = ok(skillDetails());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('landing-heading')).toHaveTextContent('C.12 Compare fractions');
  });
});
