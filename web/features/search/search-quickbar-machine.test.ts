import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { HttpError, UNEXPECTED_RESPONSE_KEY } from '../../shared/http/http-error';
import { answer, bundle, skills } from './search-quickbar-fixtures';
import type { QuickbarResponse } from './search-quickbar-api';
import { DEBOUNCE_MS, dropdownLayout, searchQuickbarMachine, type FetchInput } from './search-quickbar-machine';

interface Request {
  phrase: string;
  signal: AbortSignal;
  resolve(response: QuickbarResponse): void;
  reject(error: unknown): void;
}

/** The machine on a simulated clock; each request waits for the test to answer it. */
function start() {
  const clock = new SimulatedClock();
  const requests: Request[] = [];
  const machine = searchQuickbarMachine.provide({
    actors: {
      fetchResults: fromPromise<QuickbarResponse, FetchInput>(
        ({ input, signal }) =>
          new Promise((resolve, reject) => {
            requests.push({ phrase: input.phrase, signal, resolve, reject });
          }),
      ),
    },
  });
  const actor = createActor(machine, { clock }).start();
  const type = (value: string) => actor.send({ type: 'input.changed', value });
  const wait = (ms: number) => clock.increment(ms);
  const context = () => actor.getSnapshot().context;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, requests, type, wait, context, settle };
}

const ANSWER = answer([bundle('skill', skills(3))]);

describe('the search requests (spec §5, §9)', () => {
  it('waits 100 ms after the last change, then requests the trimmed phrase', () => {
    const { actor, requests, type, wait } = start();
    type('  frac');
    expect(actor.getSnapshot().value).toEqual({ phrase: 'debouncing', request: 'idle' });
    wait(DEBOUNCE_MS - 1);
    expect(requests).toHaveLength(0);
    wait(1);
    expect(requests.map((r) => r.phrase)).toEqual(['frac']);
    expect(actor.getSnapshot().value).toEqual({ phrase: 'idle', request: 'fetching' });
  });

  it('restarts the debounce on every change and requests only the last phrase', () => {
    const { requests, type, wait } = start();
    type('fr');
    wait(60);
    type('fra');
    wait(60);
    type('frac');
    wait(99);
    expect(requests).toHaveLength(0);
    wait(1);
    expect(requests.map((r) => r.phrase)).toEqual(['frac']);
  });

  it('makes no request for fewer than 2 characters', () => {
    const { actor, requests, type, wait } = start();
    for (const value of ['f', ' f ', '', '      ']) {
      type(value);
      wait(DEBOUNCE_MS * 2);
    }
    expect(requests).toHaveLength(0);
    expect(actor.getSnapshot().value).toEqual({ phrase: 'idle', request: 'idle' });
  });

  it('makes no request when the trimmed phrase did not change since the last request', async () => {
    const { requests, type, wait, settle } = start();
    type('frac');
    wait(DEBOUNCE_MS);
    requests[0]!.resolve(ANSWER);
    await settle();
    for (const value of ['frac ', ' frac', 'frac']) {
      type(value);
      wait(DEBOUNCE_MS);
    }
    expect(requests).toHaveLength(1);
    type('fra');
    wait(DEBOUNCE_MS);
    type('frac');
    wait(DEBOUNCE_MS);
    expect(requests.map((r) => r.phrase)).toEqual(['frac', 'fra', 'frac']);
  });

  it('aborts the in-flight request when a new one starts, not before; its answer is never shown', async () => {
    const { requests, type, wait, context, settle } = start();
    type('frac');
    wait(DEBOUNCE_MS);
    type('fract');
    wait(DEBOUNCE_MS - 1);
    expect(requests[0]!.signal.aborted).toBe(false);
    wait(1);
    expect(requests[0]!.signal.aborted).toBe(true);
    expect(requests[1]!.signal.aborted).toBe(false);
    requests[0]!.resolve(answer([bundle('game', skills(1))]));
    await settle();
    expect(context().answer).toBeNull();
    requests[1]!.resolve(ANSWER);
    await settle();
    expect(context().answer).toEqual(ANSWER);
    expect(context().answeredPhrase).toBe('fract');
  });

  it('keeps the in-flight request when the change leaves the trimmed phrase as it was', async () => {
    const { requests, type, wait, context, settle } = start();
    type('frac');
    wait(DEBOUNCE_MS);
    type('frac  ');
    wait(DEBOUNCE_MS);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.signal.aborted).toBe(false);
    requests[0]!.resolve(ANSWER);
    await settle();
    expect(context().dropdown).toEqual({ visible: true, activeIndex: 0 });
  });
});

