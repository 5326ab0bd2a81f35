import type { Dashboard } from '@dpms/shared/schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n/i18n.ts';
import { buildAdmin } from '@/test/factories/users.ts';
import { apiError, type Handler, heldAnswer, json } from '@/test/mock-api.ts';
import { renderApp } from '@/test/render-app.tsx';
import type { BarChartProps } from './bar-chart.tsx';

// jsdom has no canvas: the chart stands in as its labels and values, to see what it was given.
vi.mock('./bar-chart.tsx', () => ({
  default: ({ labels, values }: BarChartProps) => (
    <div data-testid="bar-chart">{labels.map((label, i) => `${label}=${values[i]}`).join(';')}</div>
  ),
}));

const SAJEK = '11111111-1111-4111-8111-111111111111';
const BANDARBAN = '22222222-2222-4222-8222-222222222222';
const ROBOTICS = '33333333-3333-4333-8333-333333333333';

const board: Dashboard = {
  asOf: '2026-11-25T12:00:00.000Z',
  collected: { today: 150_000, week: 350_000, month: 1_250_000, total: 12_345_600 },
  refunded: { month: 150_000, total: 300_000 },
  discounts: { month: 70_000, total: 210_000, uses: 6 },
  waived: { month: 350_000, total: 700_000, count: 2 },
  events: [
    {
      id: SAJEK,
      name: 'Sajek Valley',
      departureDate: '2026-12-20',
      upcoming: true,
      groupSize: 40,
      seatsPaid: 12,
      paidPoisha: 1_800_000,
    },
    {
      id: BANDARBAN,
      name: 'Bandarban',
      departureDate: '2026-10-01',
      upcoming: false,
      groupSize: 30,
      seatsPaid: 30,
      paidPoisha: 6_000_000,
    },
  ],
  clubs: [{ id: ROBOTICS, name: 'Robotics Club', activeMembers: 7, endingThisWeek: 2, paidPoisha: 140_000 }],
  memberships: { active: 7, endingThisWeek: 2 },
  waiting: {
    pending: 3,
    pendingTooLong: 1,
    onHold: 2,
    refundPending: 1,
    refundUnconfirmed: 1,
    refundProcessing: 0,
  },
};

const empty: Dashboard = {
  asOf: '2026-11-25T12:00:00.000Z',
  collected: { today: 0, week: 0, month: 0, total: 0 },
  refunded: { month: 0, total: 0 },
  discounts: { month: 0, total: 0, uses: 0 },
  waived: { month: 0, total: 0, count: 0 },
  events: [],
  clubs: [{ id: ROBOTICS, name: 'Robotics Club', activeMembers: 0, endingThisWeek: 0, paidPoisha: 0 }],
  memberships: { active: 0, endingThisWeek: 0 },
  waiting: {
    pending: 0,
    pendingTooLong: 0,
    onHold: 0,
    refundPending: 0,
    refundUnconfirmed: 0,
    refundProcessing: 0,
  },
};

const showDashboard = (answer: Handler, me = buildAdmin()) =>
  renderApp('/dashboard', { me, api: { 'GET /api/admin/dashboard': answer } });

const section = (name: string) => screen.getByRole('region', { name });

