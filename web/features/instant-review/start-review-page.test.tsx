// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { StartReviewPage, type StartReviewApi } from './start-review-page';

afterEach(cleanup);

const api: StartReviewApi = {
  classes: async () => [{ classId: 'class_g4', name: 'Grade 4 Room 12', grade: 4, students: [{ userId: 'u_ava', displayName: 'Ava B.' }, { userId: 'u_noah', displayName: 'Noah C.' }] }],
  missedSkills: vi.fn(),
  start: vi.fn(),
};

describe('the instant review start page', () => {
  it('lists the students’ names without "Whole class", which stands above them and chooses them all (issue 34)', async () => {
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={createI18n()}>
        <StartReviewPage navigateTo={() => undefined} api={api} />
      </I18nextProvider>,
    );
    const names = within(await screen.findByRole('group', { name: 'Students of Grade 4 Room 12' }));
    expect(names.getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual(['Ava B.', 'Noah C.']);
    expect(names.queryByText('Whole class')).not.toBeInTheDocument();
    const wholeClass = screen.getByLabelText('Whole class');
    expect(wholeClass).toBeChecked();
    await user.click(wholeClass);
    expect(names.getAllByRole('checkbox').some((box) => (box as HTMLInputElement).checked)).toBe(false);
    await user.click(names.getByLabelText('Ava B.'));
    expect(wholeClass).not.toBeChecked();
  });
});
