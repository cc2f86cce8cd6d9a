// The kinds of notification (issue 16), a value the browser imports too (docs/architecture.md
// "Boundaries"): this module imports nothing.

export const NOTIFICATION_KINDS = ['needs_help','proficient','mastered','message_confused','focus_opted_out',
  'sign_in_guessing','class_roster_changed',            // teachers (issue 16)
  'live_message','focus_session','room_invitation',     // students (clarification)
  'child_mastered','child_week_practice',               // parents (clarification)
  'assessment_window'] as const;                        // administrators (clarification)
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