describe('the admin dashboard', () => {
  it('shows the money collected, net of refunds, and what was refunded, as the server counted it', async () => {
    showDashboard(() => json(board));

    const collected = await screen.findByRole('region', { name: 'Money collected' });
    const figure = (label: string) => within(collected).getByText(label).closest('div');
    expect(figure('Today')).toHaveTextContent('Tk 1,500');
    expect(figure('This week')).toHaveTextContent('Tk 3,500');
    expect(figure('This week')).toHaveTextContent('Since Saturday');
    expect(figure('This month')).toHaveTextContent('Tk 12,500');
    expect(figure('In all')).toHaveTextContent('Tk 1,23,456');
    expect(figure('Refunded this month')).toHaveTextContent('Tk 1,500');
    expect(figure('Refunded in all')).toHaveTextContent('Tk 3,000');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('shows discounts given and fees waived apart from the money collected', async () => {
    showDashboard(() => json(board));

    const notCollected = await screen.findByRole('region', { name: 'Not collected' });
    const figure = (label: string) => within(notCollected).getByText(label).closest('div');
    expect(figure('Discounts this month')).toHaveTextContent('Tk 700');
    expect(figure('Discounts in all')).toHaveTextContent('Tk 2,1006 uses of codes');
    expect(figure('Waived this month')).toHaveTextContent('Tk 3,500');
    expect(figure('Waived in all')).toHaveTextContent('Tk 7,0002 fees waived');
    // Collected stays what was paid.
    const collected = section('Money collected');
    expect(within(collected).getByText('This month').closest('div')).toHaveTextContent('Tk 12,500');
    expect(collected).not.toHaveTextContent('Waived');
  });

  it('links each waiting count to the list it counts: Payment History or the on-hold queue, filtered', async () => {
    showDashboard(() => json(board));

    const waiting = await screen.findByRole('region', { name: 'Waiting for you' });
    const link = (name: string) => within(waiting).getByRole('link', { name });
    expect(link('Pending: 3')).toHaveAttribute('href', '/transaction-history?status=pending');
    expect(link('Pending too long: 1')).toHaveAttribute('href', '/on-hold?reason=pending_too_long');
    expect(link('On hold: 2')).toHaveAttribute('href', '/on-hold?reason=held');
    expect(link('Refund not confirmed: 1')).toHaveAttribute('href', '/on-hold?reason=refund_unconfirmed');
    expect(link('Refund processing: 0')).toHaveAttribute('href', '/on-hold?reason=refund_processing');
  });

  it('charts money per event and club, with the same figures in tables, and seats of upcoming events', async () => {
    showDashboard(() => json(board));

    const events = await screen.findByRole('region', { name: 'Money per event' });
    expect(await within(events).findByTestId('bar-chart')).toHaveTextContent(
      'Sajek Valley=1800000;Bandarban=6000000',
    );
    const eventTable = within(events).getByRole('table', { name: 'Money collected per event' });
    expect(within(eventTable).getByRole('row', { name: /Sajek Valley/ })).toHaveTextContent('Tk 18,000');
    expect(within(eventTable).getByRole('row', { name: /Bandarban/ })).toHaveTextContent('Tk 60,000');

    const clubs = section('Money per club');
    expect(await within(clubs).findByTestId('bar-chart')).toHaveTextContent('Robotics Club=140000');
    const robotics = within(clubs).getByRole('row', { name: /Robotics Club/ });
    expect(
      within(robotics)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Tk 1,400', '7', '2']);

    // Only upcoming events have seats to fill.
    const seats = section('Seats paid, upcoming events');
    expect(seats).toHaveTextContent('Sajek Valley');
    expect(seats).toHaveTextContent('12 of 40 seats paid');
    expect(seats).not.toHaveTextContent('Bandarban');

    const memberships = section('Memberships');
    expect(within(memberships).getByText('Active now').closest('div')).toHaveTextContent('7');
    expect(within(memberships).getByText('Ending this week').closest('div')).toHaveTextContent('2');
  });

  it('shows zeros and a friendly word instead of an empty chart on a fresh install', async () => {
    showDashboard(() => json(empty));

    const collected = await screen.findByRole('region', { name: 'Money collected' });
    expect(within(collected).getByText('In all').closest('div')).toHaveTextContent('Tk 0');
    expect(
      within(section('Money per event')).getByRole('heading', { name: 'No events yet' }),
    ).toBeInTheDocument();
    expect(section('Money per club')).toHaveTextContent(
      'No payments yet. The chart fills in as students pay.',
    );
    expect(screen.queryByTestId('bar-chart')).not.toBeInTheDocument();
    expect(
      within(section('Seats paid, upcoming events')).getByText('No upcoming events'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'On hold: 0' })).toHaveAttribute('href', '/on-hold?reason=held');
  });

  it('shows a spinner while loading, then an error with Try again that asks again', async () => {
    let calls = 0;
    // A 4xx, which the app does not retry: the error shows at once.
    const held = heldAnswer(() => (++calls === 1 ? apiError(400, 'BAD_REQUEST', 'Nope') : json(board)));
    const { user } = showDashboard(held.handler);

    expect(await screen.findByRole('status', { name: 'Loading the dashboard' })).toBeInTheDocument();
    held.release();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Could not load the dashboard' })).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'On hold: 2' })).toBeInTheDocument();
  });

  it('speaks Bangla: Taka and counts in Bengali digits', async () => {
    await activateLocale('bn');
    showDashboard(() => json(board), { ...buildAdmin(), locale: 'bn' });

    const collected = await screen.findByRole('region', { name: 'সংগৃহীত টাকা' });
    expect(within(collected).getByText('সব মিলিয়ে').closest('div')).toHaveTextContent('৳১,২৩,৪৫৬');
    expect(screen.getByRole('link', { name: 'স্থগিত: ২' })).toHaveAttribute('href', '/on-hold?reason=held');
  });
});
