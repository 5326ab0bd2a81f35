import type { PaymentKind } from '@dpms/shared/constants';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card.tsx';
import { Identifier } from '@/components/ui/wrapping-text.tsx';
import { useAnnouncement } from '@/lib/announce.ts';
import { cn } from '@/lib/cn.ts';
import { formatTk } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

const tones = {
  success: 'bg-brand-50 text-brand-700',
  waiting: 'bg-amber-50 text-amber-600',
  danger: 'bg-danger-50 text-danger-600',
} as const;

type ResultCardProps = {
  icon: LucideIcon;
  tone: keyof typeof tones;
  title: string;
  /** Spins the icon's ring while the page is still waiting for an answer. */
  busy?: boolean;
  children?: ReactNode;
  /** Amount, item and transaction ID. */
  details?: ReactNode;
  actions: ReactNode;
};

/** The one card a payment result page shows: what happened, the facts, and where to go next. */
export function ResultCard({ icon: Icon, tone, title, busy, children, details, actions }: ResultCardProps) {
  useDocumentTitle(title);
  // The card replaces the one before it (checking, confirming, confirmed): say what it now reads.
  useAnnouncement(title);
  return (
    <Card className="mx-auto max-w-xl p-6 text-center sm:p-10">
      <span className={cn('relative mx-auto grid size-16 place-items-center rounded-full', tones[tone])}>
        {busy && (
          <span
            aria-hidden="true"
            className="absolute inset-0 animate-spin rounded-full border-4 border-amber-200 border-t-amber-500 motion-reduce:animate-none"
          />
        )}
        <Icon aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
      <div className="mt-3 space-y-1 text-ink-muted">{children}</div>
      {details && <div className="mt-6">{details}</div>}
      <div className="mt-8 flex flex-col justify-center gap-2 sm:flex-row sm:flex-wrap">{actions}</div>
    </Card>
  );
}

type PaymentFactsProps = {
  tranId: string;
  kind?: PaymentKind;
  itemName?: string;
  amountPoisha?: number;
};

/** The payment's facts as a small list: what for, how much, and the transaction ID from the route. */
export function PaymentFacts({ tranId, kind, itemName, amountPoisha }: PaymentFactsProps) {
  const t = useT();
  return (
    <dl className="divide-y divide-line rounded-lg border border-line bg-canvas text-left text-sm">
      {itemName && (
        <div className="flex justify-between gap-4 px-4 py-2.5">
          <dt className="text-ink-muted">{kind === 'club' ? t('result.club') : t('result.event')}</dt>
          <dd className="text-right font-medium text-ink">{itemName}</dd>
        </div>
      )}
      {amountPoisha !== undefined && (
        <div className="flex justify-between gap-4 px-4 py-2.5">
          <dt className="text-ink-muted">{t('result.amount')}</dt>
          <dd className="font-semibold text-ink">{formatTk(amountPoisha)}</dd>
        </div>
      )}
      <div className="flex justify-between gap-4 px-4 py-2.5">
        <dt className="shrink-0 text-ink-muted">{t('result.tranId')}</dt>
        <dd className="min-w-0 text-right font-semibold text-ink">
          <Identifier value={tranId} />
        </dd>
      </div>
    </dl>
  );
}
