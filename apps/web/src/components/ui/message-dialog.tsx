import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useT } from '@/lib/i18n/i18n.ts';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { IconBadge } from './icon-badge.tsx';

type MessageDialogProps = {
  open: boolean;
  icon: LucideIcon;
  tone: 'brand' | 'danger';
  title: string;
  /** The sentence under the title, which describes the dialog; none, no description. */
  text?: string;
  /** Escape, the backdrop and OK all close it. */
  onClose: () => void;
};

/** A message that only needs reading: an icon, a title, a sentence and OK (a success, an error). */
export function MessageDialog({ open, icon, tone, title, text, onClose }: MessageDialogProps) {
  const t = useT();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} describedBy={text ? textId : undefined}>
      <div className="p-6 text-center">
        <IconBadge icon={icon} tone={tone} centered />
        <h2 id={titleId} className="mt-4 text-lg font-semibold">
          {title}
        </h2>
        {text && (
          <p id={textId} className="mt-2 text-sm text-ink-muted">
            {text}
          </p>
        )}
        <Button className="mt-6" onClick={onClose}>
          {t('ui.ok')}
        </Button>
      </div>
    </Dialog>
  );
}
