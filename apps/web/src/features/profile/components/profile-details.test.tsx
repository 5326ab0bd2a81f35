import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/test/lazy-screens.ts';
import { buildMe } from '@/test/factories/users.ts';
import { apiError, json, pending } from '@/test/mock-api.ts';
import { renderApp } from '@/test/render-app.tsx';

const student = buildMe({
  name: 'Nusrat Jahan',
  studentId: '2024010401000027',
  batch: '10th',
  phone: '01711482936',
  email: 'nusrat@example.edu',
});

const details = () => screen.getByRole('heading', { name: 'Personal details' }).closest('div.rounded-xl');

describe('My Profile: details', () => {
  it('shows a spinner while the session loads', async () => {
    renderApp('/my-profile', { api: { 'GET /api/session': pending } });
    expect(await screen.findByRole('status', { name: 'Checking your session' })).toBeInTheDocument();
  });

  it("shows a student's ID, batch, name, contact number and e-mail", async () => {
    renderApp('/my-profile', { me: student });
    await screen.findByRole('heading', { name: 'Personal details' });
    const card = within(details() as HTMLElement);
    expect(card.getByText('Your ID').nextSibling).toHaveTextContent('2024010401000027');
    expect(card.getByText('Your Batch').nextSibling).toHaveTextContent('10th');
    expect(card.getByText('Full Name').nextSibling).toHaveTextContent('Nusrat Jahan');
    expect(card.getByText('Contact Number').nextSibling).toHaveTextContent('01711482936');
    expect(card.getByText('Email Address').nextSibling).toHaveTextContent('nusrat@example.edu');
  });

  it("shows a teacher's teacher ID and no batch", async () => {
    renderApp('/my-profile', {
      me: buildMe({ role: 'teacher', teacherId: '1042', studentId: null, batch: null }),
    });
    await screen.findByRole('heading', { name: 'Personal details' });
    const card = within(details() as HTMLElement);
    expect(card.getByText('Your ID').nextSibling).toHaveTextContent('1042');
    expect(card.queryByText('Your Batch')).not.toBeInTheDocument();
  });

  it('edits name and contact number; the e-mail is labelled Not editable', async () => {
    const { user } = renderApp('/my-profile', { me: student });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));

    expect(screen.getByLabelText('Full Name')).toHaveValue('Nusrat Jahan');
    expect(screen.getByLabelText('Contact Number')).toHaveValue('01711482936');
    const email = screen.getByLabelText('Email Address');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription('Not editable');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('Cancel leaves edit mode without saving', async () => {
    const { user } = renderApp('/my-profile', { me: student });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Full Name'));
    await user.type(screen.getByLabelText('Full Name'), 'Someone Else');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();
    expect(within(details() as HTMLElement).getByText('Nusrat Jahan')).toBeInTheDocument();
  });

  it('saves, shows "Your changes have been saved" and the new values', async () => {
    let sent: unknown;
    const { user } = renderApp('/my-profile', {
      me: student,
      api: {
        'PATCH /api/me': (body) => {
          sent = body;
          return json({ ...student, name: 'Nusrat J. Chowdhury', phone: '01811111111' });
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Full Name'));
    await user.type(screen.getByLabelText('Full Name'), 'Nusrat J. Chowdhury');
    await user.clear(screen.getByLabelText('Contact Number'));
    await user.type(screen.getByLabelText('Contact Number'), '01811111111');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('dialog', { name: 'Your changes have been saved' })).toBeInTheDocument();
    expect(sent).toEqual({ name: 'Nusrat J. Chowdhury', phone: '01811111111' });
    const card = within(details() as HTMLElement);
    expect(card.getByText('Full Name').nextSibling).toHaveTextContent('Nusrat J. Chowdhury');
    expect(card.getByText('Contact Number').nextSibling).toHaveTextContent('01811111111');
  });

  it('checks the name and the contact number before saving', async () => {
    const { user, fetchMock } = renderApp('/my-profile', { me: student });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Full Name'));
    await user.clear(screen.getByLabelText('Contact Number'));
    await user.type(screen.getByLabelText('Contact Number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(
      screen.getByText('Please enter a valid Bangladeshi mobile number (01XXXXXXXXX)'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/me', expect.objectContaining({ method: 'PATCH' }));
  });

  it("shows the server's message when saving fails", async () => {
    const { user } = renderApp('/my-profile', {
      me: student,
      api: {
        'PATCH /api/me': () =>
          apiError(500, 'INTERNAL', 'Something went wrong on our side. Please try again.'),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again.',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
  });
});
