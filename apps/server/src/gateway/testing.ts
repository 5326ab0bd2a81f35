import type { FastifyInstance } from 'fastify';
import type { SandboxControls } from './sandbox/controls.ts';

/** Helpers for payment tests (ours and the payment service's). */
export { injectFetch } from './inject-fetch.ts';

/** The emulator's controls; createTestContext() runs with the sandbox on by default. */
export function sandboxOf(app: FastifyInstance): SandboxControls {
  if (!app.sandbox) throw new Error('The SSLCommerz sandbox is off in this app (SSLCOMMERZ_BASE_URL is set)');
  return app.sandbox;
}

/**
 * Posts fields the way the gateway's page makes the browser post them: a form, from the
 * gateway's origin. `url` may be absolute (a callback URL from the session) or a path.
 */
export function postCallback(app: FastifyInstance, url: string, fields: Record<string, string>) {
  const target = new URL(url, app.config.publicUrl);
  return app.inject({
    method: 'POST',
    url: target.pathname + target.search,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: new URL(app.config.sslcommerz.baseUrl).origin,
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The hidden inputs of the sandbox's "Return to merchant" form, and where it posts. */
export function returnForm(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form method="post" action="([^"]*)"/.exec(html)?.[1];
  if (action === undefined) throw new Error('No return form in this page');
  const fields: Record<string, string> = {};
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    fields[unescapeHtml(name!)] = unescapeHtml(value!);
  }
  return { action: unescapeHtml(action), fields };
}

function unescapeHtml(text: string): string {
  return text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}
