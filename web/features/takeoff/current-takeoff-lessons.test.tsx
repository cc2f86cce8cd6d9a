// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentTakeoffLessons as Answer } from '../../../events/takeoff';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { CurrentTakeoffLessons } from './current-takeoff-lessons';
import { currentLessons } from './takeoff-fixtures';

afterEach(cleanup);

const renderLessons = (load: () => Promise<Answer>) =>
  render(
    <I18nextProvider i18n={createI18n()}>
      <CurrentTakeoffLessons load={load} />
    </I18nextProvider>,
  );

describe('"Today’s lesson" on a student’s home', () => {
  it('shows each class’s current lesson, linking to its lesson page and to the skills to practise', async () => {
    renderLessons(async () => currentLessons);
    const section = await screen.findByRole('region', { name: 'Today’s lesson' });
    expect(within(section).getByRole('heading', { name: 'Grade 4 Room 12: lesson 2, Fractions: step 2' })).toBeInTheDocument();
    expect(within(section).getByText('Grade 4 math takeoff, lesson 2 of 3')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Open the lesson: Lesson skill 2' })).toHaveAttribute('href', '/lesson/L2');
    expect(within(section).getByRole('link', { name: 'Practise Practice 2a' })).toHaveAttribute('href', '/math/grade-4/skills/P2a');
    expect(within(section).getByText('GONE2')).toBeInTheDocument();
    expect(within(section).getAllByRole('link')).toHaveLength(2);
  });

  it('shows nothing when no class follows a plan', async () => {
    const load = vi.fn(async () => ({ lessons: [] }));
    const { container } = renderLessons(load);
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container).toBeEmptyDOMElement();
  });

  it('says when it could not load, and tries again', async () => {
    const user = userEvent.setup();
    const load = vi.fn().mockRejectedValueOnce(new TypeError('network')).mockResolvedValue(currentLessons);
    renderLessons(load);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load today's lesson.");
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Grade 4 Room 12: lesson 2, Fractions: step 2' })).toBeInTheDocument();
  });
});
