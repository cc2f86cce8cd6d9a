import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { handleCommand } from '../../events/log/command-handler';
import { DomainError } from '../../events/log/domain-error';
import {
  formValueOf,
  isProfileValueField,
  mayEditProfileField,
  profile,
  profileFields,
  profileStreams,
  SECRET_WORD_MAX_LENGTH,
  type ProfileCommand,
  type ProfilePreferences,
  type ProfileValues,
  type ProfileView,
} from '../../events/profile';
import type { DirectoryUser } from '../../projections/school-directory';
import { defaultProfileValues } from '../../events/profile';
import { directoryStreams, schoolDirectory } from '../../events/school-directory';
import { requireUser } from '../auth/current-user';
import { hashSecret } from '../auth/password';
import { editionModels } from '../catalogue/editions';
import type { FeatureLog } from '../features/feature-log';
import type { AppEnv } from '../http/app-env';
import { commandContext, type RouteCommandContext } from '../http/command-context';
import { requireCsrfHeader } from '../http/csrf-header';
import { validated } from '../http/validated';

/** Spec §7 `POST /profile/edit/{field}`: the field's value plus extras (`forUserId`: whose secret word). */
const editForm = z.object({
  value: z.union([z.string().max(4_096), z.array(z.string().max(64)).max(20), z.boolean(), z.number(), z.null()]).optional(),
  forUserId: z.string().min(1).max(64).optional(),
});

/**
 * Spec §7: a refused edit answers `errorMessage` (the error key, which the page
 * shows through i18n) beside the usual `error`.
 */
const withErrorMessage: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.res.status < 400) return;
  const body = (await c.res.clone().json().catch(() => null)) as { error?: unknown } | null;
  if (body === null || typeof body.error !== 'string') return;
  const headers = new Headers(c.res.headers);
  c.res = new Response(JSON.stringify({ ...body, errorMessage: body.error }), { status: c.res.status, headers });
};

/** The country of an edition's users (server/catalogue/editions.ts); the independent-learner edition has none. */
const EDITION_COUNTRIES: Readonly<Record<string, string>> = Object.fromEntries(
  editionModels.filter((model) => model.editionConstant !== 'IL').map((model) => [model.editionConstant, model.fullName]),
);

/** Profile & Settings (spec §2 `/profile`, §3, §4, §7; docs/profile.md). */
export function profileRoutes(log: FeatureLog<'directory' | 'profile' | 'teacherSetup'>) {
  const app = new Hono<AppEnv>();
  const { directory, profile: queries, teacherSetup } = log.queries;

  /**
   * Issue 34: a teacher's school, state, subjects and country, as the directory and their setup know
   * them, shown where the profile has none of its own (what the teacher types wins). The school and
   * its state are those of the school chosen in teacher setup, else of their account's school (a
   * school registered without a state leaves it blank). The country is their account's edition's
   * (United States, Canada, United Kingdom, Australia; none for the independent-learner edition).
   */
  const knownToDirectory = (user: DirectoryUser, saved: ProfileValues): Pick<ProfileValues, 'school' | 'state' | 'subjects' | 'country'> => {
    if (user.role !== 'teacher') return { school: saved.school, state: saved.state, subjects: saved.subjects, country: saved.country };
    const setup = teacherSetup.setupOf(user.userId);
    const schoolId = setup.schoolId ?? user.schoolId;
    return {
      school: saved.school || (schoolId === null ? '' : (directory.schoolNameOf(schoolId) ?? '')),
      state: saved.state || (schoolId === null ? '' : (directory.schoolStateOf(schoolId) ?? '')),
      subjects: saved.subjects.length > 0 ? saved.subjects : (setup.saved?.subjects ?? []),
      country: saved.country || (EDITION_COUNTRIES[user.edition] ?? ''),
    };
  };

  const run = (userId: string, command: ProfileCommand, context: RouteCommandContext) => handleCommand(log.store, profile, profileStreams.user(userId), command, context);

  const viewOf = (c: Context<AppEnv>): ProfileView => {
    const user = requireUser(c);
    const saved = queries.valuesOf(user.userId);
    const members = user.role === 'parent' ? directory.familyOf(user) : [];
    const family = members.map(({ userId, username }) => ({ userId, username }));
    const children = members.filter((member) => member.userId !== user.userId).map(({ userId, username }) => ({ userId, username, hideGames: queries.valuesOf(userId).hideGames }));
    return {
      values: { ...saved, ...knownToDirectory(user, saved), displayName: saved.displayName || user.displayName, email: directory.emailOf(user.userId) ?? '' },
      editableFields: profileFields.filter((field) => mayEditProfileField(user.role, field)),
      family,
      children,
    };
  };

  app.get('/profile/fields', (c) => c.json(viewOf(c)));

  /** What other pages apply (practice's timer, the interface language); a visitor gets the defaults. */
  app.get('/profile/preferences', (c) => {
    const user = c.get('user');
    const { hideTimer, hideScratchpad, hideGames, hideGradeLevels, enableAudio, editLanguage } = defaultProfileValues;
    const preferences: ProfilePreferences = user
      ? queries.preferencesOf(user.userId)
      : { hideTimer, hideScratchpad, hideGames, hideGradeLevels, enableAudio, editLanguage };
    return c.json(preferences);
  });

  app.post('/profile/edit/:field', withErrorMessage, requireCsrfHeader(), validated('body', editForm, 'profile.invalid_value'), async (c) => {
    const user = requireUser(c);
    const field = c.req.param('field');
    const command = commandContext(c);
    const { value, forUserId } = c.req.valid('json');
    const actor = { userId: user.userId, role: user.role };
    if (field === 'secretWord') {
      const secretWord = typeof value === 'string' ? value.trim() : '';
      const targetUserId = forUserId ?? user.userId;
      const familyUserIds = new Set(user.role === 'parent' ? directory.familyOf(user).map((member) => member.userId) : []);
      await run(targetUserId, { type: 'ChangeSecretWord', data: { user: actor, forUserId: targetUserId, familyUserIds, secretWordLength: secretWord.length, now: command.now } }, command);
      // Decided above (who, whose, how long); only now the hash, into the directory (never the word itself).
      if (secretWord.length > SECRET_WORD_MAX_LENGTH) throw new DomainError('profile.secret_word_too_long', 400);
      const secretWordHash = await hashSecret(secretWord);
      await handleCommand(log.store, schoolDirectory, directoryStreams.user(targetUserId), { type: 'SetSecretWord', data: { userId: targetUserId, secretWordHash } }, command);
      return c.json({ field, saved: true });
    }
    if (field === 'email') {
      await run(user.userId, { type: 'ChangeEmailAddress', data: { user: actor, email: typeof value === 'string' ? value : '', now: command.now } }, command);
      return c.json({ field, saved: true, value: directory.emailOf(user.userId) ?? '' });
    }
    if (!isProfileValueField(field)) throw new DomainError('profile.unknown_field', 404);
    // Issue 28: a parent sets a child's hideGames (`forUserId`); the decider says which fields and whose.
    const targetUserId = forUserId ?? user.userId;
    const familyUserIds = new Set(targetUserId !== user.userId && user.role === 'parent' ? directory.familyOf(user).map((member) => member.userId) : []);
    await run(targetUserId, { type: 'EditProfileField', data: { user: actor, field, value: formValueOf(field, value), now: command.now, forUserId: targetUserId, familyUserIds } }, command);
    return c.json({ field, saved: true, value: queries.valuesOf(targetUserId)[field] });
  });

  return app;
}
