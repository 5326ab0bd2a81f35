import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildAnnouncement } from '@/test/factories/catalog.ts';
import { buildAdmin } from '@/test/factories/users.ts';
import { apiError, json } from '@/test/mock-api.ts';
import { renderApp } from '@/test/render-app.tsx';

const slow = { timeout: 5000 };

describe('Announcement detail', { timeout: 20_000 }, () => {
  it('shows the heading, the image, the title and the description as paragraphs', async () => {
    const announcement = buildAnnouncement({ description: 'First paragraph.\nSecond paragraph.' });
    renderApp('/announcements/ann-1', { api: { 'GET /api/announcements/ann-1': () => json(announcement) } });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Announcements from Department' }, slow),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Club fee deadline for Spring 2027' }, slow),
    ).toBeInTheDocument();
    expect(screen.getByText('First paragraph.').tagName).toBe('P');
    expect(screen.getByText('Second paragraph.').tagName).toBe('P');
    expect(document.querySelector('article img, img[src^="/uploads/"]')).toHaveAttribute(
      'src',
      '/uploads/fedcbafedcbafedcbafedcba.webp',
    );
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('is a friendly "not found" for an unknown id', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    renderApp('/announcements/x', {
      api: { 'GET /api/announcements/x': () => apiError(404, 'NOT_FOUND', 'No such announcement.') },
    });
    expect(await screen.findByRole('heading', { name: 'Announcement not found' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('lets an admin edit the announcement without changing its image', async () => {
    let sent: unknown;
    const { user } = renderApp('/announcements/ann-1', {
      me: buildAdmin(),
      api: {
        'GET /api/announcements/ann-1': () => json(buildAnnouncement()),
        'PATCH /api/announcements/ann-1': (body) => {
          sent = body;
          return json(buildAnnouncement({ title: 'New deadline' }));
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit' }, slow));
    const title = await screen.findByLabelText('Title', {}, slow);
    fireEvent.change(title, { target: { value: 'New deadline' } });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('heading', { name: 'New deadline' })).toBeInTheDocument();
    expect(sent).toEqual({
      title: 'New deadline',
      description: buildAnnouncement().description,
      imageUrl: buildAnnouncement().imageUrl,
    });
  });

  it('lets an admin delete the announcement and goes home', async () => {
    const { user, router } = renderApp('/announcements/ann-1', {
      me: buildAdmin(),
      api: {
        'GET /api/announcements/ann-1': () => json(buildAnnouncement()),
        'DELETE /api/announcements/ann-1': () => json({ deleted: true, archived: false }),
        'GET /api/stats': () => json({ students: 1, clubs: 1, events: 1 }),
        'GET /api/announcements': () => json({ items: [] }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }, slow));
    await user.click(screen.getByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByRole('dialog', { name: 'Deleted!' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
