import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n/i18n.ts';
import { buildPaymentRow } from '@/test/factories/payments.ts';
import { buildMe } from '@/test/factories/users.ts';
import { heldAnswer, json } from '@/test/mock-api.ts';
import { renderApp } from '@/test/render-app.tsx';

// The first visit compiles the lazily loaded screen, which can take a few seconds in a cold run.
configure({ asyncUtilTimeout: 5000 });

const tourPage = {
  items: [
    buildPaymentRow(),
    buildPaymentRow({
      id: 'pay-2',
      tranId: 'DPMS-2',
      itemName: 'Sylhet Tea Gardens',
      status: 'pending',
      paid: false,
      paidAt: null,
      receiptNumber: null,
    }),
  ],
  page: 1,
  pageSize: 5,
  total: 7,
};
const clubPage = {
  items: [
    buildPaymentRow({
      id: 'pay-3',
      kind: 'club',
      itemId: 'club-1',
      itemName: 'Programming Club',
      plan: 'yearly',
      amountPoisha: 200_000,
      validUntil: '2031-01-01T10:01:00.000Z',
    }),
  ],
  page: 1,
  pageSize: 5,
  total: 1,
};

function answerByKind(request: Request) {
  const url = new URL(request.url);
  return json(url.searchParams.get('kind') === 'club' ? clubPage : tourPage);
}

