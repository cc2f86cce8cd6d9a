// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JudgedLessonCheck, LessonPage as Lesson } from '../../../events/lessons';
import { HttpError } from '../../shared/http/http-error';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { LessonPage, type LessonReader } from './lesson-page';
import type { LessonsApi } from './lessons-api';
import { LessonsInProgress } from './lessons-in-progress';

afterEach(cleanup);

const lesson = (overrides: Partial<Lesson> = {}): Lesson => ({
  permacode: 'PC12',
  skillCode: 'C.12',
  skillName: 'Compare fractions',
  subject: 'math',
  grade: 4,
  skillUrl: '/math/grade-4/skills/PC12',
  idea: ['A fraction names equal parts of a whole.', 'In "Compare fractions" you use this idea.'],
  examples: [
    { prompt: 'Which sign makes this true?\n1/7 ☐ 1/6', choices: ['<', '>', '='], steps: ['More equal parts make each part smaller.', 'Answer: <'], answer: '<' },
    { prompt: 'Which sign makes this true?\n1/3 ☐ 1/5', choices: ['<', '>', '='], steps: ['Fewer parts make bigger parts.', 'Answer: >'], answer: '>' },
  ],
  checks: [
    { questionKey: 'check-1', prompt: 'Which is bigger: 1/2 or 1/4?', answerType: 'choice', choices: ['1/2', '1/4'] },
    { questionKey: 'check-2', prompt: 'How many quarters make a whole?', answerType: 'number' },
    { questionKey: 'check-3', prompt: 'Which is smaller: 1/8 or 1/3?', answerType: 'choice', choices: ['1/8', '1/3'] },
  ],
  progress: null,
  ...overrides,
});

const judged = (overrides: Partial<JudgedLessonCheck> = {}): JudgedLessonCheck => ({
  questionKey: 'check-1',
  correct: true,
  correctAnswer: '1/2',
  explanation: ['Two equal parts are bigger than four.'],
  checksAnswered: 1,
  checksRight: 1,
  finished: false,
  ...overrides,
});

const fakeApi = (overrides: Partial<LessonsApi> = {}): LessonsApi => ({
  lesson: vi.fn(async () => lesson()),
  check: vi.fn(async () => judged()),
  inProgress: vi.fn(async () => ({ lessons: [] })),
  ...overrides,
});

const renderPage = (api: LessonsApi, reader: LessonReader = 'learner') =>
  render(
    <I18nextProvider i18n={createI18n()}>
      <LessonPage permacode="PC12" reader={reader} api={api} />
    </I18nextProvider>,
  );

