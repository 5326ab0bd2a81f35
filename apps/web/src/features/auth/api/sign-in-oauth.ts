import { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { paths } from '@/lib/paths.ts';

/** The id of the server's OIDC provider (better-auth genericOAuth `providerId`). */
export const OIDC_PROVIDER_ID = 'oidc';

/**
 * Asks the server where to send the browser for third-party (OIDC) sign-in (the server maps this
 * genericOAuth path onto better-auth's /sign-in/social). A first-time user
 * lands on My Profile, where a student completes the profile (student ID and batch); a failure
 * comes back to the login page as ?error=<code>.
 */
export async function getOAuthSignInUrl(): Promise<string> {
  const { url } = await api.post(
    '/api/auth/sign-in/oauth2',
    {
      providerId: OIDC_PROVIDER_ID,
      callbackURL: paths.home,
      newUserCallbackURL: paths.myProfile,
      errorCallbackURL: paths.login,
      disableRedirect: true,
    },
    import.meta.env.DEV ? z.object({ url: z.string() }) : undefined,
  );
  // Production builds do not parse answers (decision 0026): never send the browser to "undefined".
  if (typeof url !== 'string' || url === '') throw new Error('The sign-in service gave no address to go to.');
  return url;
}
