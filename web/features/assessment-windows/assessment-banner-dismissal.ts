import type { AssessmentBannerModel } from '../../../events/assessment-windows';

// "Hide until tomorrow" (docs/assessment-windows.md): a dismissal is kept in the
// browser for the teacher, for the calendar day it was made on and for the
// windows it was shown for; a new day or a changed window shows the banner again.

const KEY_PREFIX = 'assessment-banner-dismissed:';

/** The local calendar day `YYYY-MM-DD` of an instant (the browser's zone). */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** What the banner showed: a dismissal of it does not hide a different one. */
export function bannerSignature(model: AssessmentBannerModel): string {
  return [model.mathAssessmentType, model.mathDueDate, model.mathInProgress, model.elaAssessmentType, model.elaDueDate, model.elaInProgress].join('|');
}

export function isDismissedToday(storage: Pick<Storage, 'getItem'>, userId: string, model: AssessmentBannerModel, now: Date): boolean {
  try {
    return storage.getItem(KEY_PREFIX + userId) === `${localDay(now)} ${bannerSignature(model)}`;
  } catch {
    return false;
  }
}

export function dismissForToday(storage: Pick<Storage, 'setItem'>, userId: string, model: AssessmentBannerModel, now: Date): void {
  try {
    storage.setItem(KEY_PREFIX + userId, `${localDay(now)} ${bannerSignature(model)}`);
  } catch {
    // Storage refused (private mode, quota): the banner is hidden for this page view only.
  }
}
