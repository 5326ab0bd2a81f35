import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';

/** A white surface with a soft border: the container for forms, lists and summaries. */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('rounded-xl border border-line bg-white shadow-card', className)} {...props} />;
}
