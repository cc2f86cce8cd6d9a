/** The signed-in user (or the visitor) as `GET /session` describes them. */

/** User types in the navigation (spec §1). */
export const USER_TYPE = {
  visitor: 0,
  student: 2,
  teacher: 4,
  familyParent: 11,
  familyChild: 12,
  administrator: 13,
  /** Issue 18: ours, not the spec's (docs/explorer.md): the engineer reads the event explorer. */
  engineer: 20,
} as const;

export type UserType = (typeof USER_TYPE)[keyof typeof USER_TYPE];

/** Navigation context flags (spec §3). */
export interface NavigationContext {
  signedIn: boolean;
  skipToContent: boolean;
  focusModeEligible: boolean;
  sparkStudioAccess: boolean;
  sharedAnalyticsAccess: boolean;
  cacheRefresh: boolean;
}

export interface VisitorSession {
  signedIn: false;
  userType: typeof USER_TYPE.visitor;
  navigation: NavigationContext;
  /** Spec §3 bot-verification model (absent: not known, treated as off). */
  botVerification?: BotVerification;
  /** The custom domains this browser signed in through, newest first (spec §3). */
  previousCustomDomains?: PreviousCustomDomain[];
}

/** Spec §3 bot-verification model: our self-hosted ALTCHA check. */
export interface BotVerification {
  enabled: boolean;
  siteKey: string;
  scriptSrc: string;
}

/** Spec §3 previous custom domain: a district's sign-in page this browser used. */
export interface PreviousCustomDomain {
  name: string;
  displayName: string;
}

/** Spec §3 sub-account: a family's parent or child account. */
export interface SubAccount {
  username: string;
  displayName: string;
  isParent: boolean;
  isSecretWordRequired: boolean;
  avatarUrl: string | null;
  /** Opaque token for `POST /signin/sub-account` (absent in older answers and fixtures). */
  subAccountEncryptedLogin?: string;
}

export interface MemberSession {
  signedIn: true;
  userId: string;
  username: string;
  displayName: string;
  /** One of USER_TYPE except visitor; kept as number so a new type does not break parsing. */
  userType: number;
  role: string;
  edition: string;
  schoolId: string | null;
  navigation: NavigationContext;
  /** The family's accounts, parent first (family parents and children only; empty otherwise). */
  subAccounts: SubAccount[];
  /** Spec §3 bot-verification model (absent: not known, treated as off). */
  botVerification?: BotVerification;
  /** Issue 16: the notifications backend is on (NOTIFICATIONS_BACKEND): only then is the feed fetched. Absent: off. */
  notificationsEnabled?: boolean;
}

export type Session = VisitorSession | MemberSession;

export interface SignInCredentials {
  username: string;
  password: string;
  rememberUser: boolean;
  /** Issue 13: where the sign-in was made, a custom domain's name, the solved bot check. */
  location?: 'SIGNIN_MODAL' | 'PRACTICE_LIMIT_MODAL' | 'QUICK_SIGNIN' | 'FLUENCY_ZONE_MODAL' | 'CUSTOM_DOMAIN_PAGE';
  customDomain?: string;
  botCheckToken?: string | null;
}
