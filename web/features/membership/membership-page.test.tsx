// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../shared/http/http-error';
import { createI18n } from '../../shared/i18n/i18n-setup';
import { parseSession } from '../../shared/session/session-api';
import { httpMembershipApi, type Family, type MembershipApi } from './membership-api';
import { MembershipConfirmPage } from './membership-confirm-page';
import { MembershipPage } from './membership-page';

afterEach(cleanup);

const wrap = (node: ReactNode) => render(<I18nextProvider i18n={createI18n()}>{node}</I18nextProvider>);

const visitor = parseSession({ navigation: { signedIn: false } });
const parent = parseSession({
  userId: 'u_new_parent',
  username: 'new.parent',
  displayName: 'New Parent',
  userType: 11,
  role: 'parent',
  navigation: { signedIn: true },
});

function fakeApi(overrides: Partial<MembershipApi> = {}) {
  const family: Family = { parentUsername: 'new.parent', email: 'new.parent@example.com', endsOn: '2027-11-23', children: [] };
  const api = {
    join: vi.fn(async (request: { email: string }) => ({ email: request.email.toLowerCase() })),
    confirm: vi.fn(async () => ({ username: 'new.parent' })),
    fetchFamily: vi.fn(async () => structuredClone(family)),
    addChild: vi.fn(async (child: { username: string; secretWord?: string }) => {
      family.children.push({ userId: `u_${child.username}`, username: child.username, displayName: child.username, hasSecretWord: child.secretWord !== undefined });
      return { userId: `u_${child.username}`, username: child.username };
    }),
    ...overrides,
  } satisfies MembershipApi;
  return api;
}

