import { api } from '@/lib/api-client.ts';

/** Ends the session on the server (better-auth wants a JSON body, even an empty one). */
export function signOut(): Promise<unknown> {
  return api.post('/api/auth/sign-out', {});
}
