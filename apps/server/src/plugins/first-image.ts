import { pageParam, publicReads } from '@dpms/shared/first-screen';
import { cardImagePreload, HOME_BANNER_PRELOAD } from '@dpms/shared/images';
import type { FastifyInstance } from 'fastify';

/** The list whose first card a page shows at the top, by the page's address. */
function listReadOf(pathname: string, search: string): string | undefined {
  if (pathname === '/clubs') return publicReads.clubs;
  if (pathname === '/tours' && pageParam(new URLSearchParams(search)) === 1) return publicReads.tours(1);
  return undefined;
}

/**
 * The preload of the image that is the page's largest paint on a phone, for the page's own answer
 * (decision 0033): without it the browser asks for it only once the app's code has run and drawn
 * the screen. Home's banner is always the same; on Events and Clubs it is the first card's image,
 * read through the app's own public read (its cached copy) and read again when the public cache's
 * version moves, which any write to what the lists show does, on any instance.
 *
 * A page never waits for that read again once one is known: in a deadline rush every payment
 * moves the version, and every Events page behind it waited on a list read (it was the rush's
 * slowest page). The last known link goes out at once, the read runs beside it, and its answer
 * serves the next page. A hint one write old costs at most one needless image fetch; the screen
 * itself is never drawn from it. Only the first page of a list, before any read has answered,
 * waits, and never longer than `waitMs` (a slow or failing read leaves the hint out).
 */
export function firstScreenImages(app: FastifyInstance, { waitMs = 150 } = {}) {
  const known = new Map<string, { version: number; link: string | undefined }>();
  const reading = new Map<string, Promise<string | undefined>>();

  async function read(url: string): Promise<string | undefined> {
    const version = app.publicCache.version;
    const res = await app.inject({ method: 'GET', url });
    if (res.statusCode !== 200) return undefined; // not kept: asked again next time
    const first = (res.json() as { items?: { imageUrl?: unknown }[] }).items?.[0]?.imageUrl;
    const link = typeof first === 'string' ? cardImagePreload(first) : undefined;
    known.set(url, { version, link });
    return link;
  }

  /** The list's read, one at a time however many pages ask; only a first page awaits it. */
  function oneReadOf(url: string): Promise<string | undefined> {
    let pending = reading.get(url);
    if (!pending) {
      pending = read(url)
        .catch(() => undefined)
        .finally(() => reading.delete(url));
      reading.set(url, pending);
    }
    return pending;
  }

  return {
    preloadFor(pathname: string, search: string): string | undefined | Promise<string | undefined> {
      if (pathname === '/') return HOME_BANNER_PRELOAD;
      const url = listReadOf(pathname, search);
      if (!url) return undefined;
      const hit = known.get(url);
      if (hit) {
        if (hit.version !== app.publicCache.version) void oneReadOf(url);
        return hit.link;
      }
      return Promise.race([
        oneReadOf(url),
        new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), waitMs).unref()),
      ]);
    },
  };
}
