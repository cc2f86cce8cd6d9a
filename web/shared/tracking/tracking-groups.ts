/**
 * Tracking constant groups (spec §3 "Analytics click event", §5, §6): the
 * only names `trackClick` accepts. Features and modules name where a click
 * happened; the action groups (Teacher actions, Admin actions, Student
 * actions) name the buttons. Every key is unique across all groups — a shared
 * key is reported in development (see tracking-registry.ts) because the groups
 * are merged into one lookup.
 */

export const TRACKING_FEATURES = {
  liveMessageFeature: 'live_message',
  searchFeature: 'search',
} as const;

export const TRACKING_MODULES = {
  studentLiveMessagePopover: 'student_live_message_popover',
  sentLiveMessageList: 'sent_live_message_list',
  liveMessageCompose: 'live_message_compose',
  skillSearchDropdown: 'skill_search_dropdown',
  searchResultsPage: 'search_results_page',
} as const;

export const TEACHER_ACTIONS = {
  teacherSendsLiveMessage: 'teacher_send_live_message',
  teacherPicksPresetMessage: 'teacher_pick_preset_message',
  teacherFollowsLiveMessageLink: 'teacher_follow_live_message_link',
} as const;

export const ADMIN_ACTIONS = {
  adminSendsLiveMessage: 'admin_send_live_message',
  adminPicksPresetMessage: 'admin_pick_preset_message',
  adminFollowsLiveMessageLink: 'admin_follow_live_message_link',
} as const;

export const STUDENT_ACTIONS = {
  studentOpensLiveMessages: 'student_open_live_messages',
  studentAcknowledgesLiveMessage: 'student_acknowledge_live_message',
  studentFollowsLiveMessageLink: 'student_follow_live_message_link',
} as const;

/** Following a search result, whoever searched (header dropdown or results page). */
export const SEARCH_ACTIONS = {
  followsSearchResult: 'follow_search_result',
} as const;

export type TrackingGroupKind = 'feature' | 'module' | 'button';

export interface TrackingGroup {
  /** For the development report, e.g. "Teacher actions". */
  name: string;
  kind: TrackingGroupKind;
  names: Readonly<Record<string, string>>;
}

export const TRACKING_GROUPS: readonly TrackingGroup[] = [
  { name: 'Features', kind: 'feature', names: TRACKING_FEATURES },
  { name: 'Modules', kind: 'module', names: TRACKING_MODULES },
  { name: 'Teacher actions', kind: 'button', names: TEACHER_ACTIONS },
  { name: 'Admin actions', kind: 'button', names: ADMIN_ACTIONS },
  { name: 'Student actions', kind: 'button', names: STUDENT_ACTIONS },
  { name: 'Search actions', kind: 'button', names: SEARCH_ACTIONS },
];

type ValueOf<T> = T[keyof T];
export type TrackingFeature = ValueOf<typeof TRACKING_FEATURES>;
export type TrackingModule = ValueOf<typeof TRACKING_MODULES>;
export type TrackingButton =
  | ValueOf<typeof TEACHER_ACTIONS>
  | ValueOf<typeof ADMIN_ACTIONS>
  | ValueOf<typeof STUDENT_ACTIONS>
  | ValueOf<typeof SEARCH_ACTIONS>;
