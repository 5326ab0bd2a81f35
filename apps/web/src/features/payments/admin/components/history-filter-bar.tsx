import { BATCHES } from '@dpms/shared/constants';
import type { ReactNode } from 'react';
import { DateRangeFilter, FilterBar, SearchFilter } from '@/components/ui/filter-bar.tsx';
import { STATUS_WORDS } from '@/components/ui/paid-status.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import { batchLabel } from '@/lib/i18n/labels.ts';
import type { UrlFilters } from '@/lib/use-url-filters.ts';
import { type HISTORY_FILTER_KEYS, HISTORY_STATUSES } from '../history-filters.ts';

type HistoryFilterBarProps = {
  filters: UrlFilters<(typeof HISTORY_FILTER_KEYS)[number]>;
  summary?: ReactNode;
};

/** Payment History's filters: a search, a status, a batch and a range of days. */
export function HistoryFilterBar({ filters, summary }: HistoryFilterBarProps) {
  const t = useT();
  const { values, update } = filters;
  return (
    <FilterBar
      label={t('history.filterLabel')}
      activeCount={filters.activeCount}
      onClear={filters.clear}
      summary={summary}
    >
      <SearchFilter
        label={t('history.search')}
        placeholder={t('history.searchPlaceholder')}
        value={values.q}
        onChange={(q) => update({ q })}
        className="col-span-2 lg:col-span-1"
      />
      <SelectField
        label={t('history.statusFilter')}
        placeholder={t('history.allStatuses')}
        options={HISTORY_STATUSES}
        optionLabel={(status) => t(STATUS_WORDS[status as (typeof HISTORY_STATUSES)[number]])}
        value={values.status === 'held' ? 'on_hold' : values.status}
        onChange={(event) => update({ status: event.target.value })}
      />
      <SelectField
        label={t('history.batchFilter')}
        placeholder={t('history.allBatches')}
        options={BATCHES}
        optionLabel={batchLabel}
        value={values.batch}
        onChange={(event) => update({ batch: event.target.value })}
      />
      <DateRangeFilter from={values.from} to={values.to} onChange={update} />
    </FilterBar>
  );
}
