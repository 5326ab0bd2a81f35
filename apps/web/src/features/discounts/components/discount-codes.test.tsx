import type { DiscountCodeRow } from '@dpms/shared/schemas';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildClub, buildTour, buildTourList } from '@/test/factories/catalog.ts';
import { buildAdmin } from '@/test/factories/users.ts';
import { apiError, type Handler, json } from '@/test/mock-api.ts';
import { renderApp } from '@/test/render-app.tsx';

// The first visit compiles the lazily loaded screen, which can take a few seconds in a cold run.
configure({ asyncUtilTimeout: 5000 });

const SAJEK = '11111111-1111-4111-8111-111111111111';
const ROBOTICS = '33333333-3333-4333-8333-333333333333';

const buildCode = (overrides: Partial<DiscountCodeRow> = {}): DiscountCodeRow => ({
  id: 'code-1',
  code: 'SPRING-20',
  kind: 'percent',
  percent: 20,
  amountPoisha: null,
  scope: 'tour',
  itemId: SAJEK,
  itemName: 'Sajek Valley',
  maxUses: 50,
  uses: 3,
  endsOn: '2030-03-31',
  studentIds: [],
  endedAt: null,
  active: true,
  savedPoisha: 210_000,
  createdByName: 'Dr. Karim Rahman',
  createdAt: '2030-01-01T08:00:00.000Z',
  ...overrides,
});

const ended = buildCode({
  id: 'code-2',
  code: 'WELCOME',
  kind: 'amount',
  percent: null,
  amountPoisha: 50_000,
  scope: 'all',
  itemId: null,
  itemName: null,
  uses: 10,
  studentIds: ['2020000000000001', '2020000000000002'],
  endedAt: '2030-01-05T08:00:00.000Z',
  active: false,
});

/** The screen's reads: the codes as `codes()` says, and the events and clubs its forms offer. */
function screenApi(codes: () => DiscountCodeRow[], more: Record<string, Handler> = {}) {
  return {
    'GET /api/admin/discount-codes': () => json({ items: codes() }),
    'GET /api/tours': () => json(buildTourList([buildTour({ id: SAJEK, destination: 'Sajek Valley' })])),
    'GET /api/clubs': () => json({ items: [buildClub({ id: ROBOTICS, clubName: 'Robotics Club' })] }),
    ...more,
  };
}

