import { Info } from 'lucide-react';
import { useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';

/** The info icon of the events list: advice to read the details and ask the department. */
export function EventsInfoButton() {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const textId = useId();

  return (
    <>
      <button
        type="button"
        aria-label="Before you register"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="inline-grid size-7 place-items-center rounded-full align-middle text-brand-700 transition-colors hover:bg-brand-100"
      >
        <Info aria-hidden="true" className="size-5" />
      </button>
      {/* Portalled: the button sits inside the page's description paragraph, a dialog may not. */}
      {createPortal(
        <Dialog open={open} onClose={() => setOpen(false)} labelledBy={titleId} describedBy={textId}>
          <div className="p-6">
            <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand-700">
              <Info aria-hidden="true" className="size-6" />
            </span>
            <h2 id={titleId} className="mt-4 text-lg font-semibold">
              Before you register
            </h2>
            <div id={textId} className="mt-2 space-y-2 text-sm leading-relaxed text-ink-muted">
              <p>
                Please review the event details carefully: the itinerary, what is included, the health and
                safety notes and the payment and cancellation terms.
              </p>
              <p>
                If anything is unclear, or you have special needs, contact the department office before you
                pay.
              </p>
            </div>
            <div className="mt-6 flex justify-end">
              <Button onClick={() => setOpen(false)}>Got it</Button>
            </div>
          </div>
        </Dialog>,
        document.body,
      )}
    </>
  );
}
