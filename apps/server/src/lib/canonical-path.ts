/** A character that asks isCanonicalPath for its full look. */
const PLAIN_PATH_NEEDS_LOOK = /[#\\%.]/;

/**
 * The one spelling of a request path that routes, limits and handlers are matched against.
 *
 * A path is canonical when nothing would change it: no `.` or `..` segment, no empty segment
 * (`//`), no fragment (`#`), no backslash, and no percent-encoded character that needs no
 * encoding (`%2e`, `%41`) or that would change the segments (`%2f`, `%5c`). A path that is not
 * canonical is refused before any limit sees it (plugins/canonical-path.ts), so a rule written for
 * `/api/auth/sign-in/email` cannot be walked around as `/api/auth/sign-in/./email`.
 */
export function isCanonicalPath(url: string): boolean {
  const query = url.indexOf('?');
  const pathname = query === -1 ? url : url.slice(0, query);
  if (!pathname.startsWith('/')) return false;
  // Most paths (every one the app links to) have no dot, percent sign, # or backslash: then only
  // an empty segment can be wrong. This runs on every request (decision 0027).
  if (!PLAIN_PATH_NEEDS_LOOK.test(pathname)) return !pathname.includes('//');
  if (/[#\\]/.test(pathname)) return false;
  for (const match of pathname.matchAll(/%([0-9a-fA-F]{2})/g)) {
    const char = String.fromCharCode(Number.parseInt(match[1] ?? '', 16));
    if (/[A-Za-z0-9\-._~/\\]/.test(char)) return false;
  }
  if (pathname === '/') return true;
  const segments = pathname.slice(1).split('/');
  return segments.every(
    (segment, i) => segment !== '.' && segment !== '..' && (segment !== '' || i === segments.length - 1),
  );
}
