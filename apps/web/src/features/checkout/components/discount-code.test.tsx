import type { Quote } from '@dpms/shared/schemas';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildClub, buildTour } from '@/test/factories/catalog.ts';
import { buildMe } from '@/test/factories/users.ts';
import { apiError, json } from '@/test/mock-api.ts';
import { renderApp } from '@/test/render-app.tsx';

const GATEWAY_URL = '/sandbox/sslcommerz/gw.php?Q=pay&SESSIONKEY=abc';

// The first visit compiles the lazily loaded screen, which can take a few seconds in a cold run.
configure({ asyncUtilTimeout: 5000 });

const tour = buildTour({ id: 'tour-1', destination: "Cox's Bazar Study Tour", costPoisha: 350_000 });
const quote = (overrides: Partial<Quote> = {}): Quote => ({
  code: 'SPRING-20',
  listPricePoisha: 350_000,
  discountPoisha: 70_000,
  amountPoisha: 280_000,
  ...overrides,
});

describe('A discount code at checkout', { timeout: 20_000 }, () => {
  it('shows the price with the code applied, and Pay Now sends the code, never a price', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const quotes: unknown[] = [];
    const checkouts: unknown[] = [];
    const { user } = renderApp('/tours-checkout/tour-1', {
      me: buildMe(),
      api: {
        'GET /api/tours/tour-1': () => json(tour),
        'POST /api/tours/tour-1/quote': (body) => {
          quotes.push(body);
          return json(quote());
        },
        'POST /api/tours/tour-1/checkout': (body) => {
          checkouts.push(body);
          return json({ url: GATEWAY_URL, tranId: 'DPMS-1' }, 201);
        },
      },
    });

    await user.type(await screen.findByLabelText('Discount code'), 'spring-20{Enter}');

    const applied = (await screen.findByText('Code SPRING-20 applied')).closest(
      '[role="status"]',
    ) as HTMLElement;
    expect(within(applied).getByText('Price').nextSibling).toHaveTextContent('Tk 3,500');
    expect(within(applied).getByText('Discount (SPRING-20)').nextSibling).toHaveTextContent('−Tk 700');
    expect(within(applied).getByText('To pay').nextSibling).toHaveTextContent('Tk 2,800');
    // The summary's total is what will be charged, and the note beside Pay Now says so too.
    const summary = screen.getByRole('region', { name: 'Payment Summary' });
    expect(within(summary).getByTestId('payment-total')).toHaveTextContent('Tk 2,800');
    expect(screen.getByText(/You will pay Tk 2,800/)).toBeInTheDocument();
    expect(quotes).toEqual([{ code: 'SPRING-20' }]);

    await user.type(screen.getByLabelText('Mobile Number'), '01712345678');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(GATEWAY_URL));
    expect(checkouts).toEqual([{ mobile: '01712345678', method: 'all', code: 'SPRING-20' }]);
  });

  it("shows the server's refusal under the field, and pays the full price once the code is removed", async () => {
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    const checkouts: unknown[] = [];
    const { user } = renderApp('/tours-checkout/tour-1', {
      me: buildMe(),
      api: {
        'GET /api/tours/tour-1': () => json(tour),
        'POST /api/tours/tour-1/quote': () =>
          apiError(422, 'CODE_REFUSED', 'This code is not for this event or club.'),
        'POST /api/tours/tour-1/checkout': (body) => {
          checkouts.push(body);
          return json({ url: GATEWAY_URL, tranId: 'DPMS-1' }, 201);
        },
      },
    });

    const field = await screen.findByLabelText('Discount code');
    await user.type(field, 'CLUB-ONLY');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('This code is not for this event or club.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('This code is not for this event or club.');
    const summary = screen.getByRole('region', { name: 'Payment Summary' });
    expect(within(summary).getByTestId('payment-total')).toHaveTextContent('Tk 3,500');

    // A refused code left in the field holds Pay Now back rather than being dropped unseen.
    await user.type(screen.getByLabelText('Mobile Number'), '01712345678');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(
      await screen.findByText('Press Apply to use this code, or clear the field to pay without it.'),
    ).toBeInTheDocument();
    expect(checkouts).toEqual([]);

    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await vi.waitFor(() => expect(checkouts).toEqual([{ mobile: '01712345678', method: 'all' }]));
  });

  it("shows the field's message when the server finds the code malformed", async () => {
    const { user } = renderApp('/tours-checkout/tour-1', {
      me: buildMe(),
      api: {
        'GET /api/tours/tour-1': () => json(tour),
        'POST /api/tours/tour-1/quote': () =>
          json(
            {
              error: {
                code: 'VALIDATION_ERROR',
                message: 'code: A code is 3 to 24 letters, digits or dashes',
                fields: { code: 'A code is 3 to 24 letters, digits or dashes' },
              },
            },
            400,
          ),
      },
    });

    await user.type(await screen.findByLabelText('Discount code'), 'X!');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('A code is 3 to 24 letters, digits or dashes')).toBeInTheDocument();
  });

  it("asks again when a club's plan changes, and takes the code off with Remove code", async () => {
    const club = buildClub({ id: 'club-1', monthlyPricePoisha: 20_000, yearlyPricePoisha: 200_000 });
    const plans: unknown[] = [];
    const { user } = renderApp('/checkout/club-1', {
      me: buildMe(),
      api: {
        'GET /api/clubs/club-1': () => json(club),
        'POST /api/clubs/club-1/quote': (body) => {
          const { plan } = body as { plan: string };
          plans.push(plan);
          const list = plan === 'yearly' ? 200_000 : 20_000;
          return json(
            quote({
              code: 'MEMBER',
              listPricePoisha: list,
              discountPoisha: 5_000,
              amountPoisha: list - 5_000,
            }),
          );
        },
      },
    });

    await user.type(await screen.findByLabelText('Discount code'), 'member');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const summary = screen.getByRole('region', { name: 'Payment Summary' });
    await vi.waitFor(() => expect(within(summary).getByTestId('payment-total')).toHaveTextContent('Tk 150'));

    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    await vi.waitFor(() =>
      expect(within(summary).getByTestId('payment-total')).toHaveTextContent('Tk 1,950'),
    );
    expect(screen.getByText('To pay').nextSibling).toHaveTextContent('Tk 1,950');
    expect(plans).toEqual(['monthly', 'yearly']);

    await user.click(screen.getByRole('button', { name: 'Remove code' }));
    expect(within(summary).getByTestId('payment-total')).toHaveTextContent('Tk 2,000');
    expect(screen.getByLabelText('Discount code')).toHaveValue('');
    expect(screen.queryByText('To pay')).not.toBeInTheDocument();
  });
});
