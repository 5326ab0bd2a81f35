import type { FastifyInstance } from 'fastify';

/**
 * A fetch that answers requests to the app's own PUBLIC_URL through app.inject, so the real
 * adapter and the sandbox's IPN sender can talk to this same process without a listening
 * socket: in tests nothing listens (and port 3000 may be someone else's server), and behind a
 * proxy the server may not be able to reach its own public address. It honours the request's
 * AbortSignal, so timeouts behave as with a real fetch. Other origins go to `others`, or fail
 * like an unreachable host when none is given.
 */
export function injectFetch(app: FastifyInstance, options: { others?: typeof fetch } = {}): typeof fetch {
  const ownOrigin = new URL(app.config.publicUrl).origin;
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== ownOrigin) {
      if (options.others) return options.others(input, init);
      throw new TypeError(`fetch failed: ${url.origin} is not this app (${ownOrigin})`);
    }
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const pending = app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      ...(payload ? { payload } : {}),
    });
    const res = await untilAborted(pending, request.signal);
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (Array.isArray(value)) for (const v of value) headers.append(name, v);
      else if (value !== undefined) headers.set(name, String(value));
    }
    const bodyless = [204, 205, 304].includes(res.statusCode) || request.method === 'HEAD';
    return new Response(bodyless ? null : res.rawPayload, { status: res.statusCode, headers });
  };
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
