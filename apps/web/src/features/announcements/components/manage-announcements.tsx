import type { Announcement } from '@dpms/shared/schemas';
import { type LucideIcon, Pencil, Plus, Settings2, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { CloseButton } from '@/components/ui/close-button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { CenteredSpinner } from '@/components/ui/spinner.tsx';
import { UploadedImage } from '@/features/uploads/components/uploaded-image.tsx';
import { formatDate } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { useAnnouncements } from '../api/get-announcements.ts';
import { useRemoveAnnouncement } from '../hooks/use-remove-announcement.ts';
import { AnnouncementForm } from './announcement-form.tsx';

/** How many the admin's list offers for editing. */
const MANAGE_LIMIT = 50;

/** The admin's "Manage" action beside Recent Announcements: a dialog to post, edit and delete. */
export function ManageAnnouncementsButton() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const titleId = useId();

  return (
    <>
      <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Settings2 aria-hidden="true" className="size-4" />
        {t('manage.button')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        labelledBy={titleId}
        className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl"
      >
        <ManageAnnouncements titleId={titleId} onClose={() => setOpen(false)} />
      </Dialog>
    </>
  );
}

function ManageAnnouncements({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  const t = useT();
  const [editing, setEditing] = useState<Announcement | 'new' | null>(null);
  const { data, isPending, isError, refetch } = useAnnouncements(MANAGE_LIMIT);
  const { remove } = useRemoveAnnouncement();
  const title = editing === 'new' ? t('manage.new') : editing ? t('manage.edit') : t('manage.title');

  return (
    <div className="p-5 sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <CloseButton
          label={t('paymentDetail.close')}
          onClick={onClose}
          className="-mt-1 -mr-2 rounded-lg p-2 text-ink-muted hover:bg-slate-100 hover:text-ink"
        />
      </div>

      {editing ? (
        <div className="mt-4">
          <AnnouncementForm
            key={editing === 'new' ? 'new' : editing.id}
            announcement={editing === 'new' ? undefined : editing}
            onSaved={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        </div>
      ) : (
        <>
          <Button className="mt-4" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="size-4" />
            {t('manage.new')}
          </Button>
          {isPending ? (
            <CenteredSpinner className="h-40" label={t('home.loadingAnnouncements')} />
          ) : isError ? (
            <p role="alert" className="mt-4 text-sm text-danger-700">
              {t('manage.loadFailed')}{' '}
              <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
                {t('ui.tryAgain')}
              </button>
            </p>
          ) : data.items.length === 0 ? (
            <p className="mt-4 text-sm text-ink-muted">{t('manage.empty')}</p>
          ) : (
            <ul className="mt-4 divide-y divide-line rounded-lg border border-line">
              {data.items.map((announcement) => (
                <li key={announcement.id} className="flex items-center gap-3 p-3">
                  <UploadedImage
                    url={announcement.imageUrl}
                    alt=""
                    sizes="64px"
                    className="hidden aspect-[4/3] w-16 shrink-0 rounded-md sm:block"
                  />
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-semibold text-ink">{announcement.title}</p>
                    <p className="text-xs text-ink-muted">{formatDate(announcement.createdAt)}</p>
                  </div>
                  <RowAction
                    icon={Pencil}
                    label={t('ui.editItem', { name: announcement.title })}
                    onClick={() => setEditing(announcement)}
                  />
                  <RowAction
                    icon={Trash2}
                    label={t('ui.deleteItem', { name: announcement.title })}
                    onClick={() => remove(announcement)}
                    className="text-danger-700 hover:bg-danger-50 hover:text-danger-700"
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

type RowActionProps = {
  icon: LucideIcon;
  /** The button's accessible name ("Edit Eid holiday"); the row shows only the icon. */
  label: string;
  onClick: () => void;
  className?: string;
};

/** An announcement row's icon-only Edit or Delete. */
function RowAction({ icon: Icon, label, onClick, className }: RowActionProps) {
  return (
    <Button variant="ghost" size="sm" aria-label={label} onClick={onClick} className={className}>
      <Icon aria-hidden="true" className="size-4" />
    </Button>
  );
}
