import { z } from 'zod';
import { getJson } from '../../../shared/http/json-request';
import { sessionStore } from '../../../shared/session/session-store';
import type { SignInLocation } from '../../../shared/sign-in-dialogs/sign-in-dialog-requests';
import { postSignIn } from '../../../shared/sign-in-form/sign-in-request';

/**
 * What the limit dialogs need from the server: the edition model (spec §3,
 * `GET /editions`: edition, isEnglishEdition, isIndependentEdition,
 * numTotalSkillsInEdition) and the sign-in (`POST /signin` with the dialog's
 * location), after which the session is loaded again so the header shows the
 * member.
 */

export const editionModelSchema = z.object({
  edition: z.string().catch('US'),
  isEnglishEdition: z.boolean().catch(true),
  isIndependentEdition: z.boolean().catch(false),
  numTotalSkillsInEdition: z.number().int().nonnegative().nullable().catch(null),
});
export type EditionModel = z.infer<typeof editionModelSchema>;

export interface LimitDialogApi {
  fetchEditionModel(signal?: AbortSignal): Promise<EditionModel>;
  signIn(request: { username: string; password: string; botCheckToken: string | null; location: SignInLocation }): Promise<void>;
}

export const httpLimitDialogApi: LimitDialogApi = {
  fetchEditionModel: (signal) => getJson('/editions', editionModelSchema, signal ? { signal } : {}),
  async signIn({ username, password, botCheckToken, location }) {
    await postSignIn({ username, password, rememberUser: false, location, botCheckToken });
    await sessionStore.getState().loadSession();
  },
};

/** The dialogs' language (spec §2.15 "translated"): Spanish for a visitor whose browser's first language is Spanish. */
export function visitorLanguage(languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages): 'en' | 'es' {
  const first = languages[0]?.toLowerCase() ?? 'en';
  return first === 'es' || first.startsWith('es-') ? 'es' : 'en';
}

/** Which practice-limit dialog (spec §2.15): translated for Spanish, independent-learner for edition IL, else English. */
export type PracticeLimitVariant = 'english' | 'independent' | 'translated';

export function practiceLimitVariant(language: 'en' | 'es', edition: Pick<EditionModel, 'isIndependentEdition'> | null): PracticeLimitVariant {
  if (language === 'es') return 'translated';
  return edition?.isIndependentEdition ? 'independent' : 'english';
}

/** The join links (spec §2): the English dialogs' and the translated one's. */
export const JOIN_LINKS = { english: '/membership/', translated: '/membership/family/subscribe/monthly/math' } as const;