describe('membership page', () => {
  it('says there is no payment, on both join pages', () => {
    wrap(<MembershipPage session={visitor} variant="family" api={fakeApi()} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Join Live Classroom');
    expect(screen.getByTestId('membership-free')).toHaveTextContent('There is no payment');
    cleanup();
    wrap(<MembershipPage session={visitor} variant="math" api={fakeApi()} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('family math');
    expect(screen.getByTestId('membership-free')).toHaveTextContent('There is no payment');
  });

  it('a visitor creates the parent account and is told to confirm the e-mail address', async () => {
    const api = fakeApi();
    wrap(<MembershipPage session={visitor} variant="family" api={api} />);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('join-submit'));
    expect(screen.getByTestId('join-error')).toHaveTextContent('Please fill in this field.');
    expect(screen.getByLabelText('Parent username')).toHaveFocus();
    await user.type(screen.getByLabelText('Parent username'), 'new.parent');
    await user.type(screen.getByLabelText('Email address'), 'New.Parent@Example.com');
    await user.type(screen.getByLabelText('Password'), 'family-pass-1{Enter}');
    expect(await screen.findByTestId('membership-sent')).toHaveTextContent('We sent a confirmation link to new.parent@example.com.');
    expect(api.join).toHaveBeenCalledWith({ username: 'new.parent', email: 'New.Parent@Example.com', password: 'family-pass-1' });
  });

  it('shows a refusal at its field', async () => {
    const api = fakeApi({
      join: vi.fn(async () => {
        throw new HttpError(400, 'membership.error.username_taken');
      }),
    });
    wrap(<MembershipPage session={visitor} variant="family" api={api} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Parent username'), 'park.family');
    await user.type(screen.getByLabelText('Email address'), 'a@example.com');
    await user.type(screen.getByLabelText('Password'), 'family-pass-1{Enter}');
    expect(await screen.findByTestId('join-error')).toHaveTextContent('That username is taken.');
    expect(screen.getByLabelText('Parent username')).toHaveAttribute('aria-invalid', 'true');
  });

  it('a parent sees the family and adds children, with and without a secret word', async () => {
    const api = fakeApi();
    wrap(<MembershipPage session={parent} variant="family" api={api} />);
    const user = userEvent.setup();
    expect(await screen.findByTestId('family-ends-on')).toHaveTextContent('Membership runs until November 23, 2027.');
    expect(screen.getByTestId('family-no-children')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Child’s username'), 'kid.one');
    await user.type(screen.getByLabelText('Secret word (optional)'), 'tulip{Enter}');
    expect(await screen.findByTestId('child-added')).toHaveTextContent('kid.one is added to your family.');
    const first = await screen.findByTestId('family-child');
    expect(first).toHaveTextContent('kid.one');
    expect(first).toHaveTextContent('secret word');
    expect(api.addChild).toHaveBeenCalledWith({ username: 'kid.one', secretWord: 'tulip' }, expect.any(String));
    await user.type(screen.getByLabelText('Child’s username'), 'kid.two{Enter}');
    await vi.waitFor(() => expect(screen.getAllByTestId('family-child')).toHaveLength(2));
    expect(within(screen.getAllByTestId('family-child')[1]!).getByText(/no secret word/)).toBeInTheDocument();
    expect(api.addChild).toHaveBeenLastCalledWith({ username: 'kid.two' }, expect.any(String));
  });

  it('sends one Idempotency-Key per submission: the same for a retry, a new one for the next child or a changed field', async () => {
    const added = fakeApi().addChild;
    let failNext = true;
    const addChild = vi.fn(async (child: { username: string; secretWord?: string }, key: string) => {
      if (failNext) {
        failNext = false;
        throw new HttpError(0, 'app.error.network');
      }
      return added(child, key);
    });
    const api = fakeApi({ addChild });
    wrap(<MembershipPage session={parent} variant="family" api={api} />);
    const user = userEvent.setup();
    await screen.findByTestId('family-ends-on');
    await user.type(screen.getByLabelText('Child’s username'), 'kid.one{Enter}');
    expect(await screen.findByTestId('add-child-error')).toBeInTheDocument();
    await user.click(screen.getByTestId('add-child-submit'));
    expect(await screen.findByTestId('child-added')).toHaveTextContent('kid.one is added to your family.');
    const [first, retry] = addChild.mock.calls.map((call) => call[1]);
    expect(first).toMatch(/^[\x21-\x7e]{1,128}$/);
    expect(retry).toBe(first);

    failNext = true;
    await user.type(screen.getByLabelText('Child’s username'), 'kid.two{Enter}');
    await vi.waitFor(() => expect(addChild).toHaveBeenCalledTimes(3));
    await user.type(screen.getByLabelText('Child’s username'), 'x{Enter}');
    await vi.waitFor(() => expect(addChild).toHaveBeenCalledTimes(4));
    const [, , next, changed] = addChild.mock.calls.map((call) => call[1]);
    expect(next).not.toBe(first);
    expect(changed).not.toBe(next);
    expect(addChild).toHaveBeenLastCalledWith({ username: 'kid.twox' }, changed);
  });

  it('the add-child call carries the key as the Idempotency-Key header', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ userId: 'u1', username: 'kid.one' }), { status: 201, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchImpl);
    try {
      await expect(httpMembershipApi.addChild({ username: 'kid.one' }, 'key-1')).resolves.toEqual({ userId: 'u1', username: 'kid.one' });
    } finally {
      vi.unstubAllGlobals();
    }
    const [path, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/membership/children');
    expect(init.headers).toMatchObject({ 'Idempotency-Key': 'key-1' });
  });
});

describe('membership confirmation page', () => {
  it('confirms the link once, reports the sign-in and leads on to adding children', async () => {
    const api = fakeApi();
    const onConfirmed = vi.fn();
    wrap(<MembershipConfirmPage token="tok" onConfirmed={onConfirmed} api={api} />);
    expect(await screen.findByTestId('membership-confirmed')).toHaveTextContent('Welcome, new.parent!');
    expect(screen.getByTestId('membership-add-children')).toHaveAttribute('href', '/membership');
    expect(onConfirmed).toHaveBeenCalledTimes(1);
    expect(api.confirm).toHaveBeenCalledTimes(1);
  });

  it('says when the link is used or expired, or missing', async () => {
    const api = fakeApi({
      confirm: vi.fn(async () => {
        throw new HttpError(400, 'membership.error.invalid_token');
      }),
    });
    wrap(<MembershipConfirmPage token="used" onConfirmed={() => undefined} api={api} />);
    expect(await screen.findByTestId('membership-confirm-failed')).toHaveTextContent('This confirmation link has expired or was already used.');
    cleanup();
    wrap(<MembershipConfirmPage token="" onConfirmed={() => undefined} api={api} />);
    expect(screen.getByTestId('membership-confirm-failed')).toHaveTextContent('no confirmation link');
  });
});
