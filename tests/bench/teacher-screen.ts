import type { NatsConnection } from '@nats-io/nats-core';
import type { LiveClassroomUpdatedPush } from '../../events/practice';
import { epochNow } from './push-client-group';

/** Bench classes whose pushes the floor publishes (the service user, not the server). */
export const FLOOR_CLASS_PREFIX = 'bench-floor-';

/** The teacher's browser: one NATS WebSocket on the teacher channel, stamping every live classroom push on arrival. */
export class TeacherScreen {
  /** This round's pushes (the floor publishes them again). */
  pushes: { classId: string; at: number; json: string }[] = [];
  totalPushes = 0;
  unreadable = 0;
  /** The shortest time between two pushes of one class (the window keeps it at a second or more). */
  minGapMs = Number.POSITIVE_INFINITY;
  private readonly lastPushOf = new Map<string, number>();
  private expected = 0;
  private readonly arrivals = new Map<string, number>();
  private readonly floorArrivals = new Map<string, number>();
  private wake: (() => void) | null = null;

  constructor(
    private readonly studentCount: number,
    private readonly connection: NatsConnection,
    subject: string,
  ) {
    connection.subscribe(subject, {
      callback: (error, message) => {
        const at = epochNow();
        if (error) {
          this.unreadable++;
          return;
        }
        this.received(message.string(), at);
      },
    });
  }

  private received(json: string, at: number): void {
    let push: LiveClassroomUpdatedPush;
    try {
      push = JSON.parse(json) as LiveClassroomUpdatedPush;
    } catch {
      this.unreadable++;
      return;
    }
    if (push.event !== 'LIVE_CLASSROOM_UPDATED' || typeof push.classId !== 'string' || !Array.isArray(push.students)) {
      this.unreadable++;
      return;
    }
    if (push.classId.startsWith(FLOOR_CLASS_PREFIX)) {
      this.floorArrivals.set(push.classId, at);
    } else {
      this.pushes.push({ classId: push.classId, at, json });
      this.totalPushes++;
      const last = this.lastPushOf.get(push.classId);
      if (last !== undefined) this.minGapMs = Math.min(this.minGapMs, at - last);
      this.lastPushOf.set(push.classId, at);
      for (const student of push.students) {
        if (student.questionsToday >= this.expected && !this.arrivals.has(student.userId)) this.arrivals.set(student.userId, at);
      }
    }
    this.wake?.();
  }

  /** A new round: each student's answer shows as `questionsToday` reaching `expected`. */
  startRound(expected: number): void {
    this.expected = expected;
    this.arrivals.clear();
    this.pushes = [];
  }

  private async until(done: () => boolean, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!done() && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(1, deadline - Date.now()));
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
  }

  /** Every student's push of this round (or what arrived within `timeoutMs`): userId → arrival. */
  async roundArrivals(timeoutMs: number): Promise<Map<string, number>> {
    await this.until(() => this.arrivals.size >= this.studentCount, timeoutMs);
    return new Map(this.arrivals);
  }

  async floorArrivalsOf(classIds: string[], timeoutMs: number): Promise<Map<string, number>> {
    await this.until(() => classIds.every((classId) => this.floorArrivals.has(classId)), timeoutMs);
    return new Map(classIds.filter((classId) => this.floorArrivals.has(classId)).map((classId) => [classId, this.floorArrivals.get(classId)!]));
  }

  close(): Promise<void> {
    return this.connection.close();
  }
}
