import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildClub, UPLOADED_IMAGE } from '@/test/factories/catalog.ts';
import { buildAdmin } from '@/test/factories/users.ts';
import { json, mockMultipart } from '@/test/mock-api.ts';
import { renderApp } from '@/test/render-app.tsx';

const slow = { timeout: 5000 };
const holder = (name: string) => within(screen.getByRole('group', { name }));

describe('Add a Club', { timeout: 30_000 }, () => {
  it('shows the spec message beside every empty field', async () => {
    const { user } = renderApp('/addclub', { me: buildAdmin() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a Club' }, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Club' }));

    const expectMessage = (field: HTMLElement, message: string | RegExp) => {
      expect(field).toHaveAccessibleDescription(message);
      expect(field).toHaveAttribute('aria-invalid', 'true');
    };
    await screen.findAllByText('Role is required');
    for (const group of ['First office holder', 'Second office holder']) {
      expectMessage(holder(group).getByLabelText('Role'), 'Role is required');
      expectMessage(holder(group).getByLabelText('Name'), 'Name is required');
    }
    expectMessage(screen.getByLabelText('Monthly Price (Tk)'), 'Monthly price is required');
    expectMessage(screen.getByLabelText('Yearly Price (Tk)'), 'Yearly price is required');
    expectMessage(screen.getByLabelText('Club Description'), 'This field is required');
    expectMessage(screen.getByLabelText('Membership Benefits'), /This field is required$/);
    expectMessage(screen.getByLabelText('Contact Information'), /This field is required$/);
    expectMessage(screen.getByLabelText('Image'), /This field is required$/);
    // The shared schema names the club's name a name field, as the server answers.
    expectMessage(screen.getByLabelText('Club Name'), 'Name is required');
    expect(screen.getByLabelText('Monthly Price (Tk)')).toHaveAttribute('step', '0.01');
    expect(screen.getByLabelText('Yearly Price (Tk)')).toHaveAttribute('step', '0.01');
  });

  it('uploads the image, adds the club with prices in poisha, and resets', async () => {
    let sent: unknown;
    let resolveSave: (response: Response) => void = () => {};
    const { user, fetchMock } = renderApp('/addclub', {
      me: buildAdmin(),
      api: {
        'POST /api/clubs': (body) => {
          sent = body;
          return new Promise<Response>((resolve) => {
            resolveSave = resolve;
          });
        },
      },
    });
    mockMultipart(fetchMock, '/api/uploads', () => json(UPLOADED_IMAGE, 201));
    await screen.findByRole('heading', { name: 'Add a Club' }, slow);

    const values: Record<string, string> = {
      'Club Name': 'Chess Club',
      'Club Description': 'Weekly blitz nights.',
      'Membership Benefits': 'Blitz nights\nCoaching',
      'Contact Information': 'Email: chess@cse.dpms.local',
      'Monthly Price (Tk)': '99.50',
      'Yearly Price (Tk)': '1000',
    };
    for (const [label, value] of Object.entries(values)) {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    }
    await user.selectOptions(holder('First office holder').getByLabelText('Role'), 'President');
    fireEvent.change(holder('First office holder').getByLabelText('Name'), { target: { value: 'Arif' } });
    await user.selectOptions(holder('Second office holder').getByLabelText('Role'), 'Treasurer');
    fireEvent.change(holder('Second office holder').getByLabelText('Name'), { target: { value: 'Mim' } });
    await user.upload(
      screen.getByLabelText('Image'),
      new File([new Uint8Array([1, 2, 3])], 'chess.png', { type: 'image/png' }),
    );

    await user.click(screen.getByRole('button', { name: 'Add Club' }));
    expect(await screen.findByRole('button', { name: 'Adding Club...' })).toBeDisabled();
    expect(sent).toEqual({
      clubName: 'Chess Club',
      clubDescription: 'Weekly blitz nights.',
      clubRole: 'President',
      roleName: 'Arif',
      clubRole2: 'Treasurer',
      roleName2: 'Mim',
      membershipBenefits: 'Blitz nights\nCoaching',
      contactInformation: 'Email: chess@cse.dpms.local',
      monthlyPricePoisha: 9950,
      yearlyPricePoisha: 100_000,
      imageUrl: UPLOADED_IMAGE.url,
    });

    resolveSave(json(buildClub({ id: 'chess', clubName: 'Chess Club' }), 201));
    expect(await screen.findByText('Club added successfully')).toBeInTheDocument();
    expect(screen.getByLabelText('Club Name')).toHaveValue('');
  });

  it('says "Failed to add club" when the server refuses', async () => {
    const { user, fetchMock } = renderApp('/addclub', {
      me: buildAdmin(),
      api: {
        'POST /api/clubs': () =>
          json({ error: { code: 'FORBIDDEN', message: 'Only admins can do that.' } }, 403),
      },
    });
    mockMultipart(fetchMock, '/api/uploads', () => json(UPLOADED_IMAGE, 201));
    await screen.findByRole('heading', { name: 'Add a Club' }, slow);
    const club = buildClub();
    for (const [label, value] of [
      ['Club Name', club.clubName],
      ['Club Description', club.clubDescription],
      ['Membership Benefits', club.membershipBenefits],
      ['Contact Information', club.contactInformation],
      ['Monthly Price (Tk)', '150'],
      ['Yearly Price (Tk)', '1500'],
    ] as const) {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    }
    for (const group of ['First office holder', 'Second office holder']) {
      await user.selectOptions(holder(group).getByLabelText('Role'), 'Vice President');
      fireEvent.change(holder(group).getByLabelText('Name'), { target: { value: 'Someone' } });
    }
    await user.upload(screen.getByLabelText('Image'), new File(['x'], 'a.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Add Club' }));

    expect(await screen.findByText('Failed to add club')).toBeInTheDocument();
    expect(screen.getByLabelText('Club Name')).toHaveValue(club.clubName);
  });
});
