import type { ReactNode } from 'react';
import { Card } from './card.tsx';

type FormSectionProps = {
  title: string;
  description?: string;
  children: ReactNode;
};

/** A titled card holding a group of a long form's fields in a two-column grid (one on phones). */
export function FormSection({ title, description, children }: FormSectionProps) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-base font-semibold text-ink">{title}</h2>
      {description && <p className="mt-0.5 text-sm text-ink-muted">{description}</p>}
      <div className="mt-5 grid gap-5 sm:grid-cols-2">{children}</div>
    </Card>
  );
}
