import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { markActive } from './activity.ts';
import { ApiRequestError, api, askForSecondFactor, isClientError, wasDeclined } from './api-client.ts';
import { activateLocale } from './i18n/i18n.ts';
import { createQueryClient } from './query-client.ts';

function answer(body: unknown, status = 200) {
  return vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }));
}

describe('api client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON with the same-origin cookie and returns the parsed answer', async () => {
    const fetchMock = answer({ ok: true });
    vi.stubGlobal('fetch', fetchMock);

    await expect(api.post('/api/things', { a: 1 })).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith('/api/things', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Accept-Language': 'en', 'Content-Type': 'application/json' },
      body: '{"a":1}',
      signal: undefined,
    });
  });

  it('asks for answers in the language in use', async () => {
    const fetchMock = answer({ ok: true });
    vi.stubGlobal('fetch', fetchMock);
    await activateLocale('bn');

    await api.get('/api/things');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/things',
      expect.objectContaining({ headers: expect.objectContaining({ 'Accept-Language': 'bn' }) }),
    );
  });

  it('throws ApiRequestError with the status, code, message and fields of the error body', async () => {
    vi.stubGlobal(
      'fetch',
      answer({ error: { code: 'VALIDATION', message: 'Check the form', fields: { email: 'Bad' } } }, 422),
    );
    const error = await api.get('/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 422,
      code: 'VALIDATION',
      message: 'Check the form',
      fields: { email: 'Bad' },
    });
  });

  it('gives a readable error when the body is not the API error shape', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 502, code: 'HTTP_502' });
  });

  it('reads an error body only when it has the API error shape', async () => {
    for (const body of [{ error: { code: 'X' } }, { error: { code: 'X', message: 'M', fields: { a: 1 } } }]) {
      vi.stubGlobal('fetch', answer(body, 400));
      await expect(api.get('/api/x')).rejects.toMatchObject({ status: 400, code: 'HTTP_400' });
    }
  });

  it("parses an answer with the caller's schema in development and tests (decision 0026)", async () => {
    vi.stubGlobal('fetch', answer({ count: 'three' }));
    const schema = z.object({ count: z.number() });
    await expect(api.get('/api/x', import.meta.env.DEV ? schema : undefined)).rejects.toThrow();
  });

  it('turns a network failure into status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('accepts an empty answer', async () => {
    vi.stubGlobal('fetch', answer(undefined, 204));
    await expect(api.delete('/api/x')).resolves.toBeUndefined();
  });
});

describe('query client (SPEC section 9)', () => {
  const { queries, mutations } = createQueryClient().getDefaultOptions();
  const retry = queries?.retry as (count: number, error: unknown) => boolean;
  const retryDelay = queries?.retryDelay as (attempt: number) => number;

  it('keeps unused data 5 minutes and never retries mutations', () => {
    expect(queries?.gcTime).toBe(300_000);
    expect(mutations?.retry).toBe(0);
  });

  it('retries a failed query 3 times, but never a 4xx', () => {
    const serverError = new ApiRequestError(500, 'INTERNAL', 'Oops');
    expect([0, 1, 2, 3].map((count) => retry(count, serverError))).toEqual([true, true, true, false]);
    expect(retry(0, new ApiRequestError(404, 'NOT_FOUND', 'Missing'))).toBe(false);
    expect(isClientError(new ApiRequestError(429, 'TOO_MANY_REQUESTS', 'Slow down'))).toBe(true);
  });

  it('waits 1 s, doubling up to 30 s, between retries', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });
});

describe('requests with nobody at the screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("are marked as the page's own after a minute without input, and not once the person is back", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fetchMock = answer({ ok: true });
    vi.stubGlobal('fetch', fetchMock);
    markActive();
    await api.get('/api/admin/payments/waiting');
    vi.setSystemTime(Date.now() + 61_000);
    await api.get('/api/admin/payments/waiting');
    markActive();
    await api.get('/api/admin/payments/waiting');
    const marked = fetchMock.mock.calls.map(
      (call) =>
        (call as unknown as [string, { headers: Record<string, string> }])[1].headers['X-DPMS-Background'],
    );
    expect(marked).toEqual([undefined, '1', undefined]);
  });
});

describe('a request the server wants a code for', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    askForSecondFactor(undefined);
  });
  const refusal = () =>
    new Response(JSON.stringify({ error: { code: 'FRESH_SIGN_IN_REQUIRED', message: 'Enter a code.' } }), {
      status: 403,
    });

  it('is sent again once the person entered the code', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(refusal())
      .mockResolvedValueOnce(new Response(JSON.stringify({ refunded: true })));
    vi.stubGlobal('fetch', fetchMock);
    const asked: string[] = [];
    askForSecondFactor(async (error) => {
      asked.push(error.message);
      return true;
    });
    await expect(api.post('/api/admin/payments/a1/refund', { reason: 'Twice' })).resolves.toEqual({
      refunded: true,
    });
    expect(asked).toEqual(['Enter a code.']);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]?.[1]).toMatchObject({ body: '{"reason":"Twice"}' });
  });

  it('is left undone, and says so, when the person closes the prompt', async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(refusal());
    vi.stubGlobal('fetch', fetchMock);
    askForSecondFactor(async () => false);
    const failure = await api.post('/api/admin/payments/a1/refund', {}).catch((error: unknown) => error);
    expect(wasDeclined(failure)).toBe(true);
    expect(failure).toMatchObject({ status: 403, message: 'Enter a code.' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
