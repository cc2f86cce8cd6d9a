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
  siteHeaderFeature: 'site_header',
  signInFeature: 'sign_in',
  teacherSetupFeature: 'teacher_setup',
} as const;

export const TRACKING_MODULES = {
  studentLiveMessagePopover: 'student_live_message_popover',
  sentLiveMessageList: 'sent_live_message_list',
  liveMessageCompose: 'live_message_compose',
  skillSearchDropdown: 'skill_search_dropdown',
  searchResultsPage: 'search_results_page',
  headerSiteNav: 'header_site_nav',
  headerAccountNav: 'header_account_nav',
  headerUserMenu: 'header_user_navigation_menu',
  headerEditionPicker: 'header_edition_picker',
  headerSubAccountMenu: 'header_sub_account_menu',
  headerMobileMenu: 'header_mobile_menu',
  signInDialogModule: 'sign_in_dialog',
  signInPageModule: 'sign_in_page',
  quickSignInModule: 'quick_sign_in',
  subAccountSignInModule: 'sub_account_sign_in',
  goToRosterModal: 'go_to_roster_modal',
} as const;

export const TEACHER_ACTIONS = {
  teacherSendsLiveMessage: 'teacher_send_live_message',
  teacherPicksPresetMessage: 'teacher_pick_preset_message',
  teacherFollowsLiveMessageLink: 'teacher_follow_live_message_link',
  teacherClosesRosterModal: 'teacher_close_roster_modal',
  teacherGoesToRoster: 'teacher_go_to_roster',
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

/** Clicks in the site header, whoever makes them (links per user type: web/README.md). */
export const HEADER_ACTIONS = {
  headerHomeLink: 'header_home',
  headerSubjectLink: 'header_subject',
  headerGradeLink: 'header_grade',
  headerMembershipLink: 'header_membership',
  headerSignInLink: 'header_sign_in',
  headerMyPracticeLink: 'header_my_practice',
  headerLiveClassroomLink: 'header_live_classroom',
  headerLiveMessagesLink: 'header_live_messages',
  headerFocusZoneLink: 'header_focus_zone',
  headerRosterLink: 'header_roster',
  headerSkillPlansLink: 'header_skill_plans',
  headerTakeoffLink: 'header_takeoff',
  headerQuizzesLink: 'header_quizzes',
  headerSparkStudioLink: 'header_spark_studio',
  headerProgressLink: 'header_progress',
  headerProgressShareLink: 'header_progress_share',
  headerReportsLink: 'header_reports',
  headerExplorerLink: 'header_explorer',
  headerNotificationsLink: 'header_notifications',
  headerProfileLink: 'header_profile',
  headerSignOut: 'header_sign_out',
  headerChoosesEdition: 'header_choose_edition',
  headerSwitchesSubAccount: 'header_switch_sub_account',
  headerChildMembership: 'header_child_membership',
  headerSwitchesToParent: 'header_switch_to_parent',
} as const;

/** A sign-in the server accepted (issue 13): the click's text is the `userKind` it answered. */
export const SIGN_IN_ACTIONS = {
  signInAccepted: 'sign_in_accepted',
  subAccountSignInAccepted: 'sub_account_sign_in_accepted',
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
  { name: 'Header actions', kind: 'button', names: HEADER_ACTIONS },
  { name: 'Sign-in actions', kind: 'button', names: SIGN_IN_ACTIONS },
];

type ValueOf<T> = T[keyof T];
export type TrackingFeature = ValueOf<typeof TRACKING_FEATURES>;
export type TrackingModule = ValueOf<typeof TRACKING_MODULES>;
export type TrackingButton =
  | ValueOf<typeof TEACHER_ACTIONS>
  | ValueOf<typeof ADMIN_ACTIONS>
  | ValueOf<typeof STUDENT_ACTIONS>
  | ValueOf<typeof SEARCH_ACTIONS>
  | ValueOf<typeof HEADER_ACTIONS>
  | ValueOf<typeof SIGN_IN_ACTIONS>;
