import { createStore, type StoreApi } from 'zustand';
import type { LiveClassroomClass, LiveClassroomStudent } from '../../../events/practice';
import { isHttpError, isUnexpectedResponse } from '../../shared/http/http-error';
import { fetchLiveClasses, type LiveClassroomUpdate } from './live-classroom-api';

/**
 * The live classroom's classes, kept current by `LIVE_CLASSROOM_UPDATED`
 * pushes, never by polling: a push replaces the rows it carries (by userId;
 * a student new to the class is added at the end). A push for a class not on
 * the page is ignored; pushes arriving while the classes load are applied on
 * top of the answer. The page loads again only when the live link reconnects
 * (pushes sent meanwhile were missed).
 */

export type LiveClassroomPhase = 'loading' | 'ready' | 'failed';

export interface LiveClassroomState {
  phase: LiveClassroomPhase;
  classes: LiveClassroomClass[];
  /** The i18n key of the failed load. */
  errorKey: string | null;
  load(): Promise<void>;
  /** Applies a push; returns the students it newly flagged as needing help. */
  applyUpdate(update: LiveClassroomUpdate): LiveClassroomStudent[];
}

export type LiveClassroomStore = StoreApi<LiveClassroomState>;

/** The class list with the update's rows merged in (by userId); unchanged when the class is not there. */
export function mergeUpdate(classes: readonly LiveClassroomClass[], update: LiveClassroomUpdate): LiveClassroomClass[] {
  return classes.map((liveClass) => {
    if (liveClass.classId !== update.classId) return liveClass;
    const changed = new Map(update.students.map((student) => [student.userId, student]));
    const students = liveClass.students.map((student) => changed.get(student.userId) ?? student);
    const known = new Set(liveClass.students.map((student) => student.userId));
    const joined = update.students.filter((student) => !known.has(student.userId));
    return { ...liveClass, students: [...students, ...joined] };
  });
}

/** Students of the update who need help now but did not before (or were not on the page). */
function newlyNeedingHelp(classes: readonly LiveClassroomClass[], update: LiveClassroomUpdate): LiveClassroomStudent[] {
  const liveClass = classes.find((candidate) => candidate.classId === update.classId);
  if (liveClass === undefined) return [];
  const before = new Map(liveClass.students.map((student) => [student.userId, student.needsHelp]));
  return update.students.filter((student) => student.needsHelp && before.get(student.userId) !== true);
}

export function createLiveClassroomStore({ fetchClasses = fetchLiveClasses }: { fetchClasses?: () => Promise<LiveClassroomClass[]> } = {}): LiveClassroomStore {
  let inFlight: Promise<void> | null = null;
  let held: LiveClassroomUpdate[] = [];

  return createStore<LiveClassroomState>()((set, get) => {
    const loadOnce = async () => {
      let classes: LiveClassroomClass[] | null = null;
      let failure: unknown = null;
      try {
        classes = await fetchClasses();
      } catch (error) {
        failure = error;
      }
      // Done before the state changes, so a load asked for by what the change shows starts afresh.
      const pending = held;
      held = [];
      inFlight = null;
      if (classes !== null) {
        set({ phase: 'ready', errorKey: null, classes: pending.reduce(mergeUpdate, classes) });
      } else if (get().phase !== 'ready') {
        // A failed refresh (after a reconnect) keeps what is shown.
        set({ phase: 'failed', errorKey: isHttpError(failure) && !isUnexpectedResponse(failure) ? failure.errorKey : 'liveClassroom.loadFailed' });
      }
    };

    return {
      phase: 'loading',
      classes: [],
      errorKey: null,
      load() {
        if (inFlight === null) {
          if (get().phase === 'failed') set({ phase: 'loading', errorKey: null });
          held = [];
          // Started on the next microtask, so `inFlight` is set before it can be cleared.
          inFlight = Promise.resolve().then(loadOnce);
        }
        return inFlight;
      },
      applyUpdate(update) {
        if (inFlight !== null) held.push(update);
        const { classes } = get();
        const flagged = newlyNeedingHelp(classes, update);
        set({ classes: mergeUpdate(classes, update) });
        return flagged;
      },
    };
  });
}
