import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildTour } from '@/test/factories/catalog.ts';
import { buildAdmin, buildMe } from '@/test/factories/users.ts';
import { apiError, json } from '@/test/mock-api.ts';
import { renderApp } from '@/test/render-app.tsx';

const slow = { timeout: 5000 };

describe('Event details', { timeout: 20_000 }, () => {
  it('loads the event by id and shows its overview, itinerary, details and Register', async () => {
    renderApp('/tours/tour-1', { api: { 'GET /api/tours/tour-1': () => json(buildTour()) } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Sajek Valley' }, slow)).toBeInTheDocument();
    expect(screen.getByText('Rangamati')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Sajek Valley' })).toHaveAttribute(
      'src',
      '/uploads/0123456789abcdef01234567.webp',
    );
    expect(screen.getByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Itinerary' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Day 1. Dhaka to Sajek - Night coach' }),
    ).toHaveClass('font-bold');
    expect(
      screen.getByRole('heading', { level: 3, name: 'Day 2. Konglak Para - Sunrise walk' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Bring a jacket.').tagName).toBe('P');

    const details = screen.getByRole('heading', { name: 'Details' }).parentElement;
    if (!details) throw new Error('no details');
    for (const term of [
      'Departure date',
      'Duration',
      'Accommodation',
      'Transportation',
      'Group size',
      'Inclusions',
      'Exclusions',
      'Tour guides',
      'Health & safety',
      'Payment & cancellation',
      'Registration',
    ]) {
      expect(within(details).getByText(term)).toBeInTheDocument();
    }
    expect(within(details).getByText('December 26, 2026')).toBeInTheDocument();
    expect(within(details).getByText('Meeting point')).toBeInTheDocument();
    expect(within(details).getByText('Main gate, CSE building, 9:00 PM')).toBeInTheDocument();
    expect(screen.getByTestId('meeting-point')).toHaveTextContent(
      'Meeting point: Main gate, CSE building, 9:00 PM',
    );
    expect(within(details).getByText('40 students · 28 seats left')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/tours-checkout/tour-1');
  });

  it('counts one student and one seat in the singular', async () => {
    renderApp('/tours/tour-1', {
      api: { 'GET /api/tours/tour-1': () => json(buildTour({ groupSize: 1, seatsTaken: 0 })) },
    });
    await screen.findByRole('heading', { level: 1, name: 'Sajek Valley' }, slow);
    expect(screen.getByText('1 student · 1 seat left')).toBeInTheDocument();
    expect(screen.getByText('1 seat left of 1')).toBeInTheDocument();
  });

  it('leaves the meeting point out when the event names none', async () => {
    renderApp('/tours/tour-1', {
      api: { 'GET /api/tours/tour-1': () => json(buildTour({ meetingPoint: null })) },
    });
    await screen.findByRole('heading', { level: 1, name: 'Sajek Valley' }, slow);
    expect(screen.queryByText('Meeting point')).not.toBeInTheDocument();
    expect(screen.queryByTestId('meeting-point')).not.toBeInTheDocument();
  });

  it('shows Register disabled as "Registered" once the student has paid', async () => {
    renderApp('/tours/tour-1', {
      me: buildMe(),
      api: { 'GET /api/tours/tour-1': () => json(buildTour({ registered: true })) },
    });
    expect(await screen.findByRole('button', { name: 'Registered' }, slow)).toBeDisabled();
  });

  it('shows the reason and a disabled Register when the event is full', async () => {
    const full = buildTour({
      seatsTaken: 40,
      availability: { canRegister: false, reason: 'full', message: 'All seats are taken.' },
    });
    renderApp('/tours/tour-1', { api: { 'GET /api/tours/tour-1': () => json(full) } });
    const register = await screen.findByRole('button', { name: 'Register' }, slow);
    expect(register).toBeDisabled();
    expect(register).toHaveAccessibleDescription('All seats are taken.');
  });

  it('is a friendly "Event not found" with a way back for an unknown id', async () => {
    // React and the router report the caught 404 on the console; the screen is what matters here.
    vi.mocked(console.error).mockImplementation(() => {});
    renderApp('/tours/nope', {
      api: { 'GET /api/tours/nope': () => apiError(404, 'NOT_FOUND', 'This event does not exist.') },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Event not found' }, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Upcoming Events' })).toHaveAttribute('href', '/tours');
  });

  it('says beside the fee when the event can be paid in parts, with each part', async () => {
    const paymentPlan = {
      parts: [
        { amountPoisha: 325_000, dueOn: '2026-12-01' },
        { amountPoisha: 325_000, dueOn: '2026-12-15' },
      ],
      graceDays: 3,
    };
    renderApp('/tours/tour-1', { api: { 'GET /api/tours/tour-1': () => json(buildTour({ paymentPlan })) } });

    const schedule = await screen.findByTestId('plan-schedule', {}, slow);
    expect(schedule).toHaveTextContent('Can be paid in 2 parts');
    expect(
      within(schedule)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Tk 3,250 by December 1, 2026', 'Tk 3,250 by December 15, 2026']);
  });

  it('lets an admin edit the event in place and save the changed fields', async () => {
    let sent: unknown;
    const { user, router } = renderApp('/tours/tour-1', {
      me: buildAdmin(),
      api: {
        'GET /api/tours/tour-1': () => json(buildTour()),
        'PATCH /api/tours/tour-1': (body) => {
          sent = body;
          return json(buildTour({ destination: 'Sajek Valley Retreat', costPoisha: 700_050 }));
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit' }, slow));
    expect(router.state.location.search).toBe('?edit=1');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Sajek Valley' })).toBeInTheDocument();

    const destination = await screen.findByLabelText('Destination', {}, slow);
    expect(destination).toHaveValue('Sajek Valley');
    expect(screen.getByLabelText('Cost (Tk)')).toHaveValue(6500);
    expect(screen.getByLabelText('Meeting point')).toHaveValue('Main gate, CSE building, 9:00 PM');
    expect(screen.getByLabelText('Hold length for the waiting list (hours)')).toHaveValue(24);
    fireEvent.change(destination, { target: { value: 'Sajek Valley Retreat' } });
    fireEvent.change(screen.getByLabelText('Meeting point'), {
      target: { value: 'Sayedabad bus terminal, 9:45 PM' },
    });
    fireEvent.change(screen.getByLabelText('Hold length for the waiting list (hours)'), {
      target: { value: '48' },
    });
    fireEvent.change(screen.getByLabelText('Cost (Tk)'), { target: { value: '7000.50' } });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sajek Valley Retreat' }),
    ).toBeInTheDocument();
    expect(sent).toMatchObject({
      destination: 'Sajek Valley Retreat',
      costPoisha: 700_050,
      groupSize: 40,
      holdHours: 48,
      meetingPoint: 'Sayedabad bus terminal, 9:45 PM',
      imageUrl: '/uploads/0123456789abcdef01234567.webp',
    });
    expect(await screen.findByText('Event updated')).toBeInTheDocument();
  });

  it('lets an admin delete the event and goes back to the list', async () => {
    const { user, router } = renderApp('/tours/tour-1', {
      me: buildAdmin(),
      api: {
        'GET /api/tours/tour-1': () => json(buildTour()),
        'DELETE /api/tours/tour-1': () => json({ deleted: true, archived: false }),
        'GET /api/tours': () => json({ items: [], page: 1, pageSize: 6, total: 0 }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }, slow));
    await user.click(screen.getByRole('button', { name: 'Yes, delete it!' }));

    expect(await screen.findByRole('dialog', { name: 'Deleted!' })).toHaveAccessibleDescription(
      'Sajek Valley has been deleted.',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/tours'));
  });
});
