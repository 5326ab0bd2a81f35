import { api } from '@/lib/api-client.ts';
import { paths } from '@/lib/paths.ts';

/**
 * Asks better-auth to mail a reset link. The link goes through /api/auth/reset-password/<token>,
 * which sends the browser to /reset-password?token=<token> (or ?error=INVALID_TOKEN).
 */
export function requestPasswordReset(email: string): Promise<unknown> {
  return api.post('/api/auth/request-password-reset', { email, redirectTo: paths.resetPassword });
}
