// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { TeacherSetupDialog } from '../../../events/teacher-setup-dialog';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { TeacherSetupHost, type TeacherSetupHostProps } from './teacher-setup-host';
import { teacherSetupMachine } from './teacher-setup-machine';

afterEach(cleanup);

function setup(initial: Partial<TeacherSetupHostProps> = {}) {
  const fetches = vi.fn(async (): Promise<TeacherSetupDialog> => ({ dialogType: 'NONE', isIgnorable: false, data: null }));
  const machine = teacherSetupMachine.provide({ actors: { fetchDialog: fromPromise(fetches) }, actions: { deleteCookie: () => undefined } });
  const i18n = createI18n();
  const props = (overrides: Partial<TeacherSetupHostProps>): TeacherSetupHostProps => ({
    isTeacher: true,
    userId: 'u_new_teacher',
    currentPath: '/',
    navigateTo: vi.fn(),
    machine,
    hasCookie: () => true,
    ...overrides,
  });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <TeacherSetupHost {...props(initial)} />
    </I18nextProvider>,
  );
  const rerender = (overrides: Partial<TeacherSetupHostProps>) =>
    view.rerender(
      <I18nextProvider i18n={i18n}>
        <TeacherSetupHost {...props(overrides)} />
      </I18nextProvider>,
    );
  return { fetches, rerender, props };
}

describe('when the setup dialog is fetched (spec §4)', () => {
  it('for a teacher with the cookie on an ordinary path, once', async () => {
    const { fetches, rerender } = setup();
    await waitFor(() => expect(fetches).toHaveBeenCalledTimes(1));
    rerender({ currentPath: '/math' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetches).toHaveBeenCalledTimes(1);
  });

  it('not on a blacklisted path (segments, any case); then on the first ordinary one', async () => {
    const { fetches, rerender } = setup({ currentPath: '/SignIn' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetches).not.toHaveBeenCalled();
    rerender({ currentPath: '/Roster/view' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetches).not.toHaveBeenCalled();
    rerender({ currentPath: '/' });
    await waitFor(() => expect(fetches).toHaveBeenCalledTimes(1));
  });

  it.each([
    ['not a teacher', { isTeacher: false }],
    ['without the cookie', { hasCookie: () => false }],
    ['on a blacklisted path', { currentPath: '/roster/view' }],
  ] as [string, Partial<TeacherSetupHostProps>][])('never %s', async (_, overrides) => {
    const fetches = vi.fn(async (): Promise<TeacherSetupDialog> => ({ dialogType: 'NONE', isIgnorable: false, data: null }));
    const machine = teacherSetupMachine.provide({ actors: { fetchDialog: fromPromise(fetches) }, actions: { deleteCookie: () => undefined } });
    render(
      <I18nextProvider i18n={createI18n()}>
        <TeacherSetupHost isTeacher userId="u_t" currentPath="/" navigateTo={vi.fn()} machine={machine} hasCookie={() => true} {...overrides} />
      </I18nextProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetches).not.toHaveBeenCalled();
  });
});
