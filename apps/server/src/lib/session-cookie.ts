/**
 * Whether a request carries a session cookie (better-auth's `dpms.session_token`, auth/auth.ts).
 * Only a hint for what may be shared or drawn: who is signed in is decided by the session found.
 */
export function hasSessionCookie(request: { headers: { cookie?: string | undefined } }): boolean {
  return (request.headers.cookie ?? '').includes('session_token');
}
