import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthContext, type AuthState } from '@/features/auth/auth-context.ts';
import '@/test/lazy-screens.ts';
import { buildMe } from '@/test/factories/users.ts';
import { apiError, json } from '@/test/mock-api.ts';
import { renderApp } from '@/test/render-app.tsx';
import { CompleteProfileBanner } from './complete-profile-banner.tsx';

/** A student who signed in through a third party: no student ID or batch yet. */
const incomplete = buildMe({ studentId: null, batch: null, profileComplete: false });

describe('Complete your profile (after a third-party sign-in)', () => {
  it('is asked of a student whose profile is incomplete, and of no one else', async () => {
    const { unmount } = renderApp('/my-profile', { me: incomplete });
    expect(await screen.findByRole('heading', { name: 'Complete your profile' })).toBeInTheDocument();
    unmount();

    renderApp('/my-profile', { me: buildMe() });
    await screen.findByRole('heading', { name: 'Personal details' });
    expect(screen.queryByRole('heading', { name: 'Complete your profile' })).not.toBeInTheDocument();
  });

  it('requires the Student ID and the batch', async () => {
    const { user } = renderApp('/my-profile', { me: incomplete });
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
  });

  it('toasts and marks the Student ID when it is not on the allow-list', async () => {
    const message = 'Invalid Student ID. Please enter a valid Student ID.';
    const { user } = renderApp('/my-profile', {
      me: incomplete,
      api: { 'POST /api/me/complete-profile': () => apiError(422, 'INVALID_STUDENT_ID', message) },
    });
    await user.type(await screen.findByLabelText('Student ID'), '1234');
    await user.selectOptions(screen.getByLabelText('Batch Name'), '9th');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    await waitFor(() => expect(screen.getByLabelText('Student ID')).toHaveAccessibleDescription(message));
    expect(screen.getAllByText(message)).toHaveLength(2);
  });

  it('saves the ID and batch, then the card goes and the profile shows them', async () => {
    let sent: unknown;
    const { user } = renderApp('/my-profile', {
      me: incomplete,
      api: {
        'POST /api/me/complete-profile': (body) => {
          sent = body;
          return json({ ...incomplete, studentId: '2023010401000003', batch: '9th', profileComplete: true });
        },
      },
    });
    await user.type(await screen.findByLabelText('Student ID'), ' 2023010401000003 ');
    await user.selectOptions(screen.getByLabelText('Batch Name'), '9th');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByText('Your profile is complete.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Complete your profile' })).not.toBeInTheDocument();
    expect(sent).toEqual({ studentId: '2023010401000003', batch: '9th' });
    expect(screen.getByText('Your ID').nextSibling).toHaveTextContent('2023010401000003');
  });
});

describe('CompleteProfileBanner (for the home screen)', () => {
  function renderBanner(user: AuthState['user']) {
    const auth = { user, loading: false, isAdmin: false } as AuthState;
    const router = createMemoryRouter([{ path: '/', element: <CompleteProfileBanner /> }]);
    return render(
      <AuthContext value={auth}>
        <RouterProvider router={router} />
      </AuthContext>,
    );
  }

  it('links an incomplete student to My Profile', () => {
    renderBanner(incomplete);
    expect(screen.getByRole('status')).toHaveTextContent('Complete your profile');
    expect(screen.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      '/my-profile',
    );
  });

  it('shows nothing to a complete student, a teacher or a visitor', () => {
    for (const user of [buildMe(), buildMe({ role: 'teacher', profileComplete: true }), null]) {
      const { container, unmount } = renderBanner(user);
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });
});
