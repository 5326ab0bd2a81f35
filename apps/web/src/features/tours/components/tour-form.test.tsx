import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTour, UPLOADED_IMAGE as UPLOADED } from '@/test/factories/catalog.ts';
import { buildAdmin } from '@/test/factories/users.ts';
import { json, mockMultipart } from '@/test/mock-api.ts';
import { renderApp } from '@/test/render-app.tsx';

const slow = { timeout: 5000 };
const REQUIRED = /This field is required$/;
const LABELS = [
  'Destination',
  'Location',
  'Departure Date',
  'Duration',
  'Registration',
  'Transportation',
  'Cost (Tk)',
  'Group Size',
  'Overview',
  'Itinerary',
  'Accommodation',
  'Tour Guides',
  'Inclusions',
  'Exclusions',
  'Health & Safety',
  'Payment & Cancellation',
  'Image',
];
const TEXT_VALUES: Record<string, string> = {
  Destination: 'Sundarbans',
  Location: 'Khulna',
  'Meeting point': 'Khulna launch ghat, 7:00 AM',
  'Departure Date': '2026-12-20',
  Duration: '3 days',
  'Cost (Tk)': '7500.50',
  'Group Size': '30',
  'Hold length for the waiting list (hours)': '12',
  Overview: 'Three days aboard a launch.',
  Itinerary: 'Day 1: Khulna to Harbaria',
  Accommodation: 'Cabins on the launch',
  'Tour Guides': 'Nusrat Jahan',
  Inclusions: 'Meals',
  Exclusions: 'Shopping',
  'Health & Safety': 'Life jackets on deck.',
  'Payment & Cancellation': 'Refunds until 7 days before.',
};

function pngFile() {
  return new File([new Uint8Array([137, 80, 78, 71])], 'sundarbans.png', { type: 'image/png' });
}

