// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../shared/http/fake-fetch';
import { HttpError } from '../shared/http/http-error';
import { createI18n } from '../shared/i18n/i18n-setup';
import { fakeRealtime } from '../shared/realtime/fake-realtime';
import type { Session } from '../shared/session/session';
import { parseSession, type SessionApi } from '../shared/session/session-api';
import { createSessionStore } from '../shared/session/session-store';
import { AppRoot } from './app-root';
import { loadEveryPage } from './lazy-pages';
import { loadEveryShellPart } from './lazy-shell';
import { signInDialogStore } from '../shared/sign-in-dialogs/sign-in-dialog-requests';

// Counts the sign-in dialogs' host as it renders (issue 33: the layout mounts it only once a dialog is asked for).
const dialogHost = vi.hoisted(() => ({ renders: 0 }));
vi.mock('../features/sign-in/dialog-host', async (importOriginal) => {
  const original = await importOriginal<typeof import('../features/sign-in/dialog-host')>();
  return {
    ...original,
    SignInDialogHost: (props: Parameters<typeof original.SignInDialogHost>[0]) => {
      dialogHost.renders += 1;
      return original.SignInDialogHost(props);
    },
  };
});

/** An in-memory server with one student, ava.b / classroom. */
function fakeSessionApi(): SessionApi & { signedIn: boolean } {
  const visitor = parseSession({ userType: 0, navigation: { signedIn: false, skipToContent: true } });
  const ava = parseSession({
    userId: 'u_ava_b',
    username: 'ava.b',
    displayName: 'Ava B.',
    userType: 2,
    role: 'student',
    edition: 'US',
    schoolId: 'school_maple',
    navigation: { signedIn: true, skipToContent: true },
  });
  const api = {
    signedIn: false,
    fetchSession: async (): Promise<Session> => (api.signedIn ? ava : visitor),
    signIn: async ({ username, password }: { username: string; password: string }) => {
      if (username !== 'ava.b' || password !== 'classroom') {
        throw new HttpError(401, 'signin_redesign.signin_form.login_error.server_error');
      }
      api.signedIn = true;
    },
    signOut: async () => {
      api.signedIn = false;
    },
  };
  return api;
}

/** The rendered app's session server (the home summary answers by it). */
let sessionApi: ReturnType<typeof fakeSessionApi> | null = null;

function renderApp() {
  const api = fakeSessionApi();
  sessionApi = api;
  const realtime = fakeRealtime();
  render(
    <I18nextProvider i18n={createI18n()}>
      <AppRoot sessionStore={createSessionStore(api)} realtimeLogic={realtime.logic} />
    </I18nextProvider>,
  );
  return { api, realtime, user: userEvent.setup() };
}