describe('the lesson page', () => {
  it('shows the idea, the worked examples step by step and a link to practise the skill', async () => {
    renderPage(fakeApi());
    expect(await screen.findByRole('heading', { level: 1, name: 'Lesson: Compare fractions' })).toBeInTheDocument();
    expect(screen.getByText('A fraction names equal parts of a whole.')).toBeInTheDocument();
    const examples = screen.getAllByTestId('lesson-example');
    expect(examples).toHaveLength(2);
    expect(within(examples[0]!).getByRole('list', { name: 'Steps' })).toHaveTextContent('More equal parts make each part smaller.Answer: <');
    expect(screen.getByRole('link', { name: 'Practise this skill' })).toHaveAttribute('href', '/math/grade-4/skills/PC12');
  });

  it('lets a student answer a check in the page, with the feedback and the progress after it', async () => {
    const check = vi.fn(async (_permacode: string, questionKey: string) =>
      questionKey === 'check-1' ? judged() : judged({ questionKey: 'check-2', correct: false, correctAnswer: '4', explanation: ['Four quarters make one whole.'], checksAnswered: 2 }),
    );
    renderPage(fakeApi({ check }));
    const user = userEvent.setup();
    const first = (await screen.findAllByTestId('lesson-check'))[0]!;
    await user.click(within(first).getByRole('radio', { name: '1/2' }));
    await user.click(within(first).getByRole('button', { name: 'Check my answer' }));
    expect(await within(first).findByText('Right!')).toBeInTheDocument();
    expect(check).toHaveBeenCalledWith('PC12', 'check-1', '1/2', expect.any(String));
    expect(screen.getByTestId('lesson-progress')).toHaveTextContent('1 of 3 checks answered.');

    const second = screen.getAllByTestId('lesson-check')[1]!;
    await user.type(within(second).getByRole('textbox'), '3');
    await user.click(within(second).getByRole('button', { name: 'Check my answer' }));
    expect(await within(second).findByText('Not quite. The answer is 4.')).toBeInTheDocument();
    expect(within(second).getByText('Four quarters make one whole.')).toBeInTheDocument();
    expect(screen.getByTestId('lesson-progress')).toHaveTextContent('2 of 3 checks answered.');
  });

  it('says the lesson is finished with the checks right on the first try', async () => {
    renderPage(fakeApi({ check: vi.fn(async () => judged({ questionKey: 'check-3', checksAnswered: 3, checksRight: 2, finished: true })) }));
    const user = userEvent.setup();
    const third = (await screen.findAllByTestId('lesson-check'))[2]!;
    await user.click(within(third).getByRole('radio', { name: '1/8' }));
    await user.click(within(third).getByRole('button', { name: 'Check my answer' }));
    expect(await screen.findByText('Lesson finished: 2 of 3 checks right on the first try.')).toBeInTheDocument();
  });

  it('asks for an answer before sending, and shows the server’s refusal', async () => {
    const check = vi.fn(async () => {
      throw new HttpError(403, 'lessons.students_only');
    });
    renderPage(fakeApi({ check }));
    const user = userEvent.setup();
    const first = (await screen.findAllByTestId('lesson-check'))[0]!;
    await user.click(within(first).getByRole('button', { name: 'Check my answer' }));
    expect(within(first).getByRole('alert')).toHaveTextContent('Type or choose an answer first.');
    expect(check).not.toHaveBeenCalled();
    await user.click(within(first).getByRole('radio', { name: '1/4' }));
    await user.click(within(first).getByRole('button', { name: 'Check my answer' }));
    expect(await within(first).findByRole('alert')).toHaveTextContent('Only students answer lesson checks.');
  });

  it('shows a student her earlier answers', async () => {
    renderPage(fakeApi({ lesson: vi.fn(async () => lesson({ progress: { startedAt: '2026-11-28T09:00:00.000Z', finishedAt: null, checks: [{ questionKey: 'check-1', correct: true }], checksRight: 1 } })) }));
    expect(await screen.findByText('You answered this check right before.')).toBeInTheDocument();
    expect(screen.getByTestId('lesson-progress')).toHaveTextContent('1 of 3 checks answered.');
  });

  it('asks a visitor to sign in to answer, with no answer buttons', async () => {
    renderPage(fakeApi(), 'visitor');
    expect(await screen.findByRole('link', { name: 'Sign in to answer the checks' })).toHaveAttribute('href', '/signin');
    expect(screen.getAllByTestId('lesson-check')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Check my answer' })).not.toBeInTheDocument();
  });

  it('is "no lesson" for an unknown skill', async () => {
    renderPage(fakeApi({ lesson: vi.fn(async () => Promise.reject(new HttpError(404, 'lessons.unknown_skill'))) }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no lesson for that skill.');
  });
});

describe('the lessons in progress on a student’s home', () => {
  it('lists each with a link to its page, and nothing when there is none', async () => {
    const api = fakeApi({ inProgress: vi.fn(async () => ({ lessons: [{ permacode: 'PC12', skillCode: 'C.12', skillName: 'Compare fractions', url: '/lesson/PC12', checksAnswered: 1, lastAnsweredAt: '2026-11-28T09:00:00.000Z' }] })) });
    render(
      <I18nextProvider i18n={createI18n()}>
        <LessonsInProgress api={api} />
      </I18nextProvider>,
    );
    expect(await screen.findByRole('link', { name: 'C.12 Compare fractions' })).toHaveAttribute('href', '/lesson/PC12');
    expect(screen.getByRole('heading', { name: 'Lessons in progress' })).toBeInTheDocument();
    cleanup();
    const { container } = render(
      <I18nextProvider i18n={createI18n()}>
        <LessonsInProgress api={fakeApi()} />
      </I18nextProvider>,
    );
    await Promise.resolve();
    expect(container).toBeEmptyDOMElement();
  });
});
