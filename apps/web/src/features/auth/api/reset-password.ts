import { api } from '@/lib/api-client.ts';

/** Sets a new password with the token from the reset link; better-auth ends every other session. */
export function resetPassword(input: { newPassword: string; token: string }): Promise<unknown> {
  return api.post('/api/auth/reset-password', input);
}