describe('answers and the dropdown', () => {
  it('shows the dropdown on an answer and hides it when the input is emptied', async () => {
    const { requests, type, wait, context, settle } = start();
    expect(context().dropdown.visible).toBe(false);
    type('frac');
    wait(DEBOUNCE_MS);
    requests[0]!.resolve(ANSWER);
    await settle();
    expect(context().dropdown).toEqual({ visible: true, activeIndex: 0 });
    type('');
    expect(context().dropdown.visible).toBe(false);
  });

  it('does not show an answer that arrives after the input was emptied', async () => {
    const { requests, type, wait, context, settle } = start();
    type('frac');
    wait(DEBOUNCE_MS);
    type('');
    requests[0]!.resolve(ANSWER);
    await settle();
    expect(context().answer).toEqual(ANSWER);
    expect(context().dropdown.visible).toBe(false);
  });

  it('shows a parse failure, and lets the same phrase be tried again after a failure', async () => {
    const { requests, type, wait, context, settle } = start();
    type('frac');
    wait(DEBOUNCE_MS);
    requests[0]!.reject(new HttpError(200, UNEXPECTED_RESPONSE_KEY));
    await settle();
    expect(context().failure).toEqual({ kind: 'parse' });
    expect(context().dropdown.visible).toBe(true);
    type('frac ');
    wait(DEBOUNCE_MS);
    requests[1]!.reject(new HttpError(0, 'app.error.network'));
    await settle();
    expect(context().failure).toEqual({ kind: 'request', errorKey: 'app.error.network' });
    type('frac');
    wait(DEBOUNCE_MS);
    requests[2]!.resolve(ANSWER);
    await settle();
    expect(context().failure).toBeNull();
    expect(requests).toHaveLength(3);
  });

  it('moves through the options with the keys, and reopens on a click on the input', async () => {
    const { actor, requests, type, wait, context, settle } = start();
    type('frac');
    wait(DEBOUNCE_MS);
    requests[0]!.resolve(ANSWER);
    await settle();
    const key = (k: string, shiftKey = false) => actor.send({ type: 'key.pressed', press: { key: k, shiftKey } });
    key('ArrowDown');
    key('ArrowDown');
    expect(context().dropdown.activeIndex).toBe(2);
    key('Escape');
    expect(context().dropdown).toEqual({ visible: false, activeIndex: 0 });
    actor.send({ type: 'input.clicked' });
    expect(context().dropdown.visible).toBe(true);
    actor.send({ type: 'dropdown.dismissed' });
    expect(context().dropdown.visible).toBe(false);
    key('ArrowDown');
    expect(context().dropdown).toEqual({ visible: true, activeIndex: 0 });
    key('ArrowUp');
    expect(context().dropdown.activeIndex).toBe(3);
  });

  it('lays the answer out in the lines measured, and keeps the active option within them', async () => {
    const { actor, requests, type, wait, context, settle } = start();
    type('frac');
    wait(DEBOUNCE_MS);
    requests[0]!.resolve(answer([bundle('skill', skills(9))]));
    await settle();
    expect(dropdownLayout(context()).options).toHaveLength(9);
    actor.send({ type: 'key.pressed', press: { key: 'ArrowUp' } });
    expect(context().dropdown.activeIndex).toBe(9);
    actor.send({ type: 'lines.measured', lineBudget: 5 });
    // A header, three results and the more-results link.
    expect(dropdownLayout(context()).options.map((o) => o.kind)).toEqual(['result', 'result', 'result', 'more']);
    expect(context().dropdown.activeIndex).toBe(0);
  });
});
