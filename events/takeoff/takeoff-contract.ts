import type { Subject } from '../curriculum';

// What the takeoff decider, the server and the browser share (docs/takeoff.md): the plans'
// subjects and the lesson page's path. Imports nothing at run time (it is in the browser bundle).

export const TAKEOFF_SUBJECTS = ['math', 'ela'] as const satisfies readonly Subject[];
export type TakeoffSubject = (typeof TAKEOFF_SUBJECTS)[number];

export function isTakeoffSubject(value: unknown): value is TakeoffSubject {
  return typeof value === 'string' && (TAKEOFF_SUBJECTS as readonly string[]).includes(value);
}

/** The lesson page of a skill (built by the lessons feature, issue 31 item 1). */
export function lessonPagePath(permacode: string): string {
  return `/lesson/${permacode}`;
}
