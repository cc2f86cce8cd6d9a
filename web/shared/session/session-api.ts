import { z } from 'zod';
import { getJson, postJson } from '../http/json-request';
import { postSignIn, type SignedIn } from '../sign-in-form/sign-in-request';
import { USER_TYPE, type NavigationContext, type Session, type SignInCredentials, type SubAccount } from './session';

/** The server calls behind the session store; replaceable in tests. */
export interface SessionApi {
  fetchSession(): Promise<Session>;
  /** Answers `{ debugId, userKind }` (issue 13); fakes may answer nothing. */
  signIn(credentials: SignInCredentials): Promise<SignedIn | void>;
  signOut(): Promise<void>;
}

const flag = z.boolean().catch(false);
const navigationSchema = z
  .object({
    signedIn: flag,
    skipToContent: flag,
    focusModeEligible: flag,
    sparkStudioAccess: flag,
    sharedAnalyticsAccess: flag,
    cacheRefresh: flag,
  })
  .catch({
    signedIn: false,
    skipToContent: false,
    focusModeEligible: false,
    sparkStudioAccess: false,
    sharedAnalyticsAccess: false,
    cacheRefresh: false,
  }) satisfies z.ZodType<NavigationContext>;

const subAccountSchema = z
  .object({
    username: z.string().catch(''),
    displayName: z.string().optional().catch(undefined),
    isParent: flag,
    isSecretWordRequired: flag,
    avatarUrl: z.string().nullable().catch(null),
    subAccountEncryptedLogin: z.string().optional().catch(undefined),
  })
  .transform(({ displayName, ...account }): SubAccount => ({ ...account, displayName: displayName ?? account.username }));

/** Spec §3 bot-verification model and previous custom domains (issue 13), read leniently. */
const botVerificationSchema = z
  .object({ enabled: flag, siteKey: z.string().catch(''), scriptSrc: z.string().catch('') })
  .optional()
  .catch(undefined);
const previousCustomDomainsSchema = z
  .array(z.object({ name: z.string(), displayName: z.string() }).nullable().catch(null))
  .catch([])
  .transform((domains) => domains.filter((domain) => domain !== null))
  .optional();

/**
 * `GET /session`, read leniently: a flag that is not `true` is off, a missing
 * text is empty, and anything not signed in (or without a user id) is a visitor.
 */
export const sessionSchema = z
  .object({
    userId: z.string().optional().catch(undefined),
    username: z.string().catch(''),
    displayName: z.string().optional().catch(undefined),
    /** One of USER_TYPE; any number is kept so a new type does not break reading. */
    userType: z.number().catch(USER_TYPE.visitor),
    role: z.string().catch(''),
    edition: z.string().catch('US'),
    schoolId: z.string().nullable().catch(null),
    navigation: navigationSchema,
    subAccounts: z
      .array(subAccountSchema.nullable().catch(null))
      .catch([])
      .transform((accounts) => accounts.filter((account): account is SubAccount => account !== null && account.username !== '')),
    botVerification: botVerificationSchema,
    previousCustomDomains: previousCustomDomainsSchema,
    /** Issue 16: the notifications backend is on; anything but `true` is off. */
    notificationsEnabled: flag,
  })
  .catch({ username: '', userType: USER_TYPE.visitor, role: '', edition: 'US', schoolId: null, navigation: navigationSchema.parse(null), subAccounts: [], notificationsEnabled: false })
  .transform(({ userId, displayName, navigation, botVerification, previousCustomDomains, ...member }): Session =>
    navigation.signedIn && userId !== undefined
      ? { ...member, signedIn: true, userId, displayName: displayName ?? member.username, navigation, ...(botVerification ? { botVerification } : {}) }
      : {
          signedIn: false,
          userType: USER_TYPE.visitor,
          navigation: { ...navigation, signedIn: false },
          ...(botVerification ? { botVerification } : {}),
          ...(previousCustomDomains ? { previousCustomDomains } : {}),
        },
  );

/** Reads a session answer (also what tests build sessions with). */
export function parseSession(body: unknown): Session {
  return sessionSchema.parse(body);
}

export const httpSessionApi: SessionApi = {
  fetchSession() {
    return getJson('/session', sessionSchema);
  },
  signIn(credentials) {
    return postSignIn(credentials);
  },
  async signOut() {
    await postJson('/signout');
  },
};
