import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';

type IconLineProps = ComponentProps<'p'> & {
  icon: LucideIcon;
  /** The icon's colour, when it differs from the text's. */
  iconClassName?: string;
};

/** A line of text led by a small icon that stays level with its first line, however it wraps. */
export function IconLine({ icon: Icon, iconClassName, children, ...props }: IconLineProps) {
  return (
    <p {...props}>
      <Icon aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', iconClassName)} />
      {children}
    </p>
  );
}
