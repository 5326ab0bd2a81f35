import type { Attendee } from '@dpms/shared/schemas';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n/i18n.ts';
import { buildTour } from '@/test/factories/catalog.ts';
import { buildPaymentRow } from '@/test/factories/payments.ts';
import { buildAdmin, buildMe } from '@/test/factories/users.ts';
import { apiError, json } from '@/test/mock-api.ts';
import { renderApp } from '@/test/render-app.tsx';
import { codeDigest } from '../offline/verdict.ts';

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
  checkedInDevice: null,
  repeatScans: [],
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
            items: [
              buildPaymentRow(),
              buildPaymentRow({ id: 'pay-2', status: 'pending', paid: false }),
              // Paid in parts, only the last part carries the ticket; a kept part none.
              buildPaymentRow({ id: 'pay-3', planPart: 1, planParts: 2 }),
              buildPaymentRow({ id: 'pay-4', planPart: 2, planParts: 2, kept: true }),
            ],
            page: 1,
            pageSize: 5,
            total: 4,
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
    // Only the payment in full has one.
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
    // This phone's id and a label people recognise go with the code.
    expect(sent[0]).toEqual({
      code: CODE,
      deviceId: expect.stringMatching(/^\w{8,}$/),
      deviceLabel: expect.stringContaining(' · '),
    });

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

  it('counts the checked-in in Bangla digits for a Bangla reader', async () => {
    await activateLocale('bn');
    renderApp('/tours/tour-1/check-in', {
      me: buildAdmin({ locale: 'bn' }),
      api: {
        'GET /api/tours/tour-1': () => json(buildTour()),
        'GET /api/admin/tours/tour-1/attendees': () =>
          attendees([attendee, { ...checkedIn, paymentId: 'pay-2', name: 'Arif Hasan' }]),
      },
    });
    expect(await screen.findByText('২ জনের মধ্যে ১ জন চেক-ইন করেছেন')).toBeInTheDocument();
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

describe('the check-in screen without a network', { timeout: 30_000 }, () => {
  const SECOND = 'Xq2pX0m7Qp4oS1a3JfBfJ8c0vYy2mX3k9eR4t6u8wZ0';
  const REFUNDED = 'Rr2pX0m7Qp4oS1a3JfBfJ8c0vYy2mX3k9eR4t6u8wZ0';
  const arif = { ...attendee, paymentId: 'pay-2', name: 'Arif Hasan', studentId: '2020000000000002' };

  async function offlineList() {
    return json({
      tourId: 'tour-1',
      destination: 'Sajek Valley',
      departureDate: '2030-01-05',
      takenAt: '2030-01-04T20:00:00.000Z',
      attendees: [
        { ...attendee, code: CODE },
        { ...arif, code: SECOND },
      ],
      refusals: [
        {
          digest: await codeDigest(REFUNDED),
          code: 'TICKET_REFUNDED',
          message: 'This ticket was refunded and is no longer valid.',
        },
      ],
      invalidMessage:
        'This is not a valid DPMS ticket: the code may be mistyped or forged. Do not let this person board.',
    });
  }

  function goOffline(offline: boolean) {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  }

  it('checks tickets in against the downloaded list, refuses forged and refunded codes, and sends them once online', async () => {
    const list = await offlineList();
    const sent: Array<Record<string, unknown>> = [];
    const { user } = renderApp('/tours/tour-1/check-in', {
      me: buildAdmin(),
      api: {
        'GET /api/tours/tour-1': () => json(buildTour()),
        'GET /api/admin/tours/tour-1/attendees': () => attendees([attendee, arif]),
        'GET /api/admin/tours/tour-1/check-in-list': () => list.clone(),
        'POST /api/admin/tours/tour-1/check-in': (body) => {
          sent.push(body as Record<string, unknown>);
          const first = sent.length === 1;
          return json({
            outcome: first ? 'checked_in' : 'already_checked_in',
            attendee: first
              ? { ...checkedIn, checkedInDevice: 'Phone A' }
              : {
                  ...arif,
                  checkedInAt: '2030-01-05T02:00:00.000Z',
                  checkedInBy: 'Dr. Karim',
                  checkedInDevice: 'Chrome on Android · B7C1',
                },
          });
        },
      },
    });
    const card = await screen.findByTestId('offline-list');
    await user.click(within(card).getByRole('button', { name: 'Download for offline use' }));
    expect(await within(card).findByText(/List taken .*: 2 attendees\./)).toBeInTheDocument();

    goOffline(true);
    expect(await screen.findByTestId('offline-banner')).toHaveTextContent('You are offline');
    const result = screen.getByTestId('check-in-result');
    const scan = async (code: string) => {
      await user.type(screen.getByLabelText('Ticket code'), code);
      await user.click(screen.getByRole('button', { name: 'Check in' }));
    };
    await scan(CODE);
    expect(await within(result).findByText('Checked in')).toBeInTheDocument();
    expect(within(result).getByTestId('check-in-queued')).toBeInTheDocument();
    await scan('forged-code');
    expect(await within(result).findByText(/not a valid DPMS ticket/)).toBeInTheDocument();
    await scan(REFUNDED);
    expect(
      await within(result).findByText('This ticket was refunded and is no longer valid.'),
    ).toBeInTheDocument();
    await scan(SECOND);
    await scan(CODE);
    expect(await within(result).findByText('Already checked in')).toBeInTheDocument();
    expect(within(card).getByTestId('check-in-queue')).toHaveTextContent(
      '2 check-ins are waiting to be sent.',
    );
    expect(sent).toHaveLength(0);
    expect(screen.getByText('2 of 2 checked in')).toBeInTheDocument();

    goOffline(false);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((item) => item.code)).toEqual([CODE, SECOND]);
    expect(sent[0]).toMatchObject({
      scannedAt: expect.any(String),
      deviceLabel: expect.stringContaining(' · '),
    });
    const done = await within(card).findByTestId('check-in-sent');
    expect(done).toHaveTextContent('Nusrat Jahan: checked in.');
    expect(done).toHaveTextContent(
      /Arif Hasan was already checked in .* on Chrome on Android · B7C1 by Dr\. Karim: counted once\./,
    );
    await waitFor(() => expect(within(card).queryByTestId('check-in-queue')).not.toBeInTheDocument());
  });
});
