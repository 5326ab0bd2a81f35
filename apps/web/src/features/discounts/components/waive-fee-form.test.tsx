import type { WaiverResult } from '@dpms/shared/schemas';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildClub, buildTour, buildTourList } from '@/test/factories/catalog.ts';
import { buildAdmin } from '@/test/factories/users.ts';
import { apiError, type Handler, json } from '@/test/mock-api.ts';
import { renderApp } from '@/test/render-app.tsx';

// The first visit compiles the lazily loaded screen, which can take a few seconds in a cold run.
configure({ asyncUtilTimeout: 5000 });

const SAJEK = '11111111-1111-4111-8111-111111111111';
const ROBOTICS = '33333333-3333-4333-8333-333333333333';

const waived: WaiverResult = {
  paymentId: 'pay-9',
  tranId: 'DPMS-W1',
  receiptNumber: 'R-0042',
  payerName: 'Nusrat Jahan',
  itemName: 'Robotics Club',
  waivedPoisha: 15_000,
};

function showScreen(more: Record<string, Handler>) {
  return renderApp('/admin/discounts', {
    me: buildAdmin(),
    api: {
      'GET /api/admin/discount-codes': () => json({ items: [] }),
      'GET /api/tours': () => json(buildTourList([buildTour({ id: SAJEK, destination: 'Sajek Valley' })])),
      'GET /api/clubs': () => json({ items: [buildClub({ id: ROBOTICS, clubName: 'Robotics Club' })] }),
      ...more,
    },
  });
}

describe('Discounts and waivers: waive a fee', { timeout: 20_000 }, () => {
  it("waives a student's club fee after asking, and says for whom and the receipt", async () => {
    const bodies: unknown[] = [];
    const { user } = showScreen({
      'POST /api/admin/waivers': (body) => {
        bodies.push(body);
        return json(waived, 201);
      },
    });
    const form = await screen.findByRole('form', { name: 'Waive a fee' });
    await user.type(within(form).getByLabelText('Student ID'), '2020000000000001');
    await user.click(within(form).getByRole('radio', { name: 'A club membership' }));
    await user.selectOptions(within(form).getByLabelText('Club'), 'Robotics Club');
    await user.click(within(form).getByRole('radio', { name: 'Yearly' }));
    await user.type(within(form).getByLabelText('Reason'), 'Club president, fee waived by the committee');
    await user.click(within(form).getByRole('button', { name: 'Waive fee' }));

    const dialog = await screen.findByRole('dialog', { name: 'Waive this fee?' });
    expect(dialog).toHaveTextContent(
      'The student with ID 2020000000000001 gets Robotics Club without paying.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Yes, waive it' }));

    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Fee waived for Nusrat Jahan: Robotics Club. Receipt R-0042.',
    );
    expect(bodies).toEqual([
      {
        studentId: '2020000000000001',
        kind: 'club',
        itemId: ROBOTICS,
        plan: 'yearly',
        reason: 'Club president, fee waived by the committee',
      },
    ]);
    expect(within(form).getByLabelText('Student ID')).toHaveValue('');
  });

  it('needs a reason and the event before anything is sent', async () => {
    const { user, fetchMock } = showScreen({});
    const form = await screen.findByRole('form', { name: 'Waive a fee' });
    await user.type(within(form).getByLabelText('Student ID'), '2020000000000001');
    await user.type(within(form).getByLabelText('Reason'), 'ok');
    await user.click(within(form).getByRole('button', { name: 'Waive fee' }));

    expect(await within(form).findByText('Choose the event or club')).toBeInTheDocument();
    expect(within(form).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('asks for a fresh code from the authenticator app when the server wants one, then waives as typed', async () => {
    const message =
      'For this, please enter a code from your authenticator app: the last one was entered more than 10 minutes ago.';
    const bodies: unknown[] = [];
    const { user } = showScreen({
      'POST /api/admin/waivers': (body) => {
        bodies.push(body);
        return bodies.length === 1
          ? apiError(403, 'FRESH_SIGN_IN_REQUIRED', message)
          : json({ ...waived, itemName: 'Sajek Valley' }, 201);
      },
      'POST /api/me/second-factor': () => new Response(null, { status: 204 }),
    });
    const form = await screen.findByRole('form', { name: 'Waive a fee' });
    await user.type(within(form).getByLabelText('Student ID'), '2020000000000001');
    await user.selectOptions(within(form).getByLabelText('Event'), 'Sajek Valley');
    await user.type(within(form).getByLabelText('Reason'), 'Merit scholarship, spring term');
    await user.click(within(form).getByRole('button', { name: 'Waive fee' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, waive it' }));

    const prompt = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(prompt).toHaveTextContent(message);
    await user.type(await within(prompt).findByLabelText('Authentication code'), '123456');
    await user.click(within(prompt).getByRole('button', { name: 'Confirm' }));

    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Fee waived for Nusrat Jahan: Sajek Valley. Receipt R-0042.',
    );
    await vi.waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[1]).toEqual({
      studentId: '2020000000000001',
      kind: 'tour',
      itemId: SAJEK,
      reason: 'Merit scholarship, spring term',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm it is you' })).toBeNull());
  });

  it('puts an unknown student ID on the field, and another refusal above the form', async () => {
    let calls = 0;
    const { user } = showScreen({
      'POST /api/admin/waivers': () =>
        ++calls === 1
          ? apiError(404, 'NOT_FOUND', 'No student has registered with that student ID.')
          : apiError(409, 'ALREADY_PAID', 'This student has already paid for this event.'),
    });
    const form = await screen.findByRole('form', { name: 'Waive a fee' });
    await user.type(within(form).getByLabelText('Student ID'), '2020000000009999');
    await user.selectOptions(within(form).getByLabelText('Event'), 'Sajek Valley');
    await user.type(within(form).getByLabelText('Reason'), 'Merit scholarship');
    await user.click(within(form).getByRole('button', { name: 'Waive fee' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, waive it' }));

    await waitFor(() =>
      expect(within(form).getByLabelText('Student ID')).toHaveAccessibleDescription(
        'No student has registered with that student ID.',
      ),
    );

    await user.click(within(form).getByRole('button', { name: 'Waive fee' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, waive it' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'This student has already paid for this event.',
    );
  });
});
