import { CircleX } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { useT } from '@/lib/i18n/i18n.ts';

/** The error dialog of SPEC section 8 ("Only teachers can be promoted to admin."); closed with OK. */
export function ErrorDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  const titleId = useId();
  const t = useT();
  const textId = useId();
  return (
    <Dialog open={message !== null} onClose={onClose} labelledBy={titleId} describedBy={textId}>
      <div className="p-6 text-center">
        <span className="mx-auto grid size-12 place-items-center rounded-full bg-danger-50 text-danger-600">
          <CircleX aria-hidden="true" className="size-6" />
        </span>
        <h2 id={titleId} className="mt-4 text-lg font-semibold">
          {t('users.error')}
        </h2>
        <p id={textId} className="mt-2 text-sm text-ink-muted">
          {message}
        </p>
        <Button className="mt-6" onClick={onClose}>
          {t('ui.ok')}
        </Button>
      </div>
    </Dialog>
  );
}
