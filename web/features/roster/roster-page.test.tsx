// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../shared/i18n/i18n-setup';
import type { RosterView } from './roster-api';
import { RosterPage } from './roster-page';

const view: RosterView = {
  hasSchool: true,
  classes: [{ classId: 'class_g4', name: 'Grade 4 Room 12', grade: 4, students: [{ userId: 'u_ava', username: 'ava.b', displayName: 'Ava B.' }] }],
  schoolStudents: [],
};
vi.mock('./roster-api', async (original) => ({ ...(await original<typeof import('./roster-api')>()), fetchRoster: vi.fn(async () => view) }));
afterEach(cleanup);

describe('the roster', () => {
  it('"Remove" looks destructive and unlike "Reset password" (issue 34)', async () => {
    render(
      <I18nextProvider i18n={createI18n()}>
        <RosterPage />
      </I18nextProvider>,
    );
    const row = within(await screen.findByTestId('roster-student-ava.b'));
    const remove = row.getByTestId('roster-remove');
    const reset = row.getByTestId('roster-reset-password');
    expect(remove).toHaveClass('button-danger');
    expect(reset).not.toHaveClass('button-danger');
    expect(remove.className).not.toBe(reset.className);
  });
});
