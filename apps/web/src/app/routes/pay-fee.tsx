import { CalendarDays, ChevronRight, type LucideIcon, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { type MessageId, useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';

const CHOICES: Array<{ to: string; title: MessageId; text: MessageId; icon: LucideIcon }> = [
  {
    to: paths.tours,
    title: 'payFee.eventTitle',
    text: 'payFee.eventText',
    icon: CalendarDays,
  },
  {
    to: paths.clubs,
    title: 'payFee.clubTitle',
    text: 'payFee.clubText',
    icon: UsersRound,
  },
];

/** /payfee: the spec shows nothing beyond checkout here, so it points to the two ways to pay. */
function PayFeeRoute() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('payFee.title')} description={t('payFee.description')} />
      <ul className="grid max-w-3xl gap-4 sm:grid-cols-2">
        {CHOICES.map(({ to, title, text, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full items-start gap-4 rounded-xl border border-line bg-white p-5 shadow-card transition-shadow hover:border-brand-200 hover:shadow-md"
            >
              <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-center justify-between gap-2 font-semibold text-ink">
                  {t(title)}
                  <ChevronRight
                    aria-hidden="true"
                    className="size-4 text-ink-muted transition-transform group-hover:translate-x-0.5"
                  />
                </span>
                <span className="mt-1 block text-sm text-ink-muted">{t(text)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

export { PayFeeRoute as Component };
