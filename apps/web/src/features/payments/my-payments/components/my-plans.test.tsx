import type { MyPlan } from '@dpms/shared/schemas';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildPaymentRow } from '@/test/factories/payments.ts';
import { buildMe } from '@/test/factories/users.ts';
import { apiError, json, pending } from '@/test/mock-api.ts';
import { renderApp } from '@/test/render-app.tsx';

// The first visit compiles the lazily loaded screen, which can take a few seconds in a cold run.
configure({ asyncUtilTimeout: 5000 });

/** My Payments' list shows a part: the plans are asked for. */
const payments = () =>
  json({ items: [buildPaymentRow({ planPart: 1, planParts: 2 })], page: 1, pageSize: 5, total: 1 });

/** Tk 9,500 in 2 parts: part 1 paid, part 2 due; override what the test is about. */
function buildPlan(overrides: Partial<MyPlan> = {}): MyPlan {
  return {
    id: 'plan-1',
    tourId: 'tour-1',
    itemName: 'Sajek Valley',
    departureDate: '2030-01-15',
    status: 'active',
    parts: [
      {
        part: 1,
        amountPoisha: 475_000,
        dueOn: '2029-12-01',
        status: 'paid',
        paidAt: '2029-11-20T08:00:00.000Z',
        paymentId: 'pay-1',
        receiptNumber: 'R-1',
      },
      {
        part: 2,
        amountPoisha: 475_000,
        dueOn: '2029-12-20',
        status: 'due',
        paidAt: null,
        paymentId: null,
        receiptNumber: null,
      },
    ],
    totalPoisha: 950_000,
    paidPoisha: 475_000,
    graceDays: 3,
    nextPart: { part: 2, amountPoisha: 475_000, dueOn: '2029-12-20' },
    releasedAt: null,
    ...overrides,
  };
}

function renderPlans(answer: () => Response) {
  return renderApp('/my-payments', {
    me: buildMe(),
    api: { 'GET /api/me/payments': payments, 'GET /api/me/plans': answer },
  });
}

describe('My Payments: events paid in parts', { timeout: 20_000 }, () => {
  it('shows an active plan: what is paid, each part, the next part and Pay next part', async () => {
    const { user, router } = renderApp('/my-payments', {
      me: buildMe(),
      api: {
        'GET /api/me/payments': payments,
        'GET /api/me/plans': () => json({ items: [buildPlan()] }),
        'GET /api/tours/tour-1': pending,
      },
    });

    const card = await screen.findByRole('article', { name: 'Sajek Valley' });
    expect(card).toHaveTextContent('Tk 4,750 of Tk 9,500 paid');
    const [first, second] = within(card).getAllByRole('listitem');
    expect(first).toHaveTextContent('Part 1Tk 4,750Paid on November 20, 2029');
    expect(second).toHaveTextContent('Part 2Tk 4,750Due by December 20, 2029');
    expect(card).toHaveTextContent('Next part due December 20, 2029');

    await user.click(within(card).getByRole('link', { name: 'Pay next part of Sajek Valley' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/tours-checkout/tour-1'));
    expect(router.state.location.search).toBe('?part=next');
  });

  it('says an overdue part is overdue', async () => {
    const plan = buildPlan();
    const overdue = { ...plan.parts[1]!, status: 'overdue' as const };
    renderPlans(() => json({ items: [{ ...plan, parts: [plan.parts[0]!, overdue] }] }));
    const card = await screen.findByRole('article', { name: 'Sajek Valley' });
    expect(within(card).getAllByRole('listitem')[1]).toHaveTextContent(
      'Overdue (was due by December 20, 2029)',
    );
  });

  it('says a complete plan is paid in full, with no Pay next part', async () => {
    const plan = buildPlan();
    const paid = { ...plan.parts[1]!, status: 'paid' as const, paidAt: '2029-12-10T08:00:00.000Z' };
    renderPlans(() =>
      json({
        items: [
          buildPlan({
            status: 'complete',
            parts: [plan.parts[0]!, paid],
            paidPoisha: 950_000,
            nextPart: null,
          }),
        ],
      }),
    );
    const card = await screen.findByRole('article', { name: 'Sajek Valley' });
    expect(card).toHaveTextContent('Tk 9,500 of Tk 9,500 paid');
    expect(card).toHaveTextContent('Paid in full: your ticket is ready');
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says a released plan released the seat, and which part was not paid', async () => {
    renderPlans(() =>
      json({
        items: [buildPlan({ status: 'released', nextPart: null, releasedAt: '2029-12-24T00:00:00.000Z' })],
      }),
    );
    const card = await screen.findByRole('article', { name: 'Sajek Valley' });
    expect(card).toHaveTextContent(
      'Seat released: part 2 was not paid in time. The department will refund the parts you paid or tell you otherwise.',
    );
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows no card, and asks for none, for a student paying nothing in parts', async () => {
    const { fetchMock } = renderApp('/my-payments', {
      me: buildMe(),
      api: {
        'GET /api/me/payments': () => json({ items: [buildPaymentRow()], page: 1, pageSize: 5, total: 1 }),
        'GET /api/me/plans': () => json({ items: [buildPlan()] }),
      },
    });
    // The list decides it as it is drawn: no part among its rows, no plans to ask for.
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map((call) => String(call[0]))).not.toContain('/api/me/plans');
  });

  it('shows no plan on the clubs tab', async () => {
    renderApp('/my-payments?kind=club', {
      me: buildMe(),
      api: { 'GET /api/me/payments': payments, 'GET /api/me/plans': () => json({ items: [buildPlan()] }) },
    });
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says when the plans could not be loaded, with Try again', async () => {
    renderPlans(() => apiError(403, 'FORBIDDEN', 'Students only'));
    expect(await screen.findByText('Students only')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
