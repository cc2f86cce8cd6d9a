import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authorizationMatrix, DEFAULT_FUZZ_RUNS, type RouteRule } from './authorization-matrix';
import { applyMutations, mutations, overLimitBodies } from './malformed-requests';
import { registeredRoutes } from './registered-routes';
import { buildTemplate, classmate, otherSchool, RouteFixture, roleNames, roles, type Role, type Template } from './route-fixture';
import { describeRequest, send, type RouteRequest, type TestApp } from './route-request';

// The route harness (issue 9 part 8): every route the app registers, called by
// every role against the authorization matrix, then sent cross-site, then as
// malformed requests (fast-check prints the seed and the shrunk request of a
// failure); and the cross-tenant cases spelled out.

const registered = registeredRoutes().all;
const declared = Object.keys(authorizationMatrix);

let template: Template;
beforeAll(async () => {
  template = await buildTemplate();
}, 60_000);
afterAll(() => template?.remove());

describe('the authorization matrix', () => {
  it('declares every route the app registers', () => {
    expect(registered.filter((key) => !declared.includes(key)), 'routes missing from the authorization matrix (tests/routes/authorization-matrix/<module>.ts)').toEqual([]);
  });
  it('declares only routes the app registers', () => {
    expect(declared.filter((key) => !registered.includes(key)), 'routes in the matrix that the app does not register').toEqual([]);
  });
  it('lets visitors call every route that declares what a visitor appends, and docs/security.md lists each with its limit', () => {
    const appendingForVisitors = declared.filter((key) => authorizationMatrix[key]!.visitorAppends);
    expect(appendingForVisitors.filter((key) => !authorizationMatrix[key]!.allowed.includes('visitor')), 'visitorAppends on a route visitors may not call').toEqual([]);
    const securityDoc = readFileSync(join(import.meta.dirname, '../../docs/security.md'), 'utf8');
    expect(appendingForVisitors.filter((key) => !securityDoc.includes(`\`${key}\``)), 'routes that append for visitors, missing from docs/security.md').toEqual([]);
  });
});

/** The events appended after `position`, as `type@stream`. */
async function appendedSince(t: TestApp, position: number): Promise<string[]> {
  const events = await t.log.store.readAll(position, 20);
  return events.map((event) => `${event.type}@${event.metadata.streamId}`);
}

