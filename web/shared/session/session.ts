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

const NAVIGATION_FLAGS = [
  'signedIn',
  'skipToContent',
  'focusModeEligible',
  'sparkStudioAccess',
  'sharedAnalyticsAccess',
  'cacheRefresh',
] as const;

/** Reads a `GET /session` body; anything not signed in is a visitor. */
export function parseSession(body: unknown): Session {
  const record = asRecord(body);
  const navigationRecord = asRecord(record.navigation);
  const navigation = Object.fromEntries(
    NAVIGATION_FLAGS.map((flag) => [flag, navigationRecord[flag] === true]),
  ) as unknown as NavigationContext;
  const userId = record.userId;
  if (!navigation.signedIn || typeof userId !== 'string') {
    return { signedIn: false, userType: USER_TYPE.visitor, navigation: { ...navigation, signedIn: false } };
  }
  const username = stringOr(record.username, '');
  return {
    signedIn: true,
    userId,
    username,
    displayName: stringOr(record.displayName, username),
    userType: typeof record.userType === 'number' ? record.userType : USER_TYPE.visitor,
    role: stringOr(record.role, ''),
    edition: stringOr(record.edition, 'US'),
    schoolId: typeof record.schoolId === 'string' ? record.schoolId : null,
    navigation,
    subAccounts: Array.isArray(record.subAccounts) ? record.subAccounts.map(parseSubAccount).filter((account) => account.username !== '') : [],
  };
}

function parseSubAccount(value: unknown): SubAccount {
  const record = asRecord(value);
  const username = stringOr(record.username, '');
  return {
    username,
    displayName: stringOr(record.displayName, username),
    isParent: record.isParent === true,
    isSecretWordRequired: record.isSecretWordRequired === true,
    avatarUrl: typeof record.avatarUrl === 'string' ? record.avatarUrl : null,
  };
}

export const VISITOR_SESSION: VisitorSession = parseSession(undefined) as VisitorSession;

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function stringOr(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}
