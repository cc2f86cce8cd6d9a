/** The signed-in user (or the visitor) as `GET /session` describes them. */

/** User types in the navigation (spec §1). */
export const USER_TYPE = {
  visitor: 0,
  student: 2,
  teacher: 4,
  familyParent: 11,
  familyChild: 12,
  administrator: 13,
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
}

/** Spec §3 sub-account: a family's parent or child account. */
export interface SubAccount {
  username: string;
  displayName: string;
  isParent: boolean;
  isSecretWordRequired: boolean;
  avatarUrl: string | null;
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
}

export type Session = VisitorSession | MemberSession;

export interface SignInCredentials {
  username: string;
  password: string;
  rememberUser: boolean;
}
