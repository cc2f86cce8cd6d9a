import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { HttpError } from '../../shared/http/http-error';
import { questionReviewBannerMachine, type ReviewSession } from './question-review-banner-machine';
import { hidesQuestionReviewBanner, parseReviewPagePath } from './review-path';

const session = (qrmSessionId = 'qrm1'): ReviewSession => ({
  qrmSessionId,
  teacherDisplayName: 'Ms. Rivera',
  instantReviewURLNamespace: '/instant-review',
  questionReviewModePracticeURL: '/question-review',
});

function start(active: ReviewSession | null) {
  const server = { active, endError: null as Error | null, ends: 0 };
  const reloadPage = vi.fn();
  const machine = questionReviewBannerMachine.provide({
    actors: {
      fetchSession: fromPromise(async () => server.active),
      endReview: fromPromise(async () => {
        server.ends += 1;
        if (server.endError) throw server.endError;
        server.active = null;
      }),
    },
    actions: { reloadPage, logFetchFailure: () => undefined },
  });
  const actor = createActor(machine, { clock: new SimulatedClock() });
  actor.start();
  return { actor, server, reloadPage };
}

const confirmEnd = async (actor: ReturnType<typeof start>['actor']) => {
  actor.send({ type: 'end.request' });
  expect(actor.getSnapshot().matches({ shown: 'confirming' })).toBe(true);
  actor.send({ type: 'end.confirm' });
};

describe('the question-review banner', () => {
  it('shows while a session exists (fetched on load: it comes back after a reload)', async () => {
    const { actor } = start(session());
    await waitFor(actor, (s) => s.matches('shown'));
    expect(actor.getSnapshot().context.session?.qrmSessionId).toBe('qrm1');
  });

  it('is not there without a session', async () => {
    const { actor } = start(null);
    await waitFor(actor, (s) => s.matches('none'));
    expect(actor.getSnapshot().context.session).toBeNull();
  });

  it('appears when a navigation finds a session started meanwhile', async () => {
    const { actor, server } = start(null);
    await waitFor(actor, (s) => s.matches('none'));
    server.active = session('qrm2');
    actor.send({ type: 'refresh' });
    await waitFor(actor, (s) => s.matches('shown'));
    expect(actor.getSnapshot().context.session?.qrmSessionId).toBe('qrm2');
  });

  it('closing the confirm modal keeps the session and ends nothing', async () => {
    const { actor, server } = start(session());
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'end.request' });
    actor.send({ type: 'end.cancel' });
    expect(actor.getSnapshot().matches({ shown: 'idle' })).toBe(true);
    expect(server.ends).toBe(0);
  });

  it('ending clears the session and removes the banner', async () => {
    const { actor, server } = start(session());
    await waitFor(actor, (s) => s.matches('shown'));
    await confirmEnd(actor);
    await waitFor(actor, (s) => s.matches('none'));
    expect(actor.getSnapshot().context.session).toBeNull();
    expect(server.ends).toBe(1);
  });

  it('a 403 reloads the page', async () => {
    const { actor, server, reloadPage } = start(session());
    server.endError = new HttpError(403, 'instant_review.not_your_session', {}, 'Forbidden');
    await waitFor(actor, (s) => s.matches('shown'));
    await confirmEnd(actor);
    await waitFor(actor, (s) => s.matches({ shown: 'reloading' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('any other failure keeps the banner and says what went wrong', async () => {
    const { actor, server, reloadPage } = start(session());
    server.endError = new HttpError(500, 'app.error.unexpected', {}, 'Internal Server Error');
    await waitFor(actor, (s) => s.matches('shown'));
    await confirmEnd(actor);
    await waitFor(actor, (s) => s.matches({ shown: 'idle' }));
    expect(actor.getSnapshot().context.session?.qrmSessionId).toBe('qrm1');
    expect(actor.getSnapshot().context.failure).toMatchObject({ status: 500, statusText: 'Internal Server Error' });
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('a network failure keeps the banner too', async () => {
    const { actor, server } = start(session());
    server.endError = new HttpError(0, 'app.error.network');
    await waitFor(actor, (s) => s.matches('shown'));
    await confirmEnd(actor);
    await waitFor(actor, (s) => s.matches({ shown: 'idle' }));
    expect(actor.getSnapshot().context.session).not.toBeNull();
  });

  it('goes when its session ends elsewhere (QRM_ENDED), not when another one does', async () => {
    const { actor } = start(session('qrm1'));
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'ended.pushed', qrmSessionId: 'qrm9' });
    expect(actor.getSnapshot().matches('shown')).toBe(true);
    actor.send({ type: 'ended.pushed', qrmSessionId: 'qrm1' });
    expect(actor.getSnapshot().matches('none')).toBe(true);
  });

  it('End review clicked during a background refresh still opens the confirm modal', async () => {
    const { actor } = start(session());
    await waitFor(actor, (s) => s.matches({ shown: 'idle' }));
    actor.send({ type: 'refresh' });
    expect(actor.getSnapshot().matches({ shown: 'refreshing' })).toBe(true);
    actor.send({ type: 'end.request' });
    expect(actor.getSnapshot().matches({ shown: 'confirming' })).toBe(true);
  });

  it('a refresh that finds no session removes it', async () => {
    const { actor, server } = start(session());
    await waitFor(actor, (s) => s.matches('shown'));
    server.active = null;
    actor.send({ type: 'refresh' });
    await waitFor(actor, (s) => s.matches('none'));
  });
});

describe('where the banner hides', () => {
  it('on the review page of its own session', () => {
    expect(hidesQuestionReviewBanner('/instant-review/question-review/qrm1', 'qrm1')).toBe(true);
    expect(hidesQuestionReviewBanner('/instant-review/question-review/qrm2', 'qrm1')).toBe(false);
  });
  it('on the pages that hide every teacher banner', () => {
    expect(hidesQuestionReviewBanner('/focus-zone', 'qrm1')).toBe(true);
    expect(hidesQuestionReviewBanner('/same-question-mode/math/grade-4/skills/18MCV/r1', 'qrm1')).toBe(true);
  });
  it('nowhere else', () => {
    for (const path of ['/', '/math', '/instant-review', '/analytics/live-classroom']) expect(hidesQuestionReviewBanner(path, 'qrm1')).toBe(false);
  });
  it('the review page path names its session', () => {
    expect(parseReviewPagePath('/instant-review/question-review/qrm_1-a')).toBe('qrm_1-a');
    expect(parseReviewPagePath('/instant-review/next-skill')).toBeNull();
    expect(parseReviewPagePath('/instant-review/question-review/a/b')).toBeNull();
  });
});
