import type { UserRole } from '@dpms/shared/constants';
import type { AdminUser } from '@dpms/shared/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '@/test/lazy-screens.ts';
import { buildAdmin } from '@/test/factories/users.ts';
import { apiError, type Handler, json, pending } from '@/test/mock-api.ts';
import { renderApp } from '@/test/render-app.tsx';

function buildUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 'u1',
    name: 'Rafiq Islam',
    email: 'rafiq@example.edu',
    role: 'student',
    studentId: '2024010401000011',
    teacherId: null,
    batch: '10th',
    emailVerified: true,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

const student = buildUser();
const studentWithoutId = buildUser({ id: 'u2', name: 'Mina Das', studentId: null });
const teacher = buildUser({
  id: 't1',
  name: 'Dr. Salma Akter',
  role: 'teacher',
  studentId: null,
  teacherId: '1042',
});
const teacherWithoutId = buildUser({
  id: 't2',
  name: 'Kamal Hossain',
  role: 'teacher',
  studentId: null,
  teacherId: null,
});
const admin = buildUser({
  id: 'a1',
  name: 'Prof. Nasreen Sultana',
  role: 'admin',
  studentId: null,
  teacherId: '1001',
});

const page = (items: AdminUser[], total = items.length, pageNumber = 1) =>
  json({ items, page: pageNumber, pageSize: 5, total });

/** Answers GET /api/admin/users by role, recording every query asked. */
function usersApi(byRole: Partial<Record<UserRole, AdminUser[]>>, asked: string[] = []): Handler {
  return (_body, request) => {
    const url = new URL(request.url);
    asked.push(url.search);
    const role = url.searchParams.get('role') as UserRole;
    return page(byRole[role] ?? []);
  };
}

function renderUsers(api: Record<string, Handler>, path = '/students') {
  return renderApp(path, { me: buildAdmin(), api });
}

const rowOf = (name: string) =>
  screen.getByRole('cell', { name: new RegExp(name) }).closest('tr') as HTMLElement;

