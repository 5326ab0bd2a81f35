import { paths } from '@/lib/paths.ts';

/**
 * The same-app path a guard (or a link) remembered in `state.from`, or null. Only paths inside
 * the app are accepted, never the login page itself.
 */
export function originPath(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const from = state.from;
  if (typeof from !== 'object' || from === null || !('pathname' in from)) return null;
  const { pathname } = from;
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) return null;
  if (pathname === paths.login) return null;
  const search = 'search' in from && typeof from.search === 'string' ? from.search : '';
  const hash = 'hash' in from && typeof from.hash === 'string' ? from.hash : '';
  return `${pathname}${search}${hash}`;
}

/**
 * Where to go after signing in: the page a guard turned the visitor away from (its
 * `state.from`, see RequireAuth), else home.
 */
export function redirectTarget(state: unknown): string {
  return originPath(state) ?? paths.home;
}
