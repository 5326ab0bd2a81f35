import type { Attendee } from '@dpms/shared/schemas';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildTour } from '@/test/factories/catalog.ts';
import { buildPaymentRow } from '@/test/factories/payments.ts';
import { buildAdmin, buildMe } from '@/test/factories/users.ts';
import { apiError, json } from '@/test/mock-api.ts';
import { renderApp } from '@/test/render-app.tsx';

// The first visit compiles the lazily loaded screen, which can take a few seconds in a cold run.
configure({ asyncUtilTimeout: 5000 });

const CODE = 'VTMfrKoQT6mQN8Au3135G_Ra_kfV3m1P1PlyaI1Bi_Y';

const attendee: Attendee = {
  paymentId: 'pay-1',
  name: 'Nusrat Jahan',
  studentId: '2020000000000001',
  batch: '10th',
  email: 'nusrat@example.edu',
  mobile: '01712345678',
  photoUrl: null,
  paidAt: '2030-01-01T10:00:00.000Z',
  checkedInAt: null,
  checkedInBy: null,
};
const checkedIn: Attendee = {
  ...attendee,
  checkedInAt: '2030-01-05T02:30:00.000Z',
  checkedInBy: 'Dr. Karim',
};

function attendees(items: Attendee[]) {
  return json({
    tourId: 'tour-1',
    destination: 'Sajek Valley',
    departureDate: '2030-01-05',
    paid: 2,
    checkedIn: items.filter((a) => a.checkedInAt).length,
    items,
  });
}

describe('the ticket in My Payments', { timeout: 20_000 }, () => {
  it('opens from a paid event payment with its QR code and the code as text', async () => {
    const { user } = renderApp('/my-payments', {
      me: buildMe(),
      api: {
        'GET /api/me/payments': () =>
          json({
            items: [buildPaymentRow(), buildPaymentRow({ id: 'pay-2', status: 'pending', paid: false })],
            page: 1,
            pageSize: 5,
            total: 2,
          }),
        'GET /api/me/payments/pay-1/ticket': () =>
          json({
            paymentId: 'pay-1',
            tourId: 'tour-1',
            itemName: "Cox's Bazar Study Tour",
            departureDate: '2030-01-05',
            meetingPoint: 'Arambagh, Green Line counter, 6:15 AM',
            payerName: 'Nusrat Jahan',
            payerStudentId: '2020000000000001',
            code: CODE,
            qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
            checkedInAt: null,
          }),
      },
    });
    const buttons = await screen.findAllByRole('button', { name: "Ticket for Cox's Bazar Study Tour" });
    // Only the paid payment has one.
    expect(buttons).toHaveLength(1);
    await user.click(buttons[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Your ticket' });
    expect(await within(dialog).findByText(CODE)).toBeInTheDocument();
    expect(
      within(dialog).getByRole('img', { name: "QR code of your ticket for Cox's Bazar Study Tour" }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(within(dialog).getByText('Not checked in yet')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Meeting point: Arambagh, Green Line counter, 6:15 AM'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      '/api/tours/tour-1/calendar.ics',
    );
  });
});

describe('the check-in screen', { timeout: 20_000 }, () => {
  it('checks a typed code in, then says already, and refuses a forged one loudly', async () => {
    const answers = [
      () => json({ outcome: 'checked_in', attendee: checkedIn }),
      () => json({ outcome: 'already_checked_in', attendee: checkedIn }),
      () => apiError(422, 'TICKET_INVALID', 'This is not a valid DPMS ticket.'),
    ];
    const sent: unknown[] = [];
    const { user } = renderApp('/tours/tour-1/check-in', {
      me: buildAdmin(),
      api: {
        'GET /api/tours/tour-1': () => json(buildTour()),
        'GET /api/admin/tours/tour-1/attendees': () => attendees([attendee]),
        'POST /api/admin/tours/tour-1/check-in': (body) => {
          sent.push(body);
          return answers.shift()!();
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Check-in: Sajek Valley' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Attendees of this event' })).toHaveTextContent('Not yet');
    const result = screen.getByTestId('check-in-result');

    await user.type(screen.getByLabelText('Ticket code'), CODE);
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await within(result).findByText('Checked in')).toBeInTheDocument();
    expect(within(result).getByText('Nusrat Jahan')).toBeInTheDocument();
    expect(within(result).getByText('2020000000000001')).toBeInTheDocument();
    expect(within(result).getByText(/Checked in .* by Dr\. Karim\./)).toBeInTheDocument();
    expect(sent[0]).toEqual({ code: CODE });

    await user.type(screen.getByLabelText('Ticket code'), CODE);
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await within(result).findByText('Already checked in')).toBeInTheDocument();
    expect(within(result).getByText(/already checked in .* by Dr\. Karim/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Ticket code'), 'forged');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await within(result).findByText('Ticket refused')).toBeInTheDocument();
    expect(within(result).getByText('This is not a valid DPMS ticket.')).toBeInTheDocument();
  });

  it('filters the attendee list and offers it as CSV', async () => {
    const { user, fetchMock } = renderApp('/tours/tour-1/check-in', {
      me: buildAdmin(),
      api: {
        'GET /api/tours/tour-1': () => json(buildTour()),
        'GET /api/admin/tours/tour-1/attendees': (_, request) =>
          new URL(request.url).searchParams.get('filter') === 'checked_in'
            ? attendees([])
            : attendees([attendee, { ...checkedIn, paymentId: 'pay-2', name: 'Arif Hasan' }]),
      },
    });
    expect(await screen.findByText('1 of 2 checked in')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/tours/tour-1/attendees.csv?filter=all',
    );
    await user.selectOptions(screen.getByLabelText('Show'), 'checked_in');
    expect(await screen.findByText('No attendee matches this filter.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
      '/api/admin/tours/tour-1/attendees?filter=checked_in',
    );
  });

  it('says plainly when there is no camera, and the typed code still works', async () => {
    const { user } = renderApp('/tours/tour-1/check-in', {
      me: buildAdmin(),
      api: {
        'GET /api/tours/tour-1': () => json(buildTour()),
        'GET /api/admin/tours/tour-1/attendees': () => attendees([]),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Scan with camera' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The camera could not be opened');
    expect(screen.getByLabelText('Ticket code')).toBeEnabled();
  });
});
