import { describe, expect, it } from 'vitest';
import type { ScratchpadWatchEvent } from '../events/scratchpad/scratchpad-watch';
import { projectionSpecification } from './projection-specification';
import { scratchpadWatchesProjection, scratchpadWatchesQueries } from './scratchpad-watches';

const spec = projectionSpecification(scratchpadWatchesProjection, scratchpadWatchesQueries);
const started = (teacherUserId: string, startedAt: string, until: string): ScratchpadWatchEvent => ({
  type: 'ScratchpadWatchStarted',
  data: { studentUserId: 'u_ava', teacherUserId, startedAt, until, watchedUntil: until },
});
const stopped = (teacherUserId: string, stoppedAt: string): ScratchpadWatchEvent => ({
  type: 'ScratchpadWatchStopped',
  data: { studentUserId: 'u_ava', teacherUserId, stoppedAt, watchedUntil: null },
});

describe('who watches a scratchpad', () => {
  it('answers the teachers whose watch has not ended, a renewal moving the end and a stop removing the teacher', () =>
    spec
      .given([
        started('u_rivera', '2026-11-29T09:00:00.000Z', '2026-11-29T09:10:00.000Z'),
        started('u_okafor', '2026-11-29T09:01:00.000Z', '2026-11-29T09:11:00.000Z'),
        started('u_rivera', '2026-11-29T09:05:00.000Z', '2026-11-29T09:15:00.000Z'),
        started('u_lee', '2026-11-29T09:02:00.000Z', '2026-11-29T09:12:00.000Z'),
        stopped('u_lee', '2026-11-29T09:03:00.000Z'),
      ])
      .then((q) => {
        expect(q.watchersOf('u_ava', new Date('2026-11-29T09:10:30.000Z'))).toEqual(['u_okafor', 'u_rivera']);
        expect(q.watchersOf('u_ava', new Date('2026-11-29T09:12:00.000Z'))).toEqual(['u_rivera']);
        expect(q.watchedUntil('u_ava', new Date('2026-11-29T09:12:00.000Z'))).toBe('2026-11-29T09:15:00.000Z');
        expect(q.watchersOf('u_ava', new Date('2026-11-29T09:15:00.000Z'))).toEqual([]);
        expect(q.watchedUntil('u_ava', new Date('2026-11-29T09:15:00.000Z'))).toBeNull();
        expect(q.watchersOf('u_noah', new Date('2026-11-29T09:10:00.000Z'))).toEqual([]);
      }));
});
