import type { UserRole } from '@dpms/shared/constants';
import type { AdminUser } from '@dpms/shared/schemas';
import { Check, Trash2, Users } from 'lucide-react';
import type { Ref } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { CardTable } from '@/components/ui/card-table.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import type { FittingColumn } from '@/components/ui/fitting-table.tsx';
import { PagedListFooter } from '@/components/ui/pagination.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { RoleBadge } from '@/features/auth/components/role-badge.tsx';
import { type MessageId, t as translate, useT } from '@/lib/i18n/i18n.ts';
import { useFitsWidth } from '@/lib/use-fits-width.ts';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import { usePagedList } from '@/lib/use-paged-list.ts';
import { useUsers } from '../api/get-users.ts';
import { useUserActions } from '../hooks/use-user-actions.ts';
import { ErrorDialog } from './error-dialog.tsx';

type UsersTableProps = {
  /** student: All Students; teacher: Admin Requests; admin: Admins. */
  role: UserRole;
  page: number;
  onPageChange: (page: number) => void;
};

const EMPTY: Record<UserRole, { title: MessageId; description: MessageId }> = {
  student: { title: 'users.emptyStudents', description: 'users.emptyStudentsText' },
  teacher: { title: 'users.emptyRequests', description: 'users.emptyRequestsText' },
  admin: { title: 'users.emptyAdmins', description: 'users.emptyAdminsText' },
};

/** The ID column: the student ID on All Students, the teacher ID on the other tabs, else N/A. */
export function idOf(user: AdminUser, tab: UserRole): string {
  return (tab === 'student' ? user.studentId : user.teacherId) ?? translate('col.notAvailable');
}

const COLUMNS: FittingColumn[] = [
  ['users.id'],
  ['users.name'],
  ['users.role'],
  ['users.actions', 'text-right'],
];

/** One tab of user management: 5 users a page, paged on the server (SPEC section 2). */
export function UsersTable({ role, page, onPageChange }: UsersTableProps) {
  const t = useT();
  const { data, isPending, isError, refetch, isPlaceholderData } = useUsers(role, page);
  const actions = useUserActions();
  const wide = useMediaQuery('(min-width: 640px)');
  const { boxRef, tableRef, fits } = useFitsWidth<HTMLDivElement>();
  const paging = usePagedList({ list: data, isPlaceholderData, page, onPageChange });

  if (isPending) {
    return (
      <div className="grid place-items-center py-16">
        <Spinner label={t('users.loading')} />
      </div>
    );
  }
  if (isError) {
    return <ErrorState title={t('users.loadFailed')} onRetry={() => void refetch()} />;
  }
  if (data.items.length === 0)
    return <EmptyState icon={Users} title={t(EMPTY[role].title)} description={t(EMPTY[role].description)} />;

  const rowProps = (user: AdminUser) => ({
    user,
    id: idOf(user, role),
    // SPEC: approve only on Admin Requests, disabled if the user is already an admin.
    canApprove: role === 'teacher',
    busy: actions.busyId === user.id,
    onApprove: () => void actions.approve(user),
    onDelete: () => void actions.destroy(user),
  });

  return (
    <div aria-busy={isPlaceholderData || undefined} className={isPlaceholderData ? 'opacity-60' : undefined}>
      {wide && fits ? (
        <CardTable columns={COLUMNS} boxRef={boxRef} tableRef={tableRef}>
          {data.items.map((user) => (
            <UserRow key={user.id} {...rowProps(user)} />
          ))}
        </CardTable>
      ) : (
        <ul ref={boxRef as Ref<HTMLUListElement>} className="space-y-3">
          {data.items.map((user) => (
            <UserCard key={user.id} {...rowProps(user)} />
          ))}
        </ul>
      )}
      <PagedListFooter
        paging={paging}
        summary={(counts) => t('users.pageOf', counts)}
        label={t('users.pages')}
      />
      <ErrorDialog message={actions.failure} onClose={actions.dismissFailure} />
    </div>
  );
}

type RowProps = {
  user: AdminUser;
  id: string;
  canApprove: boolean;
  busy: boolean;
  onApprove: () => void;
  onDelete: () => void;
};

function NameAndEmail({ user }: { user: AdminUser }) {
  const t = useT();
  return (
    <>
      <span className="block font-semibold text-ink">{user.name}</span>
      <span className="block text-xs wrap-anywhere text-ink-muted">{user.email}</span>
      {!user.emailVerified && (
        <span className="mt-1 inline-block rounded bg-amber-50 px-1.5 py-0.5 text-xs font-medium text-amber-800">
          {t('users.emailNotVerified')}
        </span>
      )}
    </>
  );
}

function Actions({ user, canApprove, busy, onApprove, onDelete }: RowProps) {
  const t = useT();
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {canApprove && (
        <Button
          size="sm"
          aria-label={t('users.approveName', { name: user.name })}
          disabled={busy || user.role === 'admin'}
          onClick={onApprove}
        >
          <Check aria-hidden="true" className="size-4" />
          {t('users.approve')}
        </Button>
      )}
      <Button
        size="sm"
        variant="secondary"
        aria-label={t('users.deleteName', { name: user.name })}
        disabled={busy}
        onClick={onDelete}
        className="text-danger-700! hover:bg-danger-50!"
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {t('users.delete')}
      </Button>
    </div>
  );
}

function UserRow(props: RowProps) {
  const { user, id } = props;
  return (
    <tr className="align-middle">
      <td className="px-5 py-3 font-mono text-xs whitespace-nowrap text-ink">{id}</td>
      <td className="max-w-72 px-5 py-3">
        <NameAndEmail user={user} />
      </td>
      <td className="px-5 py-3">
        <RoleBadge role={user.role} />
      </td>
      <td className="px-5 py-3">
        <Actions {...props} />
      </td>
    </tr>
  );
}

function UserCard(props: RowProps) {
  const t = useT();
  const { user, id } = props;
  return (
    <li>
      <Card className="p-4">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <NameAndEmail user={user} />
          </div>
          <RoleBadge role={user.role} />
        </div>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3">
          <dl className="flex items-baseline gap-2 text-sm">
            <dt className="text-ink-muted">{t('users.id')}</dt>
            <dd className="font-mono text-xs whitespace-nowrap text-ink">{id}</dd>
          </dl>
          <Actions {...props} />
        </div>
      </Card>
    </li>
  );
}
