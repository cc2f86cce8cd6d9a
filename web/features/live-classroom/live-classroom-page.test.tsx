// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveClassroomClass, QuestionsLogEntry } from '../../../events/practice';
import { HttpError } from '../../shared/http/http-error';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { fakeRealtime } from '../../shared/realtime/fake-realtime';
import { RealtimeProvider } from '../../shared/realtime/realtime-context';
import { liveClassesSchema } from './live-classroom-api';
import { idle, liveStudent, logEntry, room12 } from './live-classroom-fixtures';
import { LiveClassroomPage } from './live-classroom-page';

afterEach(cleanup);

/** Renders the page for a signed-in teacher over a fake live link; resolves once the link is open and the classes loaded. */
async function renderPage(classes: () => Promise<LiveClassroomClass[]>, log: (userId: string) => Promise<QuestionsLogEntry[]> = async () => []) {
  const realtime = fakeRealtime();
  const api = { fetchClasses: vi.fn(classes), fetchQuestionsLog: vi.fn(log) };
  render(
    <StrictMode>
      <I18nextProvider i18n={createI18n()}>
        <RealtimeProvider userId="u_ms_rivera" logic={realtime.logic}>
          <LiveClassroomPage api={api} />
        </RealtimeProvider>
      </I18nextProvider>
    </StrictMode>,
  );
  await vi.waitFor(() => expect(realtime.isOpen()).toBe(true));
  await act(async () => {});
  return { realtime, api, user: userEvent.setup() };
}

const card = (name: string) => screen.getAllByTestId('live-student').find((item) => within(item).getByTestId('live-student-name').textContent?.startsWith(name))!;

