import type { PushMessage } from '../../events/log/push';
import { userSubjects } from '../../events/log/push';
import type { LiveClassroomUpdatedPush, PracticeEvent } from '../../events/practice';
import { utcDay } from '../../projections/practice';
import type { EventLog } from '../event-log';
import { liveClassroomStudent } from './live-classroom';

// The live classroom's pushes (issue 10 §8, docs/practice.md): as students
// answer, the watchers of their classes (the teacher and the school's
// administrators) get `LIVE_CLASSROOM_UPDATED` on their teacher channel with the
// changed students' rows — coalesced, at most one push per class per second.
//
// Per-event push derivation (events/all-pushes.ts, the relay) cannot coalesce, so
// this component follows the log itself: it notes which classes' students
// answered, and a window after the first such answer publishes one push per
// changed class with those students' rows as they are then. The next window
// opens only with the next answer after a push, so two pushes of a class are
// always at least a window apart. Pushes are core NATS (at most once), like the
// relay's; a teacher's page loads the whole grid from
// GET /analytics/live-classroom/classes and applies pushes on top. The
// component starts at the log's end: answers made while it was down are in that
// grid, not pushed.

/** Runs a task later; injected so tests drive time without real timers. */
export interface PushScheduler {
  /** Runs `task` once after `ms`; the returned function cancels it. */
  after(ms: number, task: () => void): () => void;
}

export const timerScheduler: PushScheduler = {
  after(ms, task) {
    const timer = setTimeout(task, ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
};

/** One push per class per this many milliseconds at most. */
export const LIVE_CLASSROOM_PUSH_WINDOW_MS = 1_000;

export interface LiveClassroomPushesOptions {
  log: EventLog;
  /** Publishes one push (main.ts: the NATS connection's core publish). */
  publish: (push: PushMessage) => void;
  /** The app's clock: which day's rows to send. */
  clock: () => Date;
  scheduler?: PushScheduler;
  windowMs?: number;
  onError?: (message: string, error: unknown) => void;
}

export interface LiveClassroomPushes {
  /** Publishes what is pending now (tests; also on stop, so a last answer is not lost). */
  flush(): void;
  stop(): void;
}

const READ_BATCH = 500;

export function startLiveClassroomPushes(options: LiveClassroomPushesOptions): LiveClassroomPushes {
  const { log, publish, clock, scheduler = timerScheduler, windowMs = LIVE_CLASSROOM_PUSH_WINDOW_MS } = options;
  const { directory } = log.queries;
  let position = log.store.lastPosition();
  /** classId → the students of it who answered since the last push. */
  const changed = new Map<string, Set<string>>();
  let cancelWindow: (() => void) | null = null;
  let stopped = false;

  const readNewEvents = () => {
    for (;;) {
      const events = log.store.readAll(position, READ_BATCH);
      for (const event of events) {
        position = event.metadata.position;
        if (event.type !== 'PracticeQuestionAnswered') continue;
        const data = (event as unknown as Extract<PracticeEvent, { type: 'PracticeQuestionAnswered' }>).data;
        if (data.visitor) continue;
        for (const { classId } of directory.classesOfStudent(data.learnerId)) {
          let students = changed.get(classId);
          if (!students) changed.set(classId, (students = new Set()));
          students.add(data.learnerId);
        }
      }
      if (events.length < READ_BATCH) break;
    }
    if (changed.size > 0 && cancelWindow === null && !stopped) cancelWindow = scheduler.after(windowMs, flush);
  };

  const flush = () => {
    cancelWindow?.();
    cancelWindow = null;
    const classes = [...changed];
    changed.clear();
    const day = utcDay(clock());
    for (const [classId, studentIds] of classes) {
      try {
        const students = directory.studentsOfClass(classId).filter((student) => studentIds.has(student.userId));
        const payload: LiveClassroomUpdatedPush = { event: 'LIVE_CLASSROOM_UPDATED', classId, students: students.map((student) => liveClassroomStudent(log, student, day)) };
        for (const watcher of directory.liveClassroomWatchersOf(classId)) publish({ subject: userSubjects(watcher).teacher, payload });
      } catch (error) {
        options.onError?.(`live classroom: pushing class ${classId} failed`, error);
      }
    }
  };

  // Called after every commit: a failure here must never reach the appender.
  const unsubscribe = log.store.subscribe(() => {
    try {
      readNewEvents();
    } catch (error) {
      options.onError?.('live classroom: reading the log failed', error);
    }
  });

  return {
    flush,
    stop() {
      if (stopped) return;
      stopped = true;
      unsubscribe();
      if (cancelWindow) flush();
    },
  };
}
