import type { PaymentGroup } from '@dpms/shared/schemas';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildPaymentRow } from '@/test/factories/payments.ts';
import { buildAdmin } from '@/test/factories/users.ts';
import { json } from '@/test/mock-api.ts';
import { renderApp } from '@/test/render-app.tsx';

configure({ asyncUtilTimeout: 5000 });

const TOUR = '33333333-3333-4333-8333-333333333333';
const CLUB = '11111111-1111-4111-8111-111111111111';

const group = (kind: 'tour' | 'club', names: string[]): PaymentGroup => ({
  itemId: kind === 'tour' ? TOUR : CLUB,
  itemName: kind === 'tour' ? "Cox's Bazar" : 'Programming Club',
  total: names.length,
  paidCount: names.length,
  paidTotalPoisha: names.length * 150_000,
  page: 1,
  pageSize: 2,
  items: names.map((name, i) =>
    buildPaymentRow({
      id: `${kind}-${i}`,
      tranId: `DPMS-${kind === 'tour' ? 'E' : 'C'}TEST${i}`,
      kind,
      itemId: kind === 'tour' ? TOUR : CLUB,
      payerName: name,
      status: 'on_hold',
      paid: false,
    }),
  ),
});

/** The server's answer: nothing matches "nobody", everything else matches one payment. */
function payments(request: Request) {
  const url = new URL(request.url);
  if (url.searchParams.get('q') === 'nobody') return json({ groups: [] });
  const kind = url.searchParams.get('kind') === 'tour' ? 'tour' : 'club';
  return json({ groups: [group(kind, ['Nusrat Jahan'])] });
}

const requested = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.startsWith('/api/admin/payments?'))
    .map((url) => Object.fromEntries(new URL(url, 'http://x').searchParams));

describe('Payment History filters', { timeout: 30_000 }, () => {
  it('reads the filters from the address, asks the server with them and keeps them on the CSV', async () => {
    const { fetchMock } = renderApp(
      '/transaction-history?status=held&batch=10th&from=2026-11-01&to=2026-11-25',
      {
        me: buildAdmin(),
        api: { 'GET /api/admin/payments': (_, request) => payments(request) },
      },
    );

    await screen.findByRole('region', { name: 'Programming Club' });
    expect(requested(fetchMock)).toContainEqual({
      kind: 'club',
      status: 'on_hold',
      batch: '10th',
      from: '2026-11-01',
      to: '2026-11-25',
    });
    const bar = screen.getByRole('search', { name: 'Filter payments' });
    expect(within(bar).getByLabelText('Status')).toHaveValue('on_hold');
    expect(within(bar).getByLabelText('Batch')).toHaveValue('10th');
    expect(within(bar).getByLabelText('From')).toHaveValue('2026-11-01');
    expect(within(bar).getByText('1 payment matches')).toBeInTheDocument();

    const csv = new URL(
      screen.getByRole('link', { name: 'Download CSV of the filtered payments' }).getAttribute('href')!,
      'http://x',
    );
    expect(csv.pathname).toBe('/api/admin/payments.csv');
    expect(Object.fromEntries(csv.searchParams)).toEqual({
      kind: 'club',
      status: 'on_hold',
      batch: '10th',
      from: '2026-11-01',
      to: '2026-11-25',
    });
    expect(screen.getByRole('link', { name: 'Download CSV for Programming Club' })).toHaveAttribute(
      'href',
      `/api/admin/payments.csv?kind=club&status=on_hold&batch=10th&from=2026-11-01&to=2026-11-25&itemId=${CLUB}`,
    );
  });

  it('puts a chosen filter and a search (once typing pauses) in the address, and clears them', async () => {
    const { user, fetchMock, router } = renderApp('/transaction-history?kind=club', {
      me: buildAdmin(),
      api: { 'GET /api/admin/payments': (_, request) => payments(request) },
    });
    await screen.findByRole('region', { name: 'Programming Club' });
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'Refunded');
    expect(router.state.location.search).toBe('?kind=club&status=refunded');

    await user.type(screen.getByLabelText('Search'), 'nobody');
    await vi.waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('nobody'));
    expect(await screen.findByRole('heading', { name: 'No payments match' })).toBeInTheDocument();
    // One request for the whole word, not one a key.
    expect(requested(fetchMock).filter((query) => query.q !== undefined)).toEqual([
      { kind: 'club', q: 'nobody', status: 'refunded' },
    ]);
    expect(screen.getByRole('link', { name: 'Download CSV of the filtered payments' })).toHaveAttribute(
      'href',
      '/api/admin/payments.csv?kind=club&q=nobody&status=refunded',
    );

    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(router.state.location.search).toBe('?kind=club');
    expect(screen.getByLabelText('Search')).toHaveValue('');
    expect(screen.getByLabelText('Status')).toHaveValue('');
    expect(await screen.findByRole('region', { name: 'Programming Club' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/payments.csv?kind=club',
    );
  });

  it("opens Events for an event's tran_id, and keeps the filters when switching kind", async () => {
    const { user, router } = renderApp('/transaction-history?q=DPMS-ETEST0', {
      me: buildAdmin(),
      api: { 'GET /api/admin/payments': (_, request) => payments(request) },
    });
    expect(await screen.findByRole('region', { name: "Cox's Bazar" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Events' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Search')).toHaveValue('DPMS-ETEST0');

    await user.click(screen.getByRole('button', { name: 'Clubs' }));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('DPMS-ETEST0');
    expect(await screen.findByRole('region', { name: 'Programming Club' })).toBeInTheDocument();
  });
});
