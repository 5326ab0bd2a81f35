import { MESSAGES } from '@dpms/shared/messages';
import type { Club } from '@dpms/shared/schemas';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildClub as buildAnyClub } from '@/test/factories/catalog.ts';
import { buildMe } from '@/test/factories/users.ts';
import { heldAnswer, json } from '@/test/mock-api.ts';
import { renderApp } from '@/test/render-app.tsx';

/** The club these checkouts pay for: the shared factory's, with the name and prices asserted below. */
const buildClub = (overrides: Partial<Club> = {}) =>
  buildAnyClub({
    clubName: 'Programming Club',
    monthlyPricePoisha: 20_000,
    yearlyPricePoisha: 200_000,
    ...overrides,
  });

const GATEWAY_URL = '/sandbox/sslcommerz/gw.php?Q=pay&SESSIONKEY=xyz';

// The first visit compiles the lazily loaded screen, which can take a few seconds in a cold run.
configure({ asyncUtilTimeout: 5000 });

describe('Club checkout', { timeout: 20_000 }, () => {
  it('shows "Loading club information..." until the club arrives', async () => {
    const club = heldAnswer(() => json(buildClub()));
    renderApp('/checkout/club-1', { me: buildMe(), api: { 'GET /api/clubs/club-1': club.handler } });

    expect(await screen.findByText('Loading club information...')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Checkout progress' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    club.release();
    expect(await screen.findByRole('heading', { name: 'Programming Club' })).toBeInTheDocument();
    expect(screen.getByText('Monthly fee').nextSibling).toHaveTextContent('Tk 200');
    expect(screen.getByText('Yearly fee').nextSibling).toHaveTextContent('Tk 2,000');
  });

  it('starts on Monthly and switching to Yearly changes the Payment Summary', async () => {
    const { user } = renderApp('/checkout/club-1', {
      me: buildMe(),
      api: { 'GET /api/clubs/club-1': () => json(buildClub()) },
    });

    const monthly = await screen.findByRole('radio', { name: 'Monthly' });
    expect(monthly).toBeChecked();
    const summary = screen.getByRole('region', { name: 'Payment Summary' });
    expect(within(summary).getByText('Monthly membership')).toBeInTheDocument();
    expect(within(summary).getByTestId('payment-total')).toHaveTextContent('Tk 200');

    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(screen.getByRole('radio', { name: 'Yearly' })).toBeChecked();
    expect(within(summary).getByText('Yearly membership')).toBeInTheDocument();
    expect(within(summary).getByTestId('payment-total')).toHaveTextContent('Tk 2,000');
  });

  it('posts the mobile number and the plan, never a price, and goes to the gateway', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const bodies: unknown[] = [];
    const { user } = renderApp('/checkout/club-1', {
      me: buildMe(),
      api: {
        'GET /api/clubs/club-1': () => json(buildClub()),
        'POST /api/clubs/club-1/checkout': (body) => {
          bodies.push(body);
          return json({ url: GATEWAY_URL, tranId: 'DPMS-2' }, 201);
        },
      },
    });

    await user.click(await screen.findByRole('radio', { name: 'Yearly' }));
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText(MESSAGES.required)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Mobile Number'), '01812345678');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));

    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(GATEWAY_URL));
    expect(bodies).toEqual([{ mobile: '01812345678', plan: 'yearly', method: 'all' }]);
  });

  it('says until when a current membership is valid and that paying extends it', async () => {
    renderApp('/checkout/club-1', {
      me: buildMe(),
      api: {
        'GET /api/clubs/club-1': () =>
          json(
            buildClub({
              membership: { plan: 'monthly', validUntil: '2030-03-10T12:00:00.000Z', lastPaidPoisha: 20_000 },
            }),
          ),
      },
    });

    expect(
      await screen.findByText((_, element) =>
        Boolean(
          element?.tagName === 'SPAN' &&
            element.textContent ===
              'Your monthly membership is valid until March 10, 2030. Paying now extends it from that date.',
        ),
      ),
    ).toBeInTheDocument();
  });
});
