import { type ReactNode, Suspense, useEffect, useState } from 'react';

/**
 * Shows `fallback` in the screen's first commit and `children` (a lazy form) only after it: the
 * first render is a transition (main.tsx), and a transition waits for anything that suspends
 * before it commits, so a lazy form inside the first render would hold back the whole screen,
 * heading included. Drawn first, the screen paints at once and the form follows.
 */
export function AfterFirstPaint({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => setDrawn(true), []);
  return <Suspense fallback={fallback}>{drawn ? children : fallback}</Suspense>;
}
