import { type AdminUser, MESSAGES } from '@dpms/shared';
import { useState } from 'react';
import { useDialog } from '@/components/ui/dialog-context.ts';
import { ApiRequestError } from '@/lib/api-client.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { usePromoteUser } from '../api/promote-user.ts';

/** The dialogs' texts, word for word (SPEC sections 8 and 9). */
export const USER_DIALOGS = {
  approve: (name: string) => ({
    title: 'Approval',
    text: `Are you sure you want to approve ${name}?`,
    confirmLabel: 'Yes, approve!',
  }),
  promoted: { title: 'Promoted!', text: 'User has been promoted to admin.' },
  delete: {
    title: 'Are you sure?',
    text: "You won't be able to revert this!",
    confirmLabel: 'Yes, delete it!',
  },
  deleted: { title: 'Deleted!', text: 'User has been deleted.' },
} as const;

/** Approve and delete, each behind its confirmation, ending in a success or an error dialog. */
export function useUserActions() {
  const dialog = useDialog();
  const promote = usePromoteUser();
  const remove = useDeleteUser();
  const [failure, setFailure] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  async function approve(user: AdminUser) {
    if (!(await dialog.confirm(USER_DIALOGS.approve(user.name)))) return;
    setBusyId(user.id);
    try {
      await promote.mutateAsync(user.id);
    } catch (error) {
      // 422: the user is not (or no longer) a teacher.
      const refused = error instanceof ApiRequestError && error.status === 422;
      setFailure(refused ? MESSAGES.onlyTeachersPromoted : MESSAGES.promoteError);
      return;
    } finally {
      setBusyId(null);
    }
    await dialog.success(USER_DIALOGS.promoted.title, USER_DIALOGS.promoted.text);
  }

  async function destroy(user: AdminUser) {
    if (!(await dialog.confirm({ ...USER_DIALOGS.delete, tone: 'danger' }))) return;
    setBusyId(user.id);
    try {
      await remove.mutateAsync(user.id);
    } catch (error) {
      // 422 says why it is refused (your own account, the last admin); anything else is generic.
      const refused = error instanceof ApiRequestError && (error.status === 422 || error.status === 404);
      setFailure(refused ? error.message : MESSAGES.deleteError);
      return;
    } finally {
      setBusyId(null);
    }
    await dialog.success(USER_DIALOGS.deleted.title, USER_DIALOGS.deleted.text);
  }

  return { approve, destroy, busyId, failure, dismissFailure: () => setFailure(null) };
}
