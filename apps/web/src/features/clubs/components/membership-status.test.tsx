import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { timeLeft } from '../hooks/use-countdown.ts';
import { countdownAnnouncement, MembershipStatus } from './membership-status.tsx';

const NOW = new Date('2026-11-21T10:00:00.000Z');

function renderStatus(validUntil: string, plan: 'monthly' | 'yearly' = 'yearly') {
  return render(
    <MemoryRouter>
      <MembershipStatus clubId="club-1" membership={{ plan, validUntil, lastPaidPoisha: 150_000 }} />
    </MemoryRouter>,
  );
}

const unit = (label: string) => screen.getByText(label).previousElementSibling?.textContent;

describe('club membership countdown', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('splits the time left into days, hours, minutes and seconds', () => {
    const until = NOW.getTime() + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(timeLeft(until, NOW.getTime())).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      done: false,
    });
    expect(timeLeft(NOW.getTime() - 1, NOW.getTime())).toMatchObject({ days: 0, seconds: 0, done: true });
  });

  it('is not announced each second: only at 5 minutes, 1 minute and the end', () => {
    const at = (seconds: number) =>
      countdownAnnouncement(timeLeft(NOW.getTime() + seconds * 1000, NOW.getTime()));
    expect(at(3 * 86_400)).toBeNull();
    expect(at(5 * 60 + 1)).toBeNull();
    expect(at(5 * 60)).toBe('clubs.fiveMinutesLeft');
    expect(at(61)).toBe('clubs.fiveMinutesLeft');
    expect(at(60)).toBe('clubs.oneMinuteLeft');
    expect(at(0)).toBe('clubs.membershipEnded');

    vi.useFakeTimers({ now: NOW });
    renderStatus('2026-11-22T11:01:05.000Z');
    const timer = screen.getByRole('timer', { name: 'Membership time left' });
    expect(timer).not.toHaveAttribute('aria-live');
    expect(timer.closest('[aria-live]:not([aria-live="off"])')).toBeNull();
  });

  it('ticks every second and shows a disabled "Paid" while time remains', () => {
    vi.useFakeTimers({ now: NOW });
    renderStatus('2026-11-22T11:01:05.000Z');

    expect(unit('Days')).toBe('01');
    expect(unit('Hours')).toBe('01');
    expect(unit('Minutes')).toBe('01');
    expect(unit('Seconds')).toBe('05');
    expect(screen.getByText('Yearly')).toBeInTheDocument();
    expect(screen.getByText('Tk 1,500')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Paid' })).toBeDisabled();

    act(() => vi.advanceTimersByTime(1000));
    expect(unit('Seconds')).toBe('04');
    act(() => vi.advanceTimersByTime(5000));
    expect(unit('Seconds')).toBe('59');
    expect(unit('Minutes')).toBe('00');
  });

  it('switches to an enabled "Pay Now" to the club checkout at zero', () => {
    vi.useFakeTimers({ now: NOW });
    renderStatus('2026-11-21T10:00:03.000Z', 'monthly');
    expect(screen.getByText('Monthly')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Paid' })).toBeDisabled();

    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: 'Paid' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));

    expect(screen.queryByRole('button', { name: 'Paid' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay Now' })).toHaveAttribute('href', '/checkout/club-1');
    expect(screen.getByText('Your membership has ended')).toBeInTheDocument();
    expect(['Days', 'Hours', 'Minutes', 'Seconds'].map(unit)).toEqual(['00', '00', '00', '00']);
    // Stopped: nothing left to tick.
    expect(vi.getTimerCount()).toBe(0);
  });
});
