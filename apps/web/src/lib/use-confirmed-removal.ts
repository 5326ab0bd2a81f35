import type { RemovalResult } from '@dpms/shared';
import { toast } from 'sonner';
import { useDialog } from '@/components/ui/dialog-context.ts';
import { ApiRequestError } from '@/lib/api-client.ts';

interface RemovalOptions {
  /** The delete request; may say the item was archived instead (it has payments). */
  remove: (id: string) => Promise<RemovalResult | unknown>;
  /** What the toast calls the item when deleting fails, e.g. "event". */
  noun: string;
}

/**
 * The admin's delete flow for events, clubs and announcements: the spec's "Are you sure?"
 * dialog, the request, then "Deleted!" or "Archived!" (an item with payments is kept for the
 * records). Resolves true when the item is gone from the lists.
 */
export function useConfirmedRemoval({ remove, noun }: RemovalOptions) {
  const dialog = useDialog();

  return async function confirmAndRemove(id: string, name: string): Promise<boolean> {
    const confirmed = await dialog.confirm({
      title: 'Are you sure?',
      text: "You won't be able to revert this!",
      confirmLabel: 'Yes, delete it!',
      tone: 'danger',
    });
    if (!confirmed) return false;
    try {
      const result = await remove(id);
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
  };
}
