import { z } from 'zod';
import { getJson, postJson } from '../../shared/http/json-request';

/**
 * Joining a family membership (docs/membership.md):
 * `POST /membership/family` `{ username, email, password, displayName? }` → 202 `{ email }` (a confirmation link is mailed);
 * `POST /membership/confirm` `{ token }` → `{ username }` (the parent account exists and is signed in);
 * `GET /membership/family` → `{ family: null | { parentUsername, email, endsOn, children } }`;
 * `POST /membership/children` `{ username, displayName?, secretWord? }` → 201 `{ userId, username }`.
 */

export interface JoinRequest {
  username: string;
  email: string;
  password: string;
  displayName?: string;
}

const joinAnswerSchema = z.object({ email: z.string() });
const confirmedSchema = z.object({ username: z.string() });

export const familyChildSchema = z.object({
  userId: z.string(),
  username: z.string(),
  displayName: z.string().catch(''),
  hasSecretWord: z.boolean().catch(false),
});
export type FamilyChild = z.infer<typeof familyChildSchema>;

export const familySchema = z.object({
  family: z
    .object({
      parentUsername: z.string(),
      email: z.string().nullable().catch(null),
      endsOn: z.string().nullable().catch(null),
      children: z.array(familyChildSchema).catch([]),
    })
    .nullable(),
});
export type Family = NonNullable<z.infer<typeof familySchema>['family']>;

export interface NewChild {
  username: string;
  displayName?: string;
  secretWord?: string;
}

const childAddedSchema = z.object({ userId: z.string(), username: z.string() });

export interface MembershipApi {
  join(request: JoinRequest): Promise<{ email: string }>;
  confirm(token: string): Promise<{ username: string }>;
  fetchFamily(signal?: AbortSignal): Promise<Family | null>;
  /**
   * `idempotencyKey`: one per user submission, the same for a retry of it (the server
   * creates the child once and answers a retry as it answered the first).
   */
  addChild(child: NewChild, idempotencyKey: string): Promise<{ userId: string; username: string }>;
}

/** One confirmation per token, however often the page mounts (a link is used once). */
const confirmations = new Map<string, Promise<{ username: string }>>();

export const httpMembershipApi: MembershipApi = {
  join: (request) => postJson('/membership/family', request, joinAnswerSchema),
  confirm(token) {
    let confirming = confirmations.get(token);
    if (confirming === undefined) {
      confirming = postJson('/membership/confirm', { token }, confirmedSchema);
      confirmations.set(token, confirming);
    }
    return confirming;
  },
  fetchFamily: async (signal) => (await getJson('/membership/family', familySchema, signal ? { signal } : {})).family,
  addChild: (child, idempotencyKey) => postJson('/membership/children', child, childAddedSchema, { idempotencyKey }),
};
