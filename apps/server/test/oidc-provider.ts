import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
// @ts-expect-error oidc-provider ships no types; the test that drives it checks what matters.
import Provider from 'oidc-provider';
import { expect } from 'vitest';

/**
 * The one person the test identity provider knows. Besides the standard claims, the profile
 * carries DPMS field names, as a careless or hostile provider might: none may reach the account.
 */
export const OIDC_USER = {
  sub: 'uni-2020-0042',
  email: 'farhan.kabir@uni.example.edu',
  name: 'Farhan Kabir',
  role: 'admin',
  studentId: '2020999900001111',
  batch: '12th',
};

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** How many times the discovery document was asked for. */
  discoveryRequests(): number;
  close(): Promise<void>;
}

export interface ProviderOptions {
  /** A fixed port (from `freePort`), for a provider that starts after the app; else any free one. */
  port?: number;
  /** The client secret, to start the same provider again after `close`. */
  clientSecret?: string;
}

/** A loopback port nobody listens on right now, to start a provider on later. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * A real OpenID Connect provider (oidc-provider) on an ephemeral loopback port, with one client
 * whose redirect URI is our callback. Its development login and consent pages accept any login;
 * every login resolves to OIDC_USER with a verified e-mail.
 */
export async function startOidcProvider(
  publicUrl: string,
  options: ProviderOptions = {},
): Promise<TestOidcProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'dpms-test';
  const clientSecret = options.clientSecret ?? randomBytes(24).toString('hex');
  let discoveryRequests = 0;

  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const provider = quietly(
    () =>
      new Provider(issuer, {
        clients: [
          {
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uris: [`${publicUrl}/api/auth/oauth2/callback/oidc`],
            grant_types: ['authorization_code'],
            response_types: ['code'],
            token_endpoint_auth_method: 'client_secret_basic',
          },
        ],
        claims: {
          openid: ['sub'],
          email: ['email', 'email_verified'],
          profile: ['name', 'role', 'studentId', 'batch'],
        },
        cookies: { keys: [randomBytes(16).toString('hex')] },
        jwks: { keys: [{ ...signingKey, kid: 'test', use: 'sig', alg: 'RS256' }] },
        pkce: { required: () => true },
        features: { devInteractions: { enabled: true } },
        ttl: {
          AccessToken: 600,
          AuthorizationCode: 60,
          IdToken: 600,
          Interaction: 600,
          Session: 600,
          Grant: 600,
        },
        findAccount: async (_ctx: unknown, sub: string) => ({
          accountId: sub,
          claims: async () => ({ ...OIDC_USER, sub, email_verified: true }),
        }),
      }),
  );
  server.on('request', (request) => {
    if (request.url?.startsWith('/.well-known/openid-configuration')) discoveryRequests++;
  });
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    discoveryRequests: () => discoveryRequests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * oidc-provider warns on start about its development conveniences (in-memory storage, the
 * login pages, Node 20); those are the point here, so the warnings are kept out of the output.
 */
function quietly<T>(make: () => T): T {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).startsWith('oidc-provider WARNING')) warn(...args);
  };
  try {
    return make();
  } finally {
    console.warn = warn;
  }
}

/**
 * Plays the browser through the provider: follows its redirects by hand, submits the login page
 * (as `login`) and the consent page, and stops at the first URL outside the provider (our
 * callback), which it returns.
 */
export async function completeProviderLogin(authorizeUrl: string, login = OIDC_USER.sub): Promise<string> {
  const jar = new CookieJar();
  const origin = new URL(authorizeUrl).origin;
  let url = authorizeUrl;
  for (let step = 0; step < 10 && new URL(url).origin === origin; step++) {
    let res = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(res.headers.getSetCookie());
    if (res.status === 200) {
      const page = await res.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
      const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
      if (!action || !prompt) throw new Error(`unexpected provider page at ${url}`);
      const form = new URLSearchParams({ prompt, login, password: 'anything' });
      res = await fetch(new URL(action, url), {
        method: 'POST',
        redirect: 'manual',
        body: form,
        headers: { cookie: jar.header() },
      });
      jar.store(res.headers.getSetCookie());
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`provider answered ${res.status} without a redirect at ${url}`);
    url = new URL(location, url).toString();
  }
  return url;
}

/** A cookie jar for hand-followed redirects: name=value, paths and expiry ignored. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(setCookie: string[] | string | undefined): void {
    const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
    for (const line of list) {
      const pair = line.split(';')[0] ?? '';
      const eq = pair.indexOf('=');
      if (eq < 1) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** Starts sign-in as the web app does; returns the provider's authorize URL and our cookies. */
export async function startSignIn(app: FastifyInstance) {
  const jar = new CookieJar();
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/oauth2',
    payload: { providerId: 'oidc', callbackURL: '/' },
  });
  expect(res.statusCode).toBe(200);
  jar.store(res.headers['set-cookie']);
  return { jar, authorizeUrl: res.json().url as string };
}

/**
 * The whole code flow: our start, the provider's login and consent, our callback; `language` is
 * the visitor's `dpms_lang` cookie, sent with the callback as the browser would.
 */
export async function signInThroughProvider(app: FastifyInstance, publicUrl: string, language?: 'en' | 'bn') {
  const { jar, authorizeUrl } = await startSignIn(app);
  const callbackUrl = await completeProviderLogin(authorizeUrl);
  expect(callbackUrl.startsWith(`${publicUrl}/api/auth/oauth2/callback/oidc?`)).toBe(true);
  const callback = await app.inject({
    method: 'GET',
    url: callbackUrl.slice(publicUrl.length),
    headers: { cookie: language ? `${jar.header()}; dpms_lang=${language}` : jar.header() },
  });
  jar.store(callback.headers['set-cookie']);
  return { callback, cookie: jar.header() };
}

/** The provider as DPMS's environment names it (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET). */
export function oidcEnv(idp: TestOidcProvider): Record<string, string> {
  return { OIDC_ISSUER: idp.issuer, OIDC_CLIENT_ID: idp.clientId, OIDC_CLIENT_SECRET: idp.clientSecret };
}
