import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { formatNumber } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import type { PagedList } from '@/lib/use-paged-list.ts';

type PaginationProps = {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the control for screen readers, e.g. "Events pages". */
  label?: string;
  className?: string;
};

/** Page numbers to show: all of them when few, else the ends and the neighbours of the current one. */
export function pageNumbers(page: number, pageCount: number): Array<number | 'gap'> {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const shown = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...shown].sort((a, b) => a - b);
  const result: Array<number | 'gap'> = [];
  for (const [index, n] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous > 1) result.push('gap');
    result.push(n);
  }
  return result;
}

const itemStyles =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm font-semibold transition-colors';

/** Previous, page numbers and Next; hidden when everything fits on one page. */
export function Pagination({ page, pageCount, onPageChange, label, className }: PaginationProps) {
  const t = useT();
  if (pageCount <= 1) return null;
  return (
    <nav
      aria-label={label ?? t('ui.pages')}
      className={cn('flex items-center justify-center gap-1', className)}
    >
      <button
        type="button"
        onClick={() => onPageChange(page - 1)}
        disabled={page <= 1}
        className={cn(
          itemStyles,
          'gap-1 text-ink-muted hover:bg-slate-100 disabled:opacity-40 disabled:hover:bg-transparent',
        )}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        <span className="max-sm:sr-only">{t('ui.previous')}</span>
      </button>
      {pageNumbers(page, pageCount).map((n, index) =>
        n === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own.
          <span key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-muted">
            …
          </span>
        ) : (
          <button
            key={n}
            type="button"
            onClick={() => onPageChange(n)}
            aria-current={n === page ? 'page' : undefined}
            aria-label={t('ui.page', { n: formatNumber(n) })}
            className={cn(
              itemStyles,
              n === page ? 'bg-brand-700 text-white shadow-sm' : 'text-ink hover:bg-slate-100',
            )}
          >
            {formatNumber(n)}
          </button>
        ),
      )}
      <button
        type="button"
        onClick={() => onPageChange(page + 1)}
        disabled={page >= pageCount}
        className={cn(
          itemStyles,
          'gap-1 text-ink-muted hover:bg-slate-100 disabled:opacity-40 disabled:hover:bg-transparent',
        )}
      >
        <span className="max-sm:sr-only">{t('ui.next')}</span>
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </nav>
  );
}

type PagedListFooterProps = {
  paging: PagedList;
  /** Where the page stands, from its numbers: "Page 2 of 3 · 12 users". */
  summary: (counts: { page: number; pages: number; total: number }) => string;
  /** Names the page numbers for screen readers. */
  label: string;
};

/** Under an admin's paged list (users, student IDs): where the page stands, then the page numbers. */
export function PagedListFooter({ paging, summary, label }: PagedListFooterProps) {
  const { list, page, pageCount, onPageChange } = paging;
  if (!list) return null;
  return (
    <>
      <p className="mt-4 text-center text-xs text-ink-muted">
        {summary({ page: list.page, pages: pageCount, total: list.total })}
      </p>
      <Pagination
        page={page}
        pageCount={pageCount}
        onPageChange={onPageChange}
        label={label}
        className="mt-3"
      />
    </>
  );
}
