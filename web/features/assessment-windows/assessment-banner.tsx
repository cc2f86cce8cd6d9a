import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assessmentProgressPath } from '../../shared/links/assessment-paths';
import { useBandPart } from '../../shared/page-chrome/banner-band-parts';
import { useTeacherBannersHidden } from '../../shared/page-chrome/page-chrome-store';
import { fetchAssessmentBanner, type AssessmentBannerView } from './assessment-windows-api';
import { assessmentBannerText } from './assessment-banner-text';
import { dismissForToday, isDismissedToday } from './assessment-banner-dismissal';
import './assessment-windows.css';

/** Where the banner's button leads when the model names no assessment: the teacher's students (docs/assessment-windows.md). */
export const ASSESSMENT_BANNER_LINK = '/roster/view';

/** Issue 30: the progress pages of the assessments of the windows the text names (the model's ids), in its order. */
export function progressLinksOf(model: AssessmentBannerView, subjects: readonly ('math' | 'ela')[]): { subject: 'math' | 'ela'; href: string }[] {
  return subjects.flatMap((subject) => {
    const assessmentId = subject === 'math' ? model.mathAssessmentId : model.elaAssessmentId;
    return assessmentId ? [{ subject, href: assessmentProgressPath(assessmentId) }] : [];
  });
}

export interface AssessmentBannerProps {
  userId: string;
  /** Replaceable in tests. */
  load?: (signal: AbortSignal) => Promise<AssessmentBannerView>;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  now?: () => Date;
}

/**
 * The assessment due-date banner (spec §2.21, §4) for a signed-in teacher: a
 * headline and a link button, the text chosen by `assessmentBannerText`. Loaded
 * once per page load; hidden on focus-zone and same-question-mode pages, when no
 * window is due, when the model cannot be loaded, and after "Hide until tomorrow".
 */
export function AssessmentBanner({ userId, load = fetchAssessmentBanner, storage = window.localStorage, now = () => new Date() }: AssessmentBannerProps) {
  const { t, i18n } = useTranslation();
  const hidden = useTeacherBannersHidden();
  const [model, setModel] = useState<AssessmentBannerView | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const [settled, setSettled] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (loaded) => {
        setModel(loaded);
        setDismissed(isDismissedToday(storage, userId, loaded, now()));
        setSettled(true);
      },
      () => {
        setModel(null); // a banner that cannot load is not shown (nothing the teacher must act on)
        if (!controller.signal.aborted) setSettled(true);
      },
    );
    return () => controller.abort();
    // Loaded once per teacher; `now`, `load` and `storage` are fixed for a mount.
  }, [userId]);

  const text = hidden || model === null || dismissed ? null : assessmentBannerText(model, i18n.language);
  // Issue 32: the banner band (docs/banners.md) keeps its height while this loads, and knows when it shows.
  useBandPart('assessment', text !== null ? 'shown' : settled || hidden ? 'none' : 'pending');
  if (model === null || text === null) return null;
  const progress = progressLinksOf(model, text.subjects);
  return (
    <section className="assessment-banner" aria-label={t('assessmentWindowsWeb.banner.label')} data-testid="assessment-banner" data-choice={text.choice}>
      <p className="assessment-banner-headline" data-testid="assessment-banner-headline">
        {text.headline}
      </p>
      <div className="assessment-banner-actions">
        {progress.length === 0 ? (
          <a className="button button-primary" href={ASSESSMENT_BANNER_LINK} data-testid="assessment-banner-link">
            {text.button}
          </a>
        ) : (
          progress.map((link) => (
            <a key={link.subject} className="button button-primary" href={link.href} data-testid="assessment-banner-link">
              {progress.length === 1 ? t('assessmentWindowsWeb.banner.progress') : t(`assessmentWindowsWeb.banner.progressOf.${link.subject}`)}
            </a>
          ))
        )}
        <button
          type="button"
          className="button"
          data-testid="assessment-banner-dismiss"
          onClick={() => {
            dismissForToday(storage, userId, model, now());
            setDismissed(true);
          }}
        >
          {t('assessmentWindowsWeb.banner.dismiss')}
        </button>
      </div>
    </section>
  );
}
