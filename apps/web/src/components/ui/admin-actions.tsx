import { Pencil, Trash2 } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useT } from '@/lib/i18n/i18n.ts';
import { Button, buttonStyles } from './button.tsx';

/** An admin's delete flow: asks, deletes, and resolves true once the item is gone. */
type Removal = { remove: () => Promise<boolean>; isPending: boolean };

export type DetailAdminActionsProps = {
  onEdit: () => void;
  removal: Removal;
  /** Where to go once the item is deleted (its list). */
  afterDelete: string;
};

/** Edit and Delete beside a detail page's title (events, clubs, announcements). */
export function DetailAdminActions({ onEdit, removal, afterDelete }: DetailAdminActionsProps) {
  const navigate = useNavigate();
  const t = useT();
  return (
    <div className="flex gap-2">
      <Button variant="secondary" size="sm" onClick={onEdit}>
        <Pencil aria-hidden="true" className="size-4" />
        {t('ui.edit')}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        loading={removal.isPending}
        className="text-danger-700 hover:bg-danger-50"
        onClick={async () => {
          if (await removal.remove()) navigate(afterDelete);
        }}
      >
        {!removal.isPending && <Trash2 aria-hidden="true" className="size-4" />}
        {t('ui.delete')}
      </Button>
    </div>
  );
}

type CardAdminActionsProps = {
  /** The item's name, for the buttons' accessible names ("Edit Sajek Valley"). */
  name: string;
  /** The item's page in edit mode. */
  editTo: string;
  removal: Removal;
};

/** Edit and Delete at the foot of a card (events, clubs). */
export function CardAdminActions({ name, editTo, removal }: CardAdminActionsProps) {
  const t = useT();
  return (
    <div className="mt-4 flex justify-end gap-1 border-t border-line pt-3">
      <Link
        to={editTo}
        aria-label={t('ui.editItem', { name })}
        className={buttonStyles({ variant: 'ghost', size: 'sm' })}
      >
        <Pencil aria-hidden="true" className="size-4" />
        {t('ui.edit')}
      </Link>
      <Button
        variant="ghost"
        size="sm"
        loading={removal.isPending}
        aria-label={t('ui.deleteItem', { name })}
        onClick={() => removal.remove()}
        className="text-danger-700 hover:bg-danger-50 hover:text-danger-700"
      >
        {!removal.isPending && <Trash2 aria-hidden="true" className="size-4" />}
        {t('ui.delete')}
      </Button>
    </div>
  );
}