async function fillForm(user: ReturnType<typeof renderApp>['user']) {
  for (const [label, value] of Object.entries(TEXT_VALUES)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
  await user.selectOptions(screen.getByLabelText('Registration'), 'Open');
  await user.selectOptions(screen.getByLabelText('Transportation'), 'Boat');
  await user.upload(screen.getByLabelText('Image'), pngFile());
}

describe('Add an Event', { timeout: 30_000 }, () => {
  const { createObjectURL, revokeObjectURL } = URL;
  afterEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it('says "This field is required" beside every empty field, the image included', async () => {
    const { user } = renderApp('/addtour', { me: buildAdmin() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Add an Event' }, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Event' }));

    for (const label of LABELS) {
      const field = await screen.findByLabelText(label);
      expect(field, label).toHaveAccessibleDescription(REQUIRED);
      expect(field, label).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getAllByText('This field is required')).toHaveLength(LABELS.length);
    expect(screen.getByLabelText('Itinerary')).toHaveAccessibleDescription(
      'One line per day, e.g. Day 1: Dhaka to Sajek This field is required',
    );
    expect(screen.getByLabelText('Cost (Tk)')).toHaveAttribute('step', '0.01');
  });

  it('uploads the image, adds the event with the fee in poisha, then clears the form', async () => {
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} });
    let resolveSave: (response: Response) => void = () => {};
    let sent: unknown;
    let uploaded: FormDataEntryValue | null = null;
    const { user, fetchMock } = renderApp('/addtour', {
      me: buildAdmin(),
      api: {
        'POST /api/tours': (body) => {
          sent = body;
          return new Promise<Response>((resolve) => {
            resolveSave = resolve;
          });
        },
      },
    });
    mockMultipart(fetchMock, '/api/uploads', (form) => {
      uploaded = form.get('image');
      return json(UPLOADED, 201);
    });
    await screen.findByRole('heading', { name: 'Add an Event' }, slow);
    await fillForm(user);
    expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute(
      'src',
      'blob:preview',
    );

    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    expect(await screen.findByRole('button', { name: 'Adding Event...' })).toBeDisabled();
    expect(uploaded).toBeInstanceOf(File);
    expect(sent).toEqual({
      destination: 'Sundarbans',
      location: 'Khulna',
      meetingPoint: 'Khulna launch ghat, 7:00 AM',
      overview: 'Three days aboard a launch.',
      itinerary: 'Day 1: Khulna to Harbaria',
      costPoisha: 750_050,
      registration: 'Open',
      departureDate: '2026-12-20',
      duration: '3 days',
      accommodation: 'Cabins on the launch',
      transportation: 'Boat',
      inclusions: 'Meals',
      exclusions: 'Shopping',
      groupSize: 30,
      holdHours: 12,
      tourGuides: 'Nusrat Jahan',
      healthSafety: 'Life jackets on deck.',
      paymentCancellation: 'Refunds until 7 days before.',
      imageUrl: UPLOADED.url,
      paymentPlan: null,
    });

    resolveSave(json(buildTour({ id: 'new-tour', destination: 'Sundarbans' }), 201));
    expect(await screen.findByText('Tour added successfully')).toBeInTheDocument();
    expect(screen.getByLabelText('Destination')).toHaveValue('');
    expect(screen.getByLabelText('Hold length for the waiting list (hours)')).toHaveValue(24);
    expect(screen.getByRole('button', { name: 'Add Event' })).toBeEnabled();
  });

  it('holds a freed seat for 24 hours unless told otherwise, and sends no meeting point when none is given', async () => {
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} });
    let sent: Record<string, unknown> = {};
    const { user, fetchMock } = renderApp('/addtour', {
      me: buildAdmin(),
      api: {
        'POST /api/tours': (body) => {
          sent = body as Record<string, unknown>;
          return json(buildTour({ id: 'new-tour' }), 201);
        },
      },
    });
    mockMultipart(fetchMock, '/api/uploads', () => json(UPLOADED, 201));
    await screen.findByRole('heading', { name: 'Add an Event' }, slow);
    const hold = screen.getByLabelText('Hold length for the waiting list (hours)');
    expect(hold).toHaveValue(24);
    expect(hold).toHaveAccessibleDescription(
      'How long a freed seat is kept for the first in line to pay: 1 to 168 hours.',
    );
    expect(screen.getByLabelText('Meeting point')).toHaveAccessibleDescription(
      'Optional. Where and when the group gathers, e.g. Main gate, CSE building, 7:00 AM',
    );
    await fillForm(user);
    fireEvent.change(screen.getByLabelText('Meeting point'), { target: { value: '  ' } });
    fireEvent.change(hold, { target: { value: '24' } });
    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    expect(await screen.findByText('Tour added successfully')).toBeInTheDocument();
    expect(sent).toMatchObject({ holdHours: 24, meetingPoint: null });
  });

  it.each([
    ['0', 'At least 1 hour', 'কমপক্ষে ১ ঘণ্টা হতে হবে'],
    ['169', 'At most 168 hours (7 days)', 'সর্বোচ্চ ১৬৮ ঘণ্টা (৭ দিন) হতে পারে'],
    ['1.5', 'Enter a whole number of hours', 'ঘণ্টার সংখ্যা পূর্ণসংখ্যায় লিখুন'],
    ['', 'This field is required', 'এই ঘরটি পূরণ করা আবশ্যক'],
  ])(
    'refuses a hold length of "%s" before sending, in English and Bangla',
    async (value, english, bangla) => {
      let saved = false;
      const api = {
        'POST /api/tours': () => {
          saved = true;
          return json(buildTour(), 201);
        },
      };
      const { user, unmount } = renderApp('/addtour', { me: buildAdmin(), api });
      await screen.findByRole('heading', { name: 'Add an Event' }, slow);
      fireEvent.change(screen.getByLabelText('Hold length for the waiting list (hours)'), {
        target: { value },
      });
      await user.click(screen.getByRole('button', { name: 'Add Event' }));
      await waitFor(() =>
        expect(screen.getByLabelText('Hold length for the waiting list (hours)')).toHaveAccessibleDescription(
          new RegExp(`${english.replace(/[()]/g, '\\$&')}$`),
        ),
      );
      unmount();

      const bn = renderApp('/addtour', { me: buildAdmin({ locale: 'bn' }), api });
      const field = await screen.findByLabelText('অপেক্ষমাণ তালিকার জন্য আসন রাখার সময় (ঘণ্টা)', {}, slow);
      fireEvent.change(field, { target: { value } });
      await bn.user.click(screen.getByRole('button', { name: 'ইভেন্ট যোগ করুন' }));
      await waitFor(() =>
        expect(field).toHaveAccessibleDescription(new RegExp(`${bangla.replace(/[()]/g, '\\$&')}$`)),
      );
      expect(saved).toBe(false);
    },
  );

  it('says "Failed to upload image" and saves nothing when the upload fails', async () => {
    let saved = false;
    const { user, fetchMock } = renderApp('/addtour', {
      me: buildAdmin(),
      api: {
        'POST /api/tours': () => {
          saved = true;
          return json(buildTour(), 201);
        },
      },
    });
    mockMultipart(fetchMock, '/api/uploads', () =>
      json({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'The image must be 5 MB or smaller.' } }, 413),
    );
    await screen.findByRole('heading', { name: 'Add an Event' }, slow);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Add Event' }));

    expect(await screen.findByText('Failed to upload image')).toBeInTheDocument();
    expect(
      screen.getByText('The image must be 5 MB or smaller.', { selector: '[data-description]' }),
    ).toBeInTheDocument();
    expect(saved).toBe(false);
    expect(screen.getByLabelText('Destination')).toHaveValue('Sundarbans');
  });

  it('says "Failed to add tour" and shows the server\'s field messages beside the fields', async () => {
    const { user, fetchMock } = renderApp('/addtour', {
      me: buildAdmin(),
      api: {
        'POST /api/tours': () =>
          json(
            {
              error: {
                code: 'VALIDATION_ERROR',
                message: 'costPoisha: The fee must be at least Tk 1',
                fields: { costPoisha: 'The fee must be at least Tk 1', destination: 'Too long' },
              },
            },
            400,
          ),
      },
    });
    mockMultipart(fetchMock, '/api/uploads', () => json(UPLOADED, 201));
    await screen.findByRole('heading', { name: 'Add an Event' }, slow);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Add Event' }));

    expect(await screen.findByText('Failed to add tour')).toBeInTheDocument();
    expect(screen.getByLabelText('Cost (Tk)')).toHaveAccessibleDescription('The fee must be at least Tk 1');
    expect(screen.getByLabelText('Destination')).toHaveAccessibleDescription('Too long');
  });

  it('checks the fee and the image before sending', async () => {
    const { user } = renderApp('/addtour', { me: buildAdmin() });
    await screen.findByRole('heading', { name: 'Add an Event' }, slow);
    fireEvent.change(screen.getByLabelText('Cost (Tk)'), { target: { value: '0.5' } });
    fireEvent.change(screen.getByLabelText('Group Size'), { target: { value: '2.5' } });
    await user.upload(
      screen.getByLabelText('Image'),
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    // The gateway takes 10 to 500,000 Tk: the form says so before anything is sent.
    expect(await screen.findByLabelText('Cost (Tk)')).toHaveAccessibleDescription(
      'The amount must be at least Tk 10',
    );
    expect(screen.getByLabelText('Group Size')).toHaveAccessibleDescription('Enter a whole number of seats');
    expect(screen.getByLabelText('Image')).toHaveAccessibleDescription(/The image must be 5 MB or smaller$/);
  });
});

