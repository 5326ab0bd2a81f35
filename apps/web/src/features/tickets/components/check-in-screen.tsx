import {
  ATTENDEE_FILTERS,
  type Attendee,
  type AttendeeFilter,
  type CheckInResult,
} from '@dpms/shared/schemas';
import {
  Camera,
  CameraOff,
  CircleAlert,
  CircleCheck,
  CloudOff,
  Download,
  History,
  UsersRound,
} from 'lucide-react';
import { type FormEvent, lazy, Suspense, useId, useRef, useState } from 'react';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Button, buttonStyles } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { CardList } from '@/components/ui/card-list.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { QueryErrorState } from '@/components/ui/error-state.tsx';
import { EventSubpageHeader } from '@/components/ui/event-subpage-header.tsx';
import { Field } from '@/components/ui/field.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { LoadingLine, Spinner } from '@/components/ui/spinner.tsx';
import { useAuth } from '@/features/auth/auth-context.ts';
import { useTour } from '@/features/tours/api/get-tour.ts';
import { cn } from '@/lib/cn.ts';
import { formatDateTime, formatDay, formatNumber } from '@/lib/format.ts';
import { type MessageId, useT } from '@/lib/i18n/i18n.ts';
import { batchLabel } from '@/lib/i18n/labels.ts';
import { paths } from '@/lib/paths.ts';
import { attendeesUrl, useAttendees } from '../api/tickets.ts';
import { type ScanOutcome, useOfflineCheckIn } from '../offline/use-offline-check-in.ts';
import { OfflineListCard } from './offline-list-card.tsx';

// The QR decoder loads only when the camera is asked for.
const CameraScanner = lazy(() => import('./camera-scanner.tsx'));

const FILTER_LABELS: Record<AttendeeFilter, MessageId> = {
  all: 'checkin.filterAll',
  checked_in: 'checkin.filterCheckedIn',
  not_checked_in: 'checkin.filterNotCheckedIn',
};

/** An event's check-in at the bus: scan or type a ticket, see who it is, and the attendee list. */
export function CheckInScreen({ id }: { id: string }) {
  const { data: tour } = useTour(id);
  const t = useT();
  const { user } = useAuth();
  const checkIn = useOfflineCheckIn(id, user?.name ?? '');
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null);
  const [pending, setPending] = useState(false);

  const submit = (code: string) => {
    if (!code.trim() || pending) return;
    setPending(true);
    void checkIn
      .scan(code)
      .then(setOutcome)
      .finally(() => setPending(false));
  };

  return (
    <div className="space-y-6">
      <EventSubpageHeader
        back={{ to: paths.tour(id), label: t('checkin.back') }}
        title={t('checkin.title', { name: tour.destination })}
        description={`${formatDay(tour.departureDate)} · ${t('checkin.description')}`}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="space-y-5 p-5 sm:p-6">
          <h2 className="text-lg font-semibold text-ink">{t('checkin.scanTitle')}</h2>
          <CameraPanel onCode={submit} />
          <CodeForm onSubmit={submit} pending={pending} />
        </Card>
        <ResultCard outcome={outcome} />
      </div>
      <OfflineListCard checkIn={checkIn} />
      <AttendeeList tourId={id} offlineAttendees={checkIn.online ? undefined : checkIn.offlineAttendees} />
    </div>
  );
}

function CameraPanel({ onCode }: { onCode: (code: string) => void }) {
  const [state, setState] = useState<'off' | 'on' | 'failed'>('off');
  const t = useT();
  return (
    <div className="space-y-3">
      {state === 'on' ? (
        <>
          <Suspense fallback={<Spinner size="sm" label={t('checkin.cameraStarting')} />}>
            <CameraScanner onCode={onCode} onFail={() => setState('failed')} />
          </Suspense>
          <Button variant="secondary" onClick={() => setState('off')}>
            <CameraOff aria-hidden="true" className="size-4" />
            {t('checkin.stopScan')}
          </Button>
        </>
      ) : (
        <Button onClick={() => setState('on')}>
          <Camera aria-hidden="true" className="size-4" />
          {t('checkin.scan')}
        </Button>
      )}
      {state === 'failed' && (
        <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-800">
          {t('checkin.noCamera')}
        </p>
      )}
    </div>
  );
}

