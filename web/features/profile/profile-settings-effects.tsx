import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { profilePreferencesStore, useProfilePreferences } from '../../shared/profile-preferences/profile-preferences-store';

/** Spec §2: an address carrying a showProfileDialog query parameter leads to /profile. */
export function profileRedirectOf(search: string): string | null {
  return new URLSearchParams(search).has('showProfileDialog') ? '/profile' : null;
}

/**
 * Profile settings that apply on every page (issue 15): loads the user's
 * preferences, sets the interface language to `editLanguage`, and follows the
 * showProfileDialog parameter to the profile page.
 */
export function ProfileSettingsEffects({ userId, search, navigateTo }: { userId: string | null; search: string; navigateTo(path: string): void }) {
  const { i18n } = useTranslation();
  const language = useProfilePreferences((preferences) => preferences.editLanguage);
  useEffect(() => {
    void profilePreferencesStore.getState().load(userId);
  }, [userId]);
  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    document.documentElement.lang = language;
  }, [i18n, language]);
  useEffect(() => {
    const target = profileRedirectOf(search);
    if (target !== null && userId !== null) navigateTo(target);
  }, [search, userId, navigateTo]);
  return null;
}
