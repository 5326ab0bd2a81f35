import type { PaymentRow } from '@dpms/shared/schemas';
import { Download, Receipt, SearchX } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { QueryErrorState } from '@/components/ui/error-state.tsx';
import { WIDE_QUERY } from '@/components/ui/fitting-table.tsx';
import { CenteredSpinner } from '@/components/ui/spinner.tsx';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import { useUrlFilters } from '@/lib/use-url-filters.ts';
import { KindToggle } from '../../components/kind-toggle.tsx';
import { paymentsCsvUrl, usePaymentGroups } from '../api/get-payment-groups.ts';
import { HISTORY_FILTER_KEYS, historyFiltersParam, historyKindParam } from '../history-filters.ts';
import { HistoryFilterBar } from './history-filter-bar.tsx';
import { PaymentDetailDialog } from './payment-detail-dialog.tsx';
import { PaymentGroup } from './payment-group.tsx';

/**
 * Payment History (admin): payments grouped by club or event, each group paged on its own,
 * filtered on the server by the address's status, days, batch and search.
 */
export function PaymentHistory() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const kind = historyKindParam(params);
  const filterState = useUrlFilters(HISTORY_FILTER_KEYS);
  const filters = historyFiltersParam(params);
  const filterKey = new URLSearchParams(filters as Record<string, string>).toString();
  const groups = usePaymentGroups(kind, filters);
  const wide = useMediaQuery(WIDE_QUERY);
  const [openId, setOpenId] = useState<string | null>(null);
  const open = (payment: PaymentRow) => setOpenId(payment.id);
  const filtered = filterState.activeCount > 0;
  const matching = groups.data?.groups.reduce((sum, group) => sum + group.total, 0);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <KindToggle
          kinds={['club', 'tour']}
          value={kind}
          onChange={(next) =>
            setParams(
              (current) => {
                const nextParams = new URLSearchParams(current);
                nextParams.set('kind', next);
                return nextParams;
              },
              { replace: true },
            )
          }
        />
        <a
          href={paymentsCsvUrl(kind, filters)}
          download
          className={buttonStyles({ variant: 'secondary' })}
          aria-label={filtered ? t('history.downloadFilteredCsv') : undefined}
        >
          <Download aria-hidden="true" className="size-4" />
          {t('history.downloadCsv')}
        </a>
      </div>

      <HistoryFilterBar
        filters={filterState}
        summary={
          matching === undefined
            ? null
            : filtered
              ? t('history.matchCount', { count: matching })
              : t('history.totalCount', { count: matching })
        }
      />

      {groups.isPending ? (
        <CenteredSpinner size="lg" label={t('myPayments.loading')} className="py-16" />
      ) : groups.isError ? (
        <QueryErrorState query={groups} />
      ) : groups.data.groups.length === 0 ? (
        filtered ? (
          <EmptyState
            icon={SearchX}
            title={t('history.noMatch')}
            description={t('history.noMatchText')}
            action={
              <Button variant="secondary" onClick={filterState.clear}>
                {t('filters.clear')}
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={Receipt}
            title={t('myPayments.empty')}
            description={kind === 'club' ? t('history.emptyClub') : t('history.emptyTour')}
          />
        )
      ) : (
        <div className={cn('space-y-5', groups.isPlaceholderData && 'opacity-60')}>
          {groups.data.groups.map((group) => (
            // Keyed by kind and filters too, so a new kind or filter starts every group on page 1.
            <PaymentGroup
              key={`${kind}-${filterKey}-${group.itemId}`}
              kind={kind}
              group={group}
              filters={filters}
              wide={wide}
              onOpen={open}
            />
          ))}
        </div>
      )}

      {openId && <PaymentDetailDialog paymentId={openId} onClose={() => setOpenId(null)} />}
    </div>
  );
}
