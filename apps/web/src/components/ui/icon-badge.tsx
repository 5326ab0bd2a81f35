import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

const tones = {
  brand: 'bg-brand-50 text-brand-700',
  danger: 'bg-danger-50 text-danger-600',
  /** On a danger-tinted surface (the error state). */
  'danger-on-tint': 'bg-white text-danger-600',
} as const;

type IconBadgeProps = {
  icon: LucideIcon;
  tone: keyof typeof tones;
  /** Centred in a text-centred block (dialogs, notices); a flex column centres it by itself. */
  centered?: boolean;
};

/** The round icon above a dialog's, a notice's or an empty list's heading. */
export function IconBadge({ icon: Icon, tone, centered = false }: IconBadgeProps) {
  return (
    <span className={cn(centered && 'mx-auto', 'grid size-12 place-items-center rounded-full', tones[tone])}>
      <Icon aria-hidden="true" className="size-6" />
    </span>
  );
}
