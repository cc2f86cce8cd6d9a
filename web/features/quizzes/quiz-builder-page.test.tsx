// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../shared/http/http-error';
import { createI18n } from '../../shared/i18n/i18n-setup';
import type { QuizAssignmentBody } from './quizzes-api';
import { fakeQuizzesApi } from './quizzes-fixtures';
import { QuizBuilderPage } from './quiz-builder-page';

afterEach(cleanup);

const options = {
  classes: [{ classId: 'class_g4_room12', name: 'Grade 4 Room 12', grade: 4, students: [{ userId: 'u_ava', displayName: 'Ava B.' }] }],
  questionSets: [{ questionSetId: 'qs_1', title: 'Fractions warm-up', questionCount: 3, mine: true, authorDisplayName: 'Ms. Rivera' }],
};
const skills = [
  { code: 'A.1', name: 'Multiply by 2', url: '/math/grade-4/multiply-by-2', permacode: 'ABC12', upcoming: false },
  { code: 'A.2', name: 'Multiply by 3', url: '/math/grade-4/multiply-by-3', permacode: 'ABC13', upcoming: false },
];
const now = () => new Date('2026-11-02T09:00:00.000Z');
const renderBuilder = (api = fakeQuizzesApi({ builderOptions: vi.fn(async () => options) }), onCreated = vi.fn()) => {
  render(
    <I18nextProvider i18n={createI18n()}>
      <QuizBuilderPage api={api} loadSkills={async () => ({ skills })} onCreated={onCreated} now={now} />
    </I18nextProvider>,
  );
  return { api, onCreated };
};

describe('the quiz builder', () => {
  it('builds a quiz from a question set for a class, with times and a time limit, and opens its page', async () => {
    const create = vi.fn(async (_body: QuizAssignmentBody) => ({ quizId: 'quiz-9' }));
    const { onCreated } = renderBuilder(fakeQuizzesApi({ builderOptions: vi.fn(async () => options), create }));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Title'), 'Fractions check');
    await user.selectOptions(screen.getByLabelText('Question set'), 'qs_1');
    await user.click(screen.getByLabelText('Grade 4 Room 12'));
    await user.type(screen.getByLabelText('Time limit in minutes (leave empty for none)'), '15');
    await user.click(screen.getByRole('button', { name: 'Create quiz' }));
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ title: 'Fractions check', questionSetId: 'qs_1', classIds: ['class_g4_room12'], studentUserIds: [], timeLimitMinutes: 15 }));
    const body = create.mock.calls[0]![0];
    expect(Date.parse(body.closesAt) - Date.parse(body.opensAt)).toBe(7 * 86_400_000);
    expect(onCreated).toHaveBeenCalledWith('/teacher/quizzes/quiz-9');
  });

  it('builds one from skills: subject, grade, skills added to a list, questions per skill', async () => {
    const create = vi.fn(async () => ({ quizId: 'quiz-10' }));
    renderBuilder(fakeQuizzesApi({ builderOptions: vi.fn(async () => options), create }));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Title'), 'Times tables');
    await user.click(screen.getByLabelText('Skills'));
    await user.selectOptions(await screen.findByLabelText('Skill'), 'ABC13');
    await user.click(screen.getByRole('button', { name: 'Add skill' }));
    expect(screen.getByRole('button', { name: 'Remove A.2 Multiply by 3' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Questions per skill'));
    await user.type(screen.getByLabelText('Questions per skill'), '4');
    await user.click(screen.getByText('Or single students'));
    await user.click(screen.getByLabelText('Ava B.'));
    await user.click(screen.getByRole('button', { name: 'Create quiz' }));
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ permacodes: ['ABC13'], questionsPerSkill: 4, classIds: [], studentUserIds: ['u_ava'] }));
  });

  it('shows the server’s refusal in words, and stays on the form', async () => {
    const create = vi.fn(async () => Promise.reject(new HttpError(400, 'quizzes.no_students')));
    const { onCreated } = renderBuilder(fakeQuizzesApi({ builderOptions: vi.fn(async () => options), create }));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Title'), 'Fractions check');
    await user.selectOptions(screen.getByLabelText('Question set'), 'qs_1');
    await user.click(screen.getByRole('button', { name: 'Create quiz' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at least one class or student.');
    expect(onCreated).not.toHaveBeenCalled();
  });
});
