import type { PaymentDetail, PaymentGroup } from '@dpms/shared/schemas';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildPaymentRow } from '@/test/factories/payments.ts';
import { buildAdmin } from '@/test/factories/users.ts';
import { apiError, json } from '@/test/mock-api.ts';
import { renderApp } from '@/test/render-app.tsx';

// The first visit compiles the lazily loaded screen, which can take a few seconds in a cold run.
configure({ asyncUtilTimeout: 5000 });

const CLUB_A = '11111111-1111-4111-8111-111111111111';
const CLUB_B = '22222222-2222-4222-8222-222222222222';

const clubRow = (id: string, name: string, itemId = CLUB_A, paid = true) =>
  buildPaymentRow({
    id,
    tranId: `DPMS-${id}`,
    kind: 'club',
    itemId,
    itemName: itemId === CLUB_A ? 'Programming Club' : 'Robotics Club',
    plan: 'monthly',
    amountPoisha: 20_000,
    payerName: name,
    status: paid ? 'paid' : 'failed',
    paid,
  });

const groupA: PaymentGroup = {
  itemId: CLUB_A,
  itemName: 'Programming Club',
  total: 3,
  paidCount: 2,
  paidTotalPoisha: 40_000,
  page: 1,
  pageSize: 2,
  items: [clubRow('a1', 'Nusrat Jahan'), clubRow('a2', 'Rafiq Islam', CLUB_A, false)],
};
const groupB: PaymentGroup = {
  itemId: CLUB_B,
  itemName: 'Robotics Club',
  total: 1,
  paidCount: 1,
  paidTotalPoisha: 20_000,
  page: 1,
  pageSize: 2,
  items: [clubRow('b1', 'Sadia Karim', CLUB_B)],
};
const groupAPage2: PaymentGroup = { ...groupA, page: 2, items: [clubRow('a3', 'Tanvir Hasan')] };

const detailOf = (overrides: Partial<PaymentDetail> = {}): PaymentDetail => ({
  ...clubRow('a1', 'Nusrat Jahan'),
  valId: 'VAL-1',
  bankTranId: 'BANK-1',
  payMethod: 'card',
  cardType: 'VISA-Dutch Bangla',
  riskLevel: 0,
  holdReason: null,
  refundReason: null,
  refundRequestedAt: null,
  refundRefId: null,
  refundedAt: null,
  canAccept: false,
  refundAmountPoisha: 20_000,
  events: [
    {
      source: 'ipn',
      receivedAt: '2030-01-01T10:01:00.000Z',
      signatureValid: true,
      validationStatus: 'VALID',
      outcome: 'marked paid',
    },
  ],
  ...overrides,
});

function adminPayments(request: Request) {
  const url = new URL(request.url);
  if (url.searchParams.get('itemId') === CLUB_A && url.searchParams.get('page') === '2') {
    return json({ groups: [groupAPage2] });
  }
  if (url.searchParams.get('kind') === 'tour') return json({ groups: [] });
  return json({ groups: [groupA, groupB] });
}