describe('the live classroom', () => {
  it('shows each student’s skill, SmartScore, questions and time today, and the last answers as ✓/✗ with words', async () => {
    await renderPage(async () => [room12()]);
    expect(screen.getByRole('heading', { level: 1, name: 'Live classroom' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Grade 4 Room 12 · Grade 4' })).toBeInTheDocument();
    expect(screen.getByTestId('live-classroom-status')).toHaveTextContent('Live');
    const ava = card('Ava B.');
    expect(within(ava).getByTestId('live-student-skill')).toHaveTextContent('C.12 Compare fractions');
    expect(within(ava).getByTestId('live-student-score')).toHaveTextContent('62');
    expect(within(ava).getByTestId('live-student-questions')).toHaveTextContent('9');
    expect(within(ava).getByTestId('live-student-time')).toHaveTextContent('7 min');
    expect(within(ava).getByTestId('live-student-answers')).toHaveTextContent('✓✓✗✓oldest first: right, right, wrong, right');
    expect(within(ava).queryByTestId('live-needs-help')).not.toBeInTheDocument();
    const noah = card('Noah C.');
    // Nothing answered today: the name and one line, no empty facts.
    expect(within(noah).getByTestId('live-student-idle')).toHaveTextContent('Not practising yet');
    expect(within(noah).queryByTestId('live-student-score')).not.toBeInTheDocument();
    expect(within(noah).queryByTestId('live-student-answers')).not.toBeInTheDocument();
    expect(within(noah).getAllByRole('button').map((button) => button.textContent)).toEqual(['Noah C., questions log', 'Watch scratchpad, Noah C.']);
  });

  it('merges a LIVE_CLASSROOM_UPDATED push into the grid without loading again, and announces a student who needs help', async () => {
    const { realtime, api } = await renderPage(async () => [room12()]);
    const loads = api.fetchClasses.mock.calls.length;
    const avaNow = liveStudent({ smartScore: 51, questionsToday: 12, secondsToday: 610, lastAnswers: [true, true, false, true, false, false, false], needsHelp: true });
    act(() => realtime.deliver('teacher', { event: 'LIVE_CLASSROOM_UPDATED', classId: 'class_g4_room12', students: [avaNow] }));

    const ava = card('Ava B.');
    expect(within(ava).getByTestId('live-student-score')).toHaveTextContent('51');
    expect(within(ava).getByTestId('live-student-questions')).toHaveTextContent('12');
    expect(within(ava).getByTestId('live-student-time')).toHaveTextContent('10 min');
    expect(within(ava).getByTestId('live-student-answers')).toHaveTextContent(/^✓✓✗✓✗✗✗/);
    expect(within(ava).getByTestId('live-needs-help')).toHaveTextContent('Needs help');
    expect(ava).toHaveAttribute('data-needs-help', 'true');
    expect(screen.getByTestId('live-needs-help-count')).toHaveTextContent('1 student needs help');
    expect(screen.getByTestId('live-classroom-announcer')).toHaveTextContent('Ava B. needs help');
    // Noah's row was not in the push and stays as it was; order is kept.
    expect(screen.getAllByTestId('live-student').map((item) => item.getAttribute('data-user-id'))).toEqual(['u_ava_b', 'u_noah_c']);
    expect(api.fetchClasses).toHaveBeenCalledTimes(loads);

    // A push for another class, or a malformed one, changes nothing.
    act(() => realtime.deliver('teacher', { event: 'LIVE_CLASSROOM_UPDATED', classId: 'class_other', students: [liveStudent({ smartScore: 5 })] }));
    act(() => realtime.deliver('teacher', { event: 'LIVE_CLASSROOM_UPDATED', classId: 'class_g4_room12', students: [{ userId: 'u_ava_b' }] }));
    expect(within(card('Ava B.')).getByTestId('live-student-score')).toHaveTextContent('51');
  });

  it('says when nobody in the class has practised today, and shows the grid once someone starts', async () => {
    const { realtime } = await renderPage(async () => [room12([idle('u_ava_b', 'Ava B.'), idle('u_noah_c', 'Noah C.')])]);
    expect(screen.getByTestId('live-class-empty')).toHaveTextContent('No one in Grade 4 Room 12 has practised today.');
    expect(screen.queryByTestId('live-grid')).not.toBeInTheDocument();
    act(() =>
      realtime.deliver('teacher', { event: 'LIVE_CLASSROOM_UPDATED', classId: 'class_g4_room12', students: [liveStudent({ userId: 'u_noah_c', displayName: 'Noah C.', lastAnswers: [false] })] }),
    );
    expect(screen.queryByTestId('live-class-empty')).not.toBeInTheDocument();
    expect(within(card('Noah C.')).getByTestId('live-student-answers')).toHaveTextContent('✗oldest first: wrong');
  });

  it('switches between classes with the class picker', async () => {
    const { user } = await renderPage(async () => [room12(), { classId: 'class_g5', name: 'Grade 5 Maple', grade: 5, students: [liveStudent({ userId: 'u_zoe', displayName: 'Zoe K.' })] }]);
    const picker = screen.getByRole('combobox', { name: 'Class' });
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['Grade 4 Room 12 · Grade 4', 'Grade 5 Maple · Grade 5']);
    await user.selectOptions(picker, 'class_g5');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Grade 5 Maple');
    expect(screen.getAllByTestId('live-student').map((item) => item.getAttribute('data-user-id'))).toEqual(['u_zoe']);
  });

  it('opens a student’s questions log in a dialog: question, answer, right or wrong, time; Escape closes it', async () => {
    const { user, api } = await renderPage(
      async () => [room12()],
      async () => [logEntry(), logEntry({ prompt: 'What is 1/2 + 1/4?', response: '3/4', correct: true, secondsSpent: 75 })],
    );
    const name = within(card('Ava B.')).getByRole('button', { name: 'Ava B., questions log' });
    await user.click(name);
    const dialog = await screen.findByRole('dialog', { name: 'Questions log: Ava B.' });
    expect(api.fetchQuestionsLog).toHaveBeenCalledWith('u_ava_b', expect.anything());
    const [wrong, right] = await within(dialog).findAllByRole('listitem');
    expect(wrong).toHaveTextContent('Which is greater? 3/4 or 2/3');
    expect(wrong).toHaveTextContent('✗ Wrong Answer: 2/3');
    expect(wrong).toHaveTextContent('Correct answer: 3/4');
    expect(wrong).toHaveTextContent('Time: 21 sec');
    expect(right).toHaveTextContent('✓ Right Answer: 3/4');
    expect(right).not.toHaveTextContent('Correct answer');
    expect(right).toHaveTextContent('Time: 1 min');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(name).toHaveFocus());
  });

  it('shows a logged question’s picture beside its text (issue 31 item 7)', async () => {
    const { user } = await renderPage(
      async () => [room12()],
      async () => [logEntry({ prompt: 'What time does the clock show?', art: { kind: 'clock', hour: 3, minute: 30 }, response: '3:30', correct: true })],
    );
    await user.click(within(card('Ava B.')).getByRole('button', { name: 'Ava B., questions log' }));
    const dialog = await screen.findByRole('dialog', { name: 'Questions log: Ava B.' });
    const [entry] = await within(dialog).findAllByRole('listitem');
    expect(within(entry!).getByTestId('question-art')).toHaveAttribute('data-kind', 'clock');
    expect(entry).toHaveTextContent('What time does the clock show?');
  });

  it('offers "Try again" when the classes cannot be loaded, and says so when there are none', async () => {
    let answer: () => Promise<LiveClassroomClass[]> = async () => {
      throw new HttpError(0, 'app.error.network');
    };
    const { user } = await renderPage(() => answer());
    expect(await screen.findByTestId('live-classroom-failed')).toHaveTextContent("We couldn't reach the server.");
    answer = async () => [];
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('live-classroom-no-classes')).toHaveTextContent('You have no classes to watch.');
  });

  it('reads the server’s classes: keeps the last ten answers, and drops a skill link to elsewhere', () => {
    const many = room12([liveStudent({ lastAnswers: Array.from({ length: 12 }, (_, i) => i % 2 === 0) })]);
    expect(liveClassesSchema.parse({ classes: [many] }).classes[0]?.students[0]?.lastAnswers).toHaveLength(10);
    const offsite = room12([liveStudent({ currentSkill: { permacode: 'X', code: 'A.1', name: 'x', url: 'https://evil.example/' } })]);
    expect(liveClassesSchema.parse({ classes: [offsite] }).classes[0]?.students[0]?.currentSkill?.url).toBe('');
  });
});
