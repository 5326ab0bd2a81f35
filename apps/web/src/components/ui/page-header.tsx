import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

type PageHeaderProps = {
  title: string;
  description?: ReactNode;
  /** Buttons or links at the right of the title. */
  actions?: ReactNode;
};

/** The screen's one <h1>; it also names the browser tab. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  useDocumentTitle(title);

  return (
    <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
        {description && <p className="mt-1.5 max-w-2xl text-sm text-ink-muted sm:text-base">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
    </header>
  );
}
