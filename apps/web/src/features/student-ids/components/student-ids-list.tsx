import type { StudentIdRow } from '@dpms/shared/schemas';
import { IdCard, Search, Trash2 } from 'lucide-react';
import { type Ref, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { CardTable } from '@/components/ui/card-table.tsx';
import { useDialog } from '@/components/ui/dialog-context.ts';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { inputStyles } from '@/components/ui/field.tsx';
import type { FittingColumn } from '@/components/ui/fitting-table.tsx';
import { PagedListFooter } from '@/components/ui/pagination.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { cn } from '@/lib/cn.ts';
import { describeError } from '@/lib/describe-error.ts';
import { formatDate } from '@/lib/format.ts';
import { t, useT } from '@/lib/i18n/i18n.ts';
import { toast } from '@/lib/toast.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { useFitsWidth } from '@/lib/use-fits-width.ts';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import { usePagedList } from '@/lib/use-paged-list.ts';
import { useDeleteStudentId } from '../api/delete-student-id.ts';
import { useStudentIds } from '../api/get-student-ids.ts';

export const removeDialog = (studentId: string) => ({
  title: t('ids.removeTitle'),
  text: t('ids.removeText', { id: studentId }),
  confirmLabel: t('ids.removeConfirm'),
  tone: 'danger' as const,
});

const COLUMNS: FittingColumn[] = [
  ['col.studentId'],
  ['ids.colAdded'],
  ['ids.colUsedBy'],
  ['users.actions', 'text-right'],
];

/** The allow-list, searchable and paged on the server; an unused ID can be removed. */
export function StudentIdsList() {
  const t = useT();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim());
  const { data, isPending, isError, refetch, isPlaceholderData } = useStudentIds(page, q);
  const remove = useDeleteStudentId();
  const dialog = useDialog();
  const wide = useMediaQuery('(min-width: 640px)');
  const { boxRef, tableRef, fits } = useFitsWidth<HTMLDivElement>();

  // A new search starts on its first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the settled search changes.
  useEffect(() => setPage(1), [q]);
  const paging = usePagedList({ list: data, isPlaceholderData, page, onPageChange: setPage });

  async function onRemove(row: StudentIdRow) {
    if (!(await dialog.confirm(removeDialog(row.studentId)))) return;
    try {
      await remove.mutateAsync(row.studentId);
      toast.success(t('ids.removed', { id: row.studentId }));
    } catch (error) {
      toast.error(describeError(error));
    }
  }

  const removing = remove.isPending ? remove.variables : null;
  let body: React.ReactNode;
  if (isPending) {
    body = (
      <div className="grid place-items-center py-16">
        <Spinner label={t('ids.loading')} />
      </div>
    );
  } else if (isError) {
    body = <ErrorState title={t('ids.loadFailed')} onRetry={() => void refetch()} />;
  } else if (data.items.length === 0) {
    body = q ? (
      <EmptyState icon={Search} title={t('ids.noMatch')} description={t('ids.noMatchText', { q })} />
    ) : (
      <EmptyState icon={IdCard} title={t('ids.empty')} description={t('ids.emptyText')} />
    );
  } else {
    const rows = data.items.map((row) => ({ row, busy: removing === row.studentId }));
    body = (
      <div
        className={isPlaceholderData ? 'opacity-60' : undefined}
        aria-busy={isPlaceholderData || undefined}
      >
        {wide && fits ? (
          <CardTable columns={COLUMNS} boxRef={boxRef} tableRef={tableRef}>
            {rows.map(({ row, busy }) => (
              <tr key={row.studentId}>
                <td className="px-5 py-3 font-mono text-xs whitespace-nowrap">{row.studentId}</td>
                <td className="px-5 py-3 whitespace-nowrap text-ink-muted">{formatDate(row.createdAt)}</td>
                <td className="max-w-64 px-5 py-3">
                  <UsedBy row={row} />
                </td>
                <td className="px-5 py-3 text-right">
                  <RemoveButton row={row} busy={busy} onRemove={onRemove} />
                </td>
              </tr>
            ))}
          </CardTable>
        ) : (
          <ul
            ref={boxRef as Ref<HTMLUListElement>}
            className="divide-y divide-line rounded-xl border border-line bg-white shadow-card"
          >
            {rows.map(({ row, busy }) => (
              <li key={row.studentId} className="flex items-center justify-between gap-3 p-4">
                <div className="min-w-0">
                  <p className="font-mono text-sm text-ink">{row.studentId}</p>
                  <div className="mt-1 text-xs">
                    <UsedBy row={row} />
                  </div>
                </div>
                <RemoveButton row={row} busy={busy} onRemove={onRemove} />
              </li>
            ))}
          </ul>
        )}
        <PagedListFooter
          paging={paging}
          summary={(counts) => t('ids.pageOf', counts)}
          label={t('ids.pages')}
        />
      </div>
    );
  }

  return (
    <section aria-labelledby="student-ids-title" className="min-w-0 space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="student-ids-title" className="text-lg font-semibold text-ink">
          {t('ids.listTitle')}
        </h2>
        <div className="relative sm:w-72">
          <label htmlFor="student-id-search" className="sr-only">
            {t('ids.search')}
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
          />
          <input
            id="student-id-search"
            type="search"
            inputMode="numeric"
            placeholder={t('ids.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className={cn(inputStyles, 'pl-9')}
          />
        </div>
      </div>
      {body}
    </section>
  );
}

function UsedBy({ row }: { row: StudentIdRow }) {
  const t = useT();
  if (!row.usedBy) {
    return (
      <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-ink-muted">
        {t('ids.unused')}
      </span>
    );
  }
  return (
    <span className="block wrap-anywhere text-ink">
      {row.usedBy.name} <span className="text-ink-muted">({row.usedBy.email})</span>
    </span>
  );
}

function RemoveButton({
  row,
  busy,
  onRemove,
}: {
  row: StudentIdRow;
  busy: boolean;
  onRemove: (row: StudentIdRow) => void;
}) {
  const t = useT();
  // An ID an account registered with stays: removing it would orphan that student's identity.
  if (row.usedBy) return null;
  return (
    <Button
      size="sm"
      variant="secondary"
      aria-label={t('ids.removeName', { id: row.studentId })}
      loading={busy}
      onClick={() => onRemove(row)}
      className="shrink-0 text-danger-700! hover:bg-danger-50!"
    >
      {!busy && <Trash2 aria-hidden="true" className="size-4" />}
      {t('ids.remove')}
    </Button>
  );
}
