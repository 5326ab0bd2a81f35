import type { PaymentStatus } from '@dpms/shared/constants';
import { act, configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPaymentRow } from '@/test/factories/payments.ts';
import { buildMe } from '@/test/factories/users.ts';
import { json } from '@/test/mock-api.ts';
import { renderApp } from '@/test/render-app.tsx';

// The first visit compiles the lazily loaded screen, which can take a few seconds in a cold run.
configure({ asyncUtilTimeout: 5000 });

const statusOf = (status: PaymentStatus, kind: 'tour' | 'club' = 'tour') => ({
  tranId: 'DPMS-42',
  status,
  itemName: "Cox's Bazar Study Tour",
  amountPoisha: 350_000,
  kind,
  itemId: kind === 'tour' ? 'tour-1' : 'club-1',
});

const paymentRow = buildPaymentRow({ id: 'pay-9', tranId: 'DPMS-42' });

describe('Payment success', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('claims no success to a visitor: the address alone proves nothing', async () => {
    renderApp('/payment/success/DPMS-42');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not check this payment' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument();
    expect(screen.getByText('DPMS-42')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to see your payments' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it("shows the spec's texts, the transaction ID, 100% and Go to Home for a confirmed payment", async () => {
    renderApp('/payment/success/DPMS-42', {
      me: buildMe(),
      api: {
        'GET /api/payments/DPMS-42/status': () => json(statusOf('paid')),
        'GET /api/me/payments': () => json({ items: [paymentRow], page: 1, pageSize: 5, total: 1 }),
      },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    expect(
      screen.getByText('Thank you for the registration. Check your email for the invoice.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Stay tuned for more updates.')).toBeInTheDocument();
    expect(screen.getByText('DPMS-42')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Checkout progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it('shows a paid payment with links to My Payments and the receipt', async () => {
    renderApp('/payment/success/DPMS-42', {
      me: buildMe(),
      api: {
        'GET /api/payments/DPMS-42/status': () => json(statusOf('paid')),
        'GET /api/me/payments': () => json({ items: [paymentRow], page: 1, pageSize: 5, total: 1 }),
      },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText('Tk 3,500')).toBeInTheDocument();
    expect(screen.getByText("Cox's Bazar Study Tour")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View My Payments' })).toHaveAttribute('href', '/my-payments');
    expect(await screen.findByRole('link', { name: 'Download receipt' })).toHaveAttribute(
      'href',
      '/api/me/payments/pay-9/receipt.pdf',
    );
  });

  it('waits while the bank confirms, asking again every 2 s, then shows the success', async () => {
    const answers = [statusOf('pending'), statusOf('paid')];
    const statusCalls = vi.fn(() => json(answers.shift() ?? statusOf('paid')));
    renderApp('/payment/success/DPMS-42', {
      me: buildMe(),
      api: {
        'GET /api/payments/DPMS-42/status': statusCalls,
        'GET /api/me/payments': () => json({ items: [], page: 1, pageSize: 5, total: 0 }),
      },
    });

    expect(
      await screen.findByRole('heading', { name: 'We are confirming your payment with the bank…' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument();

    expect(
      await screen.findByRole('heading', { name: 'Payment Successful!' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(statusCalls).toHaveBeenCalledTimes(2);
  });

  it('stops waiting after about 30 s and points to My Payments', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const statusCalls = vi.fn(() => json(statusOf('pending')));
    renderApp('/payment/success/DPMS-42', {
      me: buildMe(),
      api: { 'GET /api/payments/DPMS-42/status': statusCalls },
    });
    expect(
      await screen.findByRole('heading', { name: 'We are confirming your payment with the bank…' }),
    ).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(31_000));

    expect(
      await screen.findByText(
        'The bank has not confirmed it yet. It will appear in My Payments once confirmed.',
      ),
    ).toBeInTheDocument();
    const calls = statusCalls.mock.calls.length;
    expect(calls).toBeGreaterThanOrEqual(14);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(statusCalls).toHaveBeenCalledTimes(calls);
  });

  it('says an on-hold payment is being reviewed by the department', async () => {
    renderApp('/payment/success/DPMS-42', {
      me: buildMe(),
      api: { 'GET /api/payments/DPMS-42/status': () => json(statusOf('on_hold')) },
    });

    expect(
      await screen.findByRole('heading', { name: 'Your payment is being reviewed' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The payment is being reviewed by the department before it is confirmed.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument();
  });

  it.each([
    ['refund_pending', 'This payment is being refunded', /The department is refunding this payment/],
    ['refunded', 'This payment was refunded', /The department refunded this payment/],
  ] as const)('says so when the payment is %s', async (status, title, text) => {
    renderApp('/payment/success/DPMS-42', {
      me: buildMe(),
      api: { 'GET /api/payments/DPMS-42/status': () => json(statusOf(status)) },
    });

    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument();
  });
});

describe('Payment failed', { timeout: 20_000 }, () => {
  it("shows the spec's texts, Try again and Go back to main page", async () => {
    renderApp('/payment/fail/DPMS-42');

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back to main page' })).toHaveAttribute('href', '/');
    expect(screen.getByText('DPMS-42')).toBeInTheDocument();
  });

  it("sends Try again back to the item's checkout when the payment is known", async () => {
    renderApp('/payment/fail/DPMS-42', {
      me: buildMe(),
      api: { 'GET /api/payments/DPMS-42/status': () => json(statusOf('cancelled', 'club')) },
    });

    expect(await screen.findByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/checkout/club-1',
    );
    expect(screen.getByText('You cancelled the payment. Nothing was charged.')).toBeInTheDocument();
  });

  it('goes back in history for Try again when nothing is known', async () => {
    const { user, router } = renderApp('/payment/fail/DPMS-42');
    await router.navigate('/payment/fail/DPMS-43');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/payment/fail/DPMS-42'));
  });
});
