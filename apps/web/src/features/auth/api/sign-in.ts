import type { LoginInput } from '@dpms/shared';
import { api } from '@/lib/api-client.ts';

/** Starts a session with e-mail and password (better-auth); the cookie comes back with the answer. */
export function signInWithEmail(input: LoginInput): Promise<unknown> {
  return api.post('/api/auth/sign-in/email', input);
}
