import { PAYMENT_STATUSES, type PaymentStatus } from '@dpms/shared/constants';
import { type AuditEntry, auditChangesSchema } from '@dpms/shared/schemas';
import { STATUS_WORDS } from '@/components/ui/paid-status.tsx';
import { formatDay, formatNumber, formatTk } from '@/lib/format.ts';
import type { MessageId, Translate } from '@/lib/i18n/i18n.ts';
import { holdReasonLabel } from '@/lib/i18n/labels.ts';
import { paths } from '@/lib/paths.ts';

/**
 * The actions the server writes (recordAudit calls and the payment_status_audit trigger, in
 * apps/server), in words. An action not listed here is shown as its code.
 */
const ACTIONS: Record<string, MessageId> = {
  'payment.status': 'audit.act.paymentStatus',
  'payment.check': 'audit.act.paymentCheck',
  'payment.accept_held': 'audit.act.acceptHeld',
  'payment.refund_request': 'audit.act.refundRequest',
  'payment.refund_retry': 'audit.act.refundRetry',
  'payment.refund': 'audit.act.refund',
  'payment.refund_link': 'audit.act.refundLink',
  'payment.waive': 'audit.act.paymentWaive',
  'discount_code.create': 'audit.act.discountCodeCreate',
  'discount_code.end': 'audit.act.discountCodeEnd',
  'tour.create': 'audit.act.tourCreate',
  'tour.update': 'audit.act.tourUpdate',
  'tour.archive': 'audit.act.tourArchive',
  'tour.delete': 'audit.act.tourDelete',
  'club.create': 'audit.act.clubCreate',
  'club.update': 'audit.act.clubUpdate',
  'club.archive': 'audit.act.clubArchive',
  'club.delete': 'audit.act.clubDelete',
  'announcement.create': 'audit.act.announcementCreate',
  'announcement.update': 'audit.act.announcementUpdate',
  'announcement.delete': 'audit.act.announcementDelete',
  'user.promote': 'audit.act.userPromote',
  'user.delete': 'audit.act.userDelete',
  'student-ids.add': 'audit.act.studentIdsAdd',
  'student-id.delete': 'audit.act.studentIdDelete',
};

const isStatus = (value: unknown): value is PaymentStatus =>
  typeof value === 'string' && (PAYMENT_STATUSES as readonly string[]).includes(value);

/** A payment status in words; another value as it is. */
export function statusWords(t: Translate, value: unknown): string {
  return isStatus(value) ? t(STATUS_WORDS[value]) : String(value);
}

/** What the entry says happened, in the active language ("Payment status: Pending → Paid"). */
export function describeAction(t: Translate, entry: AuditEntry): string {
  const id = ACTIONS[entry.action];
  if (!id) return entry.action;
  const details = entry.details ?? {};
  return t(id, {
    before: statusWords(t, details.before ?? '?'),
    after: statusWords(t, details.after ?? '?'),
  });
}

export type RecordLink = { label: string; to?: string };

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** The detail each kind of record is named by in its Record cell (recordOf). */
const NAMED_BY: Record<string, string> = {
  tour: 'destination',
  club: 'clubName',
  announcement: 'title',
  user: 'email',
  discount_code: 'code',
};

/**
 * The record an entry is about, and where to see it: a payment in Payment History (searched by
 * its tran_id), an event, club or announcement on its page. A removed record is named, not linked.
 */
export function recordOf(t: Translate, entry: AuditEntry): RecordLink | null {
  const details = entry.details ?? {};
  const id = entry.targetId ?? undefined;
  const removed = entry.action.endsWith('.delete');
  switch (entry.targetType) {
    case 'payment': {
      const tranId = text(details.tranId);
      if (!tranId) return id ? { label: id } : null;
      const query = new URLSearchParams({ q: tranId });
      const kind = text(details.kind);
      if (kind === 'tour' || kind === 'club') query.set('kind', kind);
      return { label: tranId, to: `${paths.transactionHistory}?${query}` };
    }
    case 'tour':
      return id ? { label: text(details.destination) ?? id, to: removed ? undefined : paths.tour(id) } : null;
    case 'club':
      return id ? { label: text(details.clubName) ?? id, to: removed ? undefined : paths.club(id) } : null;
    case 'announcement':
      return id
        ? { label: text(details.title) ?? id, to: removed ? undefined : paths.announcement(id) }
        : null;
    case 'user':
      return { label: text(details.email) ?? id ?? '' };
    case 'student_id_allowlist':
      return { label: id && id !== '*' ? id : t('audit.allowList') };
    case 'discount_code':
      return { label: text(details.code) ?? id ?? '', to: paths.discounts };
    default:
      return id ? { label: id } : null;
  }
}

