// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TopicPageAddress } from '../../../events/curriculum';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { profilePreferencesStore } from '../../shared/profile-preferences/profile-preferences-store';
import { ok, renderWithI18n, stubFetch, topicPage, type Answer } from './landing-fixtures';
import { TopicPage } from './topic-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ADDRESS: TopicPageAddress = { subject: 'math', grade: 4, topic: 'fractions' };

function renderTopicPage(answer: () => Answer, address = ADDRESS) {
  const requests = stubFetch(answer);
  renderWithI18n(<TopicPage address={address} />);
  return requests;
}

describe('the topic page (issue 34)', () => {
  it('shows the topic, its grade and category, and a way back to the grade page', async () => {
    const requests = renderTopicPage(() => ok(topicPage()));
    expect(screen.getByTestId('landing-loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/^Fractions$/);
    expect(requests).toEqual(['/catalogue/topic?subject=math&grade=4&topic=fractions']);
    expect(screen.getByTestId('topic-level')).toHaveTextContent('Grade 4 Math');
    expect(screen.getByTestId('topic-grade-link')).toHaveAttribute('href', '/math/grade-4');
    expect(screen.getByTestId('topic-grade-link')).toHaveTextContent('Back to Grade 4 Math');
    expect(screen.getByTestId('topic-category-link')).toHaveTextContent('Category on the grade page: Fractions (skills C.1 to C.16)');
    expect(screen.getByTestId('topic-category-link')).toHaveAttribute('href', '/math/grade-4#landing-category-C');
    // The title is set in a passive effect, which React may run after the heading is on screen.
    await waitFor(() => expect(document.title).toMatch(/^Fractions: Grade 4 Math/));
  });

  it('lists every skill with its code, a link to its page and to its lesson; an upcoming one has neither', async () => {
    renderTopicPage(() => ok(topicPage()));
    const skills = await screen.findAllByTestId('topic-skill');
    expect(skills).toHaveLength(16);
    expect(screen.getByRole('heading', { level: 2, name: '16 skills' })).toBeInTheDocument();
    const first = skills[0]!;
    expect(within(first).getByTestId('topic-skill-link')).toHaveAttribute('href', '/math/grade-4/skills/PC1');
    expect(within(first).getByTestId('topic-skill-link')).toHaveTextContent('C.1 Skill C.1');
    expect(within(first).getByRole('link', { name: 'Lesson for C.1 Skill C.1' })).toHaveAttribute('href', '/lesson/PC1');
    const upcoming = skills.find((skill) => skill.getAttribute('data-code') === 'C.3')!;
    expect(upcoming).toHaveTextContent('C.3 Skill C.3Coming soon');
    expect(within(upcoming).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('topic-lesson-link')).toHaveLength(15);
  });

  it('links the grade’s other topics', async () => {
    renderTopicPage(() => ok(topicPage()));
    const others = await screen.findAllByTestId('topic-other-link');
    expect(others.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['Geometry', '/math/grade-4/topics/geometry']]);
    expect(screen.getByRole('navigation', { name: 'Other topics of this grade' })).toBeInTheDocument();
  });

  it('names the subject, not the grade, to whoever hides grade levels; the way back stays the grade page', async () => {
    renderTopicPage(() => ok(topicPage()));
    expect(await screen.findByTestId('topic-level')).toHaveTextContent('Grade 4 Math');
    try {
      await act(async () => profilePreferencesStore.getState().update({ hideGradeLevels: true }));
      await waitFor(() => expect(screen.getByTestId('topic-level')).toHaveTextContent(/^Math$/));
      expect(screen.getByTestId('topic-grade-link')).toHaveTextContent(/^Back to Math$/);
      expect(screen.getByTestId('topic-grade-link')).toHaveAttribute('href', '/math/grade-4');
      expect(screen.getByTestId('topic-page')).not.toHaveTextContent('Grade 4');
    } finally {
      act(() => profilePreferencesStore.getState().update({ hideGradeLevels: false }));
    }
  });

  it('is not found when the grade has no such topic, with a link to the grade page', async () => {
    renderTopicPage(() => ({ status: 404, body: { error: 'catalogue.unknown_topic' } }), { ...ADDRESS, topic: 'nope' });
    const notFound = await screen.findByTestId('topic-not-found');
    expect(within(notFound).getByRole('heading', { level: 1 })).toHaveTextContent('Topic not found');
    expect(notFound).toHaveTextContent("We couldn't find that topic.");
    expect(within(notFound).getByRole('link')).toHaveAttribute('href', '/math/grade-4');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows other failures with "Try again"', async () => {
    let answer: Answer = 'offline';
    renderTopicPage(() => answer);
    expect(await screen.findByTestId('landing-error')).toHaveTextContent("We couldn't reach the server.");
    answer = ok(topicPage());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Fractions');
  });

  it('speaks Spanish', async () => {
    stubFetch(() => ok(topicPage()));
    render(
      <I18nextProvider i18n={createI18n('es')}>
        <TopicPage address={ADDRESS} />
      </I18nextProvider>,
    );
    expect(await screen.findByTestId('topic-grade-link')).toHaveTextContent('Volver a Grade 4 Math');
    expect(screen.getByRole('heading', { level: 2, name: '16 habilidades' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Lección de C\.\d+ / })).toHaveLength(15);
    expect(screen.getByRole('navigation', { name: 'Otros temas de este grado' })).toBeInTheDocument();
  });
});
