import { isIPv4, isIPv6 } from 'node:net';
import type { Context } from 'hono';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { VISITOR_DAILY_QUESTIONS } from '../../events/practice';
import { SCRATCHPAD_WATCH } from '../../events/scratchpad/scratchpad-contract';
import type { AppEnv } from './app-env';

// Writes anyone can make — a visitor, or any signed-in user — are bounded: a
// route that appends for such a caller takes one write of its kind before it
// appends, and past the limit appends nothing (docs/security.md lists every
// such route). The counting is rate-limiter-flexible's, in memory on one node;
// the cluster will give the same limiters its PostgreSQL store
// (RateLimiterPostgres), so the limit holds across nodes.
//
// The windows are fixed windows of the app's (injected) clock: the key names the
// window, and the store forgets it a window after its first write. So a test
// moves time with the clock, and a limit and a throttle counted from the log
// (sign-in) agree about what "within 15 minutes" means.

export const PUBLIC_WRITE_LIMITS = {
  /** GET /search/logSearchResult: clicks recorded per visitor address or per signed-in user. */
  searchClick: { points: 60, windowMs: 60 * 1000 },
  /** POST /signin, /signin/sub-account: SignInFailed appended per address (the same 1,000 in 15 minutes past which the throttle, reading the log, refuses the address: docs/sign-in.md). */
  failedSignIn: { points: 1_000, windowMs: 15 * 60 * 1000 },
  /** POST /signin: SignedIn per account (a known password — the demo's is public — must not mint sessions without end). */
  signIn: { points: 30, windowMs: 15 * 60 * 1000 },
  /** POST /edition-picker/select: EditionChosen per signed-in user (a visitor's choice is a cookie); far above what a person does. */
  editionChoice: { points: 120, windowMs: 60 * 60 * 1000 },
  /** POST /practice/:permacode/answer by a visitor: answers per address (each visitor id also has 10 a day; new ids are free, addresses are not). */
  visitorAnswer: { points: 120, windowMs: 60 * 60 * 1000 },
  /**
   * POST /practice/:permacode/answer by a visitor: the visitor id's daily questions (spec §7 `signin_10q_limit`), taken
   * before the append so two answers at once cannot both pass the tenth (the decider's count comes from the read model,
   * which neither has reached yet). One UTC day per window: days since the epoch are whole windows.
   */
  visitorDailyQuestions: { points: VISITOR_DAILY_QUESTIONS, windowMs: 24 * 60 * 60 * 1000 },
  /** POST /practice/:permacode/answer by a signed-in user: one every 3 seconds for a whole hour, far above what a person does. */
  practiceAnswer: { points: 1_200, windowMs: 60 * 60 * 1000 },
  /** POST /credential-request: requests per address or signed-in user, answered or refused (bounds mail and username probing; docs/account-recovery.md). */
  credentialRequest: { points: 30, windowMs: 60 * 60 * 1000 },
  /** Account-recovery and joining mail per recipient address (by its hash): nobody's inbox is flooded. */
  accountMail: { points: 5, windowMs: 60 * 60 * 1000 },
  /** POST /credential-request/reset-*, /credential-request/reset-token, /membership/confirm: link uses per address (each costs an argon2 hash). */
  linkUse: { points: 60, windowMs: 15 * 60 * 1000 },
  /** POST /membership/family: join requests per address. */
  membershipJoin: { points: 10, windowMs: 60 * 60 * 1000 },
  /** POST /membership/children, /legacy-dialogs/renewal-reminder: family changes per parent. */
  familyChange: { points: 30, windowMs: 60 * 60 * 1000 },
  /** POST /banners/tracking: displays, clicks and dismissals recorded per signed-in user (each once per banner; docs/banners.md). */
  bannerTracking: { points: 600, windowMs: 60 * 60 * 1000 },
  /** POST /banners/bannerSignedOutTracking: signed-out clicks recorded per address (docs/banners.md). */
  bannerSignedOutClick: { points: 60, windowMs: 60 * 60 * 1000 },
  /** POST /fluency-zone/rounds: rounds started per signed-in user (a round lasts two minutes: one a minute is twice what anyone plays; docs/games.md). */
  fluencyRound: { points: 60, windowMs: 60 * 60 * 1000 },
  /** POST /fluency-zone/rounds/:roundId/answer: answers per signed-in user, one a second for a whole hour (each serve waits for an answer). */
  fluencyAnswer: { points: 3_600, windowMs: 60 * 60 * 1000 },
  /** POST /raceway/races: races started per signed-in user or visitor address (a visitor's id also has VISITOR_DAILY_RACES a day; docs/games.md). */
  racewayRace: { points: 60, windowMs: 60 * 60 * 1000 },
  /** POST /raceway/races/:raceId/answer: answers per user or visitor address, one a second for a whole hour (a wrong one holds the car 3 s). */
  racewayAnswer: { points: 3_600, windowMs: 60 * 60 * 1000 },
  /** POST /progress-mail/unsubscribe: unsubscribe presses per address (a signed link changes one preference, once; docs/progress-mail.md). */
  unsubscribe: { points: 60, windowMs: 60 * 60 * 1000 },
  /** POST /notifications/mute, /notifications/unmute: mutes and unmutes per signed-in user (a repeat appends nothing and does not count; docs/notifications.md). */
  notificationMute: { points: 600, windowMs: 60 * 60 * 1000 },
  /** POST /scratchpad/live: a watched student's pad batches per student (SCRATCHPAD_WATCH: the page sends one every 250 ms at most; appends nothing, publishes to the watching teachers; docs/scratchpad.md). */
  scratchpadLive: { points: SCRATCHPAD_WATCH.batches, windowMs: SCRATCHPAD_WATCH.windowMs },
} as const satisfies Record<string, WriteLimit>;