/** The details' fields in the order an admin reads them; others follow as they come. */
const FIELDS: Record<string, MessageId> = {
  tranId: 'audit.field.tranId',
  kind: 'audit.field.kind',
  item: 'audit.field.item',
  payer: 'audit.field.payer',
  student: 'col.studentId',
  plan: 'col.plan',
  amountPoisha: 'audit.field.amount',
  waivedPoisha: 'audit.field.waived',
  percent: 'discounts.percent',
  scope: 'discounts.for',
  maxUses: 'discounts.usesAllowed',
  endsOn: 'discounts.lastDay',
  studentIds: 'discounts.onlyStudents',
  gatewayAmountPoisha: 'audit.field.gatewayAmount',
  valId: 'audit.field.valId',
  bankTranId: 'audit.field.bankTranId',
  cardType: 'audit.field.cardType',
  riskLevel: 'audit.field.riskLevel',
  holdReason: 'audit.field.holdReason',
  reason: 'audit.field.reason',
  refundReason: 'audit.field.refundReason',
  refundRefId: 'audit.field.refundRefId',
  changed: 'audit.field.changed',
  destination: 'audit.field.destination',
  clubName: 'audit.field.clubName',
  title: 'audit.field.title',
  name: 'audit.field.name',
  email: 'audit.field.email',
  role: 'audit.field.role',
  newRole: 'audit.field.newRole',
  added: 'audit.field.added',
  alreadyListed: 'audit.field.alreadyListed',
  skipped: 'audit.field.skipped',
};

const ROLES: Record<string, MessageId> = {
  admin: 'role.admin',
  teacher: 'role.teacher',
  student: 'role.student',
};

/** A discount code's or a waiver's stored choices, in words. */
const VALUE_WORDS: Record<string, Record<string, MessageId>> = {
  kind: { percent: 'discounts.percentage', amount: 'discounts.amountInTaka' },
  scope: { all: 'discounts.forAll', tour: 'discounts.oneEvent', club: 'discounts.oneClub' },
  plan: { monthly: 'clubs.monthly', yearly: 'clubs.yearly' },
};

