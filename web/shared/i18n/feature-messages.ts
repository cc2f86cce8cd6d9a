import type { i18n as I18n, ResourceLanguage } from 'i18next';

/**
 * Text a feature brings with its own chunk (issue 33: the first visit's JavaScript stays within its
 * budget): a feature registers its English and Spanish messages when its module is first imported,
 * before any of its components renders, and they are merged into every i18next instance — the
 * application's, and any a test creates afterwards (`createI18n` applies what is registered).
 * What the shell itself shows for a feature (its header link, its page title) stays in
 * english-messages.ts, so it is there before the feature's chunk arrives.
 */
interface FeatureMessages {
  en: ResourceLanguage;
  es?: ResourceLanguage | undefined;
}

const registered: FeatureMessages[] = [];
const instances = new Set<I18n>();

function addTo(instance: I18n, { en, es }: FeatureMessages): void {
  instance.addResourceBundle('en', 'translation', en, true, false);
  if (es) instance.addResourceBundle('es', 'translation', es, true, false);
}

/** A feature's messages, merged into every instance (deep: a namespace the shell already has keeps its keys). */
export function registerFeatureMessages(en: ResourceLanguage, es?: ResourceLanguage): void {
  const messages = { en, es };
  registered.push(messages);
  for (const instance of instances) addTo(instance, messages);
}

/** Called by createI18n: the instance gets what is registered, and what is registered later. */
export function applyFeatureMessages(instance: I18n): void {
  instances.add(instance);
  for (const messages of registered) addTo(instance, messages);
}