function CodeForm({ onSubmit, pending }: { onSubmit: (code: string) => void; pending: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const t = useT();
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(code);
    setCode('');
    input.current?.focus();
  };
  return (
    <form onSubmit={send} className="space-y-3 border-t border-line pt-5">
      <Field
        ref={input}
        label={t('checkin.codeLabel')}
        hint={t('checkin.codeHint')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
      />
      <Button type="submit" loading={pending} disabled={!code.trim()}>
        {t('checkin.submit')}
      </Button>
    </form>
  );
}

/** The last scan's answer, loud: green for checked in, amber for already, red for refused. */
function ResultCard({ outcome }: { outcome: ScanOutcome | null }) {
  const headingId = useId();
  const t = useT();
  const tone = !outcome
    ? 'border-line bg-white'
    : outcome.kind === 'refused'
      ? 'border-danger-600 bg-danger-50'
      : outcome.result.outcome === 'checked_in'
        ? 'border-emerald-600 bg-emerald-50'
        : 'border-amber-500 bg-amber-50';
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-xl border-2 p-5 shadow-card sm:p-6', tone)}
      data-testid="check-in-result"
    >
      <h2 id={headingId} className="text-sm font-semibold text-ink-muted">
        {t('checkin.resultTitle')}
      </h2>
      <div aria-live="assertive" aria-atomic="true" className="mt-3">
        {!outcome ? (
          <p className="text-ink-muted">{t('checkin.waiting')}</p>
        ) : outcome.kind === 'refused' ? (
          <div className="flex items-start gap-3 text-danger-700">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-8 shrink-0" />
            <div>
              <p className="text-2xl font-bold">{t('checkin.refused')}</p>
              <p className="mt-1 font-medium">{outcome.message}</p>
            </div>
          </div>
        ) : (
          <ResultPerson result={outcome.result} queued={outcome.queued === true} />
        )}
      </div>
    </section>
  );
}

function ResultPerson({ result, queued }: { result: CheckInResult; queued: boolean }) {
  const t = useT();
  const { attendee } = result;
  const fresh = result.outcome === 'checked_in';
  const time = attendee.checkedInAt ? formatDateTime(attendee.checkedInAt) : '';
  const admin = attendee.checkedInBy ?? '—';
  const device = attendee.checkedInDevice;
  return (
    <div className="space-y-4">
      <p
        className={cn(
          'flex items-center gap-2 text-2xl font-bold',
          fresh ? 'text-emerald-800' : 'text-amber-800',
        )}
      >
        {fresh ? (
          <CircleCheck aria-hidden="true" className="size-8" />
        ) : (
          <History aria-hidden="true" className="size-8" />
        )}
        {fresh ? t('checkin.checkedIn') : t('checkin.already')}
      </p>
      <div className="flex items-center gap-4">
        <Avatar
          name={attendee.name}
          src={attendee.photoUrl}
          className="size-16 shrink-0 text-xl sm:size-20 sm:text-2xl"
        />
        <dl className="min-w-0 space-y-1 text-sm">
          <div>
            <dt className="sr-only">{t('col.name')}</dt>
            <dd className="text-xl font-semibold text-ink">{attendee.name}</dd>
          </div>
          <div className="flex flex-wrap gap-x-1.5">
            <dt className="text-ink-muted">{t('col.studentId')}:</dt>
            <dd className="font-mono text-ink">{attendee.studentId ?? t('col.notAvailable')}</dd>
          </div>
          <div className="flex gap-1.5">
            <dt className="text-ink-muted">{t('col.batch')}:</dt>
            <dd className="text-ink">{batchLabel(attendee.batch)}</dd>
          </div>
        </dl>
      </div>
      <p className={cn('font-medium', fresh ? 'text-emerald-800' : 'text-amber-800')}>
        {fresh
          ? t('checkin.checkedInText', { time, admin })
          : device
            ? t('checkin.alreadyOnDevice', { time, admin, device })
            : t('checkin.alreadyText', { time, admin })}
      </p>
      {queued && (
        <p
          className="flex items-start gap-2 text-sm font-medium text-ink-muted"
          data-testid="check-in-queued"
        >
          <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('checkin.queuedNote')}
        </p>
      )}
    </div>
  );
}

