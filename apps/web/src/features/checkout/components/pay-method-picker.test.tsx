import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n/i18n.ts';
import { buildClub, buildTour } from '@/test/factories/catalog.ts';
import { buildMe } from '@/test/factories/users.ts';
import { heldAnswer, json } from '@/test/mock-api.ts';
import { renderApp } from '@/test/render-app.tsx';

const GATEWAY_URL = '/sandbox/sslcommerz/gw.php?Q=pay&SESSIONKEY=abc';

// The first visit compiles the lazily loaded screen, which can take a few seconds in a cold run.
configure({ asyncUtilTimeout: 5000 });

function stubLocation() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

/** An event checkout whose POSTs are kept in `bodies`; `remembered` is the server's last choice. */
function renderTourCheckout(remembered = 'all', me = buildMe()) {
  const bodies: unknown[] = [];
  const rendered = renderApp('/tours-checkout/tour-1', {
    me,
    api: {
      'GET /api/tours/tour-1': () => json(buildTour({ id: 'tour-1' })),
      'GET /api/me/pay-method': () => json({ method: remembered }),
      'POST /api/tours/tour-1/checkout': (body) => {
        bodies.push(body);
        return json({ url: GATEWAY_URL, tranId: 'DPMS-1' }, 201);
      },
    },
  });
  return { ...rendered, bodies };
}

/** Waits for the remembered method's radio to be drawn and then checked, and returns it. */
async function rememberedChecked(name: string) {
  const radio = await screen.findByRole('radio', { name });
  await vi.waitFor(() => expect(radio).toBeChecked(), { timeout: 5000 });
  return radio;
}

describe('Paying with: the method before the gateway', { timeout: 20_000 }, () => {
  it('offers bKash, Nagad, Rocket, a card and all methods as one radio group, each with its mark', async () => {
    renderTourCheckout();
    const group = await screen.findByRole('group', { name: 'Pay with' });
    expect(group).toHaveAccessibleDescription('SSLCommerz opens on the method you choose.');
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'bkash',
      'nagad',
      'rocket',
      'card',
      'all',
    ]);
    for (const name of ['bKash', 'Nagad', 'Rocket', 'Card', 'All methods'])
      expect(within(group).getByRole('radio', { name })).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: 'Card' })).toHaveAccessibleDescription(
      'Visa, Mastercard, Amex',
    );
    // Each method's mark is drawn beside its name, hidden from screen readers (the name says it).
    for (const method of ['bkash', 'nagad', 'rocket', 'card', 'all']) {
      const mark = group.querySelector(`svg[data-pay-method="${method}"]`);
      expect(mark).toHaveAttribute('aria-hidden', 'true');
    }
    // One choice at a time, "All methods" for a student who never chose.
    expect(within(group).getByRole('radio', { name: 'All methods' })).toBeChecked();
  });

  it('starts on the method the student chose last time, kept by the server', async () => {
    renderTourCheckout('nagad');
    // The picker is drawn at once on "All methods"; the remembered choice follows its answer.
    await rememberedChecked('Nagad');
    expect(screen.getByRole('radio', { name: 'All methods' })).not.toBeChecked();
  });

  it('sends the chosen method key with the mobile number, and nothing else', async () => {
    const assign = stubLocation();
    const { user, bodies } = renderTourCheckout('card');
    await rememberedChecked('Card');

    await user.click(screen.getByRole('radio', { name: 'bKash' }));
    expect(screen.getByRole('radio', { name: 'bKash' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Card' })).not.toBeChecked();
    await user.type(screen.getByLabelText('Mobile Number'), '01712345678');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));

    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(GATEWAY_URL));
    expect(bodies).toEqual([{ mobile: '01712345678', method: 'bkash' }]);
    // While the browser leaves for the gateway, the choice cannot change under it.
    expect(screen.getByRole('radio', { name: 'Nagad' })).toBeDisabled();
  });

  it('moves with the arrow keys, as a radio group does', async () => {
    const { user } = renderTourCheckout('bkash');
    const bkash = await rememberedChecked('bKash');
    bkash.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Nagad' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Nagad' })).toHaveFocus();
  });

  it('keeps the student’s own pick when the remembered one arrives late', async () => {
    const remembered = heldAnswer(() => json({ method: 'rocket' }));
    const { user } = renderApp('/tours-checkout/tour-1', {
      me: buildMe(),
      api: {
        'GET /api/tours/tour-1': () => json(buildTour({ id: 'tour-1' })),
        'GET /api/me/pay-method': remembered.handler,
      },
    });
    await user.click(await screen.findByRole('radio', { name: 'Nagad' }));
    remembered.release();
    await vi.waitFor(() => expect(screen.getByRole('radio', { name: 'Nagad' })).toBeChecked());
    expect(screen.getByRole('radio', { name: 'Rocket' })).not.toBeChecked();
  });

  it('is on the club checkout too, and its method goes with the plan', async () => {
    const assign = stubLocation();
    const bodies: unknown[] = [];
    const { user } = renderApp('/checkout/club-1', {
      me: buildMe(),
      api: {
        'GET /api/clubs/club-1': () => json(buildClub({ id: 'club-1' })),
        'GET /api/me/pay-method': () => json({ method: 'rocket' }),
        'POST /api/clubs/club-1/checkout': (body) => {
          bodies.push(body);
          return json({ url: GATEWAY_URL, tranId: 'DPMS-2' }, 201);
        },
      },
    });
    await rememberedChecked('Rocket');
    await user.type(screen.getByLabelText('Mobile Number'), '01812345678');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    expect(bodies).toEqual([{ mobile: '01812345678', plan: 'monthly', method: 'rocket' }]);
  });

  it('speaks Bangla', async () => {
    await activateLocale('bn');
    try {
      renderTourCheckout('bkash', buildMe({ locale: 'bn' }));
      const group = await screen.findByRole('group', { name: 'যা দিয়ে পরিশোধ করবেন' });
      await vi.waitFor(() => expect(within(group).getByRole('radio', { name: 'বিকাশ' })).toBeChecked());
      for (const name of ['নগদ', 'রকেট', 'কার্ড', 'সব মাধ্যম'])
        expect(within(group).getByRole('radio', { name })).toBeInTheDocument();
    } finally {
      await activateLocale('en');
    }
  });
});
