import { AUDIT_KINDS, type AuditEntry } from '@dpms/shared/schemas';
import { ChevronLeft, ChevronRight, History, Lock, SearchX } from 'lucide-react';
import type { Ref } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { QueryErrorState } from '@/components/ui/error-state.tsx';
import { DateRangeFilter, FilterBar, SearchFilter } from '@/components/ui/filter-bar.tsx';
import {
  cellClass,
  FittingCards,
  type FittingColumn,
  FittingTable,
  WIDE_QUERY,
} from '@/components/ui/fitting-table.tsx';
import { IconLine } from '@/components/ui/icon-line.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { CenteredSpinner } from '@/components/ui/spinner.tsx';
import { EmailText, Identifier } from '@/components/ui/wrapping-text.tsx';
import { cn } from '@/lib/cn.ts';
import { formatDateTime } from '@/lib/format.ts';
import { type MessageId, useT } from '@/lib/i18n/i18n.ts';
import { useFitsWidth } from '@/lib/use-fits-width.ts';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import { useUrlFilters } from '@/lib/use-url-filters.ts';
import { useAuditPage } from '../api/get-audit.ts';
import { AUDIT_FILTER_KEYS, auditQueryParam } from '../audit-filters.ts';
import { changeRows, describeAction, detailRows, recordOf } from '../describe-entry.ts';

export const KIND_WORDS: Record<(typeof AUDIT_KINDS)[number], MessageId> = {
  payment: 'audit.kind.payment',
  tour: 'audit.kind.tour',
  club: 'audit.kind.club',
  announcement: 'audit.kind.announcement',
  user: 'audit.kind.user',
  student_id: 'audit.kind.student_id',
};

/**
 * The audit trail: every admin action and payment status change, newest first, filtered by the
 * address and paged by the server (keyset: `?before=<id>` for older entries).
 */
