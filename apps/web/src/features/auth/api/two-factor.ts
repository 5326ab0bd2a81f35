import { api } from '@/lib/api-client.ts';

/** What setting up two-factor sign-in answers: the authenticator's otpauth:// URI and ten recovery codes. */
export interface TwoFactorSetup {
  totpURI: string;
  backupCodes: string[];
}

/** Starts setting up two-factor sign-in; the password proves it is really the account holder. */
export function enableTwoFactor(password: string): Promise<TwoFactorSetup> {
  return api.post<TwoFactorSetup>('/api/auth/two-factor/enable', { password });
}

/**
 * Sends the code an authenticator app shows (or a recovery code): after the password at sign-in,
 * and once to finish the setup. The session cookie comes back with the answer.
 */
export function verifyTwoFactorCode(code: string, kind: 'app' | 'recovery'): Promise<unknown> {
  const path =
    kind === 'app' ? '/api/auth/two-factor/verify-totp' : '/api/auth/two-factor/verify-backup-code';
  return api.post(path, { code: code.replace(/\s+/g, '') });
}

/**
 * A code from the authenticator app (or a recovery code) for the session already signed in:
 * the server asked for it before an admin page or a sensitive action (SECOND_FACTOR_REQUIRED,
 * FRESH_SIGN_IN_REQUIRED), and the action is sent again once it is taken.
 */
export function confirmSecondFactor(code: string): Promise<unknown> {
  return api.post('/api/me/second-factor', { code: code.replace(/\s+/g, '') });
}
