import type { LucideIcon } from 'lucide-react';
import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';
import { IconBadge } from './icon-badge.tsx';

type EmptyStateProps = {
  title: string;
  description?: ReactNode;
  icon?: LucideIcon;
  action?: ReactNode;
  /** 1 when the state is the whole page (e.g. "Page not found"). */
  headingLevel?: 1 | 2 | 3;
};

/** Shown where a list has nothing to show yet. */
export function EmptyState({ title, description, icon = Inbox, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <IconBadge icon={icon} tone="brand" />
      <Heading
        className={cn('mt-4 text-ink', headingLevel === 1 ? 'text-xl font-bold' : 'text-base font-semibold')}
      >
        {title}
      </Heading>
      {description && <p className="mt-1 max-w-sm text-sm text-ink-muted">{description}</p>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