export function AuditTrail() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const filters = useUrlFilters(AUDIT_FILTER_KEYS, { resets: ['before'] });
  const query = auditQueryParam(params);
  const page = useAuditPage(query);
  const wide = useMediaQuery(WIDE_QUERY);
  const { values, update } = filters;
  const filtered = filters.activeCount > 0;

  // Older pages are pushed, so Back returns to the newer page.
  const goOlder = (before: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('before', String(before));
      return next;
    });
  const goNewest = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('before');
      return next;
    });

  return (
    <div className="space-y-4">
      <IconLine
        icon={Lock}
        className="flex items-start gap-2 rounded-lg border border-line bg-slate-50 px-3 py-2.5 text-sm text-ink-muted"
      >
        {t('audit.readOnly')}
      </IconLine>

      <FilterBar
        label={t('audit.filterLabel')}
        activeCount={filters.activeCount}
        onClear={filters.clear}
        summary={
          page.data
            ? t(page.data.nextBefore ? 'audit.shownMore' : 'audit.shown', { count: page.data.items.length })
            : null
        }
      >
        <SearchFilter
          label={t('audit.actor')}
          placeholder={t('audit.actorPlaceholder')}
          value={values.actor}
          onChange={(actor) => update({ actor })}
          className="col-span-2 lg:col-span-1"
        />
        <SelectField
          label={t('audit.kind')}
          placeholder={t('audit.allKinds')}
          options={AUDIT_KINDS}
          optionLabel={(kind) => t(KIND_WORDS[kind as (typeof AUDIT_KINDS)[number]])}
          value={values.kind}
          onChange={(event) => update({ kind: event.target.value })}
        />
        <SearchFilter
          label={t('audit.target')}
          placeholder={t('audit.targetPlaceholder')}
          value={values.target}
          onChange={(target) => update({ target })}
        />
        <DateRangeFilter from={values.from} to={values.to} onChange={update} />
      </FilterBar>

      {page.isPending ? (
        <CenteredSpinner size="lg" label={t('audit.loading')} className="py-16" />
      ) : page.isError ? (
        <QueryErrorState query={page} />
      ) : page.data.items.length === 0 ? (
        <EmptyState
          icon={filtered ? SearchX : History}
          title={filtered ? t('audit.empty') : t('audit.emptyAll')}
          description={filtered ? t('audit.emptyText') : undefined}
          action={
            filtered ? (
              <Button variant="secondary" onClick={filters.clear}>
                {t('filters.clear')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <Card className={cn('overflow-hidden', page.isPlaceholderData && 'opacity-60')}>
          <EntryList entries={page.data.items} wide={wide} />
          {(query.before || page.data.nextBefore) && (
            <nav
              aria-label={t('audit.pages')}
              className="flex flex-wrap items-center justify-between gap-2 border-t border-line px-4 py-3"
            >
              {query.before ? (
                <Button variant="ghost" size="sm" onClick={goNewest}>
                  <ChevronLeft aria-hidden="true" className="size-4" />
                  {t('audit.newest')}
                </Button>
              ) : (
                <span />
              )}
              {page.data.nextBefore && (
                <Button variant="secondary" size="sm" onClick={() => goOlder(page.data.nextBefore!)}>
                  {t('audit.older')}
                  <ChevronRight aria-hidden="true" className="size-4" />
                </Button>
              )}
            </nav>
          )}
        </Card>
      )}
    </div>
  );
}

/** A table where it fits, cards where it does not (a phone, Bangla's longer words, zoom). */
function EntryList({ entries, wide }: { entries: AuditEntry[]; wide: boolean }) {
  const { boxRef, tableRef, fits } = useFitsWidth();
  return wide && fits ? (
    <EntryTable entries={entries} boxRef={boxRef} tableRef={tableRef} />
  ) : (
    <EntryCards entries={entries} boxRef={boxRef} />
  );
}

const COLUMNS: FittingColumn[] = [
  ['audit.when', 'w-[15%]'],
  ['audit.who', 'w-[20%]'],
  ['audit.what', 'w-[38%]'],
  ['audit.record', 'w-[27%]'],
];

function EntryTable({
  entries,
  boxRef,
  tableRef,
}: {
  entries: AuditEntry[];
  boxRef: Ref<HTMLElement>;
  tableRef: Ref<HTMLTableElement>;
}) {
  const t = useT();
  return (
    <FittingTable
      columns={COLUMNS}
      boxRef={boxRef}
      tableRef={tableRef}
      className="min-w-[52rem] table-fixed"
      headRowClassName="bg-slate-50/70"
      caption={t('audit.title')}
    >
      {entries.map((entry) => (
        <tr key={entry.id}>
          <td className={cn(cellClass, 'text-ink-muted')}>
            <When entry={entry} />
          </td>
          <td className={cellClass}>
            <Who entry={entry} />
          </td>
          <td className={cellClass}>
            <What entry={entry} />
          </td>
          <td className={cellClass}>
            <RecordCell entry={entry} />
          </td>
        </tr>
      ))}
    </FittingTable>
  );
}

function EntryCards({ entries, boxRef }: { entries: AuditEntry[]; boxRef: Ref<HTMLElement> }) {
  const t = useT();
  return (
    <FittingCards items={entries} itemKey={(entry) => entry.id} boxRef={boxRef} itemClassName="space-y-2">
      {(entry) => (
        <>
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
            <span className="min-w-0">
              <Who entry={entry} />
            </span>
            <span className="text-xs text-ink-muted">
              <When entry={entry} />
            </span>
          </div>
          <What entry={entry} />
          {recordOf(t, entry) && (
            <p className="text-sm">
              <span className="text-ink-muted">{t('audit.record')}: </span>
              <RecordCell entry={entry} />
            </p>
          )}
        </>
      )}
    </FittingCards>
  );
}

function When({ entry }: { entry: AuditEntry }) {
  return <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>;
}

function Who({ entry }: { entry: AuditEntry }) {
  const t = useT();
  return entry.actorEmail ? (
    <EmailText value={entry.actorEmail} className="text-ink" />
  ) : (
    <span className="inline-flex items-center rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
      {t('audit.system')}
    </span>
  );
}

/**
 * The action in words, what an edit changed (each field before → after, always shown), and the
 * other details (a status change, the gateway's evidence) on request.
 */
function What({ entry }: { entry: AuditEntry }) {
  const t = useT();
  const rows = detailRows(t, entry);
  const changes = changeRows(t, entry);
  return (
    <div className="min-w-0">
      <p className="font-medium text-ink">{describeAction(t, entry)}</p>
      {changes.length > 0 && (
        <ul aria-label={t('audit.changes')} className="mt-1 space-y-0.5 text-sm">
          {changes.map((change) => (
            <li key={change.field} className="break-words">
              <span className="text-ink-muted">{change.label}: </span>
              {change.before && `${change.before} → `}
              <span className="font-medium text-ink">{change.after}</span>
            </li>
          ))}
        </ul>
      )}
      {rows.length > 0 && (
        <details className="group mt-1">
          <summary className="inline-flex cursor-pointer items-center gap-0.5 text-sm font-semibold text-brand-700 hover:text-brand-800">
            <ChevronRight aria-hidden="true" className="size-4 transition-transform group-open:rotate-90" />
            {t('audit.details')}
          </summary>
          <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 rounded-lg bg-slate-50 px-3 py-2 text-xs">
            {rows.map((row) => (
              <div key={row.label} className="contents">
                <dt className="text-ink-muted">{row.label}</dt>
                <dd className="break-words text-ink">{row.value}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </div>
  );
}

function RecordCell({ entry }: { entry: AuditEntry }) {
  const t = useT();
  const record = recordOf(t, entry);
  if (!record) return <span className="text-ink-muted">—</span>;
  return record.to ? (
    <Link to={record.to} className="font-medium text-brand-800 underline-offset-2 hover:underline">
      <Identifier value={record.label} mono={false} />
    </Link>
  ) : (
    <Identifier value={record.label} mono={false} className="text-ink" />
  );
}
