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
  const t = useT();
  return (
    <div className="flex gap-2">
      <Button variant="secondary" size="sm" onClick={onEdit}>
        <Pencil aria-hidden="true" className="size-4" />
        {t('ui.edit')}
      </Button>
      <DeleteButton removal={removal} variant="secondary" afterDelete={afterDelete} />
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
      <DeleteButton removal={removal} variant="ghost" aria-label={t('ui.deleteItem', { name })} />
    </div>
  );
}

/** Delete's red on each look; the ghost one would turn its text dark on hover. */
const deleteLooks = {
  secondary: 'text-danger-700 hover:bg-danger-50',
  ghost: 'text-danger-700 hover:bg-danger-50 hover:text-danger-700',
} as const;

type DeleteButtonProps = {
  removal: Removal;
  variant: keyof typeof deleteLooks;
  /** Where to go once the item is deleted; nowhere when it just leaves the list. */
  afterDelete?: string;
  'aria-label'?: string;
};

/** Delete, small and red, its icon giving way to the spinner while the item goes. */
function DeleteButton({ removal, variant, afterDelete, 'aria-label': label }: DeleteButtonProps) {
  const navigate = useNavigate();
  const t = useT();
  return (
    <Button
      variant={variant}
      size="sm"
      loading={removal.isPending}
      aria-label={label}
      className={deleteLooks[variant]}
      onClick={async () => {
        if ((await removal.remove()) && afterDelete) navigate(afterDelete);
      }}
    >
      {!removal.isPending && <Trash2 aria-hidden="true" className="size-4" />}
      {t('ui.delete')}
    </Button>
  );
}
