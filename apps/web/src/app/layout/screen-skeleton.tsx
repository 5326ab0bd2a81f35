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

const block = 'rounded-xl bg-slate-200/70';

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
    <div role="status" aria-label={t('ui.loading')} className="motion-safe:animate-pulse">
      {handle?.shape === 'banner' ? (
        <div className="aspect-[2/1] w-full rounded-2xl bg-slate-200 sm:aspect-[3/1]" />
      ) : handle?.shape === 'form' ? (
        <div className="mx-auto w-full max-w-md py-4 sm:py-10">
          <div className={`${block} mt-14 h-96 w-full`} />
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
                  <div className="aspect-[16/10] bg-slate-200/70" />
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