// Issue 33: pages and dialogs are chunks loaded on demand; loaded here once, a route shows its page at once.
beforeAll(() => Promise.all([loadEveryPage(), loadEveryShellPart()]), 120_000);

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  window.dataLayer = [];
  // What the pages ask the server: one edition (no picker), no banners; the student has default
  // preferences, no messages, invitations, focus session or unit of a skill plan today.
  vi.stubGlobal(
    'fetch',
    fakeFetch({
      'GET /editions': { edition: 'US', editions: [] },
      'GET /banners': { banners: [] },
      'GET /profile/preferences': { hideTimer: false, hideScratchpad: false, enableAudio: true, editLanguage: 'en' },
      'GET /liveMessage/fetchMessages': () => ({ messages: [], expirationIntervalMs: 3_600_000, serverTime: Date.now() }),
      'GET /focus-zone/fetch-student-session-info': null,
      'GET /same-question-mode/get-student-invitations': { invitations: [] },
      'GET /instant-review/student-invitation': { invitation: null },
      'GET /skill-plans/current': { today: '2026-11-02', units: [] },
      'GET /takeoff/current': { lessons: [] },
      // Issue 29: a student's open quizzes (home list and banner).
      'GET /quizzes/assigned': { quizzes: [] },
      // Issue 31: the lessons she has under way (home list).
      'GET /lessons/in-progress': { lessons: [] },
      // Issue 30: a student's open assessments (home list and banner).
      'GET /assessments/assigned': { assessments: [] },
      // Issue 32: the day at a glance (a visitor's, then the student's).
      'GET /home/summary': () =>
        sessionApi?.signedIn
          ? { userType: 'student', continue: [], recommended: [], toDo: [], streakDays: 0, questionsThisWeek: 0, awards: [], masteredCount: 0 }
          : { userType: 'visitor', popularSkills: [], practiceLimit: { daily: 10, left: 10 } },
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('app shell', () => {
  it('shows a visitor the welcome, the landmarks and a way to sign in', async () => {
    const { realtime } = renderApp();
    expect(await screen.findByTestId('home-heading')).toHaveTextContent('Welcome to Live Classroom');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    expect(within(screen.getByRole('navigation', { name: 'Account' })).getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(realtime.isOpen()).toBe(false);
  });

  it('signs a student in, shows their home and whether live updates are connected, then signs them out', async () => {
    const { realtime, user } = renderApp();
    await user.click(await screen.findByTestId('home-signin'));
    expect(window.location.pathname).toBe('/signin');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();

    await user.type(screen.getByTestId('signin-username'), 'ava.b');
    await user.type(screen.getByTestId('signin-password'), 'nope{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent("We didn't recognize the username or password.");
    expect(screen.getByTestId('signin-password')).toHaveValue('');

    await user.type(screen.getByTestId('signin-password'), 'classroom{Enter}');
    expect(await screen.findByTestId('home-heading')).toHaveTextContent('Student home');
    expect(window.location.pathname).toBe('/');
    expect(screen.getByText('Hello, Ava B.!')).toBeInTheDocument();
    expect(screen.getByTestId('header-user-name')).toHaveTextContent('Ava B.');
    await vi.waitFor(() => expect(screen.getByTestId('realtime-status')).toHaveAttribute('data-status', 'connected'));
    expect(screen.getByText('Live updates:')).toHaveTextContent('Live updates: Connected');
    expect(realtime.isOpen()).toBe(true);

    // Pushes the page has no use for show nothing: never a raw event name.
    act(() => realtime.deliver('general', { event: 'DEMO_PING', text: 'hello class' }));
    act(() => realtime.deliver('teacher', { event: 'FOCUS_ENDED' }));
    expect(document.body).not.toHaveTextContent(/DEMO_PING|FOCUS_ENDED|hello class/);

    // Sign out sits in the user navigation menu.
    await user.click(screen.getByTestId('user-menu-trigger'));
    await user.click(screen.getByTestId('header-signout'));
    expect(await screen.findByTestId('home-heading')).toHaveTextContent('Welcome to Live Classroom');
    expect(screen.queryByTestId('header-user-name')).not.toBeInTheDocument();
    expect(realtime.isOpen()).toBe(false);
  });

  it('mounts the sign-in dialogs only when one is first asked for, and opens that one (issue 33)', async () => {
    signInDialogStore.setState({ request: null });
    dialogHost.renders = 0;
    const { user } = renderApp();
    expect(await screen.findByTestId('home-heading')).toHaveTextContent('Welcome to Live Classroom');
    expect(dialogHost.renders).toBe(0);
    await user.click(within(screen.getByRole('navigation', { name: 'Account' })).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(dialogHost.renders).toBeGreaterThan(0);
  });

  it('shows the session the page came with at once, without asking the server for it (issue 33)', async () => {
    const api = fakeSessionApi();
    const fetchSession = vi.spyOn(api, 'fetchSession');
    api.signedIn = true;
    const pageSession = await api.fetchSession();
    fetchSession.mockClear();
    render(
      <I18nextProvider i18n={createI18n()}>
        <AppRoot sessionStore={createSessionStore(api, pageSession)} realtimeLogic={fakeRealtime().logic} />
      </I18nextProvider>,
    );
    expect(await screen.findByTestId('home-heading')).toHaveTextContent('Student home');
    expect(fetchSession).not.toHaveBeenCalled();
  });

  it('sends a signed-in user away from /signin to their home', async () => {
    window.history.replaceState(null, '', '/signin');
    const api = fakeSessionApi();
    api.signedIn = true;
    render(
      <I18nextProvider i18n={createI18n()}>
        <AppRoot sessionStore={createSessionStore(api)} realtimeLogic={fakeRealtime().logic} />
      </I18nextProvider>,
    );
    expect(await screen.findByTestId('home-heading')).toHaveTextContent('Student home');
    expect(window.location.pathname).toBe('/');
  });
});

// Issue 33: the server's first paint (server/html/first-paint.ts) stays until the first page commits with the band in place.
describe('the server’s first paint', () => {
  function paintFirst(): void {
    document.body.classList.add('first-paint-showing');
    document.body.insertAdjacentHTML('afterbegin', '<div id="first-paint" class="first-paint"><h1>Welcome to Live Classroom</h1></div>');
  }
  afterEach(() => {
    document.getElementById('first-paint')?.remove();
    document.body.className = '';
  });

  function renderWithSession(fetchSession: () => Promise<Session>) {
    const api = { ...fakeSessionApi(), fetchSession };
    render(
      <I18nextProvider i18n={createI18n()}>
        <AppRoot sessionStore={createSessionStore(api)} realtimeLogic={fakeRealtime().logic} />
      </I18nextProvider>,
    );
  }

  it('stays while the session loads, and gives way to the home page once it shows', async () => {
    paintFirst();
    let answer: (session: Session) => void = () => undefined;
    renderWithSession(() => new Promise<Session>((resolve) => (answer = resolve)));
    await screen.findByText('Loading…');
    expect(document.getElementById('first-paint')).not.toBeNull();
    expect(document.body).toHaveClass('first-paint-showing');
    await act(async () => answer(parseSession({ userType: 0, navigation: { signedIn: false, skipToContent: true } })));
    expect(await screen.findByTestId('home-heading')).toHaveTextContent('Welcome to Live Classroom');
    await vi.waitFor(() => expect(document.getElementById('first-paint')).toBeNull());
    expect(document.body).not.toHaveClass('first-paint-showing');
  });

  it('gives way to the failure when the session does not load', async () => {
    paintFirst();
    renderWithSession(() => Promise.reject(new HttpError(503, 'app.error.unexpectedResponse')));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(document.getElementById('first-paint')).toBeNull();
    expect(document.body).not.toHaveClass('first-paint-showing');
  });
});