describe('User management: tabs and columns', () => {
  it('has the heading and four tabs, All Students first, and asks for students', async () => {
    const asked: string[] = [];
    renderUsers({ 'GET /api/admin/users': usersApi({ student: [student] }, asked) });

    expect(await screen.findByRole('heading', { level: 1, name: 'User Management' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'All Students',
      'Admin Requests',
      'Admins',
      'Student IDs',
    ]);
    expect(screen.getByRole('tab', { name: 'All Students' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByText('Rafiq Islam');
    expect(asked[0]).toBe('?role=student&page=1');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'ID',
      'Name',
      'Role',
      'Actions',
    ]);
  });

  it('shows the student ID on All Students, or N/A, with a Student badge and no approve button', async () => {
    renderUsers({ 'GET /api/admin/users': usersApi({ student: [student, studentWithoutId] }) });
    await screen.findByText('Rafiq Islam');

    expect(within(rowOf('Rafiq Islam')).getByText('2024010401000011')).toBeInTheDocument();
    expect(within(rowOf('Mina Das')).getByText('N/A')).toBeInTheDocument();
    expect(within(rowOf('Rafiq Islam')).getByText('Student')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Rafiq Islam' })).toBeInTheDocument();
  });

  it('shows the teacher ID on Admin Requests, or N/A, with a Teacher badge and an approve button', async () => {
    const asked: string[] = [];
    const { user, router } = renderUsers({
      'GET /api/admin/users': usersApi({ teacher: [teacher, teacherWithoutId] }, asked),
    });
    await user.click(await screen.findByRole('tab', { name: 'Admin Requests' }));
    await screen.findByText('Dr. Salma Akter');

    expect(router.state.location.search).toBe('?tab=requests');
    expect(asked).toContain('?role=teacher&page=1');
    expect(within(rowOf('Dr. Salma Akter')).getByText('1042')).toBeInTheDocument();
    expect(within(rowOf('Kamal Hossain')).getByText('N/A')).toBeInTheDocument();
    expect(within(rowOf('Dr. Salma Akter')).getByText('Teacher')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve Dr. Salma Akter' })).toBeEnabled();
  });

  it('shows the teacher ID on Admins with an Admin badge and no approve button', async () => {
    renderUsers({ 'GET /api/admin/users': usersApi({ admin: [admin] }) }, '/students?tab=admins');
    await screen.findByText('Prof. Nasreen Sultana');
    expect(screen.getByRole('tab', { name: 'Admins' })).toHaveAttribute('aria-selected', 'true');
    expect(within(rowOf('Prof. Nasreen Sultana')).getByText('1001')).toBeInTheDocument();
    expect(within(rowOf('Prof. Nasreen Sultana')).getByText('Admin')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
  });

  it('disables approve for a user who is already an admin', async () => {
    renderUsers(
      { 'GET /api/admin/users': usersApi({ teacher: [teacher, admin] }) },
      '/students?tab=requests',
    );
    expect(await screen.findByRole('button', { name: 'Approve Prof. Nasreen Sultana' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Approve Dr. Salma Akter' })).toBeEnabled();
  });

  it('moves between tabs with the arrow keys', async () => {
    const { user } = renderUsers({
      'GET /api/admin/users': usersApi({}),
      'GET /api/admin/student-ids': pending,
    });
    const first = await screen.findByRole('tab', { name: 'All Students' });
    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Admin Requests' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Admin Requests' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Student IDs' })).toHaveFocus();
  });

  it('pages on the server, 5 rows a page', async () => {
    const asked: string[] = [];
    const { user } = renderUsers({
      'GET /api/admin/users': (_body, request) => {
        const url = new URL(request.url);
        asked.push(url.search);
        const n = Number(url.searchParams.get('page'));
        const items = n === 1 ? [student] : [studentWithoutId];
        return page(items, 7, n);
      },
    });
    await screen.findByText('Rafiq Islam');
    expect(screen.getByText(/Page 1 of 2/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Mina Das')).toBeInTheDocument();
    expect(asked).toContain('?role=student&page=2');
  });

  it('says so when a tab is empty, and offers a retry when loading fails', async () => {
    let fail = true;
    const { user } = renderUsers({
      'GET /api/admin/users': () => (fail ? apiError(403, 'FORBIDDEN', 'Admins only') : page([])),
    });
    expect(await screen.findByRole('heading', { name: 'The users could not be loaded' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No students yet' })).toBeInTheDocument();
  });

  it('shows a spinner while the users load', async () => {
    renderUsers({ 'GET /api/admin/users': pending });
    expect(await screen.findByRole('status', { name: 'Loading users' })).toBeInTheDocument();
  });
});

describe('User management on a phone', () => {
  afterEach(() => {
    window.innerWidth = 1024;
  });

  it('shows each user as a card with the same ID, badge and actions', async () => {
    window.innerWidth = 390;
    renderUsers({ 'GET /api/admin/users': usersApi({ teacher: [teacher] }) }, '/students?tab=requests');
    await screen.findByText('Dr. Salma Akter');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(screen.getByRole('tabpanel')).getByRole('listitem');
    expect(within(card).getByText('1042')).toBeInTheDocument();
    expect(within(card).getByText('Teacher')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Approve Dr. Salma Akter' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Delete Dr. Salma Akter' })).toBeInTheDocument();
  });
});

describe('User management: approve', () => {
  it('asks "Approval", promotes, and says "Promoted!"', async () => {
    let promoted = '';
    const { user } = renderUsers(
      {
        'GET /api/admin/users': usersApi({ teacher: promoted ? [] : [teacher] }),
        'POST /api/admin/users/t1/promote': () => {
          promoted = 't1';
          return json({ ...teacher, role: 'admin' });
        },
      },
      '/students?tab=requests',
    );
    await user.click(await screen.findByRole('button', { name: 'Approve Dr. Salma Akter' }));

    const confirm = screen.getByRole('dialog', { name: 'Approval' });
    expect(confirm).toHaveAccessibleDescription('Are you sure you want to approve Dr. Salma Akter?');
    await user.click(within(confirm).getByRole('button', { name: 'Yes, approve!' }));

    const done = await screen.findByRole('dialog', { name: 'Promoted!' });
    expect(done).toHaveAccessibleDescription('User has been promoted to admin.');
    expect(promoted).toBe('t1');
  });

  it('does nothing when the approval is cancelled', async () => {
    const { user, fetchMock } = renderUsers(
      { 'GET /api/admin/users': usersApi({ teacher: [teacher] }) },
      '/students?tab=requests',
    );
    await user.click(await screen.findByRole('button', { name: 'Approve Dr. Salma Akter' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/promote'))).toBe(false);
  });

  it.each([
    [422, 'ONLY_TEACHERS', 'Only teachers can be promoted to admin.'],
    [500, 'INTERNAL', 'An error occurred while promoting the user to admin.'],
  ])('shows an error dialog when the server answers %s', async (status, code, shown) => {
    const { user } = renderUsers(
      {
        'GET /api/admin/users': usersApi({ teacher: [teacher] }),
        'POST /api/admin/users/t1/promote': () => apiError(status, code, 'Refused'),
      },
      '/students?tab=requests',
    );
    await user.click(await screen.findByRole('button', { name: 'Approve Dr. Salma Akter' }));
    await user.click(screen.getByRole('button', { name: 'Yes, approve!' }));

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveAccessibleDescription(shown);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Error' })).not.toBeInTheDocument());
  });
});

describe('User management: delete', () => {
  it('asks "Are you sure?", deletes, and says "Deleted!"', async () => {
    let deleted = false;
    const { user } = renderUsers({
      'GET /api/admin/users': () => page(deleted ? [] : [student]),
      'DELETE /api/admin/users/u1': () => {
        deleted = true;
        return json({ id: 'u1', deleted: true });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Rafiq Islam' }));

    const confirm = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(confirm).toHaveAccessibleDescription("You won't be able to revert this!");
    await user.click(within(confirm).getByRole('button', { name: 'Yes, delete it!' }));

    const done = await screen.findByRole('dialog', { name: 'Deleted!' });
    expect(done).toHaveAccessibleDescription('User has been deleted.');
    expect(deleted).toBe(true);
    expect(await screen.findByRole('heading', { name: 'No students yet' })).toBeInTheDocument();
  });

  it.each([
    [500, 'INTERNAL', 'Oops', 'An error occurred while deleting the user.'],
    [422, 'LAST_ADMIN', 'At least one admin must remain.', 'At least one admin must remain.'],
    [422, 'CANNOT_DELETE_SELF', 'You cannot delete your own account.', 'You cannot delete your own account.'],
  ])('shows an error dialog when the server answers %s %s', async (status, code, message, shown) => {
    const { user } = renderUsers(
      {
        'GET /api/admin/users': usersApi({ admin: [admin] }),
        'DELETE /api/admin/users/a1': () => apiError(status, code, message),
      },
      '/students?tab=admins',
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Prof. Nasreen Sultana' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveAccessibleDescription(shown);
  });
});
