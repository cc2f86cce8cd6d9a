import { Hono } from 'hono';
import { z } from 'zod';
import { handleCommand } from '../../events/log/command-handler';
import { DomainError } from '../../events/log/domain-error';
import { userSubjects } from '../../events/log/push';
import { mayWatchLiveClassroom } from '../../events/practice';
import { scratchpadStroke } from '../../events/scratchpad';
import { isOverScratchpadLimits, SCRATCHPAD_STROKES_PUSH } from '../../events/scratchpad/scratchpad-contract';
import {
  scratchpadWatch,
  scratchpadWatchStreams,
  type ScratchpadStrokesPush,
  type ScratchpadWatchedView,
  type ScratchpadWatchView,
} from '../../events/scratchpad/scratchpad-watch';
import { requireUser } from '../auth/current-user';
import type { FeatureLog } from '../features/feature-log';
import type { AppEnv } from '../http/app-env';
import { commandContext, requestTime } from '../http/command-context';
import type { PublicWriteLimits } from '../http/public-write-limits';
import { validated } from '../http/validated';
import type { RealtimeAccess } from '../nats/realtime-access';

// The scratchpad's live watch (issue 31 item 3; docs/scratchpad.md "The live watch"): a teacher starts and stops
// watching a student's pad (events, so every node knows), the student's page asks whether it is watched, and
// sends its pad while it is; those strokes are published to the watching teachers' subjects and never appended.

const studentBody = z.object({ studentUserId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
const invalid = 'scratchpad.invalid_strokes';
const liveBody = z.object({
  questionKey: z.string().min(1).max(512),
  strokes: z.array(scratchpadStroke, invalid),
});

export interface ScratchpadWatchServices {
  realtime: RealtimeAccess | null;
  writeLimits: PublicWriteLimits;
}

export function scratchpadWatchRoutes(log: FeatureLog<'directory' | 'profile' | 'scratchpadWatches'>, { realtime, writeLimits }: ScratchpadWatchServices) {
  const app = new Hono<AppEnv>();
  const { directory, profile, scratchpadWatches } = log.queries;

  /** A teacher (or administrator) who reaches the student starts (or renews) watching the student's pad. */
  app.post('/scratchpad/watch', validated('body', studentBody), async (c) => {
    const watcher = requireUser(c);
    const command = commandContext(c);
    const { studentUserId } = c.req.valid('json');
    const reachesStudent = mayWatchLiveClassroom(watcher.role) && directory.studentsReachableBy(watcher).has(studentUserId);
    const result = await handleCommand(log.store, scratchpadWatch, scratchpadWatchStreams.student(studentUserId), {
      type: 'StartScratchpadWatch',
      data: { watcher, studentUserId, reachesStudent, now: command.now },
    }, command);
    const started = result.events.find((event) => event.type === 'ScratchpadWatchStarted');
    const until = started?.type === 'ScratchpadWatchStarted' ? started.data.until : scratchpadWatches.watchEnd(studentUserId, watcher.userId);
    if (until === null) throw new DomainError('scratchpad.not_watched', 409);
    const view: ScratchpadWatchView = { studentUserId, until, padHidden: profile.preferencesOf(studentUserId).hideScratchpad };
    return c.json(view);
  });

  /** The teacher stops watching; stopping a watch the teacher does not hold appends nothing. */
  app.post('/scratchpad/watch/stop', validated('body', studentBody), async (c) => {
    const watcher = requireUser(c);
    const command = commandContext(c);
    const { studentUserId } = c.req.valid('json');
    const result = await handleCommand(log.store, scratchpadWatch, scratchpadWatchStreams.student(studentUserId), {
      type: 'StopScratchpadWatch',
      data: { watcher, studentUserId, now: command.now },
    }, command);
    return c.json({ stopped: result.events.length > 0 });
  });

  /** Whether the signed-in user's own pad is watched, and until when (the student's page asks when it opens). */
  app.get('/scratchpad/watch', (c) => {
    const user = requireUser(c);
    const view: ScratchpadWatchedView = { watchedUntil: scratchpadWatches.watchedUntil(user.userId, requestTime(c)) };
    return c.json(view);
  });

  /**
   * The watched student's pad as it is now: validated like kept work (400, 413), refused when nobody watches
   * (403 not_watched) or past the per-student rate (429), then published to each watching teacher. Nothing is appended.
   */
  app.post('/scratchpad/live', validated('body', liveBody, invalid), async (c) => {
    const student = requireUser(c);
    const now = requestTime(c);
    const { questionKey, strokes } = c.req.valid('json');
    if (isOverScratchpadLimits(strokes)) throw new DomainError('scratchpad.too_large', 413);
    const watchers = scratchpadWatches.watchersOf(student.userId, now);
    if (watchers.length === 0) throw new DomainError('scratchpad.not_watched', 403);
    const allowance = await writeLimits.take('scratchpadLive', `user:${student.userId}`, now);
    if (!allowance.allowed) {
      c.header('Retry-After', String(allowance.retryAfterSeconds));
      return c.json({ error: 'scratchpad.too_many_batches', retryAfterSeconds: allowance.retryAfterSeconds }, 429);
    }
    const push: ScratchpadStrokesPush = { event: SCRATCHPAD_STROKES_PUSH, studentUserId: student.userId, questionKey, strokes };
    const body = JSON.stringify(push);
    for (const teacher of watchers) realtime?.publish?.(userSubjects(teacher).teacher, body);
    return c.json({ watchers: watchers.length });
  });

  return app;
}
