import type { DiscountCodeRow } from '@dpms/shared/schemas';
import { CirclePercent, CircleStop } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { useDialog } from '@/components/ui/dialog-context.ts';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { QueryErrorState } from '@/components/ui/error-state.tsx';
import {
  cellClass,
  FittingCards,
  type FittingColumn,
  FittingTable,
  WIDE_QUERY,
} from '@/components/ui/fitting-table.tsx';
import { CenteredSpinner } from '@/components/ui/spinner.tsx';
import { PaymentFact } from '@/features/payments/components/payment-fact.tsx';
import { cn } from '@/lib/cn.ts';
import { describeError } from '@/lib/describe-error.ts';
import { formatDay, formatTk } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { toast } from '@/lib/toast.ts';
import { useFitsWidth } from '@/lib/use-fits-width.ts';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import { useEndDiscountCode } from '../api/end-discount-code.ts';
import { useDiscountCodes } from '../api/get-discount-codes.ts';
import { CODE_STATUS_WORDS, type CodeStatus, codeStatus, forText, offText, usesText } from '../code-words.ts';

const COLUMNS: FittingColumn[] = [
  ['discounts.colCode'],
  ['discounts.colOff', 'text-right'],
  ['discounts.colFor'],
  ['discounts.colUses', 'text-right'],
  ['discounts.colLastDay'],
  ['discounts.colSaved', 'text-right'],
  ['discounts.colStatus'],
  ['users.actions', 'text-right'],
];

/** The "Discount codes" section: every code with its uses and what it saved; an active one can be ended. */
export function DiscountCodesList() {
  const t = useT();
  const codes = useDiscountCodes();
  const end = useEndDiscountCode();
  const dialog = useDialog();
  const wide = useMediaQuery(WIDE_QUERY);
  const { boxRef, tableRef, fits } = useFitsWidth();

  async function onEnd(row: DiscountCodeRow) {
    const confirmed = await dialog.confirm({
      title: t('discounts.endTitle', { code: row.code }),
      text: t('discounts.endText'),
      confirmLabel: t('discounts.endConfirm'),
      tone: 'danger',
    });
    if (!confirmed) return;
    try {
      await end.mutateAsync(row.id);
      toast.success(t('discounts.endedToast', { code: row.code }));
    } catch (error) {
      toast.error(describeError(error));
    }
  }
  const ending = end.isPending ? end.variables : null;

  let body: ReactNode;
  if (codes.isPending) {
    body = <CenteredSpinner label={t('discounts.loading')} className="py-12" />;
  } else if (codes.isError) {
    body = <QueryErrorState query={codes} />;
  } else if (codes.data.items.length === 0) {
    body = (
      <EmptyState
        icon={CirclePercent}
        title={t('discounts.empty')}
        description={t('discounts.emptyText')}
        headingLevel={3}
      />
    );
  } else {
    const rows = codes.data.items;
    body = (
      <Card className="overflow-hidden">
        {wide && fits ? (
          <FittingTable
            columns={COLUMNS}
            boxRef={boxRef}
            tableRef={tableRef}
            caption={t('discounts.codesTitle')}
            headRowClassName="bg-slate-50"
          >
            {rows.map((row) => (
              <tr key={row.id}>
                <td className={cellClass}>
                  <CodeName row={row} />
                </td>
                <td className={cn(cellClass, 'text-right whitespace-nowrap')}>{offText(row)}</td>
                <td className={cellClass}>
                  <ItemName row={row} />
                </td>
                <td className={cn(cellClass, 'text-right whitespace-nowrap')}>{usesText(row)}</td>
                <td className={cn(cellClass, 'whitespace-nowrap')}>{formatDay(row.endsOn)}</td>
                <td className={cn(cellClass, 'text-right whitespace-nowrap')}>{formatTk(row.savedPoisha)}</td>
                <td className={cellClass}>
                  <StatusBadge status={codeStatus(row)} />
                </td>
                <td className={cn(cellClass, 'text-right')}>
                  <EndButton row={row} busy={ending === row.id} onEnd={onEnd} />
                </td>
              </tr>
            ))}
          </FittingTable>
        ) : (
          <FittingCards items={rows} itemKey={(row) => row.id} boxRef={boxRef} itemClassName="space-y-3">
            {(row) => (
              <>
                <div className="flex items-start justify-between gap-3">
                  <CodeName row={row} />
                  <StatusBadge status={codeStatus(row)} />
                </div>
                <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                  <PaymentFact label={t('discounts.colOff')} value={offText(row)} />
                  <PaymentFact label={t('discounts.colUses')} value={usesText(row)} />
                  <PaymentFact label={t('discounts.colFor')} value={<ItemName row={row} />} wide />
                  <PaymentFact label={t('discounts.colLastDay')} value={formatDay(row.endsOn)} />
                  <PaymentFact label={t('discounts.colSaved')} value={formatTk(row.savedPoisha)} />
                </dl>
                <EndButton row={row} busy={ending === row.id} onEnd={onEnd} />
              </>
            )}
          </FittingCards>
        )}
      </Card>
    );
  }

  return (
    <section aria-labelledby="discount-codes-title" className="min-w-0 space-y-3">
      <h2 id="discount-codes-title" className="text-lg font-semibold text-ink">
        {t('discounts.codesTitle')}
      </h2>
      {body}
    </section>
  );
}

/** The code, and how many students it is limited to, if it is. */
function CodeName({ row }: { row: DiscountCodeRow }) {
  const t = useT();
  return (
    <div className="min-w-0">
      <p className="font-mono font-semibold break-all text-ink">{row.code}</p>
      {row.studentIds.length > 0 && (
        <p className="text-xs text-ink-muted">
          {t('discounts.namedStudents', { count: row.studentIds.length })}
        </p>
      )}
    </div>
  );
}

/** The event's or club's name, with which of the two it is. */
function ItemName({ row }: { row: DiscountCodeRow }) {
  const t = useT();
  return (
    <>
      <span className="block break-words text-ink">{forText(row)}</span>
      {row.scope !== 'all' && (
        <span className="block text-xs text-ink-muted">
          {t(row.scope === 'tour' ? 'discounts.anEvent' : 'discounts.aClub')}
        </span>
      )}
    </>
  );
}

const STATUS_TONES: Record<CodeStatus, string> = {
  active: 'bg-brand-100 text-brand-800',
  ended: 'bg-slate-100 text-slate-700',
  usedUp: 'bg-amber-100 text-amber-900',
  pastLastDay: 'bg-slate-100 text-slate-700',
};

function StatusBadge({ status }: { status: CodeStatus }) {
  const t = useT();
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        STATUS_TONES[status],
      )}
    >
      {t(CODE_STATUS_WORDS[status])}
    </span>
  );
}

type EndButtonProps = { row: DiscountCodeRow; busy: boolean; onEnd: (row: DiscountCodeRow) => void };

/** "End code", on a code that still works; an ended one has nothing to do. */
function EndButton({ row, busy, onEnd }: EndButtonProps) {
  const t = useT();
  if (!row.active) return null;
  return (
    <Button
      size="sm"
      variant="secondary"
      loading={busy}
      onClick={() => onEnd(row)}
      aria-label={t('discounts.endName', { code: row.code })}
      className="shrink-0 text-danger-700! hover:bg-danger-50!"
    >
      {!busy && <CircleStop aria-hidden="true" className="size-4" />}
      {t('discounts.end')}
    </Button>
  );
}
