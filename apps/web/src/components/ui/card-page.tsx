import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { Card } from './card.tsx';

type CardPageProps = {
  /** Names the browser tab; the card shows its own heading. */
  title: string;
  /** Above the card, at its right (the sign-in screen's language switch). */
  above?: ReactNode;
  children: ReactNode;
};

/** A screen that is one card in a narrow centred column: sign-in, two-factor set-up. */
export function CardPage({ title, above, children }: CardPageProps) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto w-full max-w-md py-4 sm:py-10">
      {above}
      <Card className="p-6 sm:p-8">{children}</Card>
    </div>
  );
}
