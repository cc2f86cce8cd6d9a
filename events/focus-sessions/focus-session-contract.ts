// What a focus session's decider and the browser both know (docs/architecture.md "Boundaries":
// the browser imports these values; this module imports nothing).

/** The longest session a teacher may start. */
export const FOCUS_MAX_DURATION_MINUTES = 240;

/** Why a focus session ended: the event's reason and the FOCUS_ENDED push's. */
export const focusEndReasons = ['ended_by_teacher', 'time_up'] as const;
export type FocusEndReason = (typeof focusEndReasons)[number];

/** A student's place in a session: the decider's state, the teacher's live list and its push. */
export const participantStatuses = ['in', 'opted_out', 'removed'] as const;
export type ParticipantStatus = (typeof participantStatuses)[number];
