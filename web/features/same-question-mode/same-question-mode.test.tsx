// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { room12 } from '../../shared/classes/classes-with-students-fixture';
import type { SameQuestionRoom, StartGroupJamRequest } from '../../shared/group-jam/group-jam-api';
import { StartGroupJamDialog } from '../../shared/group-jam/start-group-jam-dialog';
import { HttpError } from '../../shared/http/http-error';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { fakeRealtime } from '../../shared/realtime/fake-realtime';
import { RealtimeProvider } from '../../shared/realtime/realtime-context';
import type { AnswerResult, ExpirationCheck, RoomView, SameQuestionModeInvitation } from './same-question-mode-api';
import { invitation, room, roomQuestion, roomView, teacherView } from './same-question-mode-fixtures';
import { StudentInvitationBanners } from './student-invitation-banners';
import { invitationExpiryMachine, studentInvitationsMachine } from './student-invitations-machine';
import { studentRoomMachine } from './student-room-machine';
import { StudentRoomView } from './student-room-view';
import { invitationTeacherName } from './teacher-name';
import { teacherRoomBannerMachine, type OpenRoom } from './teacher-room-banner-machine';
import { TeacherRoomContext } from './teacher-room-host';
import { teacherRoomMachine, type CommandInput } from './teacher-room-machine';
import { TeacherRoomView } from './teacher-room-view';

async function renderWith(realtime: ReturnType<typeof fakeRealtime>, userId: string, ui: ReactNode) {
  render(
    <StrictMode>
      <I18nextProvider i18n={createI18n()}>
        <RealtimeProvider userId={userId} logic={realtime.logic}>
          {ui}
        </RealtimeProvider>
      </I18nextProvider>
    </StrictMode>,
  );
  await vi.waitFor(() => expect(realtime.isOpen()).toBe(true));
  return userEvent.setup();
}

afterEach(cleanup);

describe('the invitation banner’s teacher name', () => {
  it('is cut at 17 characters plus an ellipsis', () => {
    expect(invitationTeacherName('Ms. Rivera')).toBe('Ms. Rivera');
    expect(invitationTeacherName('Mx. Abcdefghijklmn')).toBe('Mx. Abcdefghijklm…');
    expect(invitationTeacherName('12345678901234567')).toBe('12345678901234567');
  });
});

describe('the student’s invitation banners', () => {
  function invitationsLogic(server: { invitations: SameQuestionModeInvitation[] }) {
    return studentInvitationsMachine.provide({
      actors: {
        fetchInvitations: fromPromise(async () => server.invitations),
        invitationExpiry: invitationExpiryMachine.provide({ actors: { checkExpiration: fromPromise(async (): Promise<ExpirationCheck> => ({ isExpired: false, timeoutMs: 60_000 })) } }),
      },
    });
  }

  it('shows a pushed invitation without a reload, with the cut name and a join link to the room page', async () => {
    const realtime = fakeRealtime();
    const server = { invitations: [] as SameQuestionModeInvitation[] };
    await renderWith(realtime, 'u_ava_b', <StudentInvitationBanners currentPath="/" logic={invitationsLogic(server)} />);
    await act(() => Promise.resolve());
    expect(screen.queryByTestId('sqm-invitation')).not.toBeInTheDocument();

    const { initialMsElapsed: _elapsed, ...pushed } = invitation({ teacherDisplayName: 'Mx. Abcdefghijklmnop', jamMode: 'competition' });
    act(() => realtime.deliver('general', { event: 'COMPETITION_JAM', ...pushed, startedAt: '2026-11-23T14:00:00.000Z' }));
    const banner = await screen.findByTestId('sqm-invitation');
    expect(banner).toHaveTextContent('Mx. Abcdefghijklm… invited you to a competition jam.');
    expect(within(banner).getByRole('link', { name: 'Join the jam of Mx. Abcdefghijklmnop' })).toHaveAttribute(
      'href',
      '/same-question-mode/math/grade-4/skills/18MCV/r_room1',
    );

    // The room's end (ROOM_ENDED on the room channel) takes it away.
    act(() => realtime.deliver('room', { event: 'ROOM_ENDED', roomId: 'r_room1', reason: 'teacher' }));
    expect(screen.queryByTestId('sqm-invitation')).not.toBeInTheDocument();
  });

  it('shows the invitations open on load, but not the one of the room the student is in', async () => {
    const realtime = fakeRealtime();
    const server = { invitations: [invitation({ roomId: 'r_a' }), invitation({ roomId: 'r_b', teacherDisplayName: 'Mr. Okafor' })] };
    await renderWith(realtime, 'u_ava_b', <StudentInvitationBanners currentPath="/same-question-mode/math/grade-4/skills/18MCV/r_a" logic={invitationsLogic(server)} />);
    const banners = await screen.findAllByTestId('sqm-invitation');
    expect(banners.map((banner) => banner.getAttribute('data-room-id'))).toEqual(['r_b']);
    expect(banners[0]).toHaveTextContent('Mr. Okafor invited you to a group jam.');
  });
});

