import type { AdminUser } from '@dpms/shared/schemas';
import { useState } from 'react';
import { useDialog } from '@/components/ui/dialog-context.ts';
import { ApiRequestError, wasDeclined } from '@/lib/api-client.ts';
import { type Translate, useT } from '@/lib/i18n/i18n.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { usePromoteUser } from '../api/promote-user.ts';

/** The dialogs' texts (SPEC sections 8 and 9, word for word in English), in the active language. */
function userDialogs(t: Translate) {
  return {
    approve: (name: string) => ({
      title: t('users.approvalTitle'),
      text: t('users.approvalText', { name }),
      confirmLabel: t('users.approvalConfirm'),
    }),
    promoted: { title: t('users.promotedTitle'), text: t('users.promotedText') },
    delete: { title: t('removal.title'), text: t('removal.text'), confirmLabel: t('removal.confirm') },
    deleted: { title: t('removal.deletedTitle'), text: t('users.deletedText') },
  };
}

/** Approve and delete, each behind its confirmation, ending in a success or an error dialog. */
export function useUserActions() {
  const dialog = useDialog();
  const t = useT();
  const dialogs = userDialogs(t);
  const promote = usePromoteUser();
  const remove = useDeleteUser();
  const [failure, setFailure] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  async function approve(user: AdminUser) {
    if (!(await dialog.confirm(dialogs.approve(user.name)))) return;
    setBusyId(user.id);
    try {
      await promote.mutateAsync(user.id);
    } catch (error) {
      // The admin closed the code prompt: nothing was done, and they know why.
      if (wasDeclined(error)) return;
      // 422: the user is not (or no longer) a teacher.
      const refused = error instanceof ApiRequestError && error.status === 422;
      setFailure(refused ? t('shared.onlyTeachersPromoted') : t('shared.promoteError'));
      return;
    } finally {
      setBusyId(null);
    }
    await dialog.success(dialogs.promoted.title, dialogs.promoted.text);
  }

  async function destroy(user: AdminUser) {
    if (!(await dialog.confirm({ ...dialogs.delete, tone: 'danger' }))) return;
    setBusyId(user.id);
    try {
      await remove.mutateAsync(user.id);
    } catch (error) {
      if (wasDeclined(error)) return;
      // 422 says why it is refused (your own account, the last admin); anything else is generic.
      const refused = error instanceof ApiRequestError && (error.status === 422 || error.status === 404);
      setFailure(refused ? error.message : t('shared.deleteError'));
      return;
    } finally {
      setBusyId(null);
    }
    await dialog.success(dialogs.deleted.title, dialogs.deleted.text);
  }

  return { approve, destroy, busyId, failure, dismissFailure: () => setFailure(null) };
}
