import type { AuditEntry, AuditPage } from '@dpms/shared/schemas';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n/i18n.ts';
import { buildAdmin } from '@/test/factories/users.ts';
import { apiError, json } from '@/test/mock-api.ts';
import { renderApp } from '@/test/render-app.tsx';

configure({ asyncUtilTimeout: 5000 });

const PAYMENT = '44444444-4444-4444-8444-444444444444';
const TOUR = '33333333-3333-4333-8333-333333333333';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-11-25T04:30:00.000Z',
  actorEmail: null,
  actorUserId: null,
  action: 'payment.status',
  targetType: 'payment',
  targetId: PAYMENT,
  details: null,
  ...overrides,
});

const gatewayPaid = entry({
  id: 12,
  details: {
    tranId: 'DPMS-EABC-1',
    kind: 'tour',
    before: 'pending',
    after: 'paid',
    amountPoisha: 150_000,
    valId: 'VAL-77',
    bankTranId: 'BANK-9',
  },
});
const refundAsked = entry({
  id: 11,
  at: '2026-11-24T10:00:00.000Z',
  actorEmail: 'admin@dept.edu',
  actorUserId: 'u1',
  action: 'payment.refund_request',
  details: { tranId: 'DPMS-EABC-1', amountPoisha: 150_000, reason: 'The event was cancelled' },
});
const tourMade = entry({
  id: 10,
  actorEmail: 'admin@dept.edu',
  actorUserId: 'u1',
  action: 'tour.create',
  targetType: 'tour',
  targetId: TOUR,
  details: { destination: "Cox's Bazar" },
});
const unknown = entry({ id: 9, action: 'payment.teleport', details: { tranId: 'DPMS-CX' } });
/** An admin changed an event's price from 700 to 760 Tk and moved it a day. */
const tourEdited = entry({
  id: 13,
  actorEmail: 'admin@dept.edu',
  actorUserId: 'u1',
  action: 'tour.update',
  targetType: 'tour',
  targetId: TOUR,
  details: {
    destination: "Cox's Bazar",
    changes: {
      costPoisha: { before: 70_000, after: 76_000 },
      departureDate: { before: '2026-12-20', after: '2026-12-21' },
      registration: { before: 'Open', after: 'Closed' },
      imageUrl: { before: '/uploads/a.webp', after: '/uploads/b.webp' },
    },
  },
});
const idsAdded = entry({
  id: 8,
  actorEmail: 'admin@dept.edu',
  action: 'student-ids.add',
  targetType: 'student_id_allowlist',
  targetId: '*',
  details: { added: 40, alreadyListed: 2, skipped: 1 },
});

const page = (items: AuditEntry[], nextBefore: number | null = null): AuditPage => ({ items, nextBefore });

const requested = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.startsWith('/api/admin/audit'))
    .map((url) => Object.fromEntries(new URL(url, 'http://x').searchParams));