describe('Payment History', { timeout: 20_000 }, () => {
  it('groups payments by club with paid count and total, and offers the CSV of what is shown', async () => {
    renderApp('/transaction-history', {
      me: buildAdmin(),
      api: { 'GET /api/admin/payments': (_, request) => adminPayments(request) },
    });

    const programming = await screen.findByRole('region', { name: 'Programming Club' });
    expect(within(programming).getByText('2 paid')).toBeInTheDocument();
    expect(within(programming).getByText('Tk 400')).toBeInTheDocument();
    const rafiq = within(programming).getByRole('row', { name: /Rafiq Islam/ });
    expect(within(rafiq).getByText('Not Paid')).toBeInTheDocument();
    expect(within(programming).getByRole('row', { name: /Nusrat Jahan/ })).toHaveTextContent('Paid');
    expect(screen.getByRole('region', { name: 'Robotics Club' })).toHaveTextContent('Sadia Karim');

    expect(screen.getByRole('button', { name: 'Clubs' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/payments.csv?kind=club',
    );
    expect(screen.getByRole('link', { name: 'Download CSV for Programming Club' })).toHaveAttribute(
      'href',
      `/api/admin/payments.csv?kind=club&itemId=${CLUB_A}`,
    );
  });

  it('shows what each payment was paid with under its fee, and the method asked for in its details', async () => {
    const bkash = { ...clubRow('a1', 'Nusrat Jahan'), cardType: 'BKASH-BKash' };
    const nagad = { ...clubRow('a2', 'Rafiq Islam'), cardType: 'NAGAD-Nagad' };
    const { user } = renderApp('/transaction-history', {
      me: buildAdmin(),
      api: {
        'GET /api/admin/payments': () => json({ groups: [{ ...groupA, items: [bkash, nagad] }] }),
        'GET /api/admin/payments/a1': () => json(detailOf({ cardType: 'BKASH-BKash', payMethod: 'bkash' })),
      },
    });

    const programming = await screen.findByRole('region', { name: 'Programming Club' });
    const nusrat = within(programming).getByRole('row', { name: /Nusrat Jahan/ });
    expect(within(nusrat).getByRole('cell', { name: /Tk 200/ })).toHaveTextContent('Tk 200bKash');
    expect(within(programming).getByRole('row', { name: /Rafiq Islam/ })).toHaveTextContent('Nagad');

    await user.click(nusrat);
    const dialog = await screen.findByRole('dialog', { name: 'Payment details' });
    expect((await within(dialog).findByText('Chosen at checkout')).nextSibling).toHaveTextContent('bKash');
    expect(within(dialog).getByText('Paid with').nextSibling).toHaveTextContent('bKash');
    expect(within(dialog).getByText('Card type').nextSibling).toHaveTextContent('BKASH-BKash');
  });

  it("pages one group on its own, asking the server for that group's page", async () => {
    const { user, fetchMock } = renderApp('/transaction-history', {
      me: buildAdmin(),
      api: { 'GET /api/admin/payments': (_, request) => adminPayments(request) },
    });

    const programming = await screen.findByRole('region', { name: 'Programming Club' });
    expect(screen.queryByRole('navigation', { name: 'Robotics Club pages' })).not.toBeInTheDocument();
    await user.click(within(programming).getByRole('button', { name: 'Page 2' }));

    expect(await within(programming).findByText('Tanvir Hasan')).toBeInTheDocument();
    expect(within(programming).queryByText('Rafiq Islam')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Robotics Club' })).toHaveTextContent('Sadia Karim');
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls).toContain(`/api/admin/payments?kind=club&itemId=${CLUB_A}&page=2`);
  });

  it('switches to Events', async () => {
    const { user } = renderApp('/transaction-history', {
      me: buildAdmin(),
      api: { 'GET /api/admin/payments': (_, request) => adminPayments(request) },
    });
    await screen.findByRole('region', { name: 'Programming Club' });

    await user.click(screen.getByRole('button', { name: 'Events' }));

    expect(await screen.findByRole('heading', { name: 'No payments yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/payments.csv?kind=tour',
    );
  });

  it('opens a payment with its gateway callbacks and refunds it after a reason and a confirmation', async () => {
    const refundBodies: unknown[] = [];
    const refunded = detailOf({
      status: 'refunded',
      paid: false,
      refundReason: 'Event cancelled',
      refundedAt: '2030-01-02T09:00:00.000Z',
    });
    const { user } = renderApp('/transaction-history', {
      me: buildAdmin(),
      api: {
        'GET /api/admin/payments': (_, request) => adminPayments(request),
        'GET /api/admin/payments/a1': () => json(refundBodies.length > 0 ? refunded : detailOf()),
        'POST /api/admin/payments/a1/refund': (body) => {
          refundBodies.push(body);
          return json(refunded);
        },
      },
    });

    const programming = await screen.findByRole('region', { name: 'Programming Club' });
    await user.click(within(programming).getByRole('row', { name: /Nusrat Jahan/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Payment details' });
    expect(await within(dialog).findByText('VAL-1')).toBeInTheDocument();
    const callbacks = within(dialog).getByRole('table');
    expect(within(callbacks).getByRole('row', { name: /ipn/ })).toHaveTextContent('Yes');
    expect(within(callbacks).getByText('marked paid')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Download receipt' })).toHaveAttribute(
      'href',
      '/api/admin/payments/a1/receipt.pdf',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await user.click(within(dialog).getByRole('button', { name: 'Refund Tk 200' }));
    expect(await within(dialog).findByText('Give a reason of at least 5 characters')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Reason for the refund'), 'Event cancelled');
    await user.click(within(dialog).getByRole('button', { name: 'Refund Tk 200' }));
    const confirm = await screen.findByRole('dialog', { name: 'Refund Tk 200?' });
    expect(confirm).toHaveAccessibleDescription(
      'Tk 200 will be refunded to Nusrat Jahan (nusrat@example.edu) for Programming Club. This cannot be undone.',
    );
    expect(refundBodies).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Yes, refund Tk 200' }));

    await vi.waitFor(() => expect(refundBodies).toEqual([{ reason: 'Event cancelled' }]));
    expect(await within(dialog).findByText('Refunded', { selector: 'dd' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    expect(await screen.findByText('Tk 200 refunded to Nusrat Jahan')).toBeInTheDocument();
  });

  it("shows the server's refusal of a refund", async () => {
    const { user } = renderApp('/transaction-history', {
      me: buildAdmin(),
      api: {
        'GET /api/admin/payments': (_, request) => adminPayments(request),
        'GET /api/admin/payments/a1': () => json(detailOf()),
        'POST /api/admin/payments/a1/refund': () =>
          apiError(409, 'ALREADY_REFUNDED', 'This payment was already refunded.'),
      },
    });

    const programming = await screen.findByRole('region', { name: 'Programming Club' });
    await user.click(within(programming).getByRole('button', { name: /view payment DPMS-a1/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment details' });
    await user.click(await within(dialog).findByRole('button', { name: 'Refund' }));
    await user.type(within(dialog).getByLabelText('Reason for the refund'), 'Duplicate payment');
    await user.click(within(dialog).getByRole('button', { name: 'Refund Tk 200' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, refund Tk 200' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This payment was already refunded.');
  });

  it('asks for a code when the refund wants a fresh one, then finishes the refund as typed', async () => {
    const message =
      'For this, please enter a code from your authenticator app: the last one was entered more than 10 minutes ago.';
    const refundBodies: unknown[] = [];
    const codes: unknown[] = [];
    const processing = detailOf({
      status: 'refund_pending',
      paid: false,
      refundReason: 'Duplicate payment',
      refundRequestedAt: '2030-01-02T09:00:00.000Z',
      refundRefId: 'RF-REF-1',
    });
    const { user } = renderApp('/transaction-history', {
      me: buildAdmin(),
      api: {
        'GET /api/admin/payments': (_, request) => adminPayments(request),
        'GET /api/admin/payments/a1': () => json(refundBodies.length > 1 ? processing : detailOf()),
        'POST /api/admin/payments/a1/refund': (body) => {
          refundBodies.push(body);
          return refundBodies.length === 1
            ? apiError(403, 'FRESH_SIGN_IN_REQUIRED', message)
            : json(processing);
        },
        'POST /api/me/second-factor': (body) => {
          codes.push(body);
          return codes.length === 1
            ? apiError(
                400,
                'INVALID_CODE',
                'The code is not correct. Check your authenticator app and try again.',
              )
            : new Response(null, { status: 204 });
        },
      },
    });
    const programming = await screen.findByRole('region', { name: 'Programming Club' });
    await user.click(within(programming).getByRole('button', { name: /view payment DPMS-a1/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment details' });
    await user.click(await within(dialog).findByRole('button', { name: 'Refund' }));
    await user.type(within(dialog).getByLabelText('Reason for the refund'), 'Duplicate payment');
    await user.click(within(dialog).getByRole('button', { name: 'Refund Tk 200' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, refund Tk 200' }));

    const prompt = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(prompt).toHaveTextContent(message);
    await user.type(await within(prompt).findByLabelText('Authentication code'), '000000');
    await user.click(within(prompt).getByRole('button', { name: 'Confirm' }));
    expect(await within(prompt).findByText(/The code is not correct/)).toBeInTheDocument();
    await user.clear(within(prompt).getByLabelText('Authentication code'));
    await user.type(within(prompt).getByLabelText('Authentication code'), '123 456');
    await user.click(within(prompt).getByRole('button', { name: 'Confirm' }));

    // The refund went again, with the reason as it was typed, and no error was shown.
    await vi.waitFor(() => expect(refundBodies).toHaveLength(2));
    expect(codes).toEqual([{ code: '000000' }, { code: '123456' }]);
    expect(refundBodies[1]).toEqual(refundBodies[0]);
    expect(refundBodies[1]).toMatchObject({ reason: 'Duplicate payment' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm it is you' })).toBeNull());
    expect(screen.queryByText(/An error occurred/)).toBeNull();
  });

  it('offers a refund for a held payment and says when the gateway is still processing it', async () => {
    const refundBodies: unknown[] = [];
    const held = detailOf({
      status: 'on_hold',
      paid: false,
      holdReason: 'The event was full when this payment arrived: refund it or make room.',
    });
    const processing = detailOf({
      status: 'refund_pending',
      paid: false,
      refundReason: 'Seat taken twice',
      refundRequestedAt: '2030-01-02T09:00:00.000Z',
      refundRefId: 'RF-REF-1',
    });
    const { user } = renderApp('/transaction-history', {
      me: buildAdmin(),
      api: {
        'GET /api/admin/payments': (_, request) => adminPayments(request),
        'GET /api/admin/payments/a1': () => json(refundBodies.length > 0 ? processing : held),
        'POST /api/admin/payments/a1/refund': (body) => {
          refundBodies.push(body);
          return json(processing);
        },
      },
    });

    const programming = await screen.findByRole('region', { name: 'Programming Club' });
    await user.click(within(programming).getByRole('row', { name: /Nusrat Jahan/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment details' });
    expect(await within(dialog).findByText(/The event was full/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await user.type(within(dialog).getByLabelText('Reason for the refund'), 'Seat taken twice');
    await user.click(within(dialog).getByRole('button', { name: 'Refund Tk 200' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, refund Tk 200' }));

    expect(
      await screen.findByText('Refund of Tk 200 sent; the gateway is processing it'),
    ).toBeInTheDocument();
    expect(await within(dialog).findByText('Refund processing', { selector: 'dd' })).toBeInTheDocument();
    expect(within(dialog).getByText('RF-REF-1')).toBeInTheDocument();
    expect(within(dialog).getByText(/The gateway accepted this refund/)).toHaveTextContent(
      'The gateway accepted this refund and is returning Tk 200 to the payer.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    expect(refundBodies).toEqual([{ reason: 'Seat taken twice' }]);
  });

  it('lets the admin send an unconfirmed refund again with its first reason', async () => {
    const refundBodies: unknown[] = [];
    const unconfirmed = detailOf({
      status: 'refund_pending',
      paid: false,
      refundReason: 'Event cancelled',
      refundRequestedAt: '2030-01-02T09:00:00.000Z',
    });
    const { user } = renderApp('/transaction-history', {
      me: buildAdmin(),
      api: {
        'GET /api/admin/payments': (_, request) => adminPayments(request),
        'GET /api/admin/payments/a1': () => json(unconfirmed),
        'POST /api/admin/payments/a1/refund': (body) => {
          refundBodies.push(body);
          return apiError(
            409,
            'ALREADY_REFUNDED',
            'A refund of this payment was sent moments ago. Wait a few minutes before trying again.',
          );
        },
      },
    });

    const programming = await screen.findByRole('region', { name: 'Programming Club' });
    await user.click(within(programming).getByRole('row', { name: /Nusrat Jahan/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment details' });
    expect(
      await within(dialog).findByText('The gateway has not confirmed this refund request.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send the refund again' }));
    await user.click(await screen.findByRole('button', { name: 'Send it again' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A refund of this payment was sent moments ago. Wait a few minutes before trying again.',
    );
    expect(refundBodies).toEqual([{ reason: 'Event cancelled' }]);
  });
  it("settles an unconfirmed refund with the merchant panel's reference once the gateway confirms it", async () => {
    const linkBodies: unknown[] = [];
    const unconfirmed = detailOf({
      status: 'refund_pending',
      paid: false,
      refundReason: 'Event cancelled',
      refundRequestedAt: '2030-01-02T09:00:00.000Z',
    });
    const settled = {
      ...unconfirmed,
      status: 'refunded' as const,
      refundRefId: 'RF-PANEL-7',
      refundedAt: '2030-01-03T09:00:00.000Z',
    };
    const { user } = renderApp('/transaction-history', {
      me: buildAdmin(),
      api: {
        'GET /api/admin/payments': (_, request) => adminPayments(request),
        'GET /api/admin/payments/a1': () => json(linkBodies.length > 1 ? settled : unconfirmed),
        'POST /api/admin/payments/a1/refund-reference': (body) => {
          linkBodies.push(body);
          return linkBodies.length === 1
            ? apiError(
                422,
                'FOREIGN_REFUND',
                'That refund belongs to another transaction, not to this payment.',
              )
            : json(settled);
        },
      },
    });

    const programming = await screen.findByRole('region', { name: 'Programming Club' });
    await user.click(within(programming).getByRole('row', { name: /Nusrat Jahan/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment details' });
    const reference = await within(dialog).findByLabelText('Or, if the panel shows it, its refund reference');
    await user.type(reference, 'not a ref!');
    await user.click(within(dialog).getByRole('button', { name: 'Check with the gateway' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A refund reference has only letters, digits, - and _',
    );
    expect(linkBodies).toEqual([]);

    await user.clear(reference);
    await user.type(reference, 'RF-OTHER-1');
    await user.click(within(dialog).getByRole('button', { name: 'Check with the gateway' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'That refund belongs to another transaction, not to this payment.',
    );

    await user.clear(reference);
    await user.type(reference, 'RF-PANEL-7');
    await user.click(within(dialog).getByRole('button', { name: 'Check with the gateway' }));
    expect(await screen.findByText('The gateway confirmed the refund')).toBeInTheDocument();
    expect(await within(dialog).findByText('Refunded', { selector: 'dd' })).toBeInTheDocument();
    expect(within(dialog).getByText('RF-PANEL-7')).toBeInTheDocument();
    expect(linkBodies).toEqual([{ refundRefId: 'RF-OTHER-1' }, { refundRefId: 'RF-PANEL-7' }]);
  });
  it('accepts a held payment as paid after a confirmation, and shows why when it stays held', async () => {
    const acceptCalls: unknown[] = [];
    const held = detailOf({
      status: 'on_hold',
      paid: false,
      canAccept: true,
      holdReason: 'The event was full when this payment arrived: refund it, or add a seat and accept it.',
    });
    const accepted = detailOf({ status: 'paid', paid: true, canAccept: false });
    const { user } = renderApp('/transaction-history', {
      me: buildAdmin(),
      api: {
        'GET /api/admin/payments': (_, request) => adminPayments(request),
        'GET /api/admin/payments/a1': () => json(acceptCalls.length > 1 ? accepted : held),
        'POST /api/admin/payments/a1/accept': (body) => {
          acceptCalls.push(body);
          return acceptCalls.length === 1
            ? apiError(
                409,
                'STILL_HELD',
                'Still held: The event was full when this payment arrived: refund it, or add a seat and accept it.',
              )
            : json(accepted);
        },
      },
    });

    const programming = await screen.findByRole('region', { name: 'Programming Club' });
    await user.click(within(programming).getByRole('row', { name: /Nusrat Jahan/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment details' });
    await user.click(await within(dialog).findByRole('button', { name: 'Accept as paid' }));
    const confirm = await screen.findByRole('dialog', { name: 'Accept this payment as paid?' });
    expect(confirm).toHaveTextContent(
      "Tk 200 from Nusrat Jahan for Programming Club becomes Paid and the receipt is mailed. DPMS checks the seats and the student's registrations again first.",
    );
    await user.click(within(confirm).getByRole('button', { name: 'Accept as paid' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Still held: The event was full when this payment arrived',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Accept as paid' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Accept this payment as paid?' })).getByRole(
        'button',
        {
          name: 'Accept as paid',
        },
      ),
    );
    expect(await screen.findByText('Tk 200 from Nusrat Jahan accepted as paid')).toBeInTheDocument();
    expect(await within(dialog).findByText('Paid', { selector: 'dd' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Accept as paid' })).not.toBeInTheDocument();
    expect(acceptCalls).toHaveLength(2);
  });
});
