import { describe, expect, it } from 'vitest';
import { HttpError } from '../../shared/http/http-error';
import { fetchQuestion, limitReachedSkillCount, submitAnswer } from './practice-api';
import { feedback, question } from './practice-fixtures';

/** A fetch answering `body` with `status`, recording each request. */
function fakeFetch(status: number, body: unknown) {
  const requests: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    requests.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { fetchImpl, requests };
}

describe('practice calls', () => {
  it('asks for a question of the skill and reads it', async () => {
    const { fetchImpl, requests } = fakeFetch(200, question({ art: { kind: 'clock', hour: 3, minute: 45 } }));
    await expect(fetchQuestion('PC12', { fetchImpl })).resolves.toMatchObject({ questionKey: 'qk-1', art: { kind: 'clock', hour: 3, minute: 45 } });
    expect(requests[0]?.url).toBe('/practice/PC12/question');
    expect(requests[0]?.init.method).toBe('GET');
  });

  it('drops a picture it cannot draw but keeps the question; refuses a choice question without choices', async () => {
    const unknownArt = fakeFetch(200, { ...question(), art: { kind: 'hologram' } });
    const read = await fetchQuestion('PC12', { fetchImpl: unknownArt.fetchImpl });
    expect(read.art).toBeUndefined();
    expect(read.prompt).toBe('What is 7 + 5?');

    const noChoices = fakeFetch(200, question({ answerType: 'choice', choices: [] }));
    await expect(fetchQuestion('PC12', { fetchImpl: noChoices.fetchImpl })).rejects.toMatchObject({ errorKey: 'app.error.unexpectedResponse' });
  });

  it('sends an answer as JSON with the question’s Idempotency-Key and reads the feedback', async () => {
    const { fetchImpl, requests } = fakeFetch(200, feedback());
    await expect(submitAnswer('PC12', { questionKey: 'qk-1', response: '12', secondsSpent: 9 }, 'key-1', { fetchImpl })).resolves.toEqual(feedback());
    const [request] = requests;
    expect(request?.url).toBe('/practice/PC12/answer');
    expect(request?.init.method).toBe('POST');
    expect(JSON.parse(String(request?.init.body))).toEqual({ questionKey: 'qk-1', response: '12', secondsSpent: 9 });
    expect(request?.init.headers).toMatchObject({ 'Content-Type': 'application/json', 'Idempotency-Key': 'key-1' });
  });

  it('reads the visitor limit and its skill count from the refusal', async () => {
    const { fetchImpl } = fakeFetch(403, { error: 'practice.limit_reached', numTotalSkillsInEdition: 8_700 });
    const error = await submitAnswer('PC12', { questionKey: 'qk-1', response: '12', secondsSpent: 9 }, 'key-1', { fetchImpl }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(limitReachedSkillCount(error)).toBe(8_700);
    expect(limitReachedSkillCount(new HttpError(403, 'practice.limit_reached'))).toBeNull();
    expect(limitReachedSkillCount(new HttpError(409, 'practice.already_answered'))).toBeUndefined();
  });
});
