import type { Settlement } from '@dpms/shared/schemas';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAdmin } from '@/test/factories/users.ts';
import { apiError, heldAnswer, json } from '@/test/mock-api.ts';
import { renderApp } from '@/test/render-app.tsx';

const TODAY = '2026-11-25';

/** A day on which the gateway disagrees about two payments. */
const withDifferences: Settlement = {
  day: '2026-11-24',
  confirmed: { count: 12, poisha: 1_450_000 },
  refunded: { count: 1, poisha: 120_000 },
  netPoisha: 1_330_000,
  discounts: { count: 2, poisha: 140_000 },
  waived: { count: 1, poisha: 350_000 },
  gateway: { count: 11, poisha: 1_330_000 },
  checked: 15,
  differences: [
    {
      paymentId: 'p1',
      tranId: 'DPMS-7Q2K9X',
      kind: 'tour',
      payerName: 'Rafiq Islam',
      itemName: 'Sajek Valley Tour',
      status: 'paid',
      amountPoisha: 120_000,
      gatewayStatus: 'PENDING',
      gatewayAmountPoisha: null,
      problem: 'paid_here_not_at_gateway',
    },
    {
      paymentId: 'p2',
      tranId: 'DPMS-3M8T1A',
      kind: 'club',
      payerName: 'Sadia Karim',
      itemName: 'Programming Club',
      status: 'pending',
      amountPoisha: 20_000,
      gatewayStatus: 'VALID',
      gatewayAmountPoisha: 20_000,
      problem: 'taken_at_gateway_not_here',
    },
  ],
};

const matching: Settlement = {
  ...withDifferences,
  day: TODAY,
  confirmed: { count: 3, poisha: 360_000 },
  refunded: { count: 0, poisha: 0 },
  netPoisha: 360_000,
  discounts: { count: 0, poisha: 0 },
  waived: { count: 0, poisha: 0 },
  gateway: { count: 3, poisha: 360_000 },
  checked: 4,
  differences: [],
};

const empty = (day: string): Settlement => ({
  day,
  confirmed: { count: 0, poisha: 0 },
  refunded: { count: 0, poisha: 0 },
  netPoisha: 0,
  discounts: { count: 0, poisha: 0 },
  waived: { count: 0, poisha: 0 },
  gateway: { count: 0, poisha: 0 },
  checked: 0,
  differences: [],
});

/** The settlement endpoint, answering per day; records the days asked for. */
function settlementApi(days: Record<string, Settlement>, asked: string[] = []) {
  return {
    'GET /api/admin/settlement': (_: unknown, request: Request) => {
      const day = new URL(request.url).searchParams.get('day') ?? '';
      asked.push(day);
      return json(days[day] ?? empty(day));
    },
  };
}

beforeEach(() => {
  // Only the clock: 12:00 in Dhaka on TODAY. Timers stay real for the queries and user events.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T06:00:00Z`));
});
afterEach(() => vi.useRealTimers());

