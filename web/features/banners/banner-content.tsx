import { useTranslation } from 'react-i18next';
import type { Banner } from '../../../events/banners';

/** Spec §2.23: call-to-action colours cycle by index (design tokens `--color-cta-*`). */
export const CTA_COLOURS = ['blue', 'green', 'teal', 'orange', 'purple', 'pink'] as const;
export type CtaColour = (typeof CTA_COLOURS)[number];

export function ctaColourOf(index: number): CtaColour {
  return CTA_COLOURS[((index % CTA_COLOURS.length) + CTA_COLOURS.length) % CTA_COLOURS.length]!;
}

/** An https address leaves the product: it opens in a new tab (so the page, and its tracking call, stay). */
export function isExternalLink(link: string): boolean {
  return /^https:\/\//i.test(link);
}

export interface BannerContentProps {
  banner: Banner;
  index: number;
  onFollow(banner: Banner): void;
  onDismiss(banner: Banner): void;
}

/** One banner: its text, its call to action (coloured by its index) and its dismiss button. */
export function BannerContent({ banner, index, onFollow, onDismiss }: BannerContentProps) {
  const { t } = useTranslation();
  const external = isExternalLink(banner.ctaLink);
  return (
    <>
      <p className="banner-text" data-testid="banner-text">
        {banner.bannerText}
      </p>
      <a
        className={`banner-cta banner-cta--${ctaColourOf(index)}`}
        href={banner.ctaLink}
        data-testid="banner-cta"
        data-cta-colour={ctaColourOf(index)}
        onClick={() => onFollow(banner)}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {banner.ctaText}
        {external ? (
          <>
            {' '}
            <span className="banners-visually-hidden">{t('banners.carousel.opensInNewTab')}</span>
          </>
        ) : null}
      </a>
      <button type="button" className="banner-dismiss" aria-label={t('banners.carousel.dismiss')} data-testid="banner-dismiss" onClick={() => onDismiss(banner)}>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M3.5 3.5l9 9m0-9l-9 9" />
        </svg>
      </button>
    </>
  );
}
