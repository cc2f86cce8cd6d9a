import { z } from 'zod';
import type { NotificationFeed, NotificationMute, NotificationView } from '../../../events/notifications';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../../events/notifications/notification-kinds';
import { getJson, postJson, type JsonRequestOptions } from '../../shared/http/json-request';

/** The notification calls (issue 16, contract in events/notifications.ts), each with its zod schema. */

export const notificationKindSchema = z.enum(NOTIFICATION_KINDS) satisfies z.ZodType<NotificationKind>;

export const notificationSchema = z.object({
  notificationId: z.string(),
  kind: notificationKindSchema,
  isRead: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  students: z.array(z.object({ userId: z.string(), displayName: z.string() })),
  othersCount: z.number().int().nonnegative(),
  detail: z.record(z.string(), z.union([z.string(), z.number()])),
  link: z.string().nullable(),
  mute: z.object({ kind: notificationKindSchema, studentUserId: z.string().nullable() }).nullable(),
}) satisfies z.ZodType<NotificationView>;

/**
 * One page of the feed. A notification of a kind this client does not know (a
 * newer server) is left out rather than failing the whole page.
 */
export const notificationFeedSchema = z.object({
  notifications: z
    .array(z.unknown())
    .transform((items) => items.flatMap((item) => {
      const parsed = notificationSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    })),
  numUnreadNotifications: z.number().int().nonnegative(),
  secondsUntilNextUpdate: z.number().nonnegative(),
  isLoggedIn: z.boolean(),
  nextCursor: z.string().nullable(),
}) satisfies z.ZodType<NotificationFeed, unknown>;

export const markedReadSchema = z.object({ numUnreadNotifications: z.number().int().nonnegative() });

export const notificationMuteSchema = z.object({
  kind: notificationKindSchema,
  studentUserId: z.string().nullable(),
  mutedAt: z.string(),
}) satisfies z.ZodType<NotificationMute>;

/** Spec §7 "Mark notifications read" is a GET; the server asks for the CSRF-style header (server/http/csrf-header.ts). */
export const CSRF_HEADER = 'X-CSRF-Protection';

/** What a mute mutes: a kind, for one student or (null) for all. */
export interface MuteTarget {
  kind: NotificationKind;
  studentUserId: string | null;
}

export const mutesSchema = z.object({ mutes: z.array(notificationMuteSchema) });

export interface NotificationsApi {
  fetchFeed(cursor: string | null): Promise<NotificationFeed>;
  fetchMutes(): Promise<NotificationMute[]>;
  markRead(): Promise<{ numUnreadNotifications: number }>;
  mute(target: MuteTarget): Promise<NotificationMute>;
  unmute(target: MuteTarget): Promise<void>;
}

/** The calls over HTTP (`fetchImpl` for tests). */
export function httpNotificationsApi(fetchImpl: typeof fetch = (...args) => fetch(...args)): NotificationsApi {
  const options: JsonRequestOptions = { fetchImpl };
  const muteBody = ({ kind, studentUserId }: MuteTarget) => (studentUserId === null ? { kind } : { kind, studentUserId });
  return {
    fetchFeed: (cursor) =>
      getJson(`/notifications/feed${cursor === null ? '' : `?cursor=${encodeURIComponent(cursor)}`}`, notificationFeedSchema, options),
    fetchMutes: async () => (await getJson('/notifications/mutes', mutesSchema, options)).mutes,
    markRead: () =>
      getJson('/notifications/mark-read', markedReadSchema, {
        fetchImpl: (input, init) => fetchImpl(input, { ...init, headers: { ...(init?.headers as Record<string, string>), [CSRF_HEADER]: '1' } }),
      }),
    mute: (target) => postJson('/notifications/mute', muteBody(target), notificationMuteSchema, options),
    unmute: async (target) => {
      await postJson('/notifications/unmute', muteBody(target), undefined, options);
    },
  };
}

export const notificationsApi = httpNotificationsApi();