async function answer(response: Response): Promise<string> {
  const text = await response.text();
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

for (const key of registered.filter((key) => declared.includes(key))) {
  const rule: RouteRule = authorizationMatrix[key]!;
  describe(key, () => {
    let fx: RouteFixture;
    beforeAll(async () => {
      fx = await RouteFixture.open(template);
    });
    afterAll(() => fx?.close());

    for (const role of roles) {
      const allowed = rule.allowed.includes(role);
      it(`${allowed ? 'lets' : 'refuses'} ${roleNames[role]}`, async () => {
        const request = await rule.request(fx, role);
        const before = await fx.t.log.store.lastPosition();
        const response = await send(fx.t, request);
        const appended = await appendedSince(fx.t, before);
        const seen = `${describeRequest(request)} → ${response.status} ${await answer(response)}; appended [${appended.join(', ')}]`;
        if (role === 'visitor' && !rule.visitorAppends) {
          expect(appended, `a visitor's request appended on a route that does not declare visitorAppends (with its limit; docs/security.md): ${seen}`).toEqual([]);
        }
        if (allowed) {
          const expected = rule.answers?.[role];
          if (expected) expect(response.status, seen).toBe(expected.status);
          else expect(response.status >= 200 && response.status < 300, `expected 2xx: ${seen}`).toBe(true);
        } else {
          expect([401, 403], `expected 401 or 403 and nothing appended: ${seen}`).toContain(response.status);
          expect(appended, `expected nothing appended: ${seen}`).toEqual([]);
        }
      });
    }

    for (const role of roles) {
      it(`appends nothing for ${roleNames[role]} sent cross-site`, async () => {
        const request = await rule.request(fx, role);
        const crossSite: Record<string, string> =
          request.method === 'GET' ? { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' } : { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' };
        const forged = { ...request, headers: { ...request.headers, ...crossSite } };
        const before = await fx.t.log.store.lastPosition();
        const response = await send(fx.t, forged);
        const appended = await appendedSince(fx.t, before);
        const seen = `${describeRequest(forged)} → ${response.status} ${await answer(response)}; appended [${appended.join(', ')}]`;
        expect(response.status, seen).toBeLessThan(500);
        expect(appended, `a cross-site request changed state: ${seen}`).toEqual([]);
      });
    }

    if (key.startsWith('POST ')) {
      it('refuses a body over the limit with 413 request.too_large and appends nothing, in every encoding', async () => {
        const role = rule.allowed[0] ?? 'visitor';
        for (const { encoding, request } of overLimitBodies(await rule.request(fx, role))) {
          const before = await fx.t.log.store.lastPosition();
          const response = await send(fx.t, request);
          const appended = await appendedSince(fx.t, before);
          const text = await response.text();
          const seen = `${encoding} body of ${roleNames[role]} → ${response.status} ${text.slice(0, 300)}; appended [${appended.join(', ')}]`;
          expect(response.status, seen).toBe(413);
          expect(text, seen).toBe('{"error":"request.too_large"}');
          expect(appended, seen).toEqual([]);
        }
      });
    }

    for (const role of roles) {
      it(`never answers 5xx, nor appends on a 4xx, to malformed requests of ${roleNames[role]}`, async () => {
        const serverErrors = vi.spyOn(console, 'error').mockImplementation(() => {});
        try {
          const shape = await rule.request(fx, role);
          await fc.assert(
            fc.asyncProperty(mutations(shape), async (list) => {
              const request = applyMutations(await rule.request(fx, role), list);
              serverErrors.mockClear();
              const before = await fx.t.log.store.lastPosition();
              const response = await send(fx.t, request);
              const status = response.status;
              if (status >= 500) {
                const logged = serverErrors.mock.calls.map((call) => call.map((part) => (part instanceof Error ? `${part.name}: ${part.message}` : String(part))).join(' ')).join(' | ');
                throw new Error(`${describeRequest(request)} → ${status} ${await answer(response)} (server logged: ${logged})`);
              }
              if (status >= 400 && rule.appendsOn4xx?.status !== status) {
                const appended = await appendedSince(fx.t, before);
                if (appended.length > 0) throw new Error(`${describeRequest(request)} → ${status} ${await answer(response)} but appended [${appended.join(', ')}]`);
              }
              if (role === 'visitor' && !rule.visitorAppends) {
                const appended = await appendedSince(fx.t, before);
                if (appended.length > 0) throw new Error(`${describeRequest(request)} → ${status}: a visitor appended [${appended.join(', ')}] on a route that does not declare visitorAppends`);
              }
            }),
            { numRuns: rule.fuzzRuns ?? DEFAULT_FUZZ_RUNS },
          );
        } finally {
          serverErrors.mockRestore();
        }
      }, 60_000);
    }
  });
}

describe('cross-tenant requests are refused and append nothing', () => {
  let fx: RouteFixture;
  beforeAll(async () => {
    fx = await RouteFixture.open(template);
  });
  afterAll(() => fx?.close());

  async function expectRefused(request: RouteRequest, status = 403) {
    const before = await fx.t.log.store.lastPosition();
    const response = await send(fx.t, request);
    const appended = await appendedSince(fx.t, before);
    const seen = `${describeRequest(request)} → ${response.status} ${await answer(response)}; appended [${appended.join(', ')}]`;
    expect(response.status, seen).toBe(status);
    expect(appended, seen).toEqual([]);
  }
  const as = (role: Role) => fx.cookie(role);

  it('the other school’s teacher cannot end ms.rivera’s focus session', async () => {
    const focusSessionId = await fx.freshFocusSession('teacher');
    await expectRefused({ method: 'GET', path: '/focus-zone/end', query: [['focusID', String(focusSessionId)]], cookie: as('otherTeacher') });
  });

  it('the other school’s teacher cannot remove ms.rivera’s student from her session', async () => {
    const focusSessionId = await fx.freshFocusSession('teacher');
    await expectRefused({
      method: 'POST',
      path: '/focus-zone/remove-student',
      body: { type: 'json', fields: [['focusSessionId', focusSessionId], ['studentUserId', fx.studentFor('student')]] },
      cookie: as('otherTeacher'),
    });
  });

  it('the other school’s teacher cannot start a focus session for ms.rivera’s class', async () => {
    await fx.endRunningSession('otherTeacher');
    await expectRefused({
      method: 'POST',
      path: '/focus-zone/start',
      body: { type: 'json', fields: [['classId', fx.classOf('teacher')], ['subjects', ['math']], ['grades', [4]], ['durationMinutes', 30]] },
      cookie: as('otherTeacher'),
    });
    await expectRefused({
      method: 'POST',
      path: '/focus-zone/start',
      body: { type: 'json', fields: [['studentUserIds', [fx.studentFor('student')]], ['subjects', ['math']], ['grades', [4]], ['durationMinutes', 30]] },
      cookie: as('otherTeacher'),
    });
  });

  it('the other school’s teacher cannot send a live message to ms.rivera’s class or her student', async () => {
    await expectRefused({ method: 'POST', path: '/liveMessage/sendMessage', body: { type: 'form', fields: [['message', 'hi'], ['classId', fx.classOf('teacher')]] }, cookie: as('otherTeacher') });
    await expectRefused({ method: 'POST', path: '/liveMessage/sendMessage', body: { type: 'form', fields: [['message', 'hi'], ['studentUserIds', fx.studentFor('student')]] }, cookie: as('otherTeacher') });
  });

  it('ms.rivera cannot reach the other school’s class or student; its school administrator cannot either', async () => {
    for (const role of ['teacher', 'schoolAdministrator'] as const) {
      await expectRefused({ method: 'POST', path: '/liveMessage/sendMessage', body: { type: 'form', fields: [['message', 'hi'], ['classId', otherSchool.classId]] }, cookie: as(role) });
      await expectRefused({ method: 'POST', path: '/liveMessage/sendMessage', body: { type: 'form', fields: [['message', 'hi'], ['studentUserIds', fx.studentFor('otherTeacher')]] }, cookie: as(role) });
    }
  });

  it('a student cannot acknowledge another student’s message', async () => {
    const messageId = await fx.messageTo(fx.studentFor('student'));
    await expectRefused({ method: 'POST', path: '/liveMessage/acknowledgeMessage', body: { type: 'form', fields: [['messageId', messageId], ['response', 'GOT_IT']] }, cookie: fx.cookieOf(classmate) });
    await expectRefused({ method: 'POST', path: '/liveMessage/acknowledgeMessage', body: { type: 'form', fields: [['messageId', messageId], ['response', 'GOT_IT']] }, cookie: fx.cookieOf(otherSchool.student.username) });
  });

  it('a student cannot opt out of or rejoin a session they are not in', async () => {
    const focusSessionId = await fx.freshFocusSession('otherTeacher');
    for (const path of ['/focus-zone/leave', '/focus-zone/join']) {
      await expectRefused({ method: 'POST', path, body: { type: 'json', fields: [['focusSessionId', focusSessionId]] }, cookie: as('student') });
    }
  });
});
