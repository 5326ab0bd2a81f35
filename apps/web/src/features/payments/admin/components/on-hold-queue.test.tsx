import type { PaymentDetail, WaitingList, WaitingPayment } from '@dpms/shared/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildPaymentRow } from '@/test/factories/payments.ts';
import { buildAdmin } from '@/test/factories/users.ts';
import { apiError, json } from '@/test/mock-api.ts';
import { renderApp } from '@/test/render-app.tsx';

const EVENT_FULL = 'The event was full when this payment arrived: refund it, or add a seat and accept it.';

const waitingRow = (overrides: Partial<WaitingPayment>): WaitingPayment => ({
  ...buildPaymentRow({ paid: false, receiptNumber: null, paidAt: null }),
  waitingFor: 'held',
  since: '2030-01-01T10:05:00.000Z',
  holdReason: null,
  canAccept: false,
  ...overrides,
});

const held = waitingRow({
  id: 'p-held',
  tranId: 'DPMS-HELD-1',
  status: 'on_hold',
  payerName: 'Nusrat Jahan',
  holdReason: EVENT_FULL,
  canAccept: true,
});
const unconfirmed = waitingRow({
  id: 'p-refund',
  tranId: 'DPMS-REFUND-1',
  status: 'refund_pending',
  payerName: 'Rafiq Islam',
  itemName: 'Programming Club',
  kind: 'club',
  amountPoisha: 20_000,
  waitingFor: 'refund_unconfirmed',
  since: '2030-01-02T04:00:00.000Z',
});
const stale = waitingRow({
  id: 'p-pending',
  tranId: 'DPMS-PENDING-1',
  status: 'pending',
  payerName: 'Sadia Karim',
  waitingFor: 'pending_too_long',
  since: '2030-01-03T04:00:00.000Z',
});

function listOf(items: WaitingPayment[]): WaitingList {
  const count = (reason: WaitingPayment['waitingFor']) => items.filter((p) => p.waitingFor === reason).length;
  return {
    items,
    count: items.length,
    byReason: {
      held: count('held'),
      refund_unconfirmed: count('refund_unconfirmed'),
      refund_processing: count('refund_processing'),
      pending_too_long: count('pending_too_long'),
    },
  };
}

/** The queue's endpoint over a changing list, answering `?reason=` as the server does. */
function waitingApi(items: () => WaitingPayment[]) {
  return (_: unknown, request: Request) => {
    const reason = new URL(request.url).searchParams.get('reason');
    const all = listOf(items());
    return json({ ...all, items: reason ? all.items.filter((p) => p.waitingFor === reason) : all.items });
  };
}

const heldDetail = (overrides: Partial<PaymentDetail> = {}): PaymentDetail => ({
  ...held,
  valId: 'VAL-1',
  bankTranId: 'BANK-1',
  payMethod: 'card',
  cardType: 'VISA',
  riskLevel: 0,
  refundReason: null,
  refundRequestedAt: null,
  refundRefId: null,
  refundedAt: null,
  refundAmountPoisha: 350_000,
  events: [],
  ...overrides,
});

const navLink = (name: RegExp, nav = 'Main') =>
  within(screen.getByRole('navigation', { name: nav })).getByRole('link', { name });

