import { MEMBERSHIP_DAYS, type Plan } from '@dpms/shared/constants';
import type { Club } from '@dpms/shared/schemas';
import { usePrefetchQuery, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { Card } from '@/components/ui/card.tsx';
import { formatDate, formatTk } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { richText } from '@/lib/i18n/rich-text.tsx';
import { paths } from '@/lib/paths.ts';
import { createClubCheckout } from '../api/create-club-checkout.ts';
import { checkoutClubQueryOptions, useCheckoutClub } from '../api/get-checkout-club.ts';
import { rememberedPayMethodQueryOptions } from '../api/get-pay-method.ts';
import { quoteClub } from '../api/get-quote.ts';
import { useDiscountCode } from '../hooks/use-discount-code.ts';
import { CheckoutForm } from './checkout-form.tsx';
import { CheckoutItemCard } from './checkout-item-card.tsx';
import { ConfirmStep } from './confirm-step.tsx';
import { discountLines, PaymentSummary } from './payment-summary.tsx';
import { PlanPicker, planPrice } from './plan-picker.tsx';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Club checkout (SPEC section 2): the club, Monthly or Yearly, the summary, the mobile number, Pay Now. */
export function ClubCheckout({ clubId }: { clubId: string }) {
  const club = useCheckoutClub(clubId);
  // Asked beside the club, so the form opens on the student's last method.
  usePrefetchQuery(rememberedPayMethodQueryOptions());
  const t = useT();

  return (
    <ConfirmStep
      query={club}
      loadingText={t('checkout.loadingClub')}
      notFound={{ title: t('clubs.notFound'), back: { to: paths.clubs, label: t('clubs.backToList') } }}
    >
      {(loaded) => <ClubCheckoutLoaded club={loaded} />}
    </ConfirmStep>
  );
}

function ClubCheckoutLoaded({ club }: { club: Club }) {
  const queryClient = useQueryClient();
  const [plan, setPlan] = useState<Plan>('monthly');
  const amount = planPrice(club, plan);
  // Asked again when the plan changes: a code takes a different amount off each.
  const discount = useDiscountCode([club.id, plan], (code) => quoteClub(club.id, code, plan));
  const t = useT();
  const back = { to: paths.club(club.id), label: t('checkout.backToClub') };
  // A preview only: the server sets the real dates when the payment is confirmed.
  const startsAt = club.membership ? new Date(club.membership.validUntil) : new Date();
  const endsAt = new Date(startsAt.getTime() + MEMBERSHIP_DAYS[plan] * DAY_MS);

  return (
    <div className="grid gap-6 lg:grid-cols-5 lg:items-start">
      <CheckoutItemCard imageUrl={club.imageUrl} name={club.clubName} kind={t('checkout.clubMembership')}>
        <dl className="mt-4 grid grid-cols-2 gap-3 border-t border-line pt-4">
          <div>
            <dt className="text-sm text-ink-muted">{t('checkout.monthlyFee')}</dt>
            <dd className="text-lg font-bold text-ink">{formatTk(club.monthlyPricePoisha)}</dd>
          </div>
          <div>
            <dt className="text-sm text-ink-muted">{t('checkout.yearlyFee')}</dt>
            <dd className="text-lg font-bold text-ink">{formatTk(club.yearlyPricePoisha)}</dd>
          </div>
        </dl>
        {club.membership && (
          <p
            role="status"
            className="mt-4 flex gap-2 rounded-lg border border-brand-200 bg-brand-50 px-3 py-3 text-sm text-brand-900"
          >
            <BadgeCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              {richText(
                t,
                'checkout.validUntil',
                { date: <strong>{formatDate(club.membership.validUntil)}</strong> },
                {
                  plan: t(
                    club.membership.plan === 'monthly' ? 'checkout.planMonthly' : 'checkout.planYearly',
                  ),
                },
              )}
            </span>
          </p>
        )}
      </CheckoutItemCard>

      <Card className="space-y-6 p-5 sm:p-6 lg:col-span-2">
        <PlanPicker club={club} value={plan} onChange={setPlan} />
        <PaymentSummary
          lines={[
            {
              label: t('checkout.membershipLine', { plan }),
              detail: t('checkout.membershipDetail', {
                club: club.clubName,
                days: MEMBERSHIP_DAYS[plan],
                date: formatDate(endsAt),
              }),
              amountPoisha: amount,
            },
            ...discountLines(t, discount.quote),
          ]}
        />
        <CheckoutForm
          amountPoisha={amount}
          discount={discount}
          onPay={(input) => createClubCheckout(club.id, { ...input, plan })}
          onRefused={() => queryClient.invalidateQueries(checkoutClubQueryOptions(club.id))}
          back={back}
        />
      </Card>
    </div>
  );
}
