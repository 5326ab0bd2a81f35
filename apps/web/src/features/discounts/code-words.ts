import type { DiscountCodeRow } from '@dpms/shared/schemas';
import { formatNumber, formatTk } from '@/lib/format.ts';
import { type MessageId, t } from '@/lib/i18n/i18n.ts';

/** Why a code works or not, as its Status column says. */
export type CodeStatus = 'active' | 'ended' | 'usedUp' | 'pastLastDay';

export const CODE_STATUS_WORDS: Record<CodeStatus, MessageId> = {
  active: 'discounts.statusActive',
  ended: 'discounts.statusEnded',
  usedUp: 'discounts.statusUsedUp',
  pastLastDay: 'discounts.statusPastLastDay',
};

/** The server says whether a code works; when it does not, the reason is read from the row. */
export function codeStatus(row: DiscountCodeRow): CodeStatus {
  if (row.active) return 'active';
  if (row.endedAt) return 'ended';
  if (row.uses >= row.maxUses) return 'usedUp';
  return 'pastLastDay';
}

/** What a code takes off: "20 %" or "Tk 500". */
export function offText(row: Pick<DiscountCodeRow, 'kind' | 'percent' | 'amountPoisha'>): string {
  return row.kind === 'percent'
    ? t('discounts.offPercent', { percent: formatNumber(row.percent ?? 0) })
    : formatTk(row.amountPoisha ?? 0);
}

/** What a code is for: the event's or club's name, or "Every event and club". */
export function forText(row: Pick<DiscountCodeRow, 'scope' | 'itemName'>): string {
  return row.scope === 'all' ? t('discounts.forAll') : (row.itemName ?? '—');
}

/** "3 of 50". */
export function usesText(row: Pick<DiscountCodeRow, 'uses' | 'maxUses'>): string {
  return t('discounts.usesOf', { uses: formatNumber(row.uses), max: formatNumber(row.maxUses) });
}
