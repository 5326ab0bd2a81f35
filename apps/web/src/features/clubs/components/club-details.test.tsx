import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildClub } from '@/test/factories/catalog.ts';
import { apiError, json } from '@/test/mock-api.ts';
import { renderApp } from '@/test/render-app.tsx';

const slow = { timeout: 5000 };

describe('Club detail', { timeout: 20_000 }, () => {
  it('shows the club, its leadership, benefits, contacts and prices in Tk', async () => {
    renderApp('/club/club-1', { api: { 'GET /api/clubs/club-1': () => json(buildClub()) } });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'CSE Programming Club' }, slow),
    ).toBeInTheDocument();
    expect(screen.getByText('Weekly contests and algorithm classes.')).toBeInTheDocument();

    const leadership = within(
      screen.getByRole('heading', { name: 'Club Leadership' }).parentElement as HTMLElement,
    );
    expect(leadership.getByText('President')).toBeInTheDocument();
    expect(leadership.getByText('Rafid Ahmed Chowdhury')).toBeInTheDocument();
    expect(leadership.getByText('Treasurer')).toBeInTheDocument();

    const benefits = within(
      screen.getByRole('heading', { name: 'Membership Benefits' }).parentElement as HTMLElement,
    );
    expect(benefits.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Weekly rated contests',
      'Algorithm classes',
    ]);
    const contact = within(
      screen.getByRole('heading', { name: 'Contact Information' }).parentElement as HTMLElement,
    );
    expect(contact.getAllByRole('listitem')).toHaveLength(2);

    const pricing = within(screen.getByRole('heading', { name: 'Pricing' }).parentElement as HTMLElement);
    expect(pricing.getByText('Tk 150')).toBeInTheDocument();
    expect(pricing.getByText('Tk 1,500')).toBeInTheDocument();
    expect(pricing.queryByText(/\$/)).not.toBeInTheDocument();
    expect(pricing.getByRole('link', { name: 'Pay Now' })).toHaveAttribute('href', '/checkout/club-1');
  });

  it('is a friendly "Club not found" for an unknown id', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    renderApp('/club/nope', {
      api: { 'GET /api/clubs/nope': () => apiError(404, 'NOT_FOUND', 'No such club.') },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Club not found' }, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Clubs' })).toHaveAttribute('href', '/clubs');
  });
});
