import { Hono } from 'hono';
import { z } from 'zod';
import type { BotCheck } from '../bot-check/altcha-bot-check';
import { BOT_CHECK_CHALLENGE_PATH, botCheckAction } from '../bot-check/bot-check-actions';
import type { AppEnv } from '../http/app-env';
import { requestTime } from '../http/command-context';
import { validated } from '../http/validated';

const challengeQuery = z.object({ action: botCheckAction });

/**
 * Spec §7 "Bot-verification token request", self-hosted: an ALTCHA challenge for
 * the action, signed with `$DATA_DIR/bot-check.key`. Appends nothing (a
 * challenge is not remembered: it carries its own signed action and expiry).
 */
export function botCheckRoutes(botCheck: BotCheck) {
  const app = new Hono<AppEnv>();
  app.get(BOT_CHECK_CHALLENGE_PATH, validated('query', challengeQuery, 'bot_check.unknown_action'), async (c) => {
    if (!botCheck.enabled) return c.json({ error: 'bot_check.disabled' }, 404);
    return c.json(await botCheck.challenge(c.req.valid('query').action, requestTime(c)));
  });
  return app;
}
