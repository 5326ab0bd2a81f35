import type { ReactNode } from 'react';
import { Card } from './card.tsx';

/** A named list on a card, a rule between its items (an event's attendees, its waiting line). */
export function CardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Card className="overflow-hidden">
      <ul aria-label={label} className="divide-y divide-line">
        {children}
      </ul>
    </Card>
  );
}
