import type { LoginInput } from '@dpms/shared/schemas';
import { api } from '@/lib/api-client.ts';

/**
 * Starts a session with e-mail and password (better-auth); the cookie comes back with the answer.
 * An account with two-factor sign-in gets no session yet: the answer says a code is needed.
 */
export async function signInWithEmail(input: LoginInput): Promise<{ twoFactorRequired: boolean }> {
  const answer = await api.post<{ twoFactorRedirect?: boolean } | undefined>(
    '/api/auth/sign-in/email',
    input,
  );
  return { twoFactorRequired: answer?.twoFactorRedirect === true };
}
