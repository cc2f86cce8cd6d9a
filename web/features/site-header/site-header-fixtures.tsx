import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { createHeaderPopoverStore } from '../../shared/header-popovers/header-popover-store';
import { createI18n } from '../../shared/i18n/i18n-setup';
import type { Session } from '../../shared/session/session';
import { parseSession } from '../../shared/session/session-api';
import type { Click } from '../../shared/tracking/track-click';
import type { EditionPickerApi } from './edition-picker-api';
import { SiteHeader, type SiteHeaderProps } from './site-header';

/** The demo family as `GET /session` lists it in `subAccounts`, parent first. */
const parkFamily = [
  { username: 'park.family', displayName: 'Park Family', isParent: true, isSecretWordRequired: false, avatarUrl: null },
  { username: 'joon', displayName: 'Joon', isParent: false, isSecretWordRequired: false, avatarUrl: null },
  { username: 'mina', displayName: 'Mina', isParent: false, isSecretWordRequired: true, avatarUrl: null },
];

/** Sessions as `GET /session` gives them for the demo school's accounts (test fixtures). */
export const sessions = {
  visitor: parseSession({ userType: 0, navigation: { signedIn: false, skipToContent: true } }),
  student: member('u_ava_b', 'ava.b', 'Ava B.', 2, 'school_maple', { focusModeEligible: true }),
  teacher: member('u_rivera', 'ms.rivera', 'Ms. Rivera', 4, 'school_maple', { sparkStudioAccess: true }),
  parent: member('u_park', 'park.family', 'Park Family', 11, null, { sharedAnalyticsAccess: true }, parkFamily),
  child: member('u_mina', 'mina', 'Mina', 12, null, {}, parkFamily),
  administrator: member('u_lee', 'admin.lee', 'Dr. Lee', 13, 'school_maple', { sparkStudioAccess: true }),
  engineer: member('u_kim', 'ops.kim', 'Kim', 20, null, {}),
} satisfies Record<string, Session>;

function member(userId: string, username: string, displayName: string, userType: number, schoolId: string | null, flags: object, subAccounts?: object[]) {
  return parseSession({
    userId,
    username,
    displayName,
    userType,
    ...(schoolId ? { schoolId } : {}),
    navigation: { signedIn: true, skipToContent: true, ...flags },
    ...(subAccounts ? { subAccounts } : {}),
  });
}

export const editionChoices = {
  edition: 'US',
  editions: [
    { editionConstant: 'US', twoLetter: 'US', fullName: 'United States', editionUrl: '/?edition=US' },
    { editionConstant: 'CA', twoLetter: 'CA', fullName: 'Canada', editionUrl: '/?edition=CA' },
    { editionConstant: 'UK', twoLetter: 'UK', fullName: 'United Kingdom', editionUrl: '/?edition=UK' },
  ],
};

export function fakeEditionApi(): EditionPickerApi & { selected: string[] } {
  const api = {
    selected: [] as string[],
    fetchEditions: async () => editionChoices,
    selectEdition: async (constant: string) => {
      api.selected.push(constant);
    },
  };
  return api;
}

/** Renders the header with fakes; returns them for assertions. */
export function renderHeader(session: Session | null, props: Partial<SiteHeaderProps> & { extra?: ReactNode } = {}) {
  const clicks: Click[] = [];
  const popovers = createHeaderPopoverStore();
  const editionApi = fakeEditionApi();
  const followed: string[] = [];
  const onSignOut = vi.fn();
  const { extra, ...rest } = props;
  const result = render(
    <I18nextProvider i18n={createI18n()}>
      <SiteHeader
        session={session}
        onSignOut={onSignOut}
        services={{ track: (click) => clicks.push(click), popovers }}
        editionApi={editionApi}
        followEditionUrl={(url) => followed.push(url)}
        navCacheRefresh={{ request: async () => undefined }}
        {...rest}
      />
      {extra}
      <main id="main-content" />
    </I18nextProvider>,
  );
  return { ...result, clicks, popovers, editionApi, followed, onSignOut };
}
