/** The mark the server puts on a page sent to a browser without a session cookie (server plugins/web-app.ts). */
const SELECTOR = 'meta[name="dpms-signed-out"]';

/**
 * True once when the page came marked signed out, so the app starts as a visitor without asking
 * /api/session first (and draws its first screen once). The mark is removed as it is read: it
 * describes the page's first moment only, and a later sign-in must never be taken back by it.
 */
export function takeSignedOutHint(doc: Document | undefined = globalThis.document): boolean {
  const mark = doc?.querySelector(SELECTOR);
  if (!mark) return false;
  mark.remove();
  return true;
}
