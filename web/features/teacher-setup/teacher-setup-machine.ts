import { and, assign, fromPromise, not, setup } from 'xstate';
import type { TeacherSetupDialog } from '../../../events/teacher-setup-dialog';
import { isHttpError, UNEXPECTED_ERROR_KEY } from '../../shared/http/http-error';
import { fetchTeacherSetupDialog, saveSubjects, setTryTeacherSetupFalse, updateSchoolAndSubjects, type SchoolAndSubjects } from './teacher-setup-api';
import { deleteTryTeacherSetup } from './try-teacher-setup-cookie';

/** The server's error key of a failed submit: it becomes the form's error. */
const errorKeyOf = (error: unknown) => (isHttpError(error) ? error.errorKey : UNEXPECTED_ERROR_KEY);

/**
 * Spec §4 teacher setup, once the host decided to try (a teacher, the cookie,
 * not a blacklisted path): fetch the dialog; NONE or an ignorable dialog
 * deletes the cookie; the school dialog's submit fetches the next dialog (the
 * roster prompt, say); select-subjects' submit deletes the cookie unless the
 * dialog is ignorable; dismissing or following the go-to-roster modal sets the
 * cookie to false through the server (a failure is only logged).
 */
export const teacherSetupMachine = setup({
  types: {
    context: {} as { dialog: TeacherSetupDialog | null; errorKey: string | null },
    events: {} as
      | { type: 'SUBMIT_SCHOOL'; choice: SchoolAndSubjects }
      | { type: 'SUBMIT_SUBJECTS'; subjects: string[] }
      | { type: 'DISMISS' }
      | { type: 'GO_TO_ROSTER' },
  },
  actors: {
    fetchDialog: fromPromise<TeacherSetupDialog>(() => fetchTeacherSetupDialog()),
    updateSchoolAndSubjects: fromPromise<void, SchoolAndSubjects>(({ input }) => updateSchoolAndSubjects(input)),
    saveSubjects: fromPromise<void, string[]>(({ input }) => saveSubjects(input)),
    setCookieFalse: fromPromise<void>(() => setTryTeacherSetupFalse()),
  },
  actions: {
    deleteCookie: () => deleteTryTeacherSetup(),
    logError: (_, params: { what: string; error: unknown }) => console.error(`Teacher setup: ${params.what}`, params.error),
    trackRosterModalClosed: () => undefined,
    trackGoToRoster: () => undefined,
    goToRoster: () => undefined,
  },
  guards: {
    isNone: ({ context }) => context.dialog?.dialogType === 'NONE',
    isIgnorable: ({ context }) => context.dialog?.isIgnorable === true,
    isSchoolDialog: ({ context }) => context.dialog?.dialogType === 'SELECT_SCHOOL_AND_POTENTIALLY_SUBJECTS',
    isSubjectsDialog: ({ context }) => context.dialog?.dialogType === 'SELECT_SUBJECTS',
    isRosterDialog: ({ context }) => context.dialog?.dialogType === 'GO_TO_ROSTER',
    /** The close button shows only without a school list. */
    schoolDialogClosable: ({ context }) => context.dialog?.dialogType === 'SELECT_SCHOOL_AND_POTENTIALLY_SUBJECTS' && context.dialog.data.schoolList === null,
  },
}).createMachine({
  id: 'teacherSetup',
  context: { dialog: null, errorKey: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'fetchDialog',
        onDone: { target: 'deciding', actions: assign({ dialog: ({ event }) => event.output, errorKey: null }) },
        onError: { target: 'done', actions: { type: 'logError', params: ({ event }) => ({ what: 'the dialog could not be fetched', error: event.error }) } },
      },
    },
    deciding: {
      // NONE or an ignorable dialog: the cookie goes now.
      always: [
        { guard: 'isNone', target: 'done', actions: 'deleteCookie' },
        { guard: 'isSchoolDialog', target: 'school' },
        { guard: and(['isSubjectsDialog', 'isIgnorable']), target: 'subjects', actions: 'deleteCookie' },
        { guard: 'isSubjectsDialog', target: 'subjects' },
        { guard: 'isRosterDialog', target: 'roster' },
        { target: 'done' },
      ],
    },
    school: {
      initial: 'open',
      states: {
        open: {
          on: {
            SUBMIT_SCHOOL: 'submitting',
            DISMISS: { guard: 'schoolDialogClosable', target: '#teacherSetup.done' },
          },
        },
        submitting: {
          invoke: {
            src: 'updateSchoolAndSubjects',
            input: ({ event }) => (event as { choice: SchoolAndSubjects }).choice,
            onDone: '#teacherSetup.loading',
            onError: { target: 'open', actions: assign({ errorKey: ({ event }) => errorKeyOf(event.error) }) },
          },
        },
      },
    },
    subjects: {
      initial: 'open',
      states: {
        open: {
          on: {
            SUBMIT_SUBJECTS: 'submitting',
            DISMISS: { guard: 'isIgnorable', target: '#teacherSetup.done' },
          },
        },
        submitting: {
          invoke: {
            src: 'saveSubjects',
            input: ({ event }) => (event as { subjects: string[] }).subjects,
            // Unless ignorable (then it went when the dialog came).
            onDone: [{ guard: not('isIgnorable'), target: '#teacherSetup.done', actions: 'deleteCookie' }, { target: '#teacherSetup.done' }],
            onError: { target: 'open', actions: assign({ errorKey: ({ event }) => errorKeyOf(event.error) }) },
          },
        },
      },
    },
    roster: {
      on: {
        DISMISS: { target: 'closingRoster', actions: 'trackRosterModalClosed' },
        GO_TO_ROSTER: { target: 'closingRoster', actions: ['trackGoToRoster', 'goToRoster'] },
      },
    },
    closingRoster: {
      invoke: {
        src: 'setCookieFalse',
        onDone: 'done',
        onError: { target: 'done', actions: { type: 'logError', params: ({ event }) => ({ what: 'the cookie call failed', error: event.error }) } },
      },
    },
    done: { type: 'final' },
  },
});
