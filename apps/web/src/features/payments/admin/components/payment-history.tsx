import type { PaymentRow } from '@dpms/shared';
import { Download, Receipt } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { buttonStyles } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { describeError } from '@/lib/describe-error.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { kindParam } from '@/lib/list-params.ts';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import { KindToggle } from '../../components/kind-toggle.tsx';
import { paymentsCsvUrl, usePaymentGroups } from '../api/get-payment-groups.ts';
import { PaymentDetailDialog } from './payment-detail-dialog.tsx';
import { PaymentGroup } from './payment-group.tsx';

const WIDE_QUERY = '(min-width: 768px)';

/** Payment History (admin): payments grouped by club or event, each group paged on its own. */
export function PaymentHistory() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const kind = kindParam(params, 'club');
  const groups = usePaymentGroups(kind);
  const wide = useMediaQuery(WIDE_QUERY);
  const [openId, setOpenId] = useState<string | null>(null);
  const open = (payment: PaymentRow) => setOpenId(payment.id);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <KindToggle
          kinds={['club', 'tour']}
          value={kind}
          onChange={(next) => setParams({ kind: next }, { replace: true })}
        />
        <a href={paymentsCsvUrl(kind)} download className={buttonStyles({ variant: 'secondary' })}>
          <Download aria-hidden="true" className="size-4" />
          {t('history.downloadCsv')}
        </a>
      </div>

      {groups.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner size="lg" label={t('myPayments.loading')} />
        </div>
      ) : groups.isError ? (
        <ErrorState message={describeError(groups.error)} onRetry={() => groups.refetch()} />
      ) : groups.data.groups.length === 0 ? (
        <EmptyState
          icon={Receipt}
          title={t('myPayments.empty')}
          description={kind === 'club' ? t('history.emptyClub') : t('history.emptyTour')}
        />
      ) : (
        <div className="space-y-5">
          {groups.data.groups.map((group) => (
            // Keyed by kind too, so switching Clubs and Events starts every group on page 1.
            <PaymentGroup
              key={`${kind}-${group.itemId}`}
              kind={kind}
              group={group}
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