describe('On-hold queue', () => {
  it('lists each waiting payment with who, what, how much, its tran_id and why it waits', async () => {
    renderApp('/on-hold', {
      me: buildAdmin(),
      api: { 'GET /api/admin/payments/waiting': waitingApi(() => [held, unconfirmed, stale]) },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'On-hold queue' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Nusrat Jahan2020000000000001',
      'Rafiq Islam2020000000000001',
      'Sadia Karim2020000000000001',
    ]);
    const [heldRow, refundRow, pendingRow] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(heldRow).toHaveTextContent("Cox's Bazar Study Tour");
    expect(heldRow).toHaveTextContent('DPMS-HELD-1');
    expect(heldRow).toHaveTextContent('Tk 3,500');
    expect(within(heldRow).getByText(EVENT_FULL)).toBeInTheDocument();
    expect(within(heldRow).getByRole('button', { name: 'Accept as paid' })).toBeInTheDocument();
    expect(within(heldRow).getByRole('button', { name: 'Refund' })).toBeInTheDocument();
    expect(within(heldRow).queryByRole('button', { name: 'Check with gateway' })).not.toBeInTheDocument();

    expect(refundRow).toHaveTextContent('Refund unconfirmed');
    expect(refundRow).toHaveTextContent(
      'A refund was asked for on Jan 2, 2030, 10:00 AM, but the gateway has not confirmed it.',
    );
    expect(within(refundRow).getByRole('button', { name: 'Check with gateway' })).toBeInTheDocument();
    expect(within(refundRow).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();

    expect(pendingRow).toHaveTextContent(
      'The checkout started more than 60 minutes ago and the gateway has not said how it ended.',
    );

    const filters = screen.getByRole('navigation', { name: 'Show what waits for' });
    expect(within(filters).getByRole('link', { name: 'All 3' })).toHaveAttribute('aria-current', 'page');
    expect(within(filters).getByRole('link', { name: 'Held 1' })).toHaveAttribute(
      'href',
      '/on-hold?reason=held',
    );
    expect(within(filters).getByRole('link', { name: 'Refund in progress 0' })).toBeInTheDocument();
    // The sidebar's badge counts the same list.
    expect(navLink(/^On hold/)).toHaveAccessibleName('On hold, 3 waiting');
  });

  it('filters by reason from the address, and the filters keep every count', async () => {
    const { user, router, fetchMock } = renderApp('/on-hold?reason=pending_too_long', {
      me: buildAdmin(),
      api: { 'GET /api/admin/payments/waiting': waitingApi(() => [held, unconfirmed, stale]) },
    });

    expect(await screen.findByText('Sadia Karim')).toBeInTheDocument();
    expect(screen.queryByText('Nusrat Jahan')).not.toBeInTheDocument();
    const filters = screen.getByRole('navigation', { name: 'Show what waits for' });
    expect(within(filters).getByRole('link', { name: 'Pending too long 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
      '/api/admin/payments/waiting?reason=pending_too_long',
    );

    await user.click(within(filters).getByRole('link', { name: 'Held 1' }));
    expect(await screen.findByText('Nusrat Jahan')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Sadia Karim')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?reason=held');
  });

  it('accepts a held payment after the confirmation; the row leaves and the badge follows', async () => {
    let items = [held, stale];
    const { user } = renderApp('/on-hold', {
      me: buildAdmin(),
      api: {
        'GET /api/admin/payments/waiting': waitingApi(() => items),
        'POST /api/admin/payments/p-held/accept': () => {
          items = [stale];
          return json(heldDetail({ status: 'paid', paid: true, canAccept: false }));
        },
      },
    });

    const row = (await screen.findByText('Nusrat Jahan')).closest('tr') as HTMLElement;
    expect(navLink(/^On hold/)).toHaveAccessibleName('On hold, 2 waiting');
    await user.click(within(row).getByRole('button', { name: 'Accept as paid' }));
    const confirm = await screen.findByRole('dialog', { name: 'Accept this payment as paid?' });
    await user.click(within(confirm).getByRole('button', { name: 'Accept as paid' }));

    expect(await screen.findByText('Tk 3,500 from Nusrat Jahan accepted as paid')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Nusrat Jahan')).not.toBeInTheDocument());
    await waitFor(() => expect(navLink(/^On hold/)).toHaveAccessibleName('On hold, 1 waiting'));
  });

  it('refunds a held payment with a reason and a confirmation of the amount', async () => {
    let items = [held];
    const refunds: unknown[] = [];
    const { user } = renderApp('/on-hold', {
      me: buildAdmin(),
      api: {
        'GET /api/admin/payments/waiting': waitingApi(() => items),
        'GET /api/admin/payments/p-held': () => json(heldDetail()),
        'POST /api/admin/payments/p-held/refund': (body) => {
          refunds.push(body);
          items = [];
          return json(heldDetail({ status: 'refunded', canAccept: false }));
        },
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: "Refund Nusrat Jahan's payment" });
    await user.type(await within(dialog).findByLabelText('Reason for the refund'), 'The event was full');
    await user.click(within(dialog).getByRole('button', { name: 'Refund Tk 3,500' }));
    const confirm = await screen.findByRole('dialog', { name: 'Refund Tk 3,500?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, refund Tk 3,500' }));

    expect(await screen.findByText('Tk 3,500 refunded to Nusrat Jahan')).toBeInTheDocument();
    expect(refunds).toEqual([{ reason: 'The event was full' }]);
    expect(await screen.findByRole('heading', { name: 'Nothing waits for you' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(navLink(/^On hold/)).toHaveAccessibleName('On hold');
  });

  it('checks a payment with the gateway and says what it answered', async () => {
    let items = [unconfirmed, stale];
    const { user } = renderApp('/on-hold', {
      me: buildAdmin(),
      api: {
        'GET /api/admin/payments/waiting': waitingApi(() => items),
        'POST /api/admin/payments/p-pending/check': () => {
          items = [unconfirmed];
          return json({ status: 'paid', changed: true });
        },
        'POST /api/admin/payments/p-refund/check': () =>
          apiError(
            502,
            'GATEWAY_UNAVAILABLE',
            'The payment gateway is not answering right now. Nothing was changed; please check again in a minute.',
          ),
      },
    });

    const pendingRow = (await screen.findByText('Sadia Karim')).closest('tr') as HTMLElement;
    await user.click(within(pendingRow).getByRole('button', { name: 'Check with gateway' }));
    expect(await screen.findByText('The gateway answered: the payment is now Paid')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Sadia Karim')).not.toBeInTheDocument());

    const refundRow = screen.getByText('Rafiq Islam').closest('tr') as HTMLElement;
    await user.click(within(refundRow).getByRole('button', { name: 'Check with gateway' }));
    expect(await screen.findByText(/The payment gateway is not answering right now/)).toBeInTheDocument();
    expect(screen.getByText('Rafiq Islam')).toBeInTheDocument();
  });

  it('shows cards on a phone, with the same actions', async () => {
    window.innerWidth = 390;
    try {
      renderApp('/on-hold', {
        me: buildAdmin(),
        api: { 'GET /api/admin/payments/waiting': waitingApi(() => [held]) },
      });
      expect(await screen.findByText('Nusrat Jahan')).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const card = screen.getByText('Nusrat Jahan').closest('li') as HTMLElement;
      expect(within(card).getByText(EVENT_FULL)).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Accept as paid' })).toBeInTheDocument();
    } finally {
      window.innerWidth = 1024;
    }
  });

  it('says when nothing waits for the reason chosen', async () => {
    renderApp('/on-hold?reason=held', {
      me: buildAdmin(),
      api: { 'GET /api/admin/payments/waiting': waitingApi(() => []) },
    });
    expect(await screen.findByRole('heading', { name: 'Nothing waits for you' })).toBeInTheDocument();
    expect(screen.getByText('Nothing waits for this reason right now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all' })).toHaveAttribute('href', '/on-hold');
  });

  it('shows the error with a retry when the queue cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/on-hold', {
      me: buildAdmin(),
      // A refusal is not retried, so the error shows at once.
      api: { 'GET /api/admin/payments/waiting': () => apiError(403, 'FORBIDDEN', 'Admins only.') },
    });
    expect(await screen.findByText('Admins only.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });

  it('speaks Bangla: the reasons, the actions and the badge', async () => {
    renderApp('/on-hold', {
      me: buildAdmin({ locale: 'bn' }),
      api: { 'GET /api/admin/payments/waiting': waitingApi(() => [held, unconfirmed]) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'অপেক্ষমাণ পেমেন্ট' })).toBeInTheDocument();
    const heldRow = (await screen.findByText('Nusrat Jahan')).closest('tr') as HTMLElement;
    expect(
      within(heldRow).getByText(
        'এই পেমেন্ট আসার সময় ইভেন্টের সব আসন পূর্ণ ছিল: টাকা ফেরত দিন, অথবা একটি আসন বাড়িয়ে পেমেন্টটি গ্রহণ করুন।',
      ),
    ).toBeInTheDocument();
    expect(within(heldRow).getByRole('button', { name: 'পরিশোধিত হিসেবে গ্রহণ করুন' })).toBeInTheDocument();
    const refundRow = screen.getByText('Rafiq Islam').closest('tr') as HTMLElement;
    expect(refundRow).toHaveTextContent('রিফান্ড নিশ্চিত হয়নি');
    expect(within(refundRow).getByRole('button', { name: 'গেটওয়েতে যাচাই করুন' })).toBeInTheDocument();
    expect(refundRow).toHaveTextContent('৳২০০');
    expect(navLink(/^অপেক্ষমাণ/, 'প্রধান মেনু')).toHaveAccessibleName('অপেক্ষমাণ, ২টি অপেক্ষায়');
  });
});
