import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BannerAudienceOptions, ManagedBanner } from '../../../events/banners';
import { BannerForm } from './banner-form';
import { bannersManageMachine } from './banners-manage-machine';
import './banners.css';
import { listFormat } from '../../shared/i18n/intl-formats';

/** The path of the administrators' banners page (web/app/page-routes.ts). */
export const BANNERS_MANAGE_PATH = '/banners/manage';

/**
 * The administrators' banners page (issue 16, docs/banners.md): write a banner
 * for their school's or district's teachers, and see, edit or withdraw theirs.
 */
export function BannersManagePage({ machine = bannersManageMachine }: { machine?: typeof bannersManageMachine }) {
  const { t } = useTranslation();
  const actor = useActorRef(machine);
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const data = useSelector(actor, (snapshot) => snapshot.context.data);
  const editing = useSelector(actor, (snapshot) => snapshot.context.editing);
  const errorKey = useSelector(actor, (snapshot) => snapshot.context.errorKey);
  const notice = useSelector(actor, (snapshot) => snapshot.context.notice);
  const saves = useSelector(actor, (snapshot) => snapshot.context.saves);
  const busy = state === 'saving' || state === 'withdrawing' || state === 'reloading';

  return (
    <section className="banners-manage" data-testid="banners-manage" aria-busy={state === 'loading'}>
      <div>
        <h1>{t('banners.manage.title')}</h1>
        <p className="banners-manage-intro">{t('banners.manage.intro')}</p>
      </div>
      {state === 'loading' ? <p className="loading">{t('app.loading')}</p> : null}
      {state === 'loadFailed' ? (
        <div role="alert">
          <p>{t('banners.manage.loadFailed')}</p>
          <button type="button" className="button" onClick={() => actor.send({ type: 'retry' })}>
            {t('banners.manage.retry')}
          </button>
        </div>
      ) : null}
      <p className="banner-form-notice" role="status" data-testid="banners-manage-notice">
        {notice ? t(`banners.manage.${notice}`) : ''}
      </p>
      {data?.audienceOptions ? (
        <BannerForm
          key={`${editing?.bannerId ?? 'new'}:${saves}`}
          options={data.audienceOptions}
          editing={editing}
          today={data.today}
          saving={busy}
          errorKey={errorKey}
          onSubmit={(form) => actor.send({ type: 'submit', form })}
          onCancel={() => actor.send({ type: 'cancelEdit' })}
        />
      ) : data ? (
        <p>{t('banners.manage.notForYou')}</p>
      ) : null}
      {data ? (
        <section aria-labelledby="managed-banners-heading">
          <h2 id="managed-banners-heading">{t('banners.manage.listHeading')}</h2>
          {data.banners.length === 0 ? <p data-testid="managed-banners-empty">{t('banners.manage.empty')}</p> : null}
          <ul className="managed-banners" data-testid="managed-banners">
            {data.banners.map((banner) => (
              <ManagedBannerItem
                key={banner.bannerId}
                banner={banner}
                options={data.audienceOptions}
                busy={busy}
                onEdit={() => actor.send({ type: 'edit', banner })}
                onWithdraw={() => actor.send({ type: 'withdraw', bannerId: banner.bannerId })}
              />
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}

function placeText(banner: ManagedBanner, options: BannerAudienceOptions | null, t: Translate): string {
  if (banner.audience.kind === 'school') return t('banners.manage.audienceOfBanner.school');
  if (banner.audience.kind !== 'district' || banner.audience.schoolIds === null) return t('banners.manage.audienceOfBanner.district');
  const names = options?.kind === 'district' ? new Map(options.schools.map((school) => [school.schoolId, school.name])) : new Map<string, string>();
  return t('banners.manage.audienceOfBanner.schools', { schools: banner.audience.schoolIds.map((schoolId) => names.get(schoolId) ?? schoolId).join(', ') });
}

/** Where a banner shows and for whom: "Your school, for Students and Teachers" (the list joined in the reader's language). */
function audienceText(banner: ManagedBanner, options: BannerAudienceOptions | null, t: Translate, language: string): string {
  const types = listFormat(language, { type: 'conjunction' }).format(banner.userTypes.map((type) => t(`banners.manage.userTypes.${type}`)));
  return `${placeText(banner, options, t)}, ${t('banners.manage.forUserTypes', { types })}`;
}

type Translate = (key: string, values?: Record<string, unknown>) => string;

function ManagedBannerItem({
  banner,
  options,
  busy,
  onEdit,
  onWithdraw,
}: {
  banner: ManagedBanner;
  options: BannerAudienceOptions | null;
  busy: boolean;
  onEdit(): void;
  onWithdraw(): void;
}) {
  const { t, i18n } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const active = banner.status !== 'withdrawn';
  return (
    <li className="managed-banner" data-testid="managed-banner" data-banner-id={banner.bannerId} data-status={banner.status}>
      <p className="managed-banner-text">{banner.bannerText}</p>
      <p className="managed-banner-details">
        <span className="managed-banner-status">{t(`banners.manage.status.${banner.status}`)}</span> {t('banners.manage.dates', { start: banner.startDate, end: banner.endDate })} ·{' '}
        <span data-testid="managed-banner-audience">{audienceText(banner, options, t, i18n.language)}</span> · {banner.ctaText}: {banner.ctaLink}
      </p>
      <p className="managed-banner-details">{t('banners.manage.reach', { displays: banner.displays, clicks: banner.clicks, dismissals: banner.dismissals })}</p>
      {active ? (
        <div className="managed-banner-actions">
          {confirming ? (
            <>
              <span role="alert">{t('banners.manage.withdrawQuestion')}</span>
              <button type="button" className="button button-primary" disabled={busy} onClick={onWithdraw} data-testid="managed-banner-withdraw-confirm">
                {t('banners.manage.withdrawConfirm')}
              </button>
              <button type="button" className="button" onClick={() => setConfirming(false)} data-testid="managed-banner-withdraw-cancel">
                {t('banners.manage.withdrawCancel')}
              </button>
            </>
          ) : (
            <>
              <button type="button" className="button" disabled={busy} onClick={onEdit} data-testid="managed-banner-edit">
                {t('banners.manage.edit')}
              </button>
              <button type="button" className="button" disabled={busy} onClick={() => setConfirming(true)} data-testid="managed-banner-withdraw">
                {t('banners.manage.withdraw')}
              </button>
            </>
          )}
        </div>
      ) : null}
    </li>
  );
}

/** The home page's link to the banners page (administrators). */
export function BannersManageLink() {
  const { t } = useTranslation();
  return (
    <p className="home-links">
      <a className="button" href={BANNERS_MANAGE_PATH} data-testid="home-banners-manage">
        {t('banners.manage.link')}
      </a>
    </p>
  );
}