describe('a student’s room page', () => {
  function studentLogic(server: { view: RoomView; answers: string[] }) {
    return studentRoomMachine.provide({
      actors: {
        join: fromPromise(async () => server.view),
        fetchState: fromPromise(async () => server.view),
        submitAnswer: fromPromise(async ({ input }: { input: { roomId: string; questionNumber: number; guesses: string[]; idempotencyKey: string } }): Promise<AnswerResult> => {
          server.answers.push(`${input.questionNumber}: ${input.guesses.join()}`);
          const result = { correct: input.guesses[0] === '12', points: 10 };
          server.view = { ...server.view, myAnswer: { guesses: input.guesses, ...result } };
          return result;
        }),
      },
    });
  }

  it('takes one answer with Enter, waits for the reveal, then shows right or wrong and the explanation; a posed question comes by push', async () => {
    const realtime = fakeRealtime();
    const server = { view: roomView(), answers: [] as string[] };
    const user = await renderWith(realtime, 'u_ava_b', <StudentRoomView roomId="r_room1" practicePath="/math/grade-4/skills/18MCV" logic={studentLogic(server)} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Add two numbers' })).toBeInTheDocument();
    expect(screen.getByTestId('sqm-prompt')).toHaveTextContent('What is 7 + 5?');
    // Group mode shows class progress and never ranks.
    expect(screen.getByTestId('sqm-progress')).toHaveTextContent('Joined2 of 3');
    expect(screen.queryByTestId('sqm-leaderboard')).not.toBeInTheDocument();

    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByTestId('sqm-answer-empty')).toHaveTextContent('Type an answer first.');
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), '12{Enter}');
    expect(await screen.findByTestId('sqm-wait-reveal')).toBeInTheDocument();
    expect(screen.getByTestId('sqm-my-answer')).toHaveTextContent('Your answer: 12');
    expect(server.answers).toEqual(['1: 12']);

    server.view = { ...server.view, myAnswer: { guesses: ['12'], correct: true, points: 10 }, revealed: { correctAnswer: '12', explanation: 'Add the ones.' } };
    act(() => realtime.deliver('room', { event: 'ROOM_ANSWER_REVEALED', roomId: 'r_room1', questionNumber: 1, correctAnswer: '12', explanation: 'Add the ones.' }));
    expect(await screen.findByTestId('sqm-verdict')).toHaveTextContent('Right!');
    expect(screen.getByTestId('sqm-explanation')).toHaveTextContent('Add the ones.');

    // A push for another room changes nothing; the next question of this room shows at once, in a fresh field.
    act(() => realtime.deliver('room', { event: 'ROOM_QUESTION_POSED', roomId: 'r_other', question: roomQuestion({ questionNumber: 2, prompt: 'Not this' }) }));
    act(() => realtime.deliver('room', { event: 'ROOM_QUESTION_POSED', roomId: 'r_room1', question: roomQuestion({ questionNumber: 2, prompt: 'What is 9 + 4?' }) }));
    expect(await screen.findByText('What is 9 + 4?')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('');
  });

  it('answers a choice question, and after a reload shows the own answer', async () => {
    const realtime = fakeRealtime();
    const view = roomView({ question: roomQuestion({ answerType: 'choice', choices: ['10', '12', '14'] }), myAnswer: { guesses: ['14'], correct: false, points: 0 } });
    await renderWith(realtime, 'u_ava_b', <StudentRoomView roomId="r_room1" practicePath="/math/grade-4/skills/18MCV" logic={studentLogic({ view, answers: [] })} />);
    expect(await screen.findByTestId('sqm-my-answer')).toHaveTextContent('Your answer: 14');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('shows a competition’s leaderboard, and the end with the student’s summary', async () => {
    const realtime = fakeRealtime();
    const server = {
      view: roomView({ jamMode: 'competition', leaderboard: [{ studentUserId: 'u_ava_b', displayName: 'Ava B.', points: 30, rank: 1 }] }),
      answers: [] as string[],
    };
    await renderWith(realtime, 'u_ava_b', <StudentRoomView roomId="r_room1" practicePath="/math/grade-4/skills/18MCV" myUserId="u_ava_b" logic={studentLogic(server)} />);
    const board = await screen.findByTestId('sqm-leaderboard');
    expect(within(board).getByTestId('sqm-leaderboard-u_ava_b')).toHaveTextContent('1Ava B. (you)30');
    server.view = { ...server.view, status: 'ended', endedReason: 'teacher', summary: { questionsPosed: 3, answered: 2, correct: 1 } };
    act(() => realtime.deliver('room', { event: 'ROOM_ENDED', roomId: 'r_room1', reason: 'teacher' }));
    expect(await screen.findByTestId('sqm-room-ended')).toHaveTextContent('Your teacher ended the jam.');
    expect(screen.getByTestId('sqm-summary')).toHaveTextContent('Questions: 3 · answered: 2 · right: 1');
    expect(screen.getByRole('link', { name: 'Back to practice' })).toHaveAttribute('href', '/math/grade-4/skills/18MCV');
  });

  it('says why a student who was not invited cannot join', async () => {
    const realtime = fakeRealtime();
    const logic = studentRoomMachine.provide({
      actors: {
        join: fromPromise(async (): Promise<RoomView> => {
          throw new HttpError(403, 'same_question_mode.not_invited');
        }),
      },
    });
    await renderWith(realtime, 'u_leo_k', <StudentRoomView roomId="r_room1" practicePath="/math/grade-4/skills/18MCV" logic={logic} />);
    expect(await screen.findByTestId('sqm-room-failed')).toHaveTextContent("You weren't invited to this group jam.");
  });
});

describe('the teacher’s room page', () => {
  function bannerLogic(calls: string[], active: OpenRoom | null = null) {
    return teacherRoomBannerMachine.provide({
      actors: {
        fetchActiveRoom: fromPromise(async () => active),
        checkExpiration: fromPromise(async (): Promise<ExpirationCheck> => ({ isExpired: false, timeoutMs: 60_000 })),
        endRoom: fromPromise(async ({ input }: { input: { roomId: string } }): Promise<void> => {
          calls.push(`end ${input.roomId}`);
        }),
      },
    });
  }

  it('shows who answered, right or wrong, and the spread live; reveals and poses; ends through the banner', async () => {
    const realtime = fakeRealtime();
    const calls: string[] = [];
    const server = { view: teacherView() };
    const logic = teacherRoomMachine.provide({
      actors: {
        fetchState: fromPromise(async () => server.view),
        sendCommand: fromPromise(async ({ input }: { input: CommandInput }): Promise<RoomView | null> => {
          calls.push(input.command.kind === 'pose' ? `pose ${input.questionNumber + 1} ${input.command.numLevelsToJump}` : `${input.command.kind} ${input.questionNumber}`);
          if (input.command.kind === 'reveal') server.view = { ...server.view, revealed: { correctAnswer: '12', explanation: 'Add the ones.' } };
          if (input.command.kind === 'pose') server.view = { ...server.view, question: roomQuestion({ questionNumber: 2, level: 2, prompt: 'What is 19 + 5?' }), revealed: null };
          return null;
        }),
      },
    });
    const user = await renderWith(
      realtime,
      'u_ms_rivera',
      <TeacherRoomContext.Provider logic={bannerLogic(calls)}>
        <TeacherRoomView roomId="r_room1" practicePath="/math/grade-4/skills/18MCV" href="/same-question-mode/math/grade-4/skills/18MCV/r_room1" logic={logic} />
      </TeacherRoomContext.Provider>,
    );
    expect(await screen.findByTestId('sqm-answer-u_ava_b')).toHaveAttribute('data-status', 'waiting');
    expect(screen.getByTestId('sqm-answer-u_mia_d')).toHaveTextContent('Not joined');
    // The page told the banner of its room: the end button is here.
    expect(await screen.findByTestId('sqm-teacher-banner')).toBeInTheDocument();

    server.view = {
      ...server.view,
      answers: server.view.answers!.map((row) =>
        row.studentUserId === 'u_ava_b' ? { ...row, answered: true, correct: true, guess: '12' } : row.studentUserId === 'u_noah_c' ? { ...row, answered: true, correct: false, guess: '11' } : row,
      ),
      spread: [
        { guess: '12', count: 1, correct: true },
        { guess: '11', count: 1, correct: false },
      ],
      classProgress: { joined: 2, answered: 2, correct: 1, invited: 3 },
    };
    act(() => realtime.deliver('room', { event: 'ROOM_ANSWER_RECORDED', roomId: 'r_room1', questionNumber: 1, studentUserId: 'u_noah_c', correct: false, guess: '11' }));
    await vi.waitFor(() => expect(screen.getByTestId('sqm-answer-u_ava_b')).toHaveAttribute('data-status', 'right'));
    expect(screen.getByTestId('sqm-answer-u_noah_c')).toHaveTextContent('Wrong');
    expect(screen.getByTestId('sqm-guess-u_noah_c')).toHaveTextContent('11');
    expect(within(screen.getByTestId('sqm-spread')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['12 ✓right answer1 student', '111 student']);
    expect(screen.getByTestId('sqm-progress-answered')).toHaveTextContent('2 of 2');

    await user.click(screen.getByRole('button', { name: 'Show the answer' }));
    expect(await screen.findByTestId('sqm-revealed')).toHaveTextContent('The answer: 12');
    await user.click(screen.getByRole('button', { name: 'Harder' }));
    expect(await screen.findByText('What is 19 + 5?')).toBeInTheDocument();
    expect(calls).toEqual(['reveal 1', 'pose 2 1']);

    await user.click(screen.getByRole('button', { name: 'End group jam' }));
    await user.click(screen.getByRole('button', { name: 'End it' }));
    await vi.waitFor(() => expect(calls).toContain('end r_room1'));
    await vi.waitFor(() => expect(screen.queryByTestId('sqm-teacher-banner')).not.toBeInTheDocument());
  });
});

describe('the start-group-jam dialog', () => {
  function renderDialog(start: (request: StartGroupJamRequest, key: string) => Promise<SameQuestionRoom>, navigateTo: (href: string) => void) {
    function Harness() {
      return <DialogHarness start={start} navigateTo={navigateTo} />;
    }
    render(
      <StrictMode>
        <I18nextProvider i18n={createI18n()}>
          <Harness />
        </I18nextProvider>
      </StrictMode>,
    );
    return userEvent.setup();
  }

  it('starts a competition for ticked students of a class, then goes to the room page', async () => {
    const requests: StartGroupJamRequest[] = [];
    const visited: string[] = [];
    const user = renderDialog(
      async (request) => {
        requests.push(request);
        return room({ roomId: 'r_new' });
      },
      (href) => visited.push(href),
    );
    await user.click(screen.getByRole('button', { name: 'Start group jam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start a group jam' });
    await within(dialog).findByRole('combobox', { name: 'Class' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Only some students of this class' }));
    await user.click(within(dialog).getByRole('checkbox', { name: room12.students[1]!.displayName }));
    await user.click(within(dialog).getByRole('radio', { name: /Competition jam/ }));
    await user.clear(within(dialog).getByRole('spinbutton', { name: /Length in minutes/ }));
    await user.type(within(dialog).getByRole('spinbutton', { name: /Length in minutes/ }), '15');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Starting level' }), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    await vi.waitFor(() => expect(visited).toEqual(['/same-question-mode/math/grade-4/skills/18MCV/r_new']));
    expect(requests).toEqual([
      {
        studentUserIds: room12.students.filter((_, index) => index !== 1).map((student) => student.userId),
        skillId: '18MCV',
        startingLevel: 3,
        jamMode: 'competition',
        durationMinutes: 15,
      },
    ]);
  });

  it('shows the refusal of a second open room, and Escape gives focus back to the button', async () => {
    const user = renderDialog(
      async () => {
        throw new HttpError(409, 'same_question_mode.room_already_open');
      },
      () => undefined,
    );
    const opener = screen.getByRole('button', { name: 'Start group jam' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Start a group jam' });
    await within(dialog).findByRole('combobox', { name: 'Class' });
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You already have a group jam open. End it before starting another.');
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});


function DialogHarness({
  start,
  navigateTo,
}: {
  start: (request: StartGroupJamRequest, key: string) => Promise<SameQuestionRoom>;
  navigateTo: (href: string) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Start group jam
      </button>
      <StartGroupJamDialog
        source={{ skillId: '18MCV' }}
        open={open}
        onOpenChange={setOpen}
        loadClasses={async () => [room12]}
        start={start}
        navigateTo={navigateTo}
      />
    </>
  );
}
