import type { PaymentRow } from '@dpms/shared/schemas';
import { CalendarPlus, CircleCheck, Clock, CloudOff } from 'lucide-react';
import { useId } from 'react';
import { buttonStyles } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { QueryErrorState } from '@/components/ui/error-state.tsx';
import { LoadingLine } from '@/components/ui/spinner.tsx';
import { calendarUrl } from '@/features/tours/calendar-url.ts';
import { formatDateTime, formatDay } from '@/lib/format.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { useOnline } from '@/lib/online.ts';
import { useTicket } from '../api/tickets.ts';

/** A paid event registration's ticket: the QR code, the code as text, the event and the holder. */
export default function TicketDialog({ payment, onClose }: { payment: PaymentRow; onClose: () => void }) {
  const titleId = useId();
  const ticket = useTicket(payment.id);
  const online = useOnline();
  const t = useT();
  const data = ticket.data;

  return (
    <Dialog open onClose={onClose} labelledBy={titleId} className="max-w-sm">
      <div className="space-y-4 p-5 sm:p-6">
        <div>
          <h2 id={titleId} className="text-lg font-semibold text-ink">
            {t('ticket.title')}
          </h2>
          <p className="mt-0.5 font-medium text-ink">{payment.itemName}</p>
        </div>
        {ticket.isError ? (
          <QueryErrorState query={ticket} />
        ) : !data ? (
          <LoadingLine label={t('ticket.loading')} className="py-16" />
        ) : (
          <>
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(data.qrSvg)}`}
              alt={t('ticket.qrAlt', { name: data.itemName })}
              width={240}
              height={240}
              className="mx-auto size-60 rounded-lg border border-line bg-white"
            />
            <p className="text-center text-sm text-ink-muted">{t('ticket.instructions')}</p>
            {!online && (
              <p
                data-testid="ticket-offline"
                className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900"
              >
                <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {t('ticket.offline')}
              </p>
            )}
            <div>
              <p className="text-xs font-medium text-ink-muted">{t('ticket.code')}</p>
              <p
                data-testid="ticket-code"
                className="mt-1 rounded-lg bg-slate-50 px-3 py-2 font-mono text-sm break-all text-ink select-all"
              >
                {data.code}
              </p>
            </div>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <div>
                <dt className="text-xs text-ink-muted">{t('col.name')}</dt>
                <dd className="font-medium text-ink">{data.payerName}</dd>
              </div>
              <div>
                <dt className="text-xs text-ink-muted">{t('col.studentId')}</dt>
                <dd className="font-mono text-xs text-ink">{data.payerStudentId ?? t('col.notAvailable')}</dd>
              </div>
              <div className="col-span-2">
                <dt className="sr-only">{t('col.date')}</dt>
                <dd className="text-ink">{t('ticket.departs', { date: formatDay(data.departureDate) })}</dd>
              </div>
              {data.meetingPoint && (
                <div className="col-span-2">
                  <dt className="sr-only">{t('tour.meetingPoint')}</dt>
                  <dd className="text-ink">{t('ticket.meetingPoint', { place: data.meetingPoint })}</dd>
                </div>
              )}
            </dl>
            <p
              className={
                data.checkedInAt
                  ? 'flex items-center gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800'
                  : 'flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-ink-muted'
              }
            >
              {data.checkedInAt ? (
                <CircleCheck aria-hidden="true" className="size-4" />
              ) : (
                <Clock aria-hidden="true" className="size-4" />
              )}
              {data.checkedInAt
                ? t('ticket.checkedIn', { time: formatDateTime(data.checkedInAt) })
                : t('ticket.notCheckedIn')}
            </p>
          </>
        )}
        <div className="flex flex-wrap justify-end gap-2 border-t border-line pt-4">
          <a href={calendarUrl(payment.itemId)} download className={buttonStyles({ variant: 'secondary' })}>
            <CalendarPlus aria-hidden="true" className="size-4" />
            {t('ticket.addToCalendar')}
          </a>
          <button type="button" onClick={onClose} className={buttonStyles()}>
            {t('ticket.close')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
