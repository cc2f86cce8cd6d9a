// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HomeSummary as Summary } from '../../../events/home/home-contract';
import { emptyTeacherHome, fullTeacherHome } from './home-fixtures';
import { itLoadsAndRetries, renderHomeSummary } from './home-summary-harness';
import type { SkillStarts } from './teacher-home-sections';

afterEach(cleanup);

type Load = Parameters<typeof renderHomeSummary>[1];

const noStarts: SkillStarts = { review: vi.fn(async () => '/review'), groupJam: vi.fn(async () => '/jam') };

async function renderHome(load: Load, starts: SkillStarts = noStarts) {
  return { ...(await renderHomeSummary('u_ms_rivera', load, { starts })), user: userEvent.setup() };
}

const region = (name: string) => screen.findByRole('region', { name });

describe('the teacher’s home (issue 32 item 2)', () => {
  itLoadsAndRetries('u_ms_rivera', fullTeacherHome, 'Grade 4 Room 12');

  it('full: each class today, who needs help, the week’s reports, live messages waiting, open quizzes and rooms with how many finished', async () => {
    await renderHome(async () => fullTeacherHome);
    const room12 = await region('Grade 4 Room 12');
    expect(room12).toHaveTextContent('17 questions answered today');
    expect(room12).toHaveTextContent('1 skill mastered today');
    expect(within(screen.getByTestId('home-needs-help-class_1')).getByText('Ava B.: Multiply by 10')).toBeInTheDocument();
    expect(within(screen.getByTestId('home-practising-class_1')).getByText('Ava B.: Multiply by 10')).toBeInTheDocument();
    expect(room12).toHaveTextContent('Most missed this week: Multiply by 10 missed by 2 students');
    const reports = within(room12).getByRole('navigation', { name: 'This week’s reports' });
    expect(within(reports).getByRole('link', { name: 'Trouble spots' })).toHaveAttribute('href', '/analytics/reports/trouble-spots?classId=class_1&range=this_week');
    expect(within(reports).getByRole('link', { name: 'Skills practiced' })).toBeInTheDocument();
    expect(within(reports).getByRole('link', { name: 'Student usage' })).toBeInTheDocument();
    const messages = await region('Live messages waiting');
    expect(messages).toHaveTextContent('Open page 12 3 of 20 still to answer');
    const activities = await region('Open quizzes and rooms');
    expect(within(activities).getByRole('link', { name: 'Fractions check' })).toHaveAttribute('href', '/teacher/quizzes/quiz_1');
    expect(activities).toHaveTextContent('7 of 20 finished');
    expect(within(activities).getByRole('link', { name: 'Room: Multiply by 10' })).toHaveAttribute('href', '/same-question-mode/math/grade-4/skills/M2/r1');
  });

  it('empty: nobody practising or needing help, no misses, nothing waiting or open', async () => {
    await renderHome(async () => emptyTeacherHome);
    const room12 = await region('Grade 4 Room 12');
    expect(within(screen.getByTestId('home-needs-help-class_1')).getByText('Nobody right now.')).toBeInTheDocument();
    expect(room12).toHaveTextContent('No skill missed this week.');
    expect(within(room12).queryByRole('button', { name: 'Start instant review' })).toBeNull();
    expect(within(room12).queryByRole('button', { name: 'Start group jam' })).toBeNull();
    expect(await region('Live messages waiting')).toHaveTextContent('Every live message has its answers.');
    expect(await region('Open quizzes and rooms')).toHaveTextContent('No quiz or room is open now.');
  });

  it('no classes: says so', async () => {
    await renderHome(async () => ({ ...emptyTeacherHome, classes: [] }));
    expect(await region('Your classes today')).toHaveTextContent('You have no classes yet.');
  });

  it('starts an instant review of the most missed skill for the class in one click, and opens it', async () => {
    const starts = { review: vi.fn(async () => '/instant-review/practice/qrm_1'), groupJam: vi.fn(async () => '/jam') };
    const { navigateTo, user } = await renderHome(async () => fullTeacherHome, starts);
    await user.click(await screen.findByRole('button', { name: 'Start instant review' }));
    expect(starts.review).toHaveBeenCalledWith({ permacode: 'M2', level: 2 }, ['u_ava', 'u_noah'], expect.any(String));
    await vi.waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/instant-review/practice/qrm_1'));
    expect(starts.groupJam).not.toHaveBeenCalled();
  });

  it('starts a group jam on it in one click, and opens the room', async () => {
    const starts = { review: vi.fn(async () => '/review'), groupJam: vi.fn(async () => '/same-question-mode/math/grade-4/skills/M2/r9') };
    const { navigateTo, user } = await renderHome(async () => fullTeacherHome, starts);
    await user.click(await screen.findByRole('button', { name: 'Start group jam' }));
    expect(starts.groupJam).toHaveBeenCalledWith({ permacode: 'M2', level: 2 }, ['u_ava', 'u_noah'], expect.any(String));
    await vi.waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/same-question-mode/math/grade-4/skills/M2/r9'));
  });

  it('says when it could not start', async () => {
    const { user } = await renderHome(async () => fullTeacherHome, { review: vi.fn(async () => Promise.reject(new Error('409'))), groupJam: vi.fn(async () => '/jam') });
    await user.click(await screen.findByRole('button', { name: 'Start instant review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("It couldn't start. Please try again.");
  });

  it('live: a student needing help appears as it happens (LIVE_CLASSROOM_UPDATED fetches the summary again)', async () => {
    let current: Summary = emptyTeacherHome;
    const { realtime } = await renderHome(vi.fn(async () => current));
    expect(await region('Grade 4 Room 12')).toBeInTheDocument();
    current = fullTeacherHome;
    act(() => realtime.deliver('teacher', { event: 'LIVE_CLASSROOM_UPDATED', classId: 'class_1', students: [] }));
    await vi.waitFor(() => expect(screen.getByTestId('home-needs-help-class_1')).toHaveTextContent('Ava B.: Multiply by 10'));
  });
});