export interface WriteLimit {
  /** Writes allowed per window. */
  points: number;
  windowMs: number;
}

export type PublicWrite = keyof typeof PUBLIC_WRITE_LIMITS;

export type WriteAllowance = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface PublicWriteLimits {
  /** Takes one write of this kind for `writer` in the window holding `now`; `allowed: false` past the limit (then append nothing). */
  take(write: PublicWrite, writer: string, now: Date): Promise<WriteAllowance>;
  /** Gives back a write taken for a request that appended nothing after all (a repeated click). */
  giveBack(write: PublicWrite, writer: string, now: Date): Promise<void>;
}

/** The limits on one node: one in-memory limiter per kind of write. Build one per app (tests get a fresh one). */
export function inMemoryPublicWriteLimits(limits: Record<PublicWrite, WriteLimit> = PUBLIC_WRITE_LIMITS): PublicWriteLimits {
  const limiters = Object.fromEntries(
    Object.entries(limits).map(([write, { points, windowMs }]) => [write, new RateLimiterMemory({ keyPrefix: write, points, duration: Math.ceil(windowMs / 1000) })]),
  ) as Record<PublicWrite, RateLimiterMemory>;
  const windowOf = (write: PublicWrite, now: Date) => Math.floor(now.getTime() / limits[write].windowMs);
  return {
    async take(write, writer, now) {
      const window = windowOf(write, now);
      try {
        await limiters[write].consume(`${writer}@${window}`);
        return { allowed: true };
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        const windowEnds = (window + 1) * limits[write].windowMs;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000)) };
      }
    },
    async giveBack(write, writer, now) {
      await limiters[write].reward(`${writer}@${windowOf(write, now)}`);
    },
  };
}

/** Who a write is counted against: a signed-in user by their id (a classroom behind one address is not one writer), a visitor by address. */
export function publicWriter(c: Context<AppEnv>): string {
  const user = c.get('user');
  return user ? `user:${user.userId}` : addressWriter(c.get('address'));
}

/**
 * A visitor by address: an IPv4 address as is (also when IPv4-mapped), an IPv6
 * address by its /64 — one subscriber's network, which hands out any address in it.
 */
export function addressWriter(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped && isIPv4(mapped[1]!)) return `address:${mapped[1]}`;
  if (!isIPv6(address)) return `address:${address}`;
  const [head = '', tail = ''] = address.toLowerCase().split('%')[0]!.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === '' ? [] : tail.split(':');
  const groups = address.includes('::') ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups] : headGroups;
  return `address:${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
