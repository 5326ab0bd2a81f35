/**
 * The better-auth endpoints DPMS uses, and nothing else: every other path under /api/auth answers
 * 404 before better-auth sees it (profile edits go through PATCH /api/me, which validates them).
 * Paths are matched exactly, after the canonical-path check (plugins/canonical-path.ts).
 *
 * `guard` names what protects the endpoint:
 * - `signIn`: the per-address attempt limit, then the failed-password holds (sign-in-guard.ts);
 * - `currentPassword`: failed-password holds on the signed-in user, and the common-password rule;
 * - `mailLinks`: mails per address and per recipient;
 * - `tokens`: attempts per address at a one-time link's token, and the common-password rule;
 * - `none`: nothing to guess or to send.
 */
export type AuthGuard = 'signIn' | 'currentPassword' | 'mailLinks' | 'tokens' | 'none';

interface AuthEndpoint {
  pattern: RegExp;
  methods: readonly ('GET' | 'POST')[];
  guard: AuthGuard;
}

const POST = ['POST'] as const;
const GET = ['GET'] as const;

export const AUTH_ENDPOINTS: readonly AuthEndpoint[] = [
  { pattern: /^\/sign-in\/email$/, methods: POST, guard: 'signIn' },
  { pattern: /^\/sign-out$/, methods: POST, guard: 'none' },
  { pattern: /^\/send-verification-email$/, methods: POST, guard: 'mailLinks' },
  { pattern: /^\/verify-email$/, methods: GET, guard: 'tokens' },
  { pattern: /^\/request-password-reset$/, methods: POST, guard: 'mailLinks' },
  { pattern: /^\/reset-password\/[\w-]+$/, methods: GET, guard: 'tokens' },
  { pattern: /^\/reset-password$/, methods: POST, guard: 'tokens' },
  { pattern: /^\/change-password$/, methods: POST, guard: 'currentPassword' },
  // "Sign out everywhere".
  { pattern: /^\/revoke-sessions$/, methods: POST, guard: 'none' },
  // Two-factor sign-in (required of admins): set up with the password, then a code from the app
  // (or a recovery code) at each sign-in; better-auth locks a sign-in after 5 wrong codes.
  { pattern: /^\/two-factor\/enable$/, methods: POST, guard: 'currentPassword' },
  { pattern: /^\/two-factor\/generate-backup-codes$/, methods: POST, guard: 'currentPassword' },
  { pattern: /^\/two-factor\/verify-totp$/, methods: POST, guard: 'tokens' },
  { pattern: /^\/two-factor\/verify-backup-code$/, methods: POST, guard: 'tokens' },
  // Third-party sign-in (mapped onto better-auth's own names in forwarded()).
  { pattern: /^\/sign-in\/oauth2$/, methods: POST, guard: 'signIn' },
  { pattern: /^\/oauth2\/callback\/[\w-]+$/, methods: ['GET', 'POST'], guard: 'tokens' },
];

/** better-auth endpoints we never use, switched off in better-auth too (defence in depth). */
export const DISABLED_AUTH_PATHS = [
  '/sign-up/email',
  '/update-user',
  '/update-session',
  '/verify-password',
  '/change-email',
  '/delete-user',
  '/set-password',
  // An admin may not switch two-factor sign-in off; codes by mail or SMS are not offered.
  '/two-factor/disable',
  '/two-factor/get-totp-uri',
  '/two-factor/send-otp',
  '/two-factor/verify-otp',
];

/** The endpoint a request to `/api/auth<path>` may reach, or undefined (404). */
export function authEndpointFor(method: string, path: string): AuthEndpoint | undefined {
  return AUTH_ENDPOINTS.find(
    (e) => e.pattern.test(path) && (e.methods as readonly string[]).includes(method),
  );
}
