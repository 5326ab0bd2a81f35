import { Info } from 'lucide-react';
import { useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { useT } from '@/lib/i18n/i18n.ts';

/** The info icon of the events list: advice to read the details and ask the department. */
export function EventsInfoButton() {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const t = useT();
  const textId = useId();

  return (
    <>
      <button
        type="button"
        aria-label={t('tours.beforeRegister')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="inline-grid size-7 place-items-center rounded-full align-middle text-brand-700 transition-colors hover:bg-brand-100"
      >
        <Info aria-hidden="true" className="size-5" />
      </button>
      {/* Portalled: the button sits inside the page's description paragraph, a dialog may not.
          Only while open, so the page drawn on the server (which has no body to portal to) and
          the browser's first render are the same. */}
      {open &&
        createPortal(
          <Dialog open={open} onClose={() => setOpen(false)} labelledBy={titleId} describedBy={textId}>
            <div className="p-6">
              <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand-700">
                <Info aria-hidden="true" className="size-6" />
              </span>
              <h2 id={titleId} className="mt-4 text-lg font-semibold">
                {t('tours.beforeRegister')}
              </h2>
              <div id={textId} className="mt-2 space-y-2 text-sm leading-relaxed text-ink-muted">
                <p>{t('tours.infoText1')}</p>
                <p>{t('tours.infoText2')}</p>
              </div>
              <div className="mt-6 flex justify-end">
                <Button onClick={() => setOpen(false)}>{t('tours.gotIt')}</Button>
              </div>
            </div>
          </Dialog>,
          document.body,
        )}
    </>
  );
}
