import type { PaymentDetail, PaymentGroup } from '@dpms/shared/schemas';
import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildPaymentRow } from '@/test/factories/payments.ts';
import { buildAdmin, buildMe } from '@/test/factories/users.ts';
import { json } from '@/test/mock-api.ts';
import { renderApp } from '@/test/render-app.tsx';

// The first visit compiles the lazily loaded screen, which can take a few seconds in a cold run.
configure({ asyncUtilTimeout: 5000 });

const SAJEK = '11111111-1111-4111-8111-111111111111';

const waived = buildPaymentRow({
  id: 'pay-w',
  tranId: 'DPMS-W',
  itemId: SAJEK,
  itemName: 'Sajek Valley',
  amountPoisha: 0,
  discountPoisha: 650_000,
  waivedBy: 'Dr. Karim Rahman',
  waiverReason: 'Merit scholarship',
});
const discounted = buildPaymentRow({
  id: 'pay-d',
  tranId: 'DPMS-D',
  itemId: SAJEK,
  itemName: 'Sajek Valley',
  payerName: 'Rafiq Islam',
  amountPoisha: 520_000,
  discountPoisha: 130_000,
  discountCode: 'SPRING-20',
});

describe('Waived and discounted payments', { timeout: 20_000 }, () => {
  afterEach(() => {
    window.innerWidth = 1024;
  });

  it('in My Payments: Waived instead of Paid, by whom and why; the code and what it took off', async () => {
    renderApp('/my-payments', {
      me: buildMe(),
      api: {
        'GET /api/me/payments': () => json({ items: [waived, discounted], page: 1, pageSize: 5, total: 2 }),
      },
    });

    const table = await screen.findByRole('table');
    const [waivedRow, discountedRow] = within(table).getAllByRole('row', { name: /Sajek Valley/ });
    expect(within(waivedRow as HTMLElement).getByText('Waived')).toBeInTheDocument();
    expect(within(waivedRow as HTMLElement).queryByText('Paid')).not.toBeInTheDocument();
    expect(waivedRow).toHaveTextContent('Waived by Dr. Karim Rahman: Merit scholarship');
    expect(waivedRow).toHaveTextContent('Tk 0');
    // The receipt stays, as for any paid payment.
    expect(within(waivedRow as HTMLElement).getByRole('link', { name: /receipt/i })).toBeInTheDocument();

    expect(within(discountedRow as HTMLElement).getByText('Paid')).toBeInTheDocument();
    expect(discountedRow).toHaveTextContent('Tk 5,200SPRING-20: Tk 1,300 off');
  });

  it('on a phone, the same on each card', async () => {
    window.innerWidth = 390;
    renderApp('/my-payments', {
      me: buildMe(),
      api: {
        'GET /api/me/payments': () => json({ items: [waived, discounted], page: 1, pageSize: 5, total: 2 }),
      },
    });

    const list = await screen.findByRole('list', { name: 'My payments' });
    const [waivedCard, discountedCard] = within(list).getAllByRole('listitem');
    expect(waivedCard).toHaveTextContent('Waived');
    expect(waivedCard).toHaveTextContent('Waived by Dr. Karim Rahman: Merit scholarship');
    expect(discountedCard).toHaveTextContent('SPRING-20: Tk 1,300 off');
  });

  it('in Payment History: Waived with who and why, the code under the fee, and both in the details', async () => {
    const group: PaymentGroup = {
      itemId: SAJEK,
      itemName: 'Sajek Valley',
      total: 2,
      paidCount: 2,
      paidTotalPoisha: 520_000,
      page: 1,
      pageSize: 2,
      items: [waived, discounted],
    };
    const detail: PaymentDetail = {
      ...waived,
      valId: null,
      bankTranId: null,
      payMethod: null,
      riskLevel: null,
      holdReason: null,
      refundReason: null,
      refundRequestedAt: null,
      refundRefId: null,
      refundedAt: null,
      canAccept: false,
      refundAmountPoisha: 0,
      events: [],
    };
    const { user } = renderApp('/transaction-history?kind=tour', {
      me: buildAdmin(),
      api: {
        'GET /api/admin/payments': () => json({ groups: [group] }),
        'GET /api/admin/payments/pay-w': () => json(detail),
      },
    });

    const sajek = await screen.findByRole('region', { name: 'Sajek Valley' });
    const nusrat = within(sajek).getByRole('row', { name: /Nusrat Jahan/ });
    expect(within(nusrat).getByText('Waived')).toBeInTheDocument();
    expect(nusrat).toHaveTextContent('Waived by Dr. Karim Rahman: Merit scholarship');
    const rafiq = within(sajek).getByRole('row', { name: /Rafiq Islam/ });
    expect(within(rafiq).getByRole('cell', { name: /Tk 5,200/ })).toHaveTextContent(
      'Tk 5,200SPRING-20: Tk 1,300 off',
    );

    await user.click(nusrat);
    const dialog = await screen.findByRole('dialog', { name: 'Payment details' });
    expect((await within(dialog).findByText('Waived', { selector: 'dt' })).nextSibling).toHaveTextContent(
      'Waived by Dr. Karim Rahman: Merit scholarship',
    );
  });

  it('says which part of an event paid in parts a payment is: in My Payments, Payment History and the details', async () => {
    const part = buildPaymentRow({
      id: 'pay-p',
      tranId: 'DPMS-P',
      itemId: SAJEK,
      itemName: 'Sajek Valley',
      amountPoisha: 325_000,
      planPart: 1,
      planParts: 2,
    });
    const mine = renderApp('/my-payments', {
      me: buildMe(),
      api: { 'GET /api/me/payments': () => json({ items: [part], page: 1, pageSize: 5, total: 1 }) },
    });
    const row = within(await screen.findByRole('table')).getByRole('row', { name: /Sajek Valley/ });
    expect(row).toHaveTextContent('Tk 3,250Part 1 of 2');
    mine.unmount();

    const group: PaymentGroup = {
      itemId: SAJEK,
      itemName: 'Sajek Valley',
      total: 1,
      paidCount: 1,
      paidTotalPoisha: 325_000,
      page: 1,
      pageSize: 1,
      items: [part],
    };
    const detail: PaymentDetail = {
      ...part,
      valId: null,
      bankTranId: null,
      payMethod: null,
      riskLevel: null,
      holdReason: null,
      refundReason: null,
      refundRequestedAt: null,
      refundRefId: null,
      refundedAt: null,
      canAccept: false,
      refundAmountPoisha: 0,
      events: [],
    };
    const { user } = renderApp('/transaction-history?kind=tour', {
      me: buildAdmin(),
      api: {
        'GET /api/admin/payments': () => json({ groups: [group] }),
        'GET /api/admin/payments/pay-p': () => json(detail),
      },
    });
    const sajek = await screen.findByRole('region', { name: 'Sajek Valley' });
    const nusrat = within(sajek).getByRole('row', { name: /Nusrat Jahan/ });
    expect(within(nusrat).getByRole('cell', { name: /Tk 3,250/ })).toHaveTextContent('Tk 3,250Part 1 of 2');
    await user.click(nusrat);
    const dialog = await screen.findByRole('dialog', { name: 'Payment details' });
    expect(
      (await within(dialog).findByText('Paid in parts', { selector: 'dt' })).nextSibling,
    ).toHaveTextContent('Part 1 of 2');
  });
});
