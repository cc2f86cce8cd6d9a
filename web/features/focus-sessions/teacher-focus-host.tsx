import { useEffect } from 'react';
import { createActor, type Actor } from 'xstate';
import { createStore, useStore, type StoreApi } from 'zustand';
import { usePushEvent } from '../../shared/realtime/realtime-context';
import { pushedSessionId } from './focus-pushes';
import { isParticipantStatus } from './teacher-focus-api';
import { teacherFocusMachine } from './teacher-focus-machine';

export type TeacherFocusActor = Actor<typeof teacherFocusMachine>;

/** Where the page's teacher focus actor is published, for the ribbon and the focus-zone page. */
export type TeacherFocusActorStore = StoreApi<{ actor: TeacherFocusActor | null }>;

export function createTeacherFocusActorStore(): TeacherFocusActorStore {
  return createStore<{ actor: TeacherFocusActor | null }>()(() => ({ actor: null }));
}

/** The page's teacher focus actor. */
export const teacherFocusActorStore = createTeacherFocusActorStore();

export function useTeacherFocusActor(store: TeacherFocusActorStore = teacherFocusActorStore): TeacherFocusActor | null {
  return useStore(store, (state) => state.actor);
}

export interface TeacherFocusHostProps {
  teacherUserId: string;
  /** Tests pass `teacherFocusMachine.provide(...)` with a fake server. */
  machine?: typeof teacherFocusMachine;
  store?: TeacherFocusActorStore;
}

/**
 * Runs the teacher's focus session for as long as the layout shows this
 * teacher, so the ribbon (above the page) and the focus-zone page share it
 * across in-app navigations; feeds it the teacher-channel pushes. The actor
 * is made in an effect, so StrictMode's second mount starts a fresh one
 * instead of restarting a stopped one. Renders nothing.
 */
export function TeacherFocusHost({ teacherUserId, machine = teacherFocusMachine, store = teacherFocusActorStore }: TeacherFocusHostProps) {
  useEffect(() => {
    const actor = createActor(machine);
    actor.start();
    store.setState({ actor });
    return () => {
      actor.stop();
      if (store.getState().actor === actor) store.setState({ actor: null });
    };
  }, [teacherUserId, machine, store]);

  usePushEvent('teacher', 'FOCUS_ENDED', (message) => {
    const focusSessionId = pushedSessionId(message);
    if (focusSessionId !== null) store.getState().actor?.send({ type: 'ended.pushed', focusSessionId });
  });
  usePushEvent('teacher', 'FOCUS_PARTICIPANT_CHANGED', (message) => {
    const focusSessionId = pushedSessionId(message);
    const { studentUserId, status } = message;
    if (focusSessionId === null || typeof studentUserId !== 'string' || !isParticipantStatus(status)) return;
    store.getState().actor?.send({ type: 'participant.pushed', focusSessionId, studentUserId, status });
  });

  return null;
}
