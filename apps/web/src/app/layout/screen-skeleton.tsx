import { useMatches } from 'react-router';
import { type MessageId, useT } from '@/lib/i18n/i18n.ts';

/**
 * What a route's `handle` tells the first paint about its screen while the screen's code is still
 * on its way: the title it shows, and the shape of its content.
 */
export type ScreenHandle = {
  title?: MessageId;
  /**
   * "banner": Home's picture; "cards": the events' and clubs' grids; "form": a sign-in card;
   * a plain panel otherwise.
   */
  shape?: 'banner' | 'cards' | 'form';
};

// Only the placeholders pulse; the title is the real one.
const pulse = 'motion-safe:animate-pulse';
const block = `rounded-xl bg-slate-200/70 ${pulse}`;

/**
 * The first screen's placeholder inside the layout, painted as soon as the app starts: its title
 * where the route names one, in the places the screen's own header puts it, and grey blocks
 * where the content comes, so the page does not jump when the screen arrives.
 */
export function ScreenSkeleton() {
  const t = useT();
  const handle = useMatches()
    .map((match) => match.handle as ScreenHandle | undefined)
    .findLast((h) => h !== undefined);

  return (
    <div role="status" aria-label={t('ui.loading')}>
      {handle?.shape === 'banner' ? (
        <div className={`aspect-[2/1] w-full rounded-2xl bg-slate-200 sm:aspect-[3/1] ${pulse}`} />
      ) : handle?.shape === 'form' ? (
        // The sign-in screen: the language switch, then the card with its title.
        <div className="mx-auto w-full max-w-md py-4 sm:py-10">
          <div className={`${block} mb-4 ml-auto h-7 w-36`} />
          <div className="rounded-xl border border-line bg-white p-6 shadow-card sm:p-8">
            {handle.title && (
              <p aria-hidden="true" className="text-center text-2xl font-bold tracking-tight text-ink">
                {t(handle.title)}
              </p>
            )}
            <div className={`${block} mx-auto mt-2.5 mb-8 h-4 w-64 max-w-full`} />
            <div className={`${block} h-64 w-full`} />
          </div>
        </div>
      ) : (
        <>
          <div aria-hidden="true" className="mb-6">
            {handle?.title ? (
              <p className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t(handle.title)}</p>
            ) : (
              <div className={`${block} h-8 w-56 max-w-full sm:h-9`} />
            )}
            <div className={`${block} mt-2.5 h-4 w-80 max-w-full sm:h-5`} />
          </div>
          {handle?.shape === 'cards' ? (
            <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
              {[0, 1, 2].map((card) => (
                <div key={card} className="overflow-hidden rounded-xl border border-line bg-white">
                  <div className={`aspect-[16/10] bg-slate-200/70 ${pulse}`} />
                  <div className="space-y-3 p-5">
                    <div className={`${block} h-5 w-2/3`} />
                    <div className={`${block} h-4 w-full`} />
                  </div>
                </div>
              ))}
            </div>
          ) : (
            <div className={`${block} h-64 w-full`} />
          )}
        </>
      )}
    </div>
  );
}
