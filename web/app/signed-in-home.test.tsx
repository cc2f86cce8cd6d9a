// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeRealtime } from '../shared/realtime/fake-realtime';
import { RealtimeProvider } from '../shared/realtime/realtime-context';
import { USER_TYPE } from '../shared/session/session';
import { parseSession } from '../shared/session/session-api';
import { renderHeader } from '../features/site-header/site-header-fixtures';
import { HomePage } from '../features/home/home-page';

afterEach(cleanup);

/**
 * What a demo account sees once signed in: its name in the header and the home page of its
 * kind. tests/e2e/sign-in.test.ts signs in through the page once per kind (ms.rivera, ava.b,
 * admin.lee, park.family, mina); the other demo accounts' rows moved here (docs/testing.md),
 * with server/demo/demo-accounts-sign-in.test.ts proving the server's session for each.
 * The expected headings are the e2e test's patterns.
 */
const accounts: [username: string, displayName: string, userType: number, home: RegExp][] = [
  ['mr.okafor', 'Mr. Okafor', USER_TYPE.teacher, /teacher/i],
  ['new.teacher', 'New Teacher', USER_TYPE.teacher, /teacher/i],
  ['noah.c', 'Noah C.', USER_TYPE.student, /student/i],
  ['mia.d', 'Mia D.', USER_TYPE.student, /student/i],
  ['leo.k', 'Leo K.', USER_TYPE.student, /student/i],
  ['district.chen', 'Ms. Chen', USER_TYPE.administrator, /administrator/i],
  ['joon', 'Joon', USER_TYPE.familyChild, /child|family|learner/i],
];

describe('a signed-in demo account’s header and home page', () => {
  for (const [username, displayName, userType, home] of accounts) {
    it(`${username} sees their home page and name`, () => {
      const session = parseSession({ userId: `u_${username.replace(/\./g, '_')}`, username, displayName, userType, navigation: { signedIn: true, skipToContent: true } });
      renderHeader(session, {
        extra: (
          <RealtimeProvider userId={null} logic={fakeRealtime().logic}>
            <HomePage session={session} />
          </RealtimeProvider>
        ),
      });
      expect(screen.getByTestId('header-user-name')).toHaveTextContent(displayName);
      expect(screen.getByTestId('home-heading').textContent).toMatch(home);
      expect(screen.getByTestId('home-greeting')).toHaveTextContent(`Hello, ${displayName}!`);
    });
  }
});
