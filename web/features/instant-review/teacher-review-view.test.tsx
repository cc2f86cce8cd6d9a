// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QrmCurrentQuestion } from '../../../events/instant-review';
import { HttpError } from '../../shared/http/http-error';
import { createI18n } from '../../shared/i18n/i18n-setup';
import type { ReviewCommand } from './review-page-machine';
import { TeacherReviewView, type TeacherReviewActions } from './teacher-review-view';

const view: QrmCurrentQuestion = {
  qrmSessionId: 'qrm1',
  viewer: 'teacher',
  status: 'open',
  endedReason: null,
  teacherDisplayName: 'Ms. Rivera',
  skill: { skillId: 'AAA1', code: 'A.3', name: 'Place value', level: 2 },
  question: { questionKey: 'qrm1.1', questionNumber: 1, level: 2, prompt: 'What is 7 + 5?', answerType: 'number', choices: null, art: null },
  tally: { invited: 3, answered: 2, correct: 1 },
  myResponse: null,
  skills: [
    { skillId: 'AAA1', code: 'A.3', name: 'Place value', level: 2 },
    { skillId: 'BBB2', code: 'B.4', name: 'Adding', level: 3 },
  ],
  correctAnswer: '12',
  explanation: 'Count on from 7.',
  commonWrongAnswers: [{ guess: '13', count: 1, correct: false }],
  answers: [
    { studentUserId: 'u_ava_b', displayName: 'Ava B.', answered: true, correct: true },
    { studentUserId: 'u_noah_c', displayName: 'Noah C.', answered: true, correct: false },
    { studentUserId: 'u_mia_d', displayName: 'Mia D.', answered: false, correct: null },
  ],
};

function renderView(actions: Partial<TeacherReviewActions> = {}) {
  const commands: ReviewCommand[] = [];
  const navigateTo = vi.fn();
  const all: TeacherReviewActions = {
    startGroupJam: vi.fn(async () => ({ roomId: 'r1', studentCount: 3, sameQuestionModeURLNamespace: '/same-question-mode', groupJamPracticeURL: '/math/grade-4/skills/AAA1', pubsubEndpoint: null, pubsubToken: null, timeoutMs: 1, subjects: { teacher: 't', room: 'r' } })),
    end: vi.fn(async () => undefined),
    reload: vi.fn(),
    ...actions,
  };
  render(
    <I18nextProvider i18n={createI18n()}>
      <TeacherReviewView view={view} busy={false} error={null} onCommand={(command) => commands.push(command)} navigateTo={navigateTo} actions={all} />
    </I18nextProvider>,
  );
  return { commands, navigateTo, actions: all, user: userEvent.setup() };
}

afterEach(cleanup);

describe('the teacher’s review page', () => {
  it('shows the question, how many answered, the share right and the common wrong answers — and never who got it wrong', () => {
    renderView();
    expect(screen.getByTestId('qrm-prompt')).toHaveTextContent('What is 7 + 5?');
    expect(screen.getByTestId('qrm-answered')).toHaveTextContent('2 of 3 answered');
    expect(screen.getByTestId('qrm-share-right')).toHaveTextContent('50% right');
    expect(screen.getByTestId('qrm-wrong-answers')).toHaveTextContent('13');
    const students = screen.getByTestId('qrm-students');
    expect(within(students).getByText(/Noah C\./)).toHaveTextContent('answered');
    expect(students).not.toHaveTextContent(/right|wrong/);
    expect(screen.queryByTestId('qrm-answer')).not.toBeInTheDocument();
  });

  it('poses the next question a level up, and moves to the next skill at its level', async () => {
    const { commands, user } = renderView();
    await user.click(screen.getByTestId('qrm-pose-harder'));
    await user.click(screen.getByTestId('qrm-next-skill'));
    expect(commands).toEqual([
      { kind: 'jump', numLevelsToJump: 1 },
      { kind: 'nextSkill', skill: { skillId: 'BBB2', level: 3 } },
    ]);
  });

  it('edits the skill list', async () => {
    const { commands, user } = renderView();
    await user.click(screen.getByTestId('qrm-edit-skills'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level for Adding' }), '5');
    await user.click(screen.getByRole('button', { name: 'Remove Place value' }));
    await user.click(screen.getByTestId('qrm-save-skills'));
    expect(commands).toEqual([{ kind: 'updateSkills', skills: [{ skillId: 'BBB2', level: 5 }] }]);
  });

  it('starts a group jam on the current skill at the current level and goes to the room', async () => {
    const { actions, navigateTo, user } = renderView();
    await user.click(screen.getByTestId('qrm-end-and-group-jam'));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/same-question-mode/math/grade-4/skills/AAA1/r1'));
    expect(actions.startGroupJam).toHaveBeenCalledWith({ skillIds: ['AAA1'], studentUserIds: ['u_ava_b', 'u_noah_c', 'u_mia_d'], skillToStartingLevel: { AAA1: 2 } }, true, expect.any(String));
  });

  it('End review: confirmed in the modal, then back to the start page', async () => {
    const { actions, navigateTo, user } = renderView();
    await user.click(screen.getByTestId('qrm-page-end'));
    await user.click(await screen.findByTestId('qrm-end-confirm'));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/instant-review'));
    expect(actions.end).toHaveBeenCalledTimes(1);
  });

  it('a 403 on End review reloads the page; another failure keeps the review and says so', async () => {
    const forbidden = renderView({ end: vi.fn(async () => Promise.reject(new HttpError(403, 'instant_review.not_your_session'))) });
    await forbidden.user.click(screen.getByTestId('qrm-page-end'));
    await forbidden.user.click(await screen.findByTestId('qrm-end-confirm'));
    await waitFor(() => expect(forbidden.actions.reload).toHaveBeenCalledTimes(1));
    cleanup();
    const failing = renderView({ end: vi.fn(async () => Promise.reject(new HttpError(500, 'app.error.unexpected'))) });
    await failing.user.click(screen.getByTestId('qrm-page-end'));
    await failing.user.click(await screen.findByTestId('qrm-end-confirm'));
    expect(await screen.findByTestId('qrm-error')).toBeInTheDocument();
    expect(failing.actions.reload).not.toHaveBeenCalled();
    expect(failing.navigateTo).not.toHaveBeenCalled();
    expect(screen.getByTestId('qrm-teacher')).toBeInTheDocument();
  });
});