describe('An event paid in parts', { timeout: 30_000 }, () => {
  const { createObjectURL, revokeObjectURL } = URL;
  afterEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  /** The add form filled in, with "Let students pay in parts" ticked; answers what was sent. */
  async function addFormInParts() {
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} });
    const sent: Record<string, unknown>[] = [];
    const view = renderApp('/addtour', {
      me: buildAdmin(),
      api: {
        'POST /api/tours': (body) => {
          sent.push(body as Record<string, unknown>);
          return json(buildTour({ id: 'new-tour' }), 201);
        },
      },
    });
    mockMultipart(view.fetchMock, '/api/uploads', () => json(UPLOADED, 201));
    await screen.findByRole('heading', { name: 'Add an Event' }, slow);
    await fillForm(view.user);
    expect(screen.queryByRole('group', { name: 'Part 1' })).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('checkbox', { name: 'Let students pay in parts' }));
    return { ...view, sent };
  }

  const part = (n: number) => within(screen.getByRole('group', { name: `Part ${n}` }));

  it('splits the fee equally, takes the days and sends the plan with 3 grace days', async () => {
    const { user, sent } = await addFormInParts();
    fireEvent.change(screen.getByLabelText('Cost (Tk)'), { target: { value: '9500' } });
    expect(screen.getByLabelText('Grace days')).toHaveValue(3);
    expect(screen.getByLabelText('Grace days')).toHaveAccessibleDescription(
      "After a part's due date, the seat is released once this many days pass unpaid.",
    );
    await user.click(screen.getByRole('button', { name: 'Split equally' }));
    expect(part(1).getByLabelText('Amount (Tk)')).toHaveValue(4750);
    expect(part(2).getByLabelText('Amount (Tk)')).toHaveValue(4750);
    fireEvent.change(part(1).getByLabelText('Due by'), { target: { value: '2026-11-30' } });
    fireEvent.change(part(2).getByLabelText('Due by'), { target: { value: '2026-12-10' } });

    await user.click(screen.getByRole('radio', { name: '3' }));
    await user.click(screen.getByRole('button', { name: 'Split equally' }));
    expect(part(1).getByLabelText('Amount (Tk)')).toHaveValue(3168);
    expect(part(3).getByLabelText('Amount (Tk)')).toHaveValue(3166);
    fireEvent.change(part(3).getByLabelText('Due by'), { target: { value: '2026-12-15' } });

    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    expect(await screen.findByText('Tour added successfully')).toBeInTheDocument();
    expect(sent[0]?.paymentPlan).toEqual({
      parts: [
        { amountPoisha: 316_800, dueOn: '2026-11-30' },
        { amountPoisha: 316_600, dueOn: '2026-12-10' },
        { amountPoisha: 316_600, dueOn: '2026-12-15' },
      ],
      graceDays: 3,
    });
  });

  it("shows the plan's problems on their fields before sending anything", async () => {
    const { user, sent } = await addFormInParts();
    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    expect(await part(1).findByLabelText('Amount (Tk)')).toHaveAccessibleDescription(REQUIRED);
    expect(part(2).getByLabelText('Due by')).toHaveAccessibleDescription(REQUIRED);

    // Tk 7,500.50 in parts of 4,000 and 3,000; the second due before the first and after departure.
    fireEvent.change(part(1).getByLabelText('Amount (Tk)'), { target: { value: '4000' } });
    fireEvent.change(part(2).getByLabelText('Amount (Tk)'), { target: { value: '3000' } });
    fireEvent.change(part(1).getByLabelText('Due by'), { target: { value: '2026-12-10' } });
    fireEvent.change(part(2).getByLabelText('Due by'), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText('Grace days'), { target: { value: '15' } });
    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    expect(await screen.findByText('The parts must add up to the event’s price')).toBeInTheDocument();
    expect(part(2).getByLabelText('Due by')).toHaveAccessibleDescription(
      'Each part is due after the one before it',
    );
    expect(screen.getByLabelText('Grace days')).toHaveAccessibleDescription(/Between 0 and 14 days$/);

    fireEvent.change(part(2).getByLabelText('Due by'), { target: { value: '2026-12-20' } });
    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    expect(await part(2).findByLabelText('Due by')).toHaveAccessibleDescription(
      'The last part is due before the departure date',
    );
    expect(sent).toEqual([]);
  });

  it("shows the server's plan messages on the same fields", async () => {
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} });
    const { user, fetchMock } = renderApp('/addtour', {
      me: buildAdmin(),
      api: {
        'POST /api/tours': () =>
          json(
            {
              error: {
                code: 'VALIDATION_ERROR',
                message: 'Check the payment plan',
                fields: {
                  'paymentPlan.parts': 'The parts must add up to the event’s price',
                  'paymentPlan.parts.1.dueOn': 'The last part is due before the departure date',
                  'paymentPlan.graceDays': 'Between 0 and 14 days',
                },
              },
            },
            400,
          ),
      },
    });
    mockMultipart(fetchMock, '/api/uploads', () => json(UPLOADED, 201));
    await screen.findByRole('heading', { name: 'Add an Event' }, slow);
    await fillForm(user);
    await user.click(screen.getByRole('checkbox', { name: 'Let students pay in parts' }));
    await user.click(screen.getByRole('button', { name: 'Split equally' }));
    fireEvent.change(part(1).getByLabelText('Due by'), { target: { value: '2026-12-01' } });
    fireEvent.change(part(2).getByLabelText('Due by'), { target: { value: '2026-12-10' } });
    await user.click(screen.getByRole('button', { name: 'Add Event' }));

    expect(await screen.findByText('Failed to add tour')).toBeInTheDocument();
    expect(screen.getByText('The parts must add up to the event’s price')).toBeInTheDocument();
    expect(part(2).getByLabelText('Due by')).toHaveAccessibleDescription(
      'The last part is due before the departure date',
    );
    expect(screen.getByLabelText('Grace days')).toHaveAccessibleDescription(/Between 0 and 14 days$/);
  });

  it('asks for the fee first when Split equally has none to split', async () => {
    const { user } = renderApp('/addtour', { me: buildAdmin() });
    await screen.findByRole('heading', { name: 'Add an Event' }, slow);
    await user.click(screen.getByRole('checkbox', { name: 'Let students pay in parts' }));
    await user.click(screen.getByRole('button', { name: 'Split equally' }));
    expect(screen.getByLabelText('Cost (Tk)')).toHaveAccessibleDescription(
      'Enter the fee in Taka, e.g. 1500 or 1500.50',
    );
    expect(screen.getByLabelText('Cost (Tk)')).toHaveFocus();
  });

  it('fills the section when an event with a plan is edited, and sends null once it is turned off', async () => {
    const plan = {
      parts: [
        { amountPoisha: 400_000, dueOn: '2026-12-01' },
        { amountPoisha: 250_000, dueOn: '2026-12-15' },
      ],
      graceDays: 5,
    };
    let sent: Record<string, unknown> = {};
    const { user } = renderApp('/tours/tour-1?edit=1', {
      me: buildAdmin(),
      api: {
        'GET /api/tours/tour-1': () => json(buildTour({ paymentPlan: plan })),
        'PATCH /api/tours/tour-1': (body) => {
          sent = body as Record<string, unknown>;
          return json(buildTour());
        },
      },
    });
    const inParts = await screen.findByRole('checkbox', { name: 'Let students pay in parts' }, slow);
    expect(inParts).toBeChecked();
    expect(screen.getByRole('radio', { name: '2' })).toBeChecked();
    expect(part(1).getByLabelText('Amount (Tk)')).toHaveValue(4000);
    expect(part(2).getByLabelText('Due by')).toHaveValue('2026-12-15');
    expect(screen.getByLabelText('Grace days')).toHaveValue(5);

    await user.click(inParts);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Event updated')).toBeInTheDocument();
    expect(sent.paymentPlan).toBeNull();
  });
});
