import type { ReactNode, Ref } from 'react';
import { cn } from '@/lib/cn.ts';
import { type MessageId, useT } from '@/lib/i18n/i18n.ts';

/** A column: its header's message and, when it needs them, its width and alignment. */
export type FittingColumn = readonly [header: MessageId, className?: string];

type FittingTableProps = {
  columns: readonly FittingColumn[];
  /** From `useFitsWidth`: the box measured, and the table measured against it. */
  boxRef: Ref<HTMLElement>;
  tableRef: Ref<HTMLTableElement>;
  /** The table's minimum width, and `table-fixed` when the columns set their widths. */
  className?: string;
  /** Added to the header row's bottom border, e.g. a tint. */
  headRowClassName?: string;
  /** Read by screen readers only. */
  caption?: string;
  /** The rows, each `<td className={cellClass}>`. */
  children: ReactNode;
};

/** A body cell's padding, shared by the lists' tables. */
export const cellClass = 'px-3 py-3 align-top';

/** From this width a list tries its table (`useMediaQuery(WIDE_QUERY)`); below it, cards. */
export const WIDE_QUERY = '(min-width: 768px)';

const headerClass = 'px-3 py-2.5 text-left text-xs font-semibold text-ink-muted';

/** A table's header row: one `<th scope="col">` a column, its class after `cellClassName`. */
export function HeaderRow({
  columns,
  className,
  cellClassName,
}: {
  columns: readonly FittingColumn[];
  className?: string;
  cellClassName: string;
}) {
  const t = useT();
  return (
    <tr className={className}>
      {columns.map(([header, columnClass]) => (
        <th key={header} scope="col" className={cn(cellClassName, columnClass)}>
          {t(header)}
        </th>
      ))}
    </tr>
  );
}

/**
 * An admin list's table, in the box `useFitsWidth` measures: the list shows it where it fits and
 * cards where it does not. The header row comes from `columns`; the rows are the children.
 */
export function FittingTable({
  columns,
  boxRef,
  tableRef,
  className,
  headRowClassName,
  caption,
  children,
}: FittingTableProps) {
  return (
    <div ref={boxRef as Ref<HTMLDivElement>} className="overflow-x-auto">
      <table ref={tableRef} className={cn('w-full', className, 'text-sm')}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead>
          <HeaderRow
            columns={columns}
            className={cn('border-b border-line', headRowClassName)}
            cellClassName={headerClass}
          />
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </div>
  );
}

type FittingCardsProps<Item> = {
  items: readonly Item[];
  itemKey: (item: Item) => string | number;
  /** From `useFitsWidth`: the box measured, the same one the table had. */
  boxRef: Ref<HTMLElement>;
  /** The spacing inside each card, e.g. `space-y-2`. */
  itemClassName?: string;
  /** One item's card. */
  children: (item: Item) => ReactNode;
};

/** The same list as cards, one `<li>` an item, where the table does not fit. */
export function FittingCards<Item>({
  items,
  itemKey,
  boxRef,
  itemClassName,
  children,
}: FittingCardsProps<Item>) {
  return (
    <ul ref={boxRef as Ref<HTMLUListElement>} className="divide-y divide-line">
      {items.map((item) => (
        <li key={itemKey(item)} className={cn(itemClassName, 'px-4 py-4')}>
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
