import type { BetterAuthPlugin } from 'better-auth';
import { genericOAuth } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';

/** better-auth's id for the one third-party provider (OIDC_ISSUER); part of the callback URL. */
export const OIDC_PROVIDER_ID = 'oidc';

/** A failed discovery is tried again by a request at least this long after the last try. */
export const OIDC_DISCOVERY_RETRY_MS = 30_000;

/** How long a request waits for a retry before answering with what is known now. */
const DISCOVERY_WAIT_MS = 5_000;

/**
 * Where the identity provider sends the browser back. The operator registers this exact URL at
 * the provider; auth/http.ts maps it onto better-auth's own `/callback/:id` endpoint.
 */
export function oidcRedirectUri(config: Config): string {
  return `${config.publicUrl}/api/auth/oauth2/callback/${OIDC_PROVIDER_ID}`;
}

/**
 * Third-party sign-in through any OpenID Connect provider (docs/decisions/0006). A new person
 * becomes a student without a student ID and must complete the profile; an e-mail the provider
 * does not vouch for gets no session.
 */
export function oidcPlugins(config: Config) {
  if (!config.oidc) return [];
  return [
    genericOAuth({
      config: [
        {
          providerId: OIDC_PROVIDER_ID,
          discoveryUrl: `${config.oidc.issuer}/.well-known/openid-configuration`,
          clientId: config.oidc.clientId,
          clientSecret: config.oidc.clientSecret,
          scopes: ['openid', 'email', 'profile'],
          pkce: true,
          redirectURI: oidcRedirectUri(config),
          requireEmailVerification: true,
        },
      ],
    }),
  ];
}

export interface OidcAvailability {
  /** Whether the login screen may offer third-party sign-in now; retries a failed discovery. */
  offered(): Promise<boolean>;
}

/** The context as every plugin's `init` sees it (our instance's type is narrowed to our options). */
type AuthContext = Parameters<NonNullable<BetterAuthPlugin['init']>>[0];

/**
 * better-auth's genericOAuth plugin reads the provider's discovery document once, in its
 * `init`, and leaves the provider out when that fails (provider down while we start). Asked
 * after a failure, and at most once every OIDC_DISCOVERY_RETRY_MS, this runs the plugin's
 * `init` again: the public plugin contract, answering the context to merge, as better-auth
 * does at start-up. Once the provider answers, its entry joins the live context's
 * `socialProviders`, which better-auth copies into every request's context (auth/base.mjs
 * in 1.7), so sign-in works from the next request on; oidc.test.ts holds that to account.
 */
export function oidcAvailability(
  /** The better-auth instance (auth.ts); only its context is read, so oidc.ts needs nothing of auth.ts. */
  auth: { $context: Promise<unknown> },
  log: FastifyBaseLogger,
): OidcAvailability {
  // better-auth's init started the first discovery when the auth instance was created.
  let lastTry = Date.now();
  let retrying: Promise<boolean> | undefined;

  async function rediscover(context: AuthContext, plugin: BetterAuthPlugin): Promise<boolean> {
    try {
      const result = await plugin.init?.(context);
      const providers = result?.context?.socialProviders as AuthContext['socialProviders'] | undefined;
      if (providers && isOffered(providers)) {
        context.socialProviders = providers;
        log.info('OIDC discovery succeeded: third-party sign-in is offered');
        return true;
      }
    } catch (error) {
      log.warn({ err: error }, 'OIDC discovery failed');
    }
    log.warn(
      `OIDC provider still unavailable; discovery is tried again in ${OIDC_DISCOVERY_RETRY_MS / 1000} s`,
    );
    return false;
  }

  return {
    async offered() {
      const context = (await auth.$context) as unknown as AuthContext;
      if (isOffered(context.socialProviders)) return true;
      const plugin = context.options.plugins?.find((p) => p.id === 'generic-oauth');
      if (!plugin) return false;
      if (!retrying && Date.now() - lastTry >= OIDC_DISCOVERY_RETRY_MS) {
        lastTry = Date.now();
        retrying = rediscover(context, plugin).finally(() => {
          retrying = undefined;
        });
      }
      return retrying ? withinWait(retrying) : false;
    },
  };
}

function isOffered(providers: AuthContext['socialProviders']): boolean {
  return providers.some((provider) => provider.id === OIDC_PROVIDER_ID);
}

/** A provider that accepts the connection but never answers must not hold the login screen. */
async function withinWait(attempt: Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DISCOVERY_WAIT_MS);
    timer.unref();
  });
  try {
    return await Promise.race([attempt, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
