import { api } from '@/lib/api-client.ts';
import { paths } from '@/lib/paths.ts';

/** Mails a fresh verification link (the old one may have expired); it leads back to the login page. */
export function sendVerificationEmail(email: string): Promise<unknown> {
  return api.post('/api/auth/send-verification-email', { email, callbackURL: paths.login });
}
