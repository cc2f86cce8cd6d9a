import { z } from 'zod';
import { getJson } from '../http/json-request';
import { PUSH_CHANNELS, type PushChannel } from './push-message';

/** `GET /pubsub/credentials`: where to connect, the bearer user JWT, and the user's subjects. */
export interface PubsubCredentials {
  pubsubEndpoint: string;
  pubsubToken: string;
  subjects: Record<PushChannel, string>;
  /** Epoch milliseconds when the token expires. */
  expiresAt: number;
}

/** The answer; `expiresAt` comes as an ISO time and is kept as epoch milliseconds. */
export const pubsubCredentialsSchema = z.object({
  pubsubEndpoint: z.string(),
  pubsubToken: z.string(),
  // `room` (same-question-mode rooms) is `<general>.room` when a server does not name it.
  // `notifications` (issue 16) likewise is `<general>.notifications` when not named.
  subjects: z
    .object({ general: z.string(), focus: z.string(), teacher: z.string(), room: z.string().optional(), notifications: z.string().optional() } satisfies Record<PushChannel, z.ZodType<string | undefined>>)
    .transform(({ room, notifications, ...subjects }) => ({
      ...subjects,
      room: room ?? `${subjects.general}.room`,
      notifications: notifications ?? `${subjects.general}.notifications`,
    })),
  expiresAt: z.iso.datetime({ offset: true }).transform((time) => Date.parse(time)),
}) satisfies z.ZodType<PubsubCredentials>;

export function fetchPubsubCredentials(): Promise<PubsubCredentials> {
  return getJson('/pubsub/credentials', pubsubCredentialsSchema);
}

/** Two credentials need a new connection (not just a token hand-over) when these differ. */
export function sameConnectionTarget(a: PubsubCredentials, b: PubsubCredentials): boolean {
  return a.pubsubEndpoint === b.pubsubEndpoint && PUSH_CHANNELS.every((channel) => a.subjects[channel] === b.subjects[channel]);
}
