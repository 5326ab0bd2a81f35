import { type Mock, vi } from 'vitest';

type Answer = Response | Promise<Response>;
/** Answers one request; gets the parsed JSON body, if any. */
export type Handler = (body: unknown, request: Request) => Answer;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function apiError(status: number, code: string, message: string): Response {
  return json({ error: { code, message } }, status);
}

/**
 * An answer held back until the test releases it, for loading states. Every request the handler
 * gets waits for the same release, however early or late it comes, and gets a fresh response.
 */
export function heldAnswer(make: () => Response): { handler: Handler; release: () => void } {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { handler: () => released.then(make), release };
}

/** The key like "GET /api/me/payments/:id/ticket" whose `:params` match `key`, if one does. */
function patternKeyOf(handlers: Record<string, Handler>, key: string): string | undefined {
  return Object.keys(handlers).find(
    (pattern) =>
      pattern.includes('/:') && new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}$`).test(key),
  );
}

/**
 * Replaces fetch with a table of handlers keyed "METHOD /path", e.g. "GET /api/me", or with
 * `:params` ("GET /api/me/payments/:id/ticket") where a test does not care which. The real
 * API client and query cache run unchanged; an unexpected request fails the test.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const handler = handlers[key] ?? handlers[patternKeyOf(handlers, key) ?? ''];
    if (!handler) {
      console.error(`Unexpected request in test: ${key}`);
      return apiError(501, 'NOT_MOCKED', `No mock for ${key}`);
    }
    const text = await request.text();
    return handler(text ? JSON.parse(text) : undefined, request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Answers a request never, so a screen not under test (home, after signing in) needs no data. */
export const pending = () => new Promise<Response>(() => {});

type FetchMock = Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;

/**
 * Answers a multipart POST to `path` (an upload) with the form data as sent. mockApi rebuilds each
 * call as a Request, which jsdom's FormData cannot pass through, so uploads are caught first.
 */
export function mockMultipart(
  fetchMock: FetchMock,
  path: string,
  answer: (form: FormData) => Response | Promise<Response>,
) {
  const others = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input, init) => {
    if (String(input) === path && init?.method === 'POST' && init.body instanceof FormData) {
      return answer(init.body);
    }
    if (!others) throw new Error('fetch is not mocked');
    return others(input, init);
  });
}
