// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommonAssessmentsView } from '../../../events/assessments/assessment-contract';
import { HttpError } from '../../shared/http/http-error';
import { createI18n } from '../../shared/i18n/i18n-setup';
import type { CommonAssessmentsApi } from './assessments-api';
import { CommonAssessmentsPage } from './common-assessments-page';

// The administrator's common assessments page (issue 30 item 3): the form sends the chosen set to schools (with a
// grade) or classes, the list shows what was assigned and how many finished, the server's refusal is shown.

afterEach(cleanup);

const view: CommonAssessmentsView = {
  assessments: [
    {
      assessmentId: 'common-1', title: 'District fractions check', subject: 'math', questionSetId: 'qs_1', assignedTo: ['Maple Elementary'], grade: 4, questions: 5,
      opensAt: '2026-11-01T14:00:00.000Z', closesAt: '2026-11-20T14:00:00.000Z', assignedAt: '2026-11-01T14:00:00.000Z', started: 19, finished: 18,
    },
  ],
  sets: [
    { questionSetId: 'qs_1', title: 'District fractions check', questionCount: 5 },
    { questionSetId: 'qs_empty', title: 'Empty draft', questionCount: 0 },
  ],
  schools: [
    { schoolId: 'school_cedar', name: 'Cedar Creek Middle School', classes: [{ classId: 'class_g6_room8', name: 'Grade 6 Room 8', grade: 6 }] },
    { schoolId: 'school_maple', name: 'Maple Elementary', classes: [{ classId: 'class_g4_room12', name: 'Grade 4 Room 12', grade: 4 }] },
  ],
};

function fakeApi(assign: CommonAssessmentsApi['assign'] = async () => ({ assessmentId: 'common-2' })) {
  const api = { list: vi.fn(async () => view), assign: vi.fn(assign) };
  render(
    <I18nextProvider i18n={createI18n()}>
      <CommonAssessmentsPage api={api} />
    </I18nextProvider>,
  );
  return api;
}

describe('the common assessments page', () => {
  it('lists what the administrator assigned with how many finished, and links the reports and Spark Studio', async () => {
    fakeApi();
    const card = await screen.findByTestId('common-assessment');
    expect(card).toHaveTextContent('District fractions check');
    expect(card).toHaveTextContent('For: Maple Elementary, grade 4');
    await waitFor(() => expect(document.title).toBe('Common assessments · Live Classroom'));
    expect(within(card).getByTestId('common-assessment-counts')).toHaveTextContent('18 finished, 19 started · 5 questions');
    expect(screen.getByRole('link', { name: 'Common Assessment Results' })).toHaveAttribute('href', '/analytics/reports/common-assessment-results');
    expect(screen.getByRole('link', { name: 'Common Assessment Item Analysis' })).toHaveAttribute('href', '/analytics/reports/common-assessment-item-analysis');
    expect(screen.getByTestId('common-assessments-spark-studio')).toHaveAttribute('href', '/sparkstudio');
    // A set with no question is not offered.
    expect(within(screen.getByLabelText('Spark Studio set')).queryByText(/Empty draft/)).toBeNull();
  });

  it('assigns the chosen set to schools with a grade, then to classes', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    await user.click(await screen.findByTestId('common-assessment-school-school_maple'));
    await user.selectOptions(screen.getByLabelText('Grade'), '4');
    await user.type(screen.getByLabelText(/^Title/), 'Unit 3 check');
    await user.click(screen.getByTestId('common-assessment-submit'));
    expect(await screen.findByText('Assigned. Its students see it now.')).toBeInTheDocument();
    expect(api.assign.mock.calls[0]![0]).toMatchObject({ setId: 'qs_1', title: 'Unit 3 check', subject: 'math', schoolIds: ['school_maple'], grade: 4 });
    expect(api.assign.mock.calls[0]![0].opensAt).toMatch(/Z$/);

    await user.click(screen.getByLabelText('Classes'));
    await user.click(screen.getByLabelText('Grade 4 Room 12 (grade 4)'));
    await user.click(screen.getByTestId('common-assessment-submit'));
    await vi.waitFor(() => expect(api.assign).toHaveBeenCalledTimes(2));
    expect(api.assign.mock.calls[1]![0]).toMatchObject({ classIds: ['class_g4_room12'] });
    expect(api.assign.mock.calls[1]![0]).not.toHaveProperty('schoolIds');
  });

  it('shows the server’s refusal', async () => {
    const user = userEvent.setup();
    fakeApi(async () => {
      throw new HttpError(403, 'assessments.not_your_school');
    });
    await user.click(await screen.findByTestId('common-assessment-school-school_cedar'));
    await user.click(screen.getByTestId('common-assessment-submit'));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can schedule or assign only for the schools you administer.');
  });
});
