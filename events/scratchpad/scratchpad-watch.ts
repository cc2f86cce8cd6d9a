import { z } from 'zod';
import { entityId as id } from '../curriculum';
import type { Decider } from '../log/command-handler';
import { DomainError } from '../log/domain-error';
import { defineEvent, type EventOf } from '../log/event-schemas';
import { userSubjects, type PushMessage } from '../log/push';
import { mayWatchLiveClassroom } from '../practice';
import { SCRATCHPAD_WATCH, SCRATCHPAD_WATCH_PUSH } from './scratchpad-contract';

// The scratchpad's live watch (issue 31 item 3; docs/scratchpad.md "The live watch"): a teacher who may watch
// the live classroom and reaches a student starts watching the student's pad; the watch is a fact in the log,
// so every node of a cluster knows who watches whom (the read model `scratchpad_watches`). It ends when the
// teacher stops it or SCRATCHPAD_WATCH.minutes after its (last) start. The strokes themselves are never
// appended: POST /scratchpad/live publishes them to the watching teachers' subjects and forgets them.

export const ScratchpadWatchStarted = defineEvent({
  type: 'ScratchpadWatchStarted',
  schemaVersion: 1,
  schema: z.object({
    studentUserId: id,
    teacherUserId: id,
    startedAt: z.iso.datetime(),
    /** This watch's end unless renewed or stopped. */
    until: z.iso.datetime(),
    /** The student's pad is watched until then (the latest end among the teachers watching it). */
    watchedUntil: z.iso.datetime(),
  }),
});

export const ScratchpadWatchStopped = defineEvent({
  type: 'ScratchpadWatchStopped',
  schemaVersion: 1,
  schema: z.object({
    studentUserId: id,
    teacherUserId: id,
    stoppedAt: z.iso.datetime(),
    /** Another teacher still watches the pad until then; null: nobody does. */
    watchedUntil: z.iso.datetime().nullable(),
  }),
});

export const scratchpadWatchEvents = [ScratchpadWatchStarted, ScratchpadWatchStopped] as const;
export type ScratchpadWatchEvent = EventOf<(typeof scratchpadWatchEvents)[number]>;

export const scratchpadWatchStreams = { student: (studentUserId: string) => `scratchpad-watch:${studentUserId}` };

interface Watcher {
  userId: string;
  role: string;
}

export type ScratchpadWatchCommand =
  | { type: 'StartScratchpadWatch'; data: { watcher: Watcher; studentUserId: string; reachesStudent: boolean; now: Date } }
  | { type: 'StopScratchpadWatch'; data: { watcher: Watcher; studentUserId: string; now: Date } };

/** The student's watches: each watching teacher and the end of their watch (epoch ms). */
export type ScratchpadWatchState = ReadonlyMap<string, number>;

/** The latest end among the watches that have not ended at `now`, leaving out `except`; null when none. */
function watchedUntilOf(state: ScratchpadWatchState, now: Date, except?: string): string | null {
  let latest = 0;
  for (const [teacher, until] of state) if (teacher !== except && until > now.getTime() && until > latest) latest = until;
  return latest === 0 ? null : new Date(latest).toISOString();
}

export const scratchpadWatch: Decider<ScratchpadWatchCommand, ScratchpadWatchEvent, ScratchpadWatchState> = {
  initialState: () => new Map(),
  evolve(state, event) {
    const next = new Map(state);
    if (event.type === 'ScratchpadWatchStarted') next.set(event.data.teacherUserId, Date.parse(event.data.until));
    else next.delete(event.data.teacherUserId);
    return next;
  },
  decide(command, state) {
    const { watcher, studentUserId, now } = command.data;
    if (!mayWatchLiveClassroom(watcher.role)) throw new DomainError('scratchpad.not_a_teacher', 403);
    switch (command.type) {
      case 'StartScratchpadWatch': {
        if (!command.data.reachesStudent) throw new DomainError('scratchpad.not_your_student', 403);
        const until = new Date(now.getTime() + SCRATCHPAD_WATCH.minutes * 60_000).toISOString();
        const others = watchedUntilOf(state, now, watcher.userId);
        const watchedUntil = others !== null && others > until ? others : until;
        return [{ type: 'ScratchpadWatchStarted', data: { studentUserId, teacherUserId: watcher.userId, startedAt: now.toISOString(), until, watchedUntil } }];
      }
      case 'StopScratchpadWatch': {
        // Stopping a watch the teacher does not hold (never started, or stopped already) appends nothing.
        if (!state.has(watcher.userId)) return [];
        return [{ type: 'ScratchpadWatchStopped', data: { studentUserId, teacherUserId: watcher.userId, stoppedAt: now.toISOString(), watchedUntil: watchedUntilOf(state, now, watcher.userId) } }];
      }
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },
};

/** The student's page is told whether its pad is watched, and until when (`SCRATCHPAD_WATCH` on the student's general subject). */
export function scratchpadWatchPushes(event: { type: string; data: unknown }): PushMessage[] {
  if (event.type !== ScratchpadWatchStarted.type && event.type !== ScratchpadWatchStopped.type) return [];
  const data = event.data as ScratchpadWatchEvent['data'];
  return [{ subject: userSubjects(data.studentUserId).general, payload: { event: SCRATCHPAD_WATCH_PUSH, watchedUntil: data.watchedUntil } }];
}

/** The answer of POST /scratchpad/watch: until when the watch runs, and whether the student's profile hides the pad (then it sends nothing). */
export interface ScratchpadWatchView {
  studentUserId: string;
  until: string;
  padHidden: boolean;
}

/** The answer of GET /scratchpad/watch: until when the signed-in user's pad is watched (null: it is not). */
export interface ScratchpadWatchedView {
  watchedUntil: string | null;
}

/** The payload of a SCRATCHPAD_STROKES push (the student's whole pad as it is now; the teacher's view replaces what it drew). */
export interface ScratchpadStrokesPush {
  event: 'SCRATCHPAD_STROKES';
  studentUserId: string;
  questionKey: string;
  strokes: { tool: 'pen' | 'eraser'; width: number; points: [number, number][] }[];
}
