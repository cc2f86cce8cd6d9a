import { describe, expect, it } from 'vitest';
import { parseSession } from '../../shared/session/session-api';
import { headerNavigationFor } from './header-links';
import { sessions } from './site-header-fixtures';

const keys = (session: Parameters<typeof headerNavigationFor>[0]) => headerNavigationFor(session).links.map((link) => link.key);

describe('header links per user type', () => {
  it('gives each type its own links, notifications to every signed-in user', () => {
    expect(keys(sessions.visitor)).toEqual(['membership']);
    expect(keys(sessions.student)).toEqual(['my-practice', 'notifications']);
    expect(keys(sessions.teacher)).toEqual(['live-classroom', 'reports', 'quizzes', 'live-messages', 'focus-zone', 'roster', 'skill-plans', 'takeoff', 'spark-studio', 'notifications']);
    expect(keys(sessions.parent)).toEqual(['progress', 'progress-share', 'notifications']);
    expect(keys(sessions.child)).toEqual(['notifications']);
    expect(keys(sessions.administrator)).toEqual(['live-messages', 'reports', 'spark-studio', 'notifications']);
  });

  it('adds Spark Studio and Progress Share only with their access flags', () => {
    const teacherWithout = parseSession({ userId: 'u', username: 'x', userType: 4, navigation: { signedIn: true } });
    expect(keys(teacherWithout)).not.toContain('spark-studio');
    const studentWithShare = parseSession({ userId: 'u', username: 'x', userType: 2, navigation: { signedIn: true, sharedAnalyticsAccess: true } });
    expect(keys(studentWithShare)).toContain('progress-share');
  });

  it('opens Spark Studio in a new tab and gives Progress Share its 700 ms tooltip', () => {
    const teacherLinks = headerNavigationFor(sessions.teacher).links;
    expect(teacherLinks.find((link) => link.key === 'spark-studio')).toMatchObject({ href: '/sparkstudio', newTab: true, testId: 'nav-link-spark-studio' });
    const share = headerNavigationFor(sessions.parent).links.find((link) => link.key === 'progress-share');
    expect(share).toMatchObject({ tooltip: { showDelayMs: 700 }, testId: 'nav-link-progress-share' });
    expect(teacherLinks.find((link) => link.key === 'live-messages')?.testId).toBe('header-live-messages');
  });

  it('gives the sub-account menu to parents and children, the child-membership link to children only', () => {
    expect(headerNavigationFor(sessions.parent)).toMatchObject({ subAccountMenu: true, childMembershipLink: false });
    expect(headerNavigationFor(sessions.child)).toMatchObject({ subAccountMenu: true, childMembershipLink: true });
    expect(headerNavigationFor(sessions.student)).toMatchObject({ subAccountMenu: false, childMembershipLink: false });
  });

  it('leads the engineer (type 20, issue 18) to the event explorer', () => {
    const engineer = parseSession({ userId: 'u_ops_kim', username: 'ops.kim', userType: 20, navigation: { signedIn: true } });
    expect(headerNavigationFor(engineer).links.map(({ key, href }) => [key, href])).toEqual([
      ['explorer', '/explorer'],
      ['notifications', '/notifications'],
    ]);
  });

  it('gives a signed-in user of an unknown type subjects and notifications only', () => {
    expect(keys(parseSession({ userId: 'u', username: 'x', userType: 99, navigation: { signedIn: true } }))).toEqual(['notifications']);
  });
});
