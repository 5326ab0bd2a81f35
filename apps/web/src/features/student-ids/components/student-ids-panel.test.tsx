import type { StudentIdRow } from '@dpms/shared/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/test/lazy-screens.ts';
import { buildAdmin } from '@/test/factories/users.ts';
import { apiError, type Handler, json, mockMultipart, pending } from '@/test/mock-api.ts';
import { renderApp } from '@/test/render-app.tsx';

const unused: StudentIdRow = {
  studentId: '2025010401000005',
  createdAt: '2026-11-01T10:00:00.000Z',
  usedBy: null,
};
const used: StudentIdRow = {
  studentId: '2024010401000027',
  createdAt: '2026-11-01T10:00:00.000Z',
  usedBy: { name: 'Nafisa Tabassum', email: 'nafisa@example.edu' },
};

const listOf = (items: StudentIdRow[], total = items.length) => json({ items, page: 1, pageSize: 20, total });

function renderPanel(api: Record<string, Handler>) {
  return renderApp('/students?tab=student-ids', { me: buildAdmin(), api });
}

describe('Student IDs (the allow-list)', () => {
  it('lists IDs with who used them; only an unused ID can be removed', async () => {
    renderPanel({ 'GET /api/admin/student-ids': () => listOf([unused, used]) });
    expect(await screen.findByText('2025010401000005')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Student IDs' })).toHaveAttribute('aria-selected', 'true');

    const usedRow = screen.getByText('2024010401000027').closest('tr') as HTMLElement;
    expect(within(usedRow).getByText(/Nafisa Tabassum/)).toBeInTheDocument();
    expect(within(usedRow).queryByRole('button')).not.toBeInTheDocument();
    const unusedRow = screen.getByText('2025010401000005').closest('tr') as HTMLElement;
    expect(within(unusedRow).getByText('Unused')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove 2025010401000005' })).toBeInTheDocument();
  });

  it('searches on the server', async () => {
    const asked: string[] = [];
    const { user } = renderPanel({
      'GET /api/admin/student-ids': (_body, request) => {
        const url = new URL(request.url);
        asked.push(url.search);
        return url.searchParams.get('q') ? listOf([used]) : listOf([unused, used]);
      },
    });
    await screen.findByText('2025010401000005');
    await user.type(screen.getByRole('searchbox', { name: 'Search student IDs' }), '0027');

    await waitFor(() => expect(screen.queryByText('2025010401000005')).not.toBeInTheDocument());
    expect(asked).toContain('?page=1&q=0027');
  });

  it('says when nothing matches', async () => {
    const { user } = renderPanel({
      'GET /api/admin/student-ids': (_body, request) =>
        new URL(request.url).searchParams.get('q') ? listOf([]) : listOf([unused]),
    });
    await screen.findByText('2025010401000005');
    await user.type(screen.getByRole('searchbox', { name: 'Search student IDs' }), '9999');
    expect(await screen.findByRole('heading', { name: 'No matching student IDs' })).toBeInTheDocument();
  });

  it('removes an unused ID after the confirm dialog', async () => {
    let removed = false;
    const { user } = renderPanel({
      'GET /api/admin/student-ids': () => listOf(removed ? [used] : [unused, used]),
      'DELETE /api/admin/student-ids/2025010401000005': () => {
        removed = true;
        return json({ studentId: '2025010401000005', deleted: true });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove 2025010401000005' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveAccessibleDescription(
      'Remove 2025010401000005 from the allow-list? No one will be able to register with it.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Yes, remove it!' }));

    expect(await screen.findByText('Student ID 2025010401000005 removed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument());
    expect(removed).toBe(true);
  });

  it("toasts the server's message when a removal is refused", async () => {
    const { user } = renderPanel({
      'GET /api/admin/student-ids': () => listOf([unused]),
      'DELETE /api/admin/student-ids/2025010401000005': () =>
        apiError(422, 'STUDENT_ID_IN_USE', 'An account already uses this Student ID.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove 2025010401000005' }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove it!' }));
    expect(await screen.findByText('An account already uses this Student ID.')).toBeInTheDocument();
  });

  it('adds IDs typed one per line and says what happened', async () => {
    let sent: unknown;
    const { user } = renderPanel({
      'GET /api/admin/student-ids': () => listOf([unused]),
      'POST /api/admin/student-ids': (body) => {
        sent = body;
        return json({ added: 2, alreadyListed: 1, skipped: 1, skippedExamples: ['abc'] });
      },
    });
    const box = await screen.findByRole('textbox', { name: 'Student IDs' });
    await user.type(box, '2026010401000099{Enter}2026010401000098{Enter}{Enter}2025010401000005{Enter}abc');
    await user.click(screen.getByRole('button', { name: 'Add IDs' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      '2 IDs added, 1 ID already on the list, 1 ID skipped as not valid (e.g. abc).',
    );
    expect(sent).toEqual({
      studentIds: ['2026010401000099', '2026010401000098', '2025010401000005', 'abc'],
    });
    expect(box).toHaveValue('');
  });

  it('asks for at least one ID', async () => {
    const { user } = renderPanel({ 'GET /api/admin/student-ids': pending });
    await user.click(await screen.findByRole('button', { name: 'Add IDs' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter at least one student ID');
    const box = screen.getByRole('textbox', { name: 'Student IDs' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('One per line. Enter at least one student ID');
  });

  it('imports a file and says what happened; a file is required', async () => {
    let sentName = '';
    const { user, fetchMock } = renderPanel({ 'GET /api/admin/student-ids': () => listOf([unused]) });
    mockMultipart(fetchMock, '/api/admin/student-ids/import', (form) => {
      sentName = (form.get('file') as File).name;
      return json({ added: 5, alreadyListed: 0, skipped: 0, skippedExamples: [] });
    });
    await user.click(await screen.findByRole('button', { name: 'Import file' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a file first');

    const file = new File(['2026010401000097\n2026010401000096\n'], 'ids.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Student ID file'), file);
    await user.click(screen.getByRole('button', { name: 'Import file' }));
    expect(await screen.findByRole('status')).toHaveTextContent('5 IDs added.');
    expect(sentName).toBe('ids.csv');
  });
});
