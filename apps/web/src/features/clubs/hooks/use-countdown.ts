import { useEffect, useState } from 'react';

export type TimeLeft = { days: number; hours: number; minutes: number; seconds: number; done: boolean };

const TICK_MS = 1000;

/** What remains from `now` until `until` (milliseconds), in whole seconds rounded up. */
export function timeLeft(until: number, now: number): TimeLeft {
  const total = Math.max(0, Math.ceil((until - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor(total / 3600) % 24,
    minutes: Math.floor(total / 60) % 60,
    seconds: total % 60,
    done: total === 0,
  };
}

/** A live countdown to an ISO time that ticks every second (SPEC section 9) and stops at zero. */
export function useCountdown(until: string): TimeLeft {
  const target = Date.parse(until);
  const [now, setNow] = useState(() => Date.now());
  const left = timeLeft(target, now);

  useEffect(() => {
    if (left.done) return;
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [left.done]);

  return left;
}