describe('the audit trail', { timeout: 30_000 }, () => {
  it('shows who did what to which record and when, with the details on request', async () => {
    const { user } = renderApp('/audit-trail', {
      me: buildAdmin(),
      api: {
        'GET /api/admin/audit': () => json(page([gatewayPaid, refundAsked, tourMade, unknown, idsAdded])),
      },
    });

    const table = await screen.findByRole('table', { name: 'Audit trail' });
    expect(screen.getByText(/not even an admin, can edit or delete them/)).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);

    // The gateway's confirmation: the system, in Dhaka time, linked to the payment in the history.
    expect(rows[0]).toHaveTextContent('System');
    expect(rows[0]).toHaveTextContent('Payment status: Pending → Paid');
    expect(rows[0]).toHaveTextContent('Nov 25, 2026, 10:30 AM');
    expect(within(rows[0]!).getByRole('link', { name: 'DPMS-EABC-1' })).toHaveAttribute(
      'href',
      '/transaction-history?q=DPMS-EABC-1&kind=tour',
    );
    await user.click(within(rows[0]!).getByText('Details'));
    const evidence = within(rows[0]!).getByText('VAL-77').closest('dl')!;
    expect(evidence).toHaveTextContent('StatusPending → Paid');
    expect(evidence).toHaveTextContent('AmountTk 1,500');
    expect(evidence).toHaveTextContent('Gateway validation IDVAL-77');
    expect(evidence).toHaveTextContent('Bank transaction IDBANK-9');

    expect(rows[1]).toHaveTextContent('admin@dept.edu');
    expect(rows[1]).toHaveTextContent('Asked the gateway for a refund');
    expect(rows[1]).toHaveTextContent('The event was cancelled');

    expect(rows[2]).toHaveTextContent('Created an event');
    expect(within(rows[2]!).getByRole('link', { name: "Cox's Bazar" })).toHaveAttribute(
      'href',
      `/tours/${TOUR}`,
    );

    // An action this screen does not know yet is shown as its code.
    expect(rows[3]).toHaveTextContent('payment.teleport');

    expect(rows[4]).toHaveTextContent('Added student IDs to the allow-list');
    expect(rows[4]).toHaveTextContent('Student ID allow-list');
    await user.click(within(rows[4]!).getByText('Details'));
    expect(within(rows[4]!).getByText('Added').nextSibling).toHaveTextContent('40');
  });

  it('asks the server with the filters from the address, keeps them there, and pages to older entries', async () => {
    const { user, fetchMock, router } = renderApp('/audit-trail?kind=payment&from=2026-11-01', {
      me: buildAdmin(),
      api: {
        'GET /api/admin/audit': (_, request) => {
          const params = new URL(request.url).searchParams;
          if (params.get('target') === 'nothing') return json(page([]));
          if (params.get('before') === '11') return json(page([tourMade]));
          return json(page([gatewayPaid, refundAsked], 11));
        },
      },
    });

    await screen.findByRole('table', { name: 'Audit trail' });
    expect(requested(fetchMock)).toContainEqual({ kind: 'payment', from: '2026-11-01' });
    expect(screen.getByLabelText('Kind')).toHaveValue('payment');
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');

    await user.click(screen.getByRole('button', { name: 'Older entries' }));
    expect(await screen.findByText('Created an event')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('before')).toBe('11');
    expect(requested(fetchMock)).toContainEqual({ kind: 'payment', from: '2026-11-01', before: '11' });
    expect(screen.queryByRole('button', { name: 'Older entries' })).not.toBeInTheDocument();

    // A new filter starts again from the newest entries.
    await user.type(screen.getByLabelText('Record'), 'nothing');
    expect(
      await screen.findByRole('heading', { name: 'No entries match these filters' }),
    ).toBeInTheDocument();
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('target')).toBe('nothing');
    expect(search.get('before')).toBeNull();

    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(router.state.location.search).toBe('');
    await vi.waitFor(() => expect(requested(fetchMock).at(-1)).toEqual({}));
  });

  it("shows what an edit changed, each field before and after in the reader's terms", async () => {
    renderApp('/audit-trail', {
      me: buildAdmin(),
      api: { 'GET /api/admin/audit': () => json(page([tourEdited])) },
    });
    const table = await screen.findByRole('table', { name: 'Audit trail' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(row).toHaveTextContent('Edited an event');
    // Named, and linked to its page.
    expect(within(row!).getByRole('link', { name: "Cox's Bazar" })).toHaveAttribute('href', `/tours/${TOUR}`);
    // Only the changed fields, shown without opening the details.
    const changes = within(row!).getByRole('list', { name: 'What changed' });
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Cost: Tk 700 → Tk 760',
      'Departure Date: December 20, 2026 → December 21, 2026',
      'Registration: Open → Closed',
      'Image: A new image',
    ]);
    // Nothing else to open: the changes are the whole story.
    expect(within(row!).queryByText('Details')).not.toBeInTheDocument();
  });

  it('words a waiver and a discount code, linked to Payment History and to Discounts and waivers', async () => {
    const waived = entry({
      id: 20,
      actorEmail: 'admin@dept.edu',
      action: 'payment.waive',
      details: {
        tranId: 'DPMS-W1',
        student: '2020000000000001',
        payer: 'nusrat@example.edu',
        item: 'Robotics Club',
        plan: 'yearly',
        waivedPoisha: 150_000,
        reason: 'Club president',
      },
    });
    const codeMade = entry({
      id: 19,
      actorEmail: 'admin@dept.edu',
      action: 'discount_code.create',
      targetType: 'discount_code',
      targetId: '55555555-5555-4555-8555-555555555555',
      details: {
        code: 'SPRING-20',
        kind: 'percent',
        percent: 20,
        scope: 'all',
        maxUses: 50,
        endsOn: '2026-12-31',
      },
    });
    const { user } = renderApp('/audit-trail', {
      me: buildAdmin(),
      api: { 'GET /api/admin/audit': () => json(page([waived, codeMade])) },
    });

    const table = await screen.findByRole('table', { name: 'Audit trail' });
    const [waiverRow, codeRow] = within(table).getAllByRole('row').slice(1);
    expect(waiverRow).toHaveTextContent('Waived a fee');
    expect(within(waiverRow!).getByRole('link', { name: 'DPMS-W1' })).toHaveAttribute(
      'href',
      '/transaction-history?q=DPMS-W1',
    );
    await user.click(within(waiverRow!).getByText('Details'));
    const details = within(waiverRow!).getByText('Club president').closest('dl')!;
    expect(details).toHaveTextContent('WaivedTk 1,500');
    expect(details).toHaveTextContent('PlanYearly');

    expect(codeRow).toHaveTextContent('Created a discount code');
    expect(within(codeRow!).getByRole('link', { name: 'SPRING-20' })).toHaveAttribute(
      'href',
      '/admin/discounts',
    );
    await user.click(within(codeRow!).getByText('Details'));
    const code = within(codeRow!).getByText('Every event and club').closest('dl')!;
    expect(code).toHaveTextContent('TypePercentage');
    expect(code).toHaveTextContent('Uses allowed50');
  });

  it('says when the trail cannot be loaded, and tries again', async () => {
    let fail = true;
    const { user } = renderApp('/audit-trail', {
      me: buildAdmin(),
      api: {
        'GET /api/admin/audit': () =>
          fail ? apiError(400, 'VALIDATION', 'Use a date like 2026-11-25') : json(page([tourMade])),
      },
    });
    expect(await screen.findByText('Use a date like 2026-11-25')).toBeInTheDocument();
    const retry = screen.getByRole('button', { name: 'Try again' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('Created an event')).toBeInTheDocument();
  });

  it('speaks Bangla', async () => {
    await activateLocale('bn');
    renderApp('/audit-trail', {
      me: buildAdmin({ locale: 'bn' }),
      api: { 'GET /api/admin/audit': () => json(page([gatewayPaid, tourEdited])) },
    });
    expect(await screen.findByText('পেমেন্টের অবস্থা: অপেক্ষমাণ → পরিশোধিত')).toBeInTheDocument();
    const changes = screen.getByRole('list', { name: 'যা বদলেছে' });
    expect(within(changes).getAllByRole('listitem')[0]).toHaveTextContent('৳৭০০ → ৳৭৬০');
    expect(screen.getByText('সিস্টেম')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'কখন' })).toBeInTheDocument();
  });
});
