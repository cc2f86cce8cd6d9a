import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BannerAudienceOptions, ManagedBanner } from '../../../events/banners';
import type { BannerUserType } from '../../../events/banners/banner-user-types';
import type { BannerForm as BannerFormValues } from './banners-api';

/** Limits the form shows (the server's rules are in events/banners.ts). */
const BANNER_TEXT_MAX = 300;
const CTA_TEXT_MAX = 40;
/** A new banner runs for this many days unless the administrator says otherwise. */
const DEFAULT_DAYS = 14;

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export interface BannerFormProps {
  options: BannerAudienceOptions;
  editing: ManagedBanner | null;
  today: string;
  saving: boolean;
  errorKey: string | null;
  onSubmit(form: BannerFormValues): void;
  onCancel(): void;
}

/** Write or edit a banner: text, call to action, first and last day, (for a district) which schools, and who there sees it: students, teachers, administrators. */
export function BannerForm({ options, editing, today, saving, errorKey, onSubmit, onCancel }: BannerFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [bannerText, setBannerText] = useState(editing?.bannerText ?? '');
  const [ctaText, setCtaText] = useState(editing?.ctaText ?? '');
  const [ctaLink, setCtaLink] = useState(editing?.ctaLink ?? '');
  const [startDate, setStartDate] = useState(editing?.startDate ?? today);
  const [endDate, setEndDate] = useState(editing?.endDate ?? addDays(today, DEFAULT_DAYS));
  const editedSchools = editing?.audience.kind === 'district' ? editing.audience.schoolIds : null;
  const [chooseSchools, setChooseSchools] = useState(editedSchools !== null);
  const [schoolIds, setSchoolIds] = useState<string[]>(editedSchools ?? []);
  const [userTypes, setUserTypes] = useState<BannerUserType[]>(editing?.userTypes ?? ['teachers']);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ bannerText, ctaText, ctaLink, startDate, endDate, schoolIds: options.kind === 'district' && chooseSchools ? schoolIds : [], userTypes });
  };
  const toggleUserType = (type: BannerUserType, on: boolean) => setUserTypes((list) => (on ? [...list, type] : list.filter((each) => each !== type)));
  const toggleSchool = (schoolId: string, on: boolean) => setSchoolIds((list) => (on ? [...list, schoolId] : list.filter((each) => each !== schoolId)));

  return (
    <form className="banner-form" onSubmit={submit} data-testid="banner-form" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t(editing ? 'banners.manage.editHeading' : 'banners.manage.newHeading')}</h2>
      <div className="banner-field">
        <label htmlFor={`${id}-text`}>{t('banners.manage.bannerText')}</label>
        <textarea
          id={`${id}-text`}
          rows={3}
          maxLength={BANNER_TEXT_MAX}
          required
          value={bannerText}
          onChange={(event) => setBannerText(event.target.value)}
          aria-describedby={`${id}-text-hint`}
          data-testid="banner-form-text"
        />
        <p className="banner-field-hint" id={`${id}-text-hint`}>
          {t('banners.manage.bannerTextHint', { max: BANNER_TEXT_MAX })}
        </p>
      </div>
      <div className="banner-field">
        <label htmlFor={`${id}-cta`}>{t('banners.manage.ctaText')}</label>
        <input id={`${id}-cta`} maxLength={CTA_TEXT_MAX} required value={ctaText} onChange={(event) => setCtaText(event.target.value)} data-testid="banner-form-cta-text" />
      </div>
      <div className="banner-field">
        <label htmlFor={`${id}-link`}>{t('banners.manage.ctaLink')}</label>
        <input
          id={`${id}-link`}
          inputMode="url"
          required
          value={ctaLink}
          onChange={(event) => setCtaLink(event.target.value)}
          aria-describedby={`${id}-link-hint`}
          data-testid="banner-form-cta-link"
        />
        <p className="banner-field-hint" id={`${id}-link-hint`}>
          {t('banners.manage.ctaLinkHint')}
        </p>
      </div>
      <div className="banner-dates">
        <div className="banner-field">
          <label htmlFor={`${id}-start`}>{t('banners.manage.startDate')}</label>
          <input id={`${id}-start`} type="date" required value={startDate} onChange={(event) => setStartDate(event.target.value)} data-testid="banner-form-start" />
        </div>
        <div className="banner-field">
          <label htmlFor={`${id}-end`}>{t('banners.manage.endDate')}</label>
          <input id={`${id}-end`} type="date" required min={startDate} value={endDate} onChange={(event) => setEndDate(event.target.value)} data-testid="banner-form-end" />
        </div>
      </div>
      {options.kind === 'school' ? (
        <p className="banner-field-hint" data-testid="banner-form-audience">
          {t('banners.manage.audience')}: {t('banners.manage.audienceSchool', { school: options.schoolName })}
        </p>
      ) : (
        <fieldset data-testid="banner-form-audience">
          <legend>{t('banners.manage.audience')}</legend>
          <label className="banner-choice">
            <input type="radio" name={`${id}-audience`} checked={!chooseSchools} onChange={() => setChooseSchools(false)} data-testid="banner-form-whole-district" />
            {t('banners.manage.audienceWholeDistrict', { district: options.districtName })}
          </label>
          <label className="banner-choice">
            <input type="radio" name={`${id}-audience`} checked={chooseSchools} onChange={() => setChooseSchools(true)} data-testid="banner-form-chosen-schools" />
            {t('banners.manage.audienceChosenSchools')}
          </label>
          {chooseSchools ? (
            <div className="banner-schools" role="group" aria-label={t('banners.manage.schoolsLegend')}>
              {options.schools.map((school) => (
                <label key={school.schoolId} className="banner-choice">
                  <input type="checkbox" checked={schoolIds.includes(school.schoolId)} onChange={(event) => toggleSchool(school.schoolId, event.target.checked)} data-testid={`banner-form-school-${school.schoolId}`} />
                  {school.name}
                </label>
              ))}
            </div>
          ) : null}
        </fieldset>
      )}
      <fieldset data-testid="banner-form-user-types">
        <legend>{t('banners.manage.userTypesLegend')}</legend>
        {options.userTypes.map((type) => (
          <label key={type} className="banner-choice">
            <input type="checkbox" checked={userTypes.includes(type)} onChange={(event) => toggleUserType(type, event.target.checked)} data-testid={`banner-form-user-type-${type}`} />
            {t(`banners.manage.userTypes.${type}`)}
          </label>
        ))}
      </fieldset>
      {errorKey ? (
        <p className="banner-form-error" role="alert" data-testid="banner-form-error">
          {t(errorKey, { defaultValue: t('banners.invalid_banner') })}
        </p>
      ) : null}
      <div className="banner-form-actions">
        <button type="submit" className="button button-primary" disabled={saving} data-testid="banner-form-submit">
          {t(saving ? 'banners.manage.saving' : editing ? 'banners.manage.save' : 'banners.manage.publish')}
        </button>
        {editing ? (
          <button type="button" className="button" onClick={onCancel} data-testid="banner-form-cancel">
            {t('banners.manage.cancelEdit')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
