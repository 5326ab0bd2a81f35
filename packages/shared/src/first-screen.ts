import { PAGE_SIZES } from './constants.ts';

/** A paged list's page from the address (?page=2); anything missing or odd is page 1. */
export function pageParam(params: URLSearchParams): number {
  return Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
}

/**
 * The addresses of the reads that anyone may make and that a first screen shows. The web app's
 * queries ask for exactly these strings, so a read the browser fetched ahead (below) is the one
 * the app then uses.
 */
export const publicReads = {
  stats: '/api/stats',
  authOptions: '/api/auth-options',
  clubs: '/api/clubs',
  tours: (page: number, pageSize: number = PAGE_SIZES.events) =>
    `/api/tours?${new URLSearchParams({ page: String(page), pageSize: String(pageSize) })}`,
} as const;

/**
 * The public reads a page's first screen needs, by the page's address. The server names them in
 * the page's answer (`Link: <...>; rel=preload; as=fetch`) so that the browser fetches them
 * beside the app's code rather than after it has run. Only reads that answer anyone with a 200,
 * never one that needs a session.
 */
export function firstScreenReads(pathname: string, search = ''): string[] {
  switch (pathname) {
    case '/':
      return [publicReads.stats];
    case '/login':
      return [publicReads.authOptions];
    case '/tours':
      return [publicReads.tours(pageParam(new URLSearchParams(search)))];
    case '/clubs':
      return [publicReads.clubs];
    default:
      return [];
  }
}

/**
 * The reads of a signed-in person's own first screen: asked with their session cookie, so the
 * server names them only in the answer to a request that carries one. The web app's queries ask
 * for exactly these strings. A session that has expired answers 401 and the app asks nothing more.
 */
export const ownReads = {
  myPayments: (kind: 'tour' | 'club', page: number) =>
    `/api/me/payments?${new URLSearchParams({ kind, page: String(page) })}`,
} as const;

/** The own reads a page's first screen needs, by the page's address (for a request with a session). */
export function ownFirstScreenReads(pathname: string, search = ''): string[] {
  if (pathname !== '/my-payments') return [];
  const params = new URLSearchParams(search);
  return [ownReads.myPayments(params.get('kind') === 'club' ? 'club' : 'tour', pageParam(params))];
}

/**
 * The public first screens the server draws for a visitor with the web app's React screens
 * (decision 0053): those whose every read answers anyone (firstScreenReads), so one drawing serves
 * every visitor in that language. Only at the addresses the app links to (Events' pages 1 to 99):
 * any other query is the plain page, so no address can make the server draw and keep more.
 */
export function drawnOnServer(pathname: string, search = ''): boolean {
  if (pathname === '/tours') return search === '' || /^page=[1-9][0-9]?$/.test(search);
  return search === '' && (pathname === '/' || pathname === '/login' || pathname === '/clubs');
}

/** The id of the page's JSON block that carries the data a screen drawn on the server was drawn from. */
export const DRAWN_SCREEN_ID = 'dpms-drawn-screen';

/**
 * A signed-in person's own first screen that the server draws for them (decision 0054): My
 * Payments as the app links to it (no query), drawn for that request alone and kept by nobody.
 */
export function drawnForOwner(pathname: string, search = ''): boolean {
  return pathname === '/my-payments' && search === '';
}
