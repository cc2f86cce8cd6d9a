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

export async function fetchPubsubCredentials(): Promise<PubsubCredentials> {
  return parsePubsubCredentials(await getJson('/pubsub/credentials'));
}

export function parsePubsubCredentials(body: unknown): PubsubCredentials {
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const subjectsRecord = (typeof record.subjects === 'object' && record.subjects !== null ? record.subjects : {}) as Record<
    string,
    unknown
  >;
  const expiresAt = typeof record.expiresAt === 'string' ? Date.parse(record.expiresAt) : Number.NaN;
  if (
    typeof record.pubsubEndpoint !== 'string' ||
    typeof record.pubsubToken !== 'string' ||
    Number.isNaN(expiresAt) ||
    !PUSH_CHANNELS.every((channel) => typeof subjectsRecord[channel] === 'string')
  ) {
    throw new Error('Malformed pubsub credentials');
  }
  return {
    pubsubEndpoint: record.pubsubEndpoint,
    pubsubToken: record.pubsubToken,
    subjects: Object.fromEntries(PUSH_CHANNELS.map((channel) => [channel, subjectsRecord[channel]])) as Record<
      PushChannel,
      string
    >,
    expiresAt,
  };
}

/** Two credentials need a new connection (not just a token hand-over) when these differ. */
export function sameConnectionTarget(a: PubsubCredentials, b: PubsubCredentials): boolean {
  return a.pubsubEndpoint === b.pubsubEndpoint && PUSH_CHANNELS.every((channel) => a.subjects[channel] === b.subjects[channel]);
}
