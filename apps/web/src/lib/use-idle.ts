import { useEffect, useState } from 'react';
import { idleFor, onActivity, watchActivity } from './activity.ts';

/** True once nobody has touched the page for `afterMs`; false again at the next input. */
export function useIdle(afterMs: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    watchActivity();
    const stop = onActivity(() => setIdle(false));
    const timer = setInterval(() => setIdle(idleFor() >= afterMs), Math.min(afterMs, 15_000));
    return () => {
      stop();
      clearInterval(timer);
    };
  }, [afterMs]);
  return idle;
}
