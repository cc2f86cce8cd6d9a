import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { TeacherSetupDialog } from '../../../events/teacher-setup-dialog';
import { HttpError } from '../../shared/http/http-error';
import { teacherSetupMachine } from './teacher-setup-machine';

const none: TeacherSetupDialog = { dialogType: 'NONE', isIgnorable: false, data: null };
const school = (schoolList: { customerId: string; customerName: string }[] | null): TeacherSetupDialog => ({
  dialogType: 'SELECT_SCHOOL_AND_POTENTIALLY_SUBJECTS',
  isIgnorable: false,
  data: { fromActivationKey: false, notifyForInactive: false, showSubjDueToAddedProduct: false, hasTeacherSelectedSubjects: false, schoolList, teacherSubjects: [] },
});
const subjects = (isIgnorable: boolean): TeacherSetupDialog => ({ dialogType: 'SELECT_SUBJECTS', isIgnorable, data: { variant: 'NEW_TEACHER', subjects: [{ name: 'math', displayName: 'Math', isSelected: false }] } });
const roster: TeacherSetupDialog = { dialogType: 'GO_TO_ROSTER', isIgnorable: false, data: { isTrial: false, isNewTrial: false, durationDays: 30 } };
const choice = { customerId: 'school_maple', teacherSubjects: { math: true }, fromActivationKey: false, showSubjDueToAddedProduct: false, notifyForInactive: false };

function run(dialogs: TeacherSetupDialog[], overrides: { update?: () => Promise<void>; save?: () => Promise<void>; setCookieFalse?: () => Promise<void> } = {}) {
  const calls = { deleteCookie: 0, setCookieFalse: 0, fetches: 0, tracked: [] as string[], navigated: 0, saved: [] as string[][] };
  const queue = [...dialogs];
  const actor = createActor(
    teacherSetupMachine.provide({
      actors: {
        fetchDialog: fromPromise(async () => {
          calls.fetches++;
          return queue.shift()!;
        }),
        updateSchoolAndSubjects: fromPromise(overrides.update ?? (async () => undefined)),
        saveSubjects: fromPromise(async ({ input }: { input: string[] }) => {
          calls.saved.push(input);
          await overrides.save?.();
        }),
        setCookieFalse: fromPromise(async () => {
          calls.setCookieFalse++;
          await overrides.setCookieFalse?.();
        }),
      },
      actions: {
        deleteCookie: () => void calls.deleteCookie++,
        trackRosterModalClosed: () => void calls.tracked.push('closed'),
        trackGoToRoster: () => void calls.tracked.push('go'),
        goToRoster: () => void calls.navigated++,
        logError: () => undefined,
      },
    }),
  );
  actor.start();
  return { actor, calls };
}

describe('the teacher setup flow (spec §4)', () => {
  it('NONE: deletes the cookie and ends', async () => {
    const { actor, calls } = run([none]);
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.deleteCookie).toBe(1);
  });

  it('an ignorable select-subjects deletes the cookie when it comes, and closes on dismiss', async () => {
    const { actor, calls } = run([subjects(true)]);
    await waitFor(actor, (s) => s.matches('subjects'));
    expect(calls.deleteCookie).toBe(1);
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a non-ignorable select-subjects cannot be dismissed; after its submit the cookie goes', async () => {
    const { actor, calls } = run([subjects(false)]);
    await waitFor(actor, (s) => s.matches('subjects'));
    expect(calls.deleteCookie).toBe(0);
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().matches('subjects')).toBe(true);
    actor.send({ type: 'SUBMIT_SUBJECTS', subjects: ['math'] });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.saved).toEqual([['math']]);
    expect(calls.deleteCookie).toBe(1);
  });

  it('the school dialog with a list cannot be dismissed; without one it can', async () => {
    const withList = run([school([{ customerId: 'school_maple', customerName: 'Maple' }])]);
    await waitFor(withList.actor, (s) => s.matches('school'));
    withList.actor.send({ type: 'DISMISS' });
    expect(withList.actor.getSnapshot().matches('school')).toBe(true);
    const subjectsOnly = run([school(null)]);
    await waitFor(subjectsOnly.actor, (s) => s.matches('school'));
    subjectsOnly.actor.send({ type: 'DISMISS' });
    expect(subjectsOnly.actor.getSnapshot().status).toBe('done');
    expect(subjectsOnly.calls.deleteCookie).toBe(0);
  });

  it('a school submit’s error key becomes the form error; a good submit fetches the next dialog (the roster prompt)', async () => {
    let fail = true;
    const { actor, calls } = run([school([]), roster], {
      update: async () => {
        if (fail) throw new HttpError(400, 'teacher_setup.school_required');
      },
    });
    await waitFor(actor, (s) => s.matches('school'));
    actor.send({ type: 'SUBMIT_SCHOOL', choice });
    await waitFor(actor, (s) => s.matches({ school: 'open' }) && s.context.errorKey !== null);
    expect(actor.getSnapshot().context.errorKey).toBe('teacher_setup.school_required');
    fail = false;
    actor.send({ type: 'SUBMIT_SCHOOL', choice });
    await waitFor(actor, (s) => s.matches('roster'));
    expect(calls.fetches).toBe(2);
  });

  it('closing the roster prompt is tracked and sets the cookie to false through the server', async () => {
    const { actor, calls } = run([roster]);
    await waitFor(actor, (s) => s.matches('roster'));
    actor.send({ type: 'DISMISS' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toMatchObject({ tracked: ['closed'], setCookieFalse: 1, navigated: 0, deleteCookie: 0 });
  });

  it('the go-to-roster button is tracked, goes to the roster and sets the cookie to false; a cookie failure is only logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { actor, calls } = run([roster], { setCookieFalse: async () => Promise.reject(new HttpError(0, 'app.error.network')) });
    await waitFor(actor, (s) => s.matches('roster'));
    actor.send({ type: 'GO_TO_ROSTER' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toMatchObject({ tracked: ['go'], setCookieFalse: 1, navigated: 1 });
    logged.mockRestore();
  });
});