function AttendeeList({ tourId, offlineAttendees }: { tourId: string; offlineAttendees?: Attendee[] }) {
  const [filter, setFilter] = useState<AttendeeFilter>('all');
  const attendees = useAttendees(tourId, filter);
  const headingId = useId();
  const t = useT();
  const data = offlineAttendees ? offlineListOf(offlineAttendees, filter) : attendees.data;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-ink">
            {t('checkin.attendees')}
          </h2>
          {data && (
            <p className="text-sm text-ink-muted" data-testid="check-in-counts">
              {t('checkin.counts', {
                checkedIn: formatNumber(data.checkedIn),
                paid: formatNumber(data.paid),
              })}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            label={t('checkin.filter')}
            options={ATTENDEE_FILTERS}
            optionLabel={(option) => t(FILTER_LABELS[option as AttendeeFilter])}
            value={filter}
            onChange={(event) => setFilter(event.target.value as AttendeeFilter)}
            className="w-56"
          />
          <a
            href={attendeesUrl(tourId, filter, true)}
            download
            className={buttonStyles({ variant: 'secondary' })}
          >
            <Download aria-hidden="true" className="size-4" />
            {t('checkin.csv')}
          </a>
        </div>
      </div>
      {attendees.isError && !data && !offlineAttendees ? (
        <QueryErrorState query={attendees} />
      ) : !data ? (
        <LoadingLine card label={t('checkin.loading')} className="px-4 py-10" />
      ) : data.items.length === 0 ? (
        <EmptyState
          icon={UsersRound}
          title={t('checkin.empty')}
          description={filter === 'all' ? t('checkin.emptyAll') : t('checkin.emptyFiltered')}
        />
      ) : (
        <CardList label={t('checkin.list')}>
          {data.items.map((attendee) => (
            <AttendeeItem key={attendee.paymentId} attendee={attendee} />
          ))}
        </CardList>
      )}
    </section>
  );
}

function AttendeeItem({ attendee }: { attendee: Attendee }) {
  const t = useT();
  return (
    <li className="flex items-center gap-3 px-4 py-3 sm:gap-4 sm:px-5">
      <Avatar name={attendee.name} src={attendee.photoUrl} className="size-10 shrink-0 text-sm" />
      <div className="min-w-0 flex-1 space-y-1.5 sm:flex sm:items-center sm:justify-between sm:gap-4 sm:space-y-0">
        <div className="min-w-0">
          <p className="font-medium text-ink">{attendee.name}</p>
          <p className="text-sm text-ink-muted">
            <span className="font-mono">{attendee.studentId ?? t('col.notAvailable')}</span> ·{' '}
            {batchLabel(attendee.batch)}
          </p>
        </div>
        {attendee.checkedInAt ? (
          <div className="space-y-1 sm:text-right">
            <p className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-800">
              <CircleCheck aria-hidden="true" className="size-4" />
              <span className="sr-only">{t('checkin.status')}: </span>
              {formatDateTime(attendee.checkedInAt)}
            </p>
            {attendee.repeatScans.map((repeat) => (
              <p
                key={`${repeat.scannedAt}-${repeat.device ?? ''}`}
                className="text-sm font-medium text-amber-800"
                data-testid="repeat-scan"
              >
                {t('checkin.repeatScan', {
                  time: formatDateTime(repeat.scannedAt),
                  device: repeat.device ?? t('checkin.unknownDevice'),
                  admin: repeat.scannedBy,
                })}
              </p>
            ))}
          </div>
        ) : (
          <p className="inline-flex items-center rounded-full bg-slate-100 px-3 py-1 text-sm text-ink-muted">
            <span className="sr-only">{t('checkin.status')}: </span>
            {t('checkin.notYet')}
          </p>
        )}
      </div>
    </li>
  );
}

/** The downloaded list as the screen shows it offline: filtered and counted as the server would. */
function offlineListOf(items: Attendee[], filter: AttendeeFilter) {
  const checkedIn = items.filter((item) => item.checkedInAt).length;
  const shown =
    filter === 'all'
      ? items
      : items.filter((item) => (filter === 'checked_in') === (item.checkedInAt !== null));
  return { paid: items.length, checkedIn, items: shown };
}
