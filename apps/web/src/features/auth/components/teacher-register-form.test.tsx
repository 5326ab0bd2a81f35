import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json } from '@/test/mock-api.ts';
import { renderApp } from '@/test/render-app.tsx';
import '@/test/lazy-screens.ts';

type User = ReturnType<typeof renderApp>['user'];

const valid = {
  teacherId: '1042',
  name: 'Dr. Salma Akter',
  email: 'salma@example.edu',
  password: 'long-enough-1',
};

async function fill(user: User, values: Partial<typeof valid> = {}) {
  const v = { ...valid, ...values };
  if (v.teacherId) await user.type(await screen.findByLabelText('Teacher ID'), v.teacherId);
  if (v.name) await user.type(screen.getByLabelText('Name'), v.name);
  if (v.email) await user.type(screen.getByLabelText('Email address'), v.email);
  if (v.password) await user.type(screen.getByLabelText('Password'), v.password);
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Register' }));

describe('Teacher registration', () => {
  it('has a numeric Teacher ID, Name, Email address, a password with a visibility toggle and Register', async () => {
    const { user } = renderApp('/teacher-register');
    expect(await screen.findByRole('heading', { name: 'Teacher registration' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Teacher ID')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('Name')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('type', 'email');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('says which fields are required, in the words of the spec', async () => {
    const { user } = renderApp('/teacher-register');
    await screen.findByLabelText('Teacher ID');
    await submit(user);

    expect(await screen.findByText('Teacher ID is required')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('This field is required');
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('checks the e-mail pattern, the password length and that the ID is a number', async () => {
    const { user } = renderApp('/teacher-register');
    await fill(user, { teacherId: 'T-12', email: 'salma@', password: 'short' });
    await submit(user);

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(screen.getByText('Teacher ID must be a number')).toBeInTheDocument();
  });

  it("shows the server's refusal in the banner and at the field", async () => {
    const { user } = renderApp('/teacher-register', {
      api: {
        'POST /api/register/teacher': () =>
          json(
            {
              error: {
                code: 'TEACHER_ID_IN_USE',
                message: 'An account already uses this Teacher ID.',
                fields: { teacherId: 'An account already uses this Teacher ID.' },
              },
            },
            409,
          ),
      },
    });
    await fill(user);
    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('An account already uses this Teacher ID.');
    expect(screen.getByLabelText('Teacher ID')).toHaveAccessibleDescription(
      'An account already uses this Teacher ID.',
    );
  });

  it('says "The email address is already in use."', async () => {
    const { user } = renderApp('/teacher-register', {
      api: {
        'POST /api/register/teacher': () =>
          apiError(409, 'EMAIL_IN_USE', 'The email address is already in use.'),
      },
    });
    await fill(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('The email address is already in use.');
  });

  it('shows "Registration Successfully", asks to verify the e-mail, then goes to /login', async () => {
    let sent: unknown;
    const { user, router } = renderApp('/teacher-register', {
      api: {
        'POST /api/register/teacher': (body) => {
          sent = body;
          return json({ userId: 't1', email: valid.email, message: 'ok' }, 201);
        },
      },
    });
    await fill(user);
    await submit(user);

    const dialog = await screen.findByRole('dialog', { name: 'Registration Successfully' });
    expect(dialog).toHaveAccessibleDescription(/check your email and verify your address/);
    expect(sent).toEqual(valid);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('returns to the page the teacher came from after registering', async () => {
    const { user, router } = renderApp('/register', {
      api: {
        'POST /api/register/teacher': () => json({ userId: 't1', email: valid.email, message: 'ok' }, 201),
      },
    });
    await screen.findByLabelText('Student ID');
    await router.navigate('/teacher-register', { state: { from: { pathname: '/register' } } });
    await fill(user);
    await submit(user);
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
  });
});