function valueWords(t: Translate, key: string, value: unknown): string {
  if (key.endsWith('Poisha') && typeof value === 'number') {
    return formatTk(value);
  }
  if (key === 'kind' && (value === 'tour' || value === 'club')) {
    return t(value === 'tour' ? 'audit.value.tour' : 'audit.value.club');
  }
  const choice = typeof value === 'string' ? VALUE_WORDS[key]?.[value] : undefined;
  if (choice) return t(choice);
  if (key === 'endsOn' && typeof value === 'string') return formatDay(value);
  if ((key === 'role' || key === 'newRole') && typeof value === 'string' && ROLES[value]) {
    return t(ROLES[value]);
  }
  if (key === 'holdReason' && typeof value === 'string') return holdReasonLabel(value);
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export type DetailRow = { label: string; value: string };

/**
 * The fields an edit may change (an event's, a club's, an announcement's, a user's), named as
 * their forms name them. A field not listed is shown by its name.
 */
const CHANGE_LABELS: Record<string, MessageId> = {
  destination: 'tourForm.destination',
  location: 'tourForm.location',
  meetingPoint: 'tourForm.meetingPoint',
  departureDate: 'tourForm.departureDate',
  duration: 'tourForm.duration',
  registration: 'tourForm.registration',
  transportation: 'tourForm.transportation',
  costPoisha: 'checkout.cost',
  groupSize: 'tourForm.groupSize',
  holdHours: 'tourForm.holdHours',
  overview: 'tourForm.overview',
  itinerary: 'tourForm.itinerary',
  accommodation: 'tourForm.accommodation',
  tourGuides: 'tourForm.tourGuides',
  inclusions: 'tourForm.inclusions',
  exclusions: 'tourForm.exclusions',
  healthSafety: 'tourForm.healthSafety',
  paymentCancellation: 'tourForm.paymentCancellation',
  imageUrl: 'tourForm.image',
  clubName: 'clubForm.name',
  clubDescription: 'clubForm.description',
  clubRole: 'clubForm.first',
  roleName: 'clubForm.first',
  clubRole2: 'clubForm.second',
  roleName2: 'clubForm.second',
  membershipBenefits: 'clubForm.benefits',
  contactInformation: 'clubForm.contact',
  monthlyPricePoisha: 'checkout.monthlyFee',
  yearlyPricePoisha: 'checkout.yearlyFee',
  title: 'announcementForm.title',
  description: 'announcementForm.description',
  role: 'audit.field.role',
};

/** The words of a stored choice (a registration state, a transport, an office, a role). */
const CHOICE_WORDS: Record<string, Record<string, MessageId>> = {
  registration: { Open: 'registration.Open', Closed: 'registration.Closed' },
  transportation: { Bus: 'transport.Bus', Train: 'transport.Train', Boat: 'transport.Boat' },
  clubRole: {
    President: 'clubRole.President',
    'Vice President': 'clubRole.Vice President',
    Treasurer: 'clubRole.Treasurer',
  },
  role: ROLES,
};
CHOICE_WORDS.clubRole2 = CHOICE_WORDS.clubRole!;

/** A long text is cut: the entry shows that it changed and how it reads. */
const SHOWN_LENGTH = 80;

/** A changed field's value as the reader reads it: a price in taka, a date as a date, a choice in words. */
function changedValueWords(t: Translate, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field.endsWith('Poisha') && typeof value === 'number') return formatTk(value);
  if (field === 'departureDate' && typeof value === 'string') return formatDay(value);
  if (typeof value === 'number') return formatNumber(value);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const choice = CHOICE_WORDS[field]?.[text];
  if (choice) return t(choice);
  const line = text.replace(/\s+/g, ' ');
  return line.length > SHOWN_LENGTH ? `${line.slice(0, SHOWN_LENGTH - 1).trimEnd()}…` : line;
}

export type ChangeRow = { field: string; label: string; before: string; after: string };

/**
 * What an edit changed (`details.changes`): one row per field, its value before and after in the
 * reader's terms. A new image is said so (before is then empty) rather than shown as two addresses.
 */
export function changeRows(t: Translate, entry: AuditEntry): ChangeRow[] {
  const parsed = auditChangesSchema.safeParse(entry.details?.changes);
  if (!parsed.success) return [];
  return Object.entries(parsed.data).map(([field, { before, after }]) => {
    const label = CHANGE_LABELS[field] ? t(CHANGE_LABELS[field]) : field;
    if (field === 'imageUrl') return { field, label, before: '', after: t('audit.value.imageReplaced') };
    return {
      field,
      label,
      before: changedValueWords(t, field, before),
      after: changedValueWords(t, field, after),
    };
  });
}

/**
 * An entry's details as labelled lines: first the change of status (before → after), then the
 * gateway's evidence and the rest, each value in words (an amount in taka, a status, a role).
 */
export function detailRows(t: Translate, entry: AuditEntry): DetailRow[] {
  const details = entry.details ?? {};
  const rows: DetailRow[] = [];
  if ('before' in details || 'after' in details) {
    rows.push({
      label: t('audit.field.status'),
      value: `${statusWords(t, details.before ?? '—')} → ${statusWords(t, details.after ?? '—')}`,
    });
  }
  // An edit's changes have rows of their own (changeRows); the record's name is its Record cell.
  const naming = NAMED_BY[entry.targetType];
  const keys = Object.keys(details).filter(
    (key) => key !== 'before' && key !== 'after' && key !== 'changes' && key !== naming,
  );
  const known = Object.keys(FIELDS).filter((key) => keys.includes(key));
  const others = keys.filter((key) => !FIELDS[key]);
  for (const key of [...known, ...others]) {
    const value = details[key];
    if (value === null || value === undefined || value === '') continue;
    // A discount code's kind is its type (a percentage or an amount), not what it is for.
    const label = key === 'kind' && VALUE_WORDS.kind?.[String(value)] ? 'discounts.type' : FIELDS[key];
    rows.push({ label: label ? t(label) : key, value: valueWords(t, key, value) });
  }
  return rows;
}
