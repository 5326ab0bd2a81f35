import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json } from '@/test/mock-api.ts';
import { renderApp } from '@/test/render-app.tsx';
import '@/test/lazy-screens.ts';
import { pending } from '@/test/mock-api.ts';

type User = ReturnType<typeof renderApp>['user'];

const valid = {
  studentId: '2024010401000011',
  name: 'Rafiq Islam',
  batch: '10th',
  email: 'rafiq@example.edu',
  password: 'long-enough-1',
};

async function fill(user: User, values: Partial<typeof valid & { confirmPassword: string }> = {}) {
  const v = { ...valid, confirmPassword: valid.password, ...values };
  if (v.studentId) await user.type(await screen.findByLabelText('Student ID'), v.studentId);
  if (v.name) await user.type(screen.getByLabelText('Name'), v.name);
  if (v.batch) await user.selectOptions(screen.getByLabelText('Batch Name'), v.batch);
  if (v.email) await user.type(screen.getByLabelText('Email address'), v.email);
  if (v.password) await user.type(screen.getByLabelText('Password'), v.password);
  if (v.confirmPassword) await user.type(screen.getByLabelText('Confirm Password'), v.confirmPassword);
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Register' }));

describe('Student registration', () => {
  it('has the fields, the batch choices and the links of the spec', async () => {
    renderApp('/register');
    expect(await screen.findByRole('heading', { name: 'Create a Student account' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Student ID')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toBeInTheDocument();
    const batch = screen.getByLabelText('Batch Name');
    expect(
      within(batch)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select your batch', '8th', '9th', '10th', '11th', '12th']);
    expect(screen.getByLabelText('Email address')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('shows and hides each password with its own toggle', async () => {
    const { user } = renderApp('/register');
    const password = await screen.findByLabelText('Password');
    const confirm = screen.getByLabelText('Confirm Password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(confirm).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(confirm).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('says "This field is required" for each empty field and "Password is required"', async () => {
    const { user, fetchMock } = renderApp('/register');
    await screen.findByLabelText('Student ID');
    await submit(user);

    for (const label of ['Student ID', 'Name', 'Batch Name', 'Email address']) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription('This field is required');
    }
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 8 characters. Password is required',
    );
    expect(fetchMock).not.toHaveBeenCalledWith('/api/register/student', expect.anything());
  });

  it('checks the e-mail pattern, the password length and the confirmation', async () => {
    const { user } = renderApp('/register');
    await fill(user, { email: 'rafiq@example', password: 'short', confirmPassword: 'short' });
    await submit(user);

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    // The confirmation is compared once the rest of the form is valid.
    await user.clear(screen.getByLabelText('Email address'));
    await user.type(screen.getByLabelText('Email address'), 'rafiq@example.edu');
    await user.type(screen.getByLabelText('Password'), '-but-now-long');
    await submit(user);
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('toasts and marks the Student ID when it is not on the allow-list', async () => {
    const { user, router } = renderApp('/register', {
      api: {
        'POST /api/register/student': () =>
          apiError(422, 'INVALID_STUDENT_ID', 'Invalid Student ID. Please enter a valid Student ID.'),
      },
    });
    await fill(user);
    await submit(user);

    const message = 'Invalid Student ID. Please enter a valid Student ID.';
    await waitFor(() => expect(screen.getByLabelText('Student ID')).toHaveAccessibleDescription(message));
    expect(screen.getAllByText(message)).toHaveLength(2); // the toast and the field
    expect(router.state.location.pathname).toBe('/register');
  });

  it('says "The email address is already in use."', async () => {
    const { user } = renderApp('/register', {
      api: {
        'POST /api/register/student': () =>
          json(
            {
              error: {
                code: 'EMAIL_IN_USE',
                message: 'The email address is already in use.',
                fields: { email: 'The email address is already in use.' },
              },
            },
            409,
          ),
      },
    });
    await fill(user);
    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('The email address is already in use.');
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      'The email address is already in use.',
    );
  });

  it.each([
    [
      'another refusal',
      () => apiError(409, 'STUDENT_ID_IN_USE', 'An account already uses this Student ID.'),
      'An account already uses this Student ID.',
    ],
    [
      'too many attempts',
      () => apiError(429, 'TOO_MANY_REQUESTS', 'Too many attempts. Please wait a minute and try again.'),
      'Too many attempts. Please wait a minute and try again.',
    ],
    [
      'a network failure',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'We could not reach DPMS. Check your connection and try again.',
    ],
  ])('shows %s in a red banner above the form', async (_case, answer, message) => {
    const { user } = renderApp('/register', { api: { 'POST /api/register/student': answer } });
    await fill(user);
    await submit(user);

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(message);
    expect(banner).toHaveClass('bg-danger-50', 'text-danger-700');
    // Above the form: before its first field.
    expect(
      banner.compareDocumentPosition(screen.getByLabelText('Student ID')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('reads "Registering..." while the request runs', async () => {
    const { user } = renderApp('/register', { api: { 'POST /api/register/student': pending } });
    await fill(user);
    await submit(user);
    expect(await screen.findByRole('button', { name: 'Registering...' })).toBeDisabled();
  });

  it('registers, toasts and goes back to the previous page', async () => {
    let sent: unknown;
    const { user, router } = renderApp('/login', {
      api: {
        'POST /api/register/student': (body) => {
          sent = body;
          return json({ userId: 'u1', email: valid.email, message: 'ok' }, 201);
        },
      },
    });
    await user.click(await screen.findByRole('link', { name: 'Create a Student account' }));
    await fill(user);
    await submit(user);

    expect(
      await screen.findByText('Registration successful. Please check your email for verification.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sent).toEqual({ ...valid, confirmPassword: valid.password });
  });

  it('goes to /login after registering when there is no previous page', async () => {
    const { user, router } = renderApp('/register', {
      api: {
        'POST /api/register/student': () => json({ userId: 'u1', email: valid.email, message: 'ok' }, 201),
      },
    });
    await fill(user);
    await submit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
