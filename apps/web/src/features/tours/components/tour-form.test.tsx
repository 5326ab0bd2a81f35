import { fireEvent, screen, waitFor } from '@testing-library/react';
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