describe('Daily settlement', () => {
  it("shows the day's figures in Taka, the differences in plain words, each linked to Payment History", async () => {
    renderApp('/settlement?day=2026-11-24', {
      me: buildAdmin(),
      api: settlementApi({ '2026-11-24': withDifferences }),
    });

    const figures = await screen.findByRole('region', { name: 'Figures for November 24, 2026' });
    const figure = (label: string) => within(figures).getByText(label).parentElement as HTMLElement;
    expect(figure('Payments confirmed')).toHaveTextContent('Tk 14,50012 payments');
    expect(figure('Refunds')).toHaveTextContent('Tk 1,2001 refund');
    expect(figure('Net')).toHaveTextContent('Tk 13,300');
    expect(figure("The gateway's view")).toHaveTextContent('Tk 13,30011 payments taken');
    expect(within(figures).getByRole('status')).toHaveTextContent('2 differences with the gateway');
    // Money never collected is told apart, and is not in the net.
    const notCollected = screen.getByRole('region', { name: 'Not collected' });
    expect(within(notCollected).getByText('Discounts given (not collected)').parentElement).toHaveTextContent(
      '2 payments with a codeTk 1,400',
    );
    expect(within(notCollected).getByText('Fees waived (not collected)').parentElement).toHaveTextContent(
      '1 feeTk 3,500',
    );

    const table = within(screen.getByRole('region', { name: 'Differences' })).getByRole('table');
    const rafiq = within(table).getByRole('row', { name: /Rafiq Islam/ });
    expect(rafiq).toHaveTextContent('Sajek Valley Tour');
    expect(rafiq).toHaveTextContent('Tk 1,200Paid');
    expect(rafiq).toHaveTextContent('Pending');
    expect(rafiq).toHaveTextContent(
      'Paid here, not at the gateway: the gateway has no successful payment for it.',
    );
    expect(
      within(rafiq).getByRole('link', { name: 'Open payment DPMS-7Q2K9X in Payment History' }),
    ).toHaveAttribute('href', '/transaction-history?kind=tour&q=DPMS-7Q2K9X');
    const sadia = within(table).getByRole('row', { name: /Sadia Karim/ });
    expect(sadia).toHaveTextContent('Taken at the gateway, not paid here');
    expect(within(sadia).getByRole('link')).toHaveAttribute(
      'href',
      '/transaction-history?kind=club&q=DPMS-3M8T1A',
    );

    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/settlement.csv?day=2026-11-24',
    );
  });

  it('opens on today in Dhaka, matching the gateway, and steps to the day before and back', async () => {
    const asked: string[] = [];
    const { user, router } = renderApp('/settlement', {
      me: buildAdmin(),
      api: settlementApi({ [TODAY]: matching, '2026-11-24': withDifferences }, asked),
    });

    expect(await screen.findByText('Matches the gateway')).toBeInTheDocument();
    expect(
      screen.getByText(
        "All 4 payments started, paid or refunded this day agree with the gateway's own records.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Day')).toHaveValue(TODAY);
    // No days to come.
    expect(screen.getByRole('button', { name: 'Next day' })).toBeDisabled();
    expect(screen.getByLabelText('Day')).toHaveAttribute('max', TODAY);

    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(await screen.findByText('2 differences with the gateway')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?day=2026-11-24');
    expect(screen.getByLabelText('Day')).toHaveValue('2026-11-24');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/settlement.csv?day=2026-11-24',
    );

    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(await screen.findByText('Matches the gateway')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?day=${TODAY}`);

    // A day picked in the date field; a day to come is not taken.
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-11-30' } });
    expect(router.state.location.search).toBe(`?day=${TODAY}`);
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-11-01' } });
    expect(await screen.findByRole('heading', { name: 'No payments on this day' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?day=2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByText('Matches the gateway')).toBeInTheDocument();
    expect(asked).toEqual([TODAY, '2026-11-24', '2026-11-01']);
  });

  it('takes today for a day to come in the address', async () => {
    renderApp('/settlement?day=2026-12-01', { me: buildAdmin(), api: settlementApi({ [TODAY]: matching }) });
    expect(await screen.findByText('Matches the gateway')).toBeInTheDocument();
    expect(screen.getByLabelText('Day')).toHaveValue(TODAY);
  });

  it('says the gateway is being asked while the answer is on its way', async () => {
    const held = heldAnswer(() => json(matching));
    renderApp('/settlement', { me: buildAdmin(), api: { 'GET /api/admin/settlement': held.handler } });

    expect(
      await screen.findByRole('status', { name: "Asking the gateway about this day's payments…" }),
    ).toBeInTheDocument();
    held.release();
    expect(await screen.findByText('Matches the gateway')).toBeInTheDocument();
  });

  it('says so on a day without payments', async () => {
    renderApp('/settlement?day=2026-11-01', { me: buildAdmin(), api: settlementApi({}) });
    expect(await screen.findByRole('heading', { name: 'No payments on this day' })).toBeInTheDocument();
    expect(screen.getByText(/on November 1, 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Figures/ })).not.toBeInTheDocument();
  });

  it("shows the server's failure with a way to try again", async () => {
    let fail = true;
    const { user } = renderApp('/settlement', {
      me: buildAdmin(),
      api: {
        'GET /api/admin/settlement': () =>
          fail ? apiError(503, 'UNAVAILABLE', 'The database is not answering') : json(matching),
      },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('The database is not answering');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Matches the gateway')).toBeInTheDocument();
  });

  it('reads in Bangla, Taka in Bengali digits', async () => {
    renderApp('/settlement?day=2026-11-24', {
      me: buildAdmin({ locale: 'bn' }),
      api: settlementApi({ '2026-11-24': withDifferences }),
    });

    expect(await screen.findByText('গেটওয়ের সাথে ২টি অমিল')).toBeInTheDocument();
    const figures = screen.getByRole('region', { name: /-এর হিসাব$/ });
    expect(within(figures).getByText('৳১৪,৫০০')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Rafiq Islam/ })).toHaveTextContent(
      'এখানে পরিশোধিত, গেটওয়েতে নয়: গেটওয়েতে এর কোনো সফল পেমেন্ট নেই।',
    );
    expect(screen.getByRole('link', { name: 'CSV ডাউনলোড করুন' })).toHaveAttribute(
      'href',
      '/api/admin/settlement.csv?day=2026-11-24',
    );
  });
});
