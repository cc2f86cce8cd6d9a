import type { TFunction } from 'i18next';
import type { AssessmentBannerModel, AssessmentKind, AssessmentSubject } from '../../../events/assessment-windows';
import { ASSESSMENT_TYPES, assessmentKind } from '../../../events/assessment-windows/assessment-types';
import { i18n } from '../../shared/i18n/i18n-setup';
import { dateTimeFormat } from '../../shared/i18n/intl-formats';

// Spec §4 "Assessment banner text", as one pure function of the banner model
// and a locale (docs/assessment-windows.md has the table in words):
// 1. an in-progress screener wins (both subjects' in-progress screeners: one message naming both);
// 2. otherwise both subjects due → the combined message (under way when either is in progress);
// 3. otherwise the one subject's message, by its kind (screener, benchmark, snapshot, other)
//    and whether it is in progress, with its due date as month name and day.

export interface AssessmentBannerText {
  headline: string;
  button: string;
  /** Which rule chose the text. */
  choice: 'screeners_in_progress' | 'combined' | `single_${AssessmentKind}`;
  /** The subjects whose windows the text names, in its order (the banner links to their assessments). */
  subjects: AssessmentSubject[];
}

interface SubjectWindow {
  subject: AssessmentSubject;
  type: string;
  kind: AssessmentKind;
  dueDate: string;
  inProgress: boolean;
}

// The application's instance, fixed to the locale asked for (whatever language the page shows). Issue 33: not a new
// i18next instance per locale, which merged every feature's messages into a second copy on a teacher's first page.
const translators = new Map<string, TFunction>();
function translatorFor(locale: string): TFunction {
  let t = translators.get(locale);
  if (!t) {
    t = i18n.getFixedT(locale);
    translators.set(locale, t);
  }
  return t;
}

/** A calendar day `YYYY-MM-DD` as month name and day in the locale ("September 30", "30 de septiembre"). */
export function monthAndDay(date: string, locale: string): string {
  return dateTimeFormat(locale, { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00.000Z`));
}

function windowOf(subject: AssessmentSubject, type: string | null, dueDate: string | null, inProgress: boolean): SubjectWindow | null {
  if (type === null || dueDate === null) return null;
  return { subject, type, kind: assessmentKind(type), dueDate, inProgress };
}

function nameOf(window: SubjectWindow, t: TFunction): string {
  if ((ASSESSMENT_TYPES as readonly string[]).includes(window.type)) return t(`assessmentWindowsWeb.types.${window.type}`);
  return t(`assessmentWindowsWeb.types.${window.kind === 'snapshot' ? 'snapshot' : 'other'}_${window.subject}`);
}

const isScreenerInProgress = (window: SubjectWindow | null): boolean => window !== null && window.kind === 'screener' && window.inProgress;

/** The banner's headline and button text for the model in the locale, or null when no window is due. */
export function assessmentBannerText(model: AssessmentBannerModel, locale: string): AssessmentBannerText | null {
  const t = translatorFor(locale);
  const math = windowOf('math', model.mathAssessmentType, model.mathDueDate, model.mathInProgress);
  const ela = windowOf('ela', model.elaAssessmentType, model.elaDueDate, model.elaInProgress);
  const both = (key: string) => {
    const [m, e] = [math!, ela!];
    return t(key, { mathName: nameOf(m, t), mathDate: monthAndDay(m.dueDate, locale), elaName: nameOf(e, t), elaDate: monthAndDay(e.dueDate, locale) });
  };
  const single = (window: SubjectWindow): AssessmentBannerText => ({
    headline: t(`assessmentWindowsWeb.banner.single.${window.kind}.${window.inProgress ? 'inProgress' : 'due'}`, {
      name: nameOf(window, t),
      date: monthAndDay(window.dueDate, locale),
    }),
    button: t(`assessmentWindowsWeb.banner.button.${window.kind}`),
    choice: `single_${window.kind}`,
    subjects: [window.subject],
  });

  if (isScreenerInProgress(math) && isScreenerInProgress(ela)) {
    return { headline: both('assessmentWindowsWeb.banner.screenersInProgress'), button: t('assessmentWindowsWeb.banner.button.screener'), choice: 'screeners_in_progress', subjects: ['math', 'ela'] };
  }
  if (isScreenerInProgress(math)) return single(math!);
  if (isScreenerInProgress(ela)) return single(ela!);
  if (math !== null && ela !== null) {
    const underWay = math.inProgress || ela.inProgress;
    return { headline: both(`assessmentWindowsWeb.banner.combined.${underWay ? 'inProgress' : 'due'}`), button: t('assessmentWindowsWeb.banner.button.combined'), choice: 'combined', subjects: ['math', 'ela'] };
  }
  const only = math ?? ela;
  return only === null ? null : single(only);
}
