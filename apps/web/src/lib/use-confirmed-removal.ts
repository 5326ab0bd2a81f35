import type { RemovalResult } from '@dpms/shared/schemas';
import { useDialog } from '@/components/ui/dialog-context.ts';
import { ApiRequestError } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { toast } from '@/lib/toast.ts';

interface RemovalOptions<T> {
  /** The delete request (a feature's delete mutation); may say the item was archived instead. */
  mutation: { mutateAsync: (id: string) => Promise<RemovalResult | unknown>; isPending: boolean };
  /** What the toast calls the item when deleting fails, e.g. "event". */
  /** What is removed, for the failure message. */
  noun: 'event' | 'club' | 'announcement';
  /** What the dialogs call this item, e.g. the event's destination. */
  nameOf: (item: T) => string;
}

/**
 * The admin's delete flow for events, clubs and announcements: the spec's "Are you sure?"
 * dialog, the request, then "Deleted!" or "Archived!" (an item with payments is kept for the
 * records). `remove` resolves true when the item is gone from the lists.
 */
export function useConfirmedRemoval<T extends { id: string }>({ mutation, noun, nameOf }: RemovalOptions<T>) {
  const dialog = useDialog();
  const t = useT();

  async function remove(item: T): Promise<boolean> {
    const confirmed = await dialog.confirm({
      title: t('removal.title'),
      text: t('removal.text'),
      confirmLabel: t('removal.confirm'),
      tone: 'danger',
    });
    if (!confirmed) return false;
    const name = nameOf(item);
    try {
      const result = await mutation.mutateAsync(item.id);
      if ((result as RemovalResult | undefined)?.archived) {
        void dialog.success(t('removal.archivedTitle'), t('removal.archivedText', { name }));
      } else {
        void dialog.success(t('removal.deletedTitle'), t('removal.deletedText', { name }));
      }
      return true;
    } catch (error) {
      toast.error(t('removal.failed', { noun }), {
        description: error instanceof ApiRequestError ? error.message : undefined,
      });
      return false;
    }
  }

  return { remove, isPending: mutation.isPending };
}
