import type { RemovalResult } from '@dpms/shared';
import { useDialog } from '@/components/ui/dialog-context.ts';
import { ApiRequestError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';

interface RemovalOptions<T> {
  /** The delete request (a feature's delete mutation); may say the item was archived instead. */
  mutation: { mutateAsync: (id: string) => Promise<RemovalResult | unknown>; isPending: boolean };
  /** What the toast calls the item when deleting fails, e.g. "event". */
  noun: string;
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

  async function remove(item: T): Promise<boolean> {
    const confirmed = await dialog.confirm({
      title: 'Are you sure?',
      text: "You won't be able to revert this!",
      confirmLabel: 'Yes, delete it!',
      tone: 'danger',
    });
    if (!confirmed) return false;
    const name = nameOf(item);
    try {
      const result = await mutation.mutateAsync(item.id);
      if ((result as RemovalResult | undefined)?.archived) {
        void dialog.success('Archived!', `${name} has payments, so it was archived instead of deleted.`);
      } else {
        void dialog.success('Deleted!', `${name} has been deleted.`);
      }
      return true;
    } catch (error) {
      toast.error(`Failed to delete the ${noun}`, {
        description: error instanceof ApiRequestError ? error.message : undefined,
      });
      return false;
    }
  }

  return { remove, isPending: mutation.isPending };
}
