import type { ReactNode, Ref } from 'react';
import { Card } from './card.tsx';
import { type FittingColumn, HeaderRow } from './fitting-table.tsx';

type CardTableProps = {
  /** Each column's header message and, when it needs one, its cells' alignment or width. */
  columns: readonly FittingColumn[];
  /** From `useFitsWidth`: the card measured, and the table measured against it. */
  boxRef: Ref<HTMLDivElement>;
  tableRef: Ref<HTMLTableElement>;
  /** The rows. */
  children: ReactNode;
};

/**
 * The Users and Student IDs lists' table, on a card with small capitals over the columns; where
 * it does not fit, the lists show cards instead.
 */
export function CardTable({ columns, boxRef, tableRef, children }: CardTableProps) {
  return (
    <Card ref={boxRef} className="overflow-x-auto">
      <table ref={tableRef} className="w-full text-left text-sm">
        <thead className="border-b border-line bg-slate-50 text-xs font-semibold tracking-wide text-ink-muted uppercase">
          <HeaderRow columns={columns} cellClassName="px-5 py-3" />
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </Card>
  );
}
