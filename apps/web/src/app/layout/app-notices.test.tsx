import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { announceWaitingUpdate } from '../update-waiting.ts';
import AppNotices from './app-notices.tsx';

function renderNotices(client = new QueryClient()) {
  return render(
    <QueryClientProvider client={client}>
      <AppNotices />
    </QueryClientProvider>,
  );
}

describe('the notices above every screen', () => {
  it('say when the phone is offline, and from when what is shown dates', () => {
    const client = new QueryClient();
    client.setQueryData(['tours'], { items: [] }, { updatedAt: new Date('2030-01-05T04:42:00Z').getTime() });
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderNotices(client);
    expect(screen.queryByTestId('offline-banner')).not.toBeInTheDocument();
    online.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    // 04:42 UTC is 10:42 in Dhaka, the app's time zone.
    expect(screen.getByTestId('offline-banner')).toHaveTextContent(
      'You are offline; this is what DPMS showed at Jan 5, 2030, 10:42 AM.',
    );
    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByTestId('offline-banner')).not.toBeInTheDocument();
  });

  it('offer a waiting new version, which starts only when the person reloads', async () => {
    const reload = vi.fn(() => Promise.resolve());
    renderNotices();
    expect(screen.queryByText('A new version of DPMS is ready.')).not.toBeInTheDocument();
    act(() => announceWaitingUpdate(reload));
    expect(screen.getByText('A new version of DPMS is ready.')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