describe('Discounts and waivers: the discount codes', { timeout: 20_000 }, () => {
  it('lists each code with what it takes off, what for, its uses, last day, savings and status', async () => {
    renderApp('/admin/discounts', { me: buildAdmin(), api: screenApi(() => [buildCode(), ended]) });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Discounts and waivers' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Discount codes' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Code', 'Off', 'For', 'Uses', 'Last day', 'Saved', 'Status', 'Actions']);

    const spring = within(table).getByRole('row', { name: /SPRING-20/ });
    expect(
      within(spring)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'SPRING-20',
      '20 %',
      'Sajek ValleyEvent',
      '3 of 50',
      'March 31, 2030',
      'Tk 2,100',
      'Active',
      'End code',
    ]);
    const welcome = within(table).getByRole('row', { name: /WELCOME/ });
    expect(welcome).toHaveTextContent('Only 2 named students');
    expect(welcome).toHaveTextContent('Tk 500');
    expect(welcome).toHaveTextContent('Every event and club');
    expect(welcome).toHaveTextContent('Ended');
    // An ended code has nothing left to end.
    expect(within(welcome).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when there is no code yet', async () => {
    renderApp('/admin/discounts', { me: buildAdmin(), api: screenApi(() => []) });
    expect(await screen.findByRole('heading', { name: 'No discount codes yet' })).toBeInTheDocument();
  });

  it('ends an active code after asking, and shows it ended', async () => {
    let endedNow = false;
    const { user } = renderApp('/admin/discounts', {
      me: buildAdmin(),
      api: screenApi(
        () => [endedNow ? buildCode({ active: false, endedAt: '2030-01-06T08:00:00.000Z' }) : buildCode()],
        {
          'POST /api/admin/discount-codes/code-1/end': () => {
            endedNow = true;
            return json(buildCode({ active: false, endedAt: '2030-01-06T08:00:00.000Z' }));
          },
        },
      ),
    });

    await user.click(await screen.findByRole('button', { name: 'End code SPRING-20' }));
    const dialog = await screen.findByRole('dialog', { name: 'End code SPRING-20?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, end it' }));

    expect(await screen.findByText('Code SPRING-20 ended')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /SPRING-20/ });
    await waitFor(() => expect(row).toHaveTextContent('Ended'));
    expect(within(row).queryByRole('button', { name: /End code/ })).not.toBeInTheDocument();
  });

  it('creates a code: the server refusals show on their fields, then the code is sent in poisha', async () => {
    const bodies: unknown[] = [];
    const { user } = renderApp('/admin/discounts', {
      me: buildAdmin(),
      api: screenApi(() => [], {
        'POST /api/admin/discount-codes': (body) => {
          bodies.push(body);
          if (bodies.length === 1) {
            return json(
              {
                error: {
                  code: 'CODE_TAKEN',
                  message: 'There is already a code with that name.',
                  fields: { code: 'There is already a code with that name.' },
                },
              },
              409,
            );
          }
          return json(buildCode({ code: 'ROBO-500' }), 201);
        },
      }),
    });
    const form = await screen.findByRole('form', { name: 'Create a code' });
    const create = within(form).getByRole('button', { name: 'Create code' });

    // Checked here first: every field that needs fixing says so at once.
    await user.selectOptions(within(form).getByLabelText('For'), 'club');
    await user.click(create);
    expect(await within(form).findByText('Enter a percentage from 1 to 90')).toBeInTheDocument();
    expect(within(form).getByLabelText('Code')).toHaveAccessibleDescription(/This field is required/);
    expect(within(form).getByLabelText('Uses allowed')).toHaveAccessibleDescription(
      /Enter how many times the code may be used/,
    );
    expect(within(form).getByText('Choose the event or club')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.type(within(form).getByLabelText('Code'), 'robo-500');
    await user.click(within(form).getByRole('radio', { name: 'Amount in Taka' }));
    await user.type(within(form).getByLabelText('Amount (Tk)'), '500');
    await user.selectOptions(within(form).getByLabelText('Club'), 'Robotics Club');
    await user.type(within(form).getByLabelText('Uses allowed'), '20');
    await user.type(within(form).getByLabelText('Last day'), '2030-06-30');
    await user.type(within(form).getByLabelText('Only these students'), '2020000000000001, 2020000000000002');
    await user.click(create);

    const code = within(form).getByLabelText('Code');
    await waitFor(() => expect(code).toHaveAccessibleDescription(/There is already a code with that name\./));
    expect(code).toHaveAttribute('aria-invalid', 'true');

    await user.clear(code);
    await user.type(code, 'ROBO-500');
    await user.click(create);
    expect(await screen.findByText('Code ROBO-500 created')).toBeInTheDocument();
    expect(bodies[1]).toEqual({
      code: 'ROBO-500',
      kind: 'amount',
      amountPoisha: 50_000,
      scope: 'club',
      itemId: ROBOTICS,
      maxUses: 20,
      endsOn: '2030-06-30',
      studentIds: ['2020000000000001', '2020000000000002'],
    });
    // Emptied for the next one.
    await waitFor(() => expect(within(form).getByLabelText('Code')).toHaveValue(''));
  });

  it("shows a refusal that names no field above the form, in the server's words", async () => {
    const { user } = renderApp('/admin/discounts', {
      me: buildAdmin(),
      api: screenApi(() => [], {
        'POST /api/admin/discount-codes': () =>
          apiError(404, 'NOT_FOUND', 'That event or club no longer exists.'),
      }),
    });
    const form = await screen.findByRole('form', { name: 'Create a code' });
    await user.type(within(form).getByLabelText('Code'), 'GONE-10');
    await user.type(within(form).getByLabelText('Percentage off'), '10');
    await user.type(within(form).getByLabelText('Uses allowed'), '5');
    await user.type(within(form).getByLabelText('Last day'), '2030-06-30');
    await user.click(within(form).getByRole('button', { name: 'Create code' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('That event or club no longer exists.');
  });
});