describe('My Payments', { timeout: 20_000 }, () => {
  afterEach(() => {
    window.innerWidth = 1024;
  });

  it('lists the event payments with Paid and Not Paid, and a receipt for the paid one', async () => {
    renderApp('/my-payments', {
      me: buildMe(),
      api: { 'GET /api/me/payments': (_, request) => answerByKind(request) },
    });

    await screen.findByText("Cox's Bazar Study Tour");
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Event Name' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Fee(Tk)' })).toBeInTheDocument();
    const paidRow = within(table).getByRole('row', { name: /Cox's Bazar Study Tour/ });
    const pendingRow = within(table).getByRole('row', { name: /Sylhet Tea Gardens/ });
    expect(within(paidRow).getByText('Paid')).toBeInTheDocument();
    expect(within(paidRow).getByText('Tk 3,500')).toBeInTheDocument();
    expect(
      within(paidRow).getByRole('link', { name: "Receipt for Cox's Bazar Study Tour (PDF)" }),
    ).toHaveAttribute('href', '/api/me/payments/pay-1/receipt.pdf');
    expect(within(pendingRow).getByText('Not Paid')).toBeInTheDocument();
    expect(within(pendingRow).getByText('Pending')).toBeInTheDocument();
    expect(within(pendingRow).queryByRole('link')).not.toBeInTheDocument();
    // 7 payments, 5 a page: the server pages them.
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
  });

  it('switches to Clubs, asking the server for club payments, with plan and valid-until', async () => {
    const { user, fetchMock } = renderApp('/my-payments', {
      me: buildMe(),
      api: { 'GET /api/me/payments': (_, request) => answerByKind(request) },
    });
    await screen.findByText("Cox's Bazar Study Tour");

    await user.click(screen.getByRole('button', { name: 'Clubs' }));

    expect(await screen.findByRole('columnheader', { name: 'Club Name' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clubs' })).toHaveAttribute('aria-pressed', 'true');
    // The spec's columns in its order; the plan and its end date under the club's name.
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Student ID',
      'Club Name',
      'Fee(Tk)',
      'Batch',
      'Name',
      'Date',
      'Phone Number',
      'Email',
      'Paid Status',
      'Receipt',
    ]);
    const row = screen.getByRole('row', { name: /Programming Club/ });
    expect(within(row).getByText('Yearly · Valid until: Jan 1, 2031')).toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls).toContain('/api/me/payments?kind=club&page=1');
  });

  it('asks for the next page from the server', async () => {
    const { user, fetchMock } = renderApp('/my-payments', {
      me: buildMe(),
      api: { 'GET /api/me/payments': (_, request) => answerByKind(request) },
    });
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
        '/api/me/payments?kind=tour&page=2',
      ),
    );
  });

  it('shows a loading row, then an empty state with a link to the events', async () => {
    const payments = heldAnswer(() => json({ items: [], page: 1, pageSize: 5, total: 0 }));
    renderApp('/my-payments', { me: buildMe(), api: { 'GET /api/me/payments': payments.handler } });

    expect(await screen.findByText('Loading payments…')).toBeInTheDocument();
    payments.release();
    expect(await screen.findByRole('heading', { name: 'No payments yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Events' })).toHaveAttribute('href', '/tours');
  });

  it('shows the table from 1024 px up even when it is wider than its card (it scrolls inside it)', async () => {
    window.innerWidth = 1280;
    const wide = vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(2000);
    try {
      renderApp('/my-payments', {
        me: buildMe(),
        api: { 'GET /api/me/payments': (_, request) => answerByKind(request) },
      });
      const region = await screen.findByRole('region', { name: 'My payments' });
      expect(within(region).getByRole('table')).toBeInTheDocument();
      expect(within(region).getAllByRole('row')).toHaveLength(3);
    } finally {
      wide.mockRestore();
    }
  });

  it('shows stacked cards instead of a table on a phone', async () => {
    window.innerWidth = 390;
    renderApp('/my-payments', {
      me: buildMe(),
      api: { 'GET /api/me/payments': (_, request) => answerByKind(request) },
    });

    const list = await screen.findByRole('list', { name: 'My payments' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Not Paid')).toBeInTheDocument();
  });

  describe('what each payment was paid with', () => {
    // Club payments: an event's would also ask for its ticket, which is not what these are about.
    const paidWith = {
      items: [
        buildPaymentRow({
          id: 'pay-b',
          kind: 'club',
          itemName: 'Programming Club',
          plan: 'monthly',
          cardType: 'BKASH-BKash',
        }),
        buildPaymentRow({
          id: 'pay-v',
          kind: 'club',
          itemName: 'Robotics Club',
          plan: 'yearly',
          cardType: 'VISA-Dutch Bangla',
        }),
        buildPaymentRow({
          id: 'pay-p',
          kind: 'club',
          itemName: 'Debating Club',
          plan: 'monthly',
          status: 'pending',
          paid: false,
          paidAt: null,
          receiptNumber: null,
        }),
      ],
      page: 1,
      pageSize: 5,
      total: 3,
    };
    const api = { 'GET /api/me/payments': () => json(paidWith) };

    it('shows the method under the fee in the table, from what the gateway reported', async () => {
      window.innerWidth = 1280;
      renderApp('/my-payments?kind=club', { me: buildMe(), api });
      const bkashRow = await screen.findByRole('row', { name: /Programming Club/ });
      expect(within(bkashRow).getByText('bKash')).toBeInTheDocument();
      // The mark follows a moment later (its code is not in the first screen's).
      await waitFor(() =>
        expect(bkashRow.querySelector('svg[data-pay-method="bkash"]')).toHaveAttribute('aria-hidden', 'true'),
      );
      expect(
        within(screen.getByRole('row', { name: /Robotics Club/ })).getByText('Visa card'),
      ).toBeInTheDocument();
      // Nothing to say before the gateway has said.
      const pending = screen.getByRole('row', { name: /Debating Club/ });
      expect(pending.querySelector('svg[data-pay-method]')).toBeNull();
    });

    it('labels it "Paid with" on a phone', async () => {
      window.innerWidth = 390;
      renderApp('/my-payments?kind=club', { me: buildMe(), api });
      const list = await screen.findByRole('list', { name: 'My payments' });
      const [bkash] = within(list).getAllByRole('listitem');
      expect(within(bkash!).getByText('Paid with').nextSibling).toHaveTextContent('bKash');
      expect(within(list).getAllByText('Paid with')).toHaveLength(2);
    });

    it('in Bangla', async () => {
      window.innerWidth = 390;
      await activateLocale('bn');
      try {
        renderApp('/my-payments?kind=club', { me: buildMe({ locale: 'bn' }), api });
        const list = await screen.findByRole('list', { name: 'আমার পেমেন্ট' });
        const [bkash, visa] = within(list).getAllByRole('listitem');
        expect(within(bkash!).getByText('পরিশোধের মাধ্যম').nextSibling).toHaveTextContent('বিকাশ');
        expect(within(visa!).getByText('পরিশোধের মাধ্যম').nextSibling).toHaveTextContent('Visa কার্ড');
      } finally {
        await activateLocale('en');
      }
    });
  });
});
