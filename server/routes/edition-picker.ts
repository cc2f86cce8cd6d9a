import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { z } from 'zod';
import { edition } from '../../events/curriculum';
import { editionPicker } from '../../events/edition-picker';
import { handleCommand } from '../../events/log/command-handler';
import { DomainError } from '../../events/log/domain-error';
import { directoryStreams } from '../../events/school-directory';
import { EDITION_COOKIE } from '../edition-picker/current-edition';
import type { FeatureLog } from '../features/feature-log';
import type { AppEnv } from '../http/app-env';
import { commandContext } from '../http/command-context';
import { publicWriter, type PublicWriteLimits } from '../http/public-write-limits';
import { validated } from '../http/validated';

/**
 * The edition picker's choice (spec §2.7): a signed-in user's is an event in the
 * log; a visitor's is a cookie for one year.
 */
export function editionPickerRoutes(log: FeatureLog<'editionPicker'>, writeLimits: PublicWriteLimits) {
  const app = new Hono<AppEnv>();
  app.post('/edition-picker/select', validated('body', z.object({ editionConstant: edition }), 'edition_picker.unknown_edition'), async (c) => {
    const { editionConstant } = c.req.valid('json');
    const user = c.get('user');
    if (!user) {
      setCookie(c, EDITION_COOKIE, editionConstant, { path: '/', sameSite: 'Lax', maxAge: 365 * 24 * 60 * 60 });
      return c.json({ edition: editionConstant });
    }
    const context = commandContext(c);
    // Any user may call it: each change is an event, so changes are a bounded public write.
    const writer = publicWriter(c);
    const allowance = await writeLimits.take('editionChoice', writer, context.now);
    if (!allowance.allowed) throw new DomainError('edition_picker.too_many_changes', 429);
    const result = await handleCommand(
      log.store,
      editionPicker,
      directoryStreams.user(user.userId),
      { type: 'ChooseEdition', data: { userId: user.userId, edition: editionConstant } },
      context,
    );
    if (result.events.length === 0) await writeLimits.giveBack('editionChoice', writer, context.now);
    return c.json({ edition: editionConstant, position: result.append.lastPosition });
  });
  return app;
}
