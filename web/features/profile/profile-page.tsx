import { Fragment, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileField, ProfileIconSetName } from '../../../events/profile';
import { useLoad } from '../../shared/loading/use-load';
import { profilePreferencesStore } from '../../shared/profile-preferences/profile-preferences-store';
import { httpProfileApi, type FieldValue, type ProfileApi, type ProfileData } from './profile-api';
import { FlagField, ListField, PickerField, SecretWordField, SelectField, TextField } from './profile-fields';
import { ProfileIcon, profileIconSetsShown } from './profile-icons';
import type { AutosaveServices } from './use-field-autosave';
import './profile.css';

const SUBJECTS = ['math', 'ela', 'sci', 'ss', 'spa'] as const;
const GRADES = Array.from({ length: 13 }, (_, grade) => grade);
const PREFERENCE_FIELDS = new Set<ProfileField>(['hideTimer', 'hideScratchpad', 'hideGames', 'hideGradeLevels', 'enableAudio', 'editLanguage']);

function timezones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}

export interface ProfilePageProps {
  /** Tests pass a fake api and reload. */
  api?: ProfileApi;
  reload?: () => void;
}

/**
 * `/profile` (issue 15, spec §2, §3, §4): Profile & Settings. Every field the
 * user's role has saves itself on its own (`POST /profile/edit/{field}`),
 * showing Saving…/Saved; a failure is kept in browser storage for a while and
 * reloads the page the first time it appears (docs/profile.md).
 */
export function ProfilePage({ api = httpProfileApi, reload = () => window.location.reload() }: ProfilePageProps) {
  const { t } = useTranslation();
  const profile = useLoad('profile', () => api.fetchProfile());
  const services = useMemo<AutosaveServices>(
    () => ({
      api,
      reload,
      onSaved: (field: ProfileField, value: FieldValue) => {
        if (PREFERENCE_FIELDS.has(field)) profilePreferencesStore.getState().update({ [field]: value });
      },
    }),
    [api, reload],
  );
  return (
    <section className="profile-page" aria-labelledby="profile-title" data-testid="profile-page">
      <h1 id="profile-title">{t('profile.title')}</h1>
      {profile.status === 'loading' ? (
        <p className="loading" aria-busy="true">
          {t('profile.loading')}
        </p>
      ) : profile.status === 'failed' ? (
        <div className="form-error" role="alert">
          <p>{t([profile.errorKey ?? '', 'profile.loadFailed'])}</p>
          <button type="button" className="button" onClick={profile.retry}>
            {t('app.retry')}
          </button>
        </div>
      ) : (
        <ProfileForm data={profile.data} services={services} />
      )}
    </section>
  );
}

function Section({ title, children }: { title: string; children: ReactNode[] }) {
  const shown = children.filter(Boolean);
  if (shown.length === 0) return null;
  return (
    <section className="profile-section">
      <h2>{title}</h2>
      {shown.map((child, index) => (
        <Fragment key={index}>{child}</Fragment>
      ))}
    </section>
  );
}

function ProfileForm({ data, services }: { data: ProfileData; services: AutosaveServices }) {
  const { t } = useTranslation();
  const { values } = data;
  const may = (field: ProfileField) => data.editableFields.includes(field);
  const props = (field: ProfileField) => ({ field, services });
  // Issue 28: a parent hides games for a child; the parent's own preferences stay as they are.
  const childServices = useMemo<AutosaveServices>(() => ({ ...services, onSaved: () => undefined }), [services]);
  const text = (field: 'firstName' | 'lastName' | 'displayName' | 'school' | 'state' | 'country', autoComplete?: string) =>
    may(field) ? <TextField {...props(field)} initial={values[field]} {...(autoComplete ? { autoComplete } : {})} maxLength={field === 'displayName' || field === 'state' || field === 'country' ? 64 : 256} /> : null;
  const flag = (field: 'hideTimer' | 'hideGradeLevels' | 'hideGames' | 'hideScratchpad' | 'enableAudio' | 'emailCertificate' | 'emailSummary' | 'emailPromo' | 'emailWeeklyBoost') =>
    may(field) ? <FlagField {...props(field)} initial={values[field]} /> : null;
  const iconGroups = (Object.keys(profileIconSetsShown) as ProfileIconSetName[]).map((name) => ({
    name,
    label: t(`profile.iconSets.${name}`),
    options: profileIconSetsShown[name].map((icon) => ({ value: icon, label: t(`profile.icons.${icon}`) })),
  }));
  return (
    <div className="profile-form">
      <p className="profile-intro">{t('profile.intro')}</p>
      <Section title={t('profile.sections.account')}>
        {[
          text('firstName', 'given-name'),
          text('lastName', 'family-name'),
          text('displayName', 'nickname'),
          may('email') ? <TextField {...props('email')} initial={values.email} type="email" autoComplete="email" maxLength={254} /> : null,
          may('timezone') ? <SelectField {...props('timezone')} initial={values.timezone} options={timezones(values.timezone).map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }))} /> : null,
        ]}
      </Section>
      <Section title={t('profile.sections.school')}>
        {[
          text('school', 'organization'),
          text('state', 'address-level1'),
          text('country', 'country-name'),
          may('grade') ? (
            <SelectField
              {...props('grade')}
              initial={values.grade === null ? '' : String(values.grade)}
              options={[{ value: '', label: t('profile.noGrade') }, ...GRADES.map((grade) => ({ value: String(grade), label: grade === 0 ? t('curriculum.kindergarten') : t('curriculum.grade', { grade }) }))]}
              toValue={(value) => (value === '' ? null : Number(value))}
            />
          ) : null,
          may('subjects') ? <ListField {...props('subjects')} initial={values.subjects} options={SUBJECTS.map((subject) => ({ value: subject, label: t(`curriculum.subject.${subject}`) }))} /> : null,
        ]}
      </Section>
      <Section title={t('profile.sections.icon')}>
        {[may('profileIcon') ? <PickerField {...props('profileIcon')} initial={values.profileIcon} groups={iconGroups} render={(icon) => <ProfileIcon icon={icon} />} /> : null]}
      </Section>
      <Section title={t('profile.sections.practice')}>{[flag('hideTimer'), flag('hideScratchpad'), flag('enableAudio'), flag('hideGradeLevels'), flag('hideGames')]}</Section>
      <Section title={t('profile.sections.language')}>
        {[
          may('editLanguage') ? (
            <SelectField {...props('editLanguage')} initial={values.editLanguage} options={(['en', 'es'] as const).map((language) => ({ value: language, label: t(`profile.languages.${language}`) }))} />
          ) : null,
        ]}
      </Section>
      <Section title={t('profile.sections.email')}>{[flag('emailCertificate'), flag('emailSummary'), flag('emailPromo'), flag('emailWeeklyBoost')]}</Section>
      {data.children.length > 0 ? (
        <Section title={t('profile.sections.children')}>
          {data.children.map((child) => (
            <FlagField
              key={child.userId}
              field="hideGames"
              services={childServices}
              initial={child.hideGames}
              extras={{ forUserId: child.userId }}
              label={t('profile.fields.hideGamesFor', { username: child.username })}
              testId={`profile-hideGames-${child.username}`}
            />
          ))}
        </Section>
      ) : null}
      <Section title={t('profile.sections.secretWord')}>{[may('secretWord') ? <SecretWordField {...props('secretWord')} family={data.family} /> : null]}</Section>
    </div>
  );
}
