import { CircleX } from 'lucide-react';
import { MessageDialog } from '@/components/ui/message-dialog.tsx';
import { useT } from '@/lib/i18n/i18n.ts';

/** The error dialog of SPEC section 8 ("Only teachers can be promoted to admin."); closed with OK. */
export function ErrorDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  const t = useT();
  return (
    <MessageDialog
      open={message !== null}
      icon={CircleX}
      tone="danger"
      title={t('users.error')}
      text={message ?? undefined}
      onClose={onClose}
    />
  );
}
