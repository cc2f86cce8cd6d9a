// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../shared/http/http-error';
import { createI18n } from '../../shared/i18n/i18n-setup';
import type { TakeoffApi } from './takeoff-api';
import { plansAnswer } from './takeoff-fixtures';
import { TakeoffPage } from './takeoff-page';

afterEach(cleanup);

/** A fake server: the class follows the plan from its assignment on, and advances until the last lesson. */
function fakeApi(start: number | null = null) {
  let at = start;
  const api = {
    plans: vi.fn(async (_subject: string, grade: number) => plansAnswer(at, grade)),
    assign: vi.fn(async () => {
      at = 1;
      return { assignmentId: 'a1' };
    }),
    advance: vi.fn(async () => {
      if (at === 3) throw new HttpError(409, 'takeoff.plan_finished');
      at = (at ?? 0) + 1;
      return { assignmentId: 'a1', lessonNumber: at };
    }),
  };
  return api;
}

const renderPage = (api: ReturnType<typeof fakeApi>, language?: string) =>
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <TakeoffPage api={api as unknown as TakeoffApi} />
    </I18nextProvider>,
  );

describe('the takeoff page', () => {
  it('shows the plan of the class’s grade: numbered lessons, lesson links, practice skills and notes', async () => {
    renderPage(fakeApi());
    expect(await screen.findByRole('heading', { level: 2, name: 'Grade 4 math takeoff' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Takeoff lesson plans' })).toBeInTheDocument();
    const first = screen.getByRole('article', { name: 'Lesson 1: Fractions: step 1' });
    expect(within(first).getByRole('link', { name: 'Lesson: Lesson skill 1' })).toHaveAttribute('href', '/lesson/L1');
    expect(within(first).getByRole('link', { name: 'Practice 1a' })).toHaveAttribute('href', '/math/grade-4/skills/P1a');
    expect(within(first).getByText('GONE1')).toBeInTheDocument();
    expect(within(first).getByText('Note for lesson 1.')).toBeInTheDocument();
    expect(screen.getByLabelText('Grade')).toHaveValue('4');
  });

  it('assigns the plan to a class, marks its current lesson and moves it on with “Move to lesson N+1”', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderPage(api);
    await user.click(await screen.findByRole('button', { name: 'Assign to this class' }));
    expect(api.assign).toHaveBeenCalledWith('US-math-4-takeoff', 'class_g4_room12', expect.any(String));
    expect(await screen.findByRole('status')).toHaveTextContent('The plan is assigned to Grade 4 Room 12');
    expect(await screen.findByText('Grade 4 Room 12 is on lesson 1 of 3.')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Lesson 1: Fractions: step 1' })).getByText('Current lesson for Grade 4 Room 12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move to lesson 2 (Grade 4 Room 12)' }));
    expect(await screen.findByText('Grade 4 Room 12 is on lesson 2 of 3.')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Lesson 2: Fractions: step 2' })).getByText('Current lesson for Grade 4 Room 12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move to lesson 3 (Grade 4 Room 12)' }));
    expect(await screen.findByText('This class has reached the last lesson.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Move to lesson/ })).not.toBeInTheDocument();
  });

  it('loads another grade when the teacher picks it, and shows a refusal’s key through i18n', async () => {
    const user = userEvent.setup();
    const api = fakeApi(1);
    api.assign.mockRejectedValueOnce(new HttpError(409, 'takeoff.plan_already_assigned'));
    renderPage(api);
    await user.click(await screen.findByRole('button', { name: 'Assign to this class' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The class already follows this plan');
    await user.selectOptions(screen.getByLabelText('Grade'), '5');
    expect(await screen.findByRole('heading', { level: 2, name: 'Grade 5 math takeoff' })).toBeInTheDocument();
    expect(api.plans).toHaveBeenLastCalledWith('math', 5, expect.anything());
  });

  it('speaks Spanish', async () => {
    renderPage(fakeApi(2), 'es');
    expect(await screen.findByRole('button', { name: 'Pasar a la lección 3 (Grade 4 Room 12)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Planes de lecciones takeoff' })).toBeInTheDocument();
  });
});
