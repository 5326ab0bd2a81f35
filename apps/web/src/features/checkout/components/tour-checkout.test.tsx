import { MESSAGES } from '@dpms/shared/messages';
import { BD_MOBILE_MESSAGE, type MyPlan, type Tour } from '@dpms/shared/schemas';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildTour as buildAnyTour } from '@/test/factories/catalog.ts';
import { buildMe } from '@/test/factories/users.ts';
import { apiError, heldAnswer, json } from '@/test/mock-api.ts';
import { renderApp } from '@/test/render-app.tsx';

/** The event these checkouts pay for: the shared factory's, with the name and fee asserted below. */
const buildTour = (overrides: Partial<Tour> = {}) =>
  buildAnyTour({
    destination: "Cox's Bazar Study Tour",
    location: "Cox's Bazar, Chattogram",
    costPoisha: 350_000,
    departureDate: '2030-01-15',
    ...overrides,
  });

const GATEWAY_URL = '/sandbox/sslcommerz/gw.php?Q=pay&SESSIONKEY=abc';

function stubLocation() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

// The first visit compiles the lazily loaded screen, which can take a few seconds in a cold run.
configure({ asyncUtilTimeout: 5000 });

describe('Event checkout', { timeout: 20_000 }, () => {
  it('shows "Loading Tour information..." until the event arrives, then its summary and cost', async () => {
    const tour = heldAnswer(() => json(buildTour()));
    renderApp('/tours-checkout/tour-1', { me: buildMe(), api: { 'GET /api/tours/tour-1': tour.handler } });

    expect(await screen.findByText('Loading Tour information...')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Checkout progress' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    expect(screen.getByText('Order Confirmation')).toBeInTheDocument();
    tour.release();

    expect(await screen.findByRole('heading', { name: "Cox's Bazar Study Tour" })).toBeInTheDocument();
    expect(screen.queryByText('Loading Tour information...')).not.toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Payment Summary' });
    expect(within(summary).getByTestId('payment-total')).toHaveTextContent('Tk 3,500');
    expect(screen.getByLabelText('Date')).toHaveAttribute('readonly');
    // Today in Dhaka, where the department is: from 18:00 UTC that is already tomorrow in UTC terms.
    expect(screen.getByLabelText('Date')).toHaveValue(
      new Intl.DateTimeFormat('en-US', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Asia/Dhaka',
      }).format(new Date()),
    );
  });

  it('requires a Bangladeshi mobile number before anything is sent', async () => {
    const { user, fetchMock } = renderApp('/tours-checkout/tour-1', {
      me: buildMe(),
      api: { 'GET /api/tours/tour-1': () => json(buildTour()) },
    });
    const payNow = await screen.findByRole('button', { name: 'Pay Now' });

    await user.click(payNow);
    expect(await screen.findByText(MESSAGES.required)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Mobile Number'), '12345');
    expect(await screen.findByText(BD_MOBILE_MESSAGE)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('sends only the mobile number and the method, never a price, and goes to the gateway page it gets back', async () => {
    const assign = stubLocation();
    const bodies: unknown[] = [];
    const { user } = renderApp('/tours-checkout/tour-1', {
      me: buildMe(),
      api: {
        'GET /api/tours/tour-1': () => json(buildTour()),
        'POST /api/tours/tour-1/checkout': (body) => {
          bodies.push(body);
          return json({ url: GATEWAY_URL, tranId: 'DPMS-1' }, 201);
        },
      },
    });

    await user.type(await screen.findByLabelText('Mobile Number'), '+880 1712-345678');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));

    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(GATEWAY_URL));
    expect(bodies).toEqual([{ mobile: '01712345678', method: 'all' }]);
    expect(screen.getByRole('button', { name: 'Opening the payment page...' })).toBeDisabled();
  });

  it('shows the server refusal with a link to complete the profile', async () => {
    const { user } = renderApp('/tours-checkout/tour-1', {
      me: buildMe(),
      api: {
        'GET /api/tours/tour-1': () => json(buildTour()),
        'POST /api/tours/tour-1/checkout': () =>
          apiError(403, 'PROFILE_INCOMPLETE', 'Complete your profile (student ID and batch) before paying.'),
      },
    });

    await user.type(await screen.findByLabelText('Mobile Number'), '01712345678');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Complete your profile (student ID and batch) before paying.');
    expect(within(alert).getByRole('link', { name: 'Go to My Profile' })).toHaveAttribute(
      'href',
      '/my-profile',
    );
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  });

  it('puts a mobile number the server rejects under the field', async () => {
    const { user } = renderApp('/tours-checkout/tour-1', {
      me: buildMe(),
      api: {
        'GET /api/tours/tour-1': () => json(buildTour()),
        'POST /api/tours/tour-1/checkout': () =>
          json(
            {
              error: { code: 'VALIDATION', message: 'Check the form', fields: { mobile: BD_MOBILE_MESSAGE } },
            },
            400,
          ),
      },
    });

    await user.type(await screen.findByLabelText('Mobile Number'), '01712345678');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));

    expect(await screen.findByText(BD_MOBILE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile Number')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says so instead of the form when the student already paid', async () => {
    renderApp('/tours-checkout/tour-1', {
      me: buildMe(),
      api: { 'GET /api/tours/tour-1': () => json(buildTour({ registered: true })) },
    });

    expect(
      await screen.findByRole('heading', { name: 'You are registered for this event' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the event' })).toHaveAttribute('href', '/tours/tour-1');
  });

  it('says why registration is closed instead of the form', async () => {
    renderApp('/tours-checkout/tour-1', {
      me: buildMe(),
      api: {
        'GET /api/tours/tour-1': () =>
          json(
            buildTour({
              availability: { canRegister: false, reason: 'full', message: 'All seats are taken.' },
            }),
          ),
      },
    });

    expect(await screen.findByText('All seats are taken.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Mobile Number')).not.toBeInTheDocument();
  });

  it('shows "Event not found" for an unknown event', async () => {
    renderApp('/tours-checkout/nope', {
      me: buildMe(),
      api: { 'GET /api/tours/nope': () => apiError(404, 'NOT_FOUND', 'Event not found') },
    });
    expect(await screen.findByRole('heading', { name: 'Event not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Events' })).toHaveAttribute('href', '/tours');
  });
});

describe('Paying an event in parts', { timeout: 20_000 }, () => {
  /** Tk 9,500 in 2 parts; part 1's day (the last to start the plan) years ahead. */
  const plan = {
    parts: [
      { amountPoisha: 475_000, dueOn: '2029-12-01' },
      { amountPoisha: 475_000, dueOn: '2029-12-20' },
    ],
    graceDays: 3,
  };
  const inParts = (overrides: Partial<Tour> = {}) =>
    buildTour({ costPoisha: 950_000, paymentPlan: plan, ...overrides });
  const myPlan: MyPlan = {
    id: 'plan-1',
    tourId: 'tour-1',
    itemName: "Cox's Bazar Study Tour",
    departureDate: '2030-01-15',
    status: 'active',
    parts: [
      {
        part: 1,
        amountPoisha: 400_000,
        dueOn: '2029-12-01',
        status: 'paid',
        paidAt: '2029-11-20T08:00:00.000Z',
        paymentId: 'pay-1',
        receiptNumber: 'R-1',
      },
      {
        part: 2,
        amountPoisha: 300_000,
        dueOn: '2029-12-20',
        status: 'due',
        paidAt: null,
        paymentId: null,
        receiptNumber: null,
      },
      {
        part: 3,
        amountPoisha: 250_000,
        dueOn: '2030-01-05',
        status: 'due',
        paidAt: null,
        paymentId: null,
        receiptNumber: null,
      },
    ],
    totalPoisha: 950_000,
    paidPoisha: 400_000,
    graceDays: 3,
    nextPart: { part: 2, amountPoisha: 300_000, dueOn: '2029-12-20' },
    releasedAt: null,
  };

  it('offers the first part, which drops the code box and sends inParts for the part alone', async () => {
    const assign = stubLocation();
    const bodies: unknown[] = [];
    const { user } = renderApp('/tours-checkout/tour-1', {
      me: buildMe(),
      api: {
        'GET /api/tours/tour-1': () => json(inParts()),
        'POST /api/tours/tour-1/checkout': (body) => {
          bodies.push(body);
          return json({ url: GATEWAY_URL, tranId: 'DPMS-1' }, 201);
        },
      },
    });

    const full = await screen.findByRole('radio', { name: 'Pay in full' });
    expect(full).toBeChecked();
    expect(full).toHaveAccessibleDescription('Tk 9,500');
    const parts = screen.getByRole('radio', { name: 'Pay in 2 parts' });
    expect(parts).toHaveAccessibleDescription('Tk 4,750 now Part 2: Tk 4,750 by December 20, 2029');
    expect(await screen.findByLabelText('Discount code')).toBeInTheDocument();

    await user.click(parts);
    expect(screen.queryByLabelText('Discount code')).not.toBeInTheDocument();
    expect(screen.getByText('Discount codes apply when paying in full.')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Payment Summary' });
    expect(summary).toHaveTextContent('Part 1 of 2');
    expect(within(summary).getByTestId('payment-total')).toHaveTextContent('Tk 4,750');

    await user.type(screen.getByLabelText('Mobile Number'), '01712345678');
    await user.click(screen.getByRole('button', { name: 'Pay Tk 4,750 now' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(GATEWAY_URL));
    expect(bodies).toEqual([{ mobile: '01712345678', method: 'all', inParts: true }]);
  });

  it('offers no parts once part 1’s day has passed', async () => {
    renderApp('/tours-checkout/tour-1', {
      me: buildMe(),
      api: {
        'GET /api/tours/tour-1': () =>
          json(
            inParts({
              paymentPlan: { ...plan, parts: [{ ...plan.parts[0]!, dueOn: '2020-01-01' }, plan.parts[1]!] },
            }),
          ),
      },
    });
    expect(await screen.findByRole('button', { name: 'Pay Now' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Pay in 2 parts' })).not.toBeInTheDocument();
  });

  it('pays the next part at ?part=next: which part, its amount and day, then inParts', async () => {
    const assign = stubLocation();
    const bodies: unknown[] = [];
    const { user } = renderApp('/tours-checkout/tour-1?part=next', {
      me: buildMe(),
      api: {
        'GET /api/tours/tour-1': () => json(inParts({ registered: true })),
        'GET /api/me/plans': () => json({ items: [myPlan] }),
        'POST /api/tours/tour-1/checkout': (body) => {
          bodies.push(body);
          return json({ url: GATEWAY_URL, tranId: 'DPMS-2' }, 201);
        },
      },
    });

    expect(await screen.findByText('Part 2 of 3 — Tk 3,000, due by December 20, 2029')).toHaveAttribute(
      'role',
      'status',
    );
    expect(
      within(screen.getByRole('region', { name: 'Payment Summary' })).getByTestId('payment-total'),
    ).toHaveTextContent('Tk 3,000');
    expect(screen.queryByLabelText('Discount code')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Mobile Number'), '01712345678');
    await user.click(screen.getByRole('button', { name: 'Pay Tk 3,000 now' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(GATEWAY_URL));
    expect(bodies).toEqual([{ mobile: '01712345678', method: 'all', inParts: true }]);
  });

  it('shows a registered student still paying in parts the way to the next part', async () => {
    const { user, router } = renderApp('/tours-checkout/tour-1', {
      me: buildMe(),
      api: {
        'GET /api/tours/tour-1': () => json(inParts({ registered: true })),
        'GET /api/me/plans': () => json({ items: [myPlan] }),
      },
    });

    expect(
      await screen.findByRole('heading', { name: 'You are paying this event in parts' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'You are registered for this event' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Pay next part' }));
    expect(router.state.location.search).toBe('?part=next');
    expect(await screen.findByRole('button', { name: 'Pay Tk 3,000 now' })).toBeInTheDocument();
  });

  it('says a student paying in parts pays the rest from My Payments when a full checkout is refused', async () => {
    const { user } = renderApp('/tours-checkout/tour-1', {
      me: buildMe(),
      api: {
        'GET /api/tours/tour-1': () => json(inParts()),
        'POST /api/tours/tour-1/checkout': () =>
          apiError(409, 'PAYING_IN_PARTS', 'You are paying this event in parts: pay the next part instead.'),
      },
    });
    await user.type(await screen.findByLabelText('Mobile Number'), '01712345678');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You are paying this event in parts: pay the next part instead.');
    expect(within(alert).getByRole('link', { name: 'View My Payments' })).toHaveAttribute(
      'href',
      '/my-payments',
    );
  });
});
