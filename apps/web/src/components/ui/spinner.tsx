import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { Card } from './card.tsx';

type SpinnerProps = {
  /** What is loading, for screen readers. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

const sizes = { sm: 'size-4 border-2', md: 'size-8 border-[3px]', lg: 'size-12 border-4' } as const;

/** A round spinner announced as a status. */
export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  const t = useT();
  return (
    <span role="status" aria-label={label ?? t('ui.loading')} className={cn('inline-flex', className)}>
      <span
        aria-hidden="true"
        className={cn('animate-spin rounded-full border-brand-200 border-t-brand-700', sizes[size])}
      />
    </span>
  );
}

/** The spinner centred in the page area, while a screen or the session loads. */
export function PageSpinner({ label }: { label?: string }) {
  return <CenteredSpinner className="min-h-[60vh]" label={label} size="lg" />;
}

/**
 * The spinner centred in the room what is loading will take: `className` gives the box its size
 * (`h-56`, `min-h-[40vh]`) or its padding across a list's or a dialog's width (`py-16`).
 */
export function CenteredSpinner({ className, ...spinner }: SpinnerProps) {
  return (
    <div className={cn('grid place-items-center', className)}>
      <Spinner {...spinner} />
    </div>
  );
}

type LoadingLineProps = {
  /** What is loading, for screen readers, and the words shown unless `text` is given. */
  label: string;
  text?: string;
  /** On a card of its own, where an admin's list will be. */
  card?: boolean;
  className?: string;
};

/** A small spinner with its words beside it, where a list or a ticket is on its way. */
export function LoadingLine({ label, text = label, card = false, className }: LoadingLineProps) {
  const Box = card ? Card : 'div';
  return (
    <Box className={cn('flex items-center justify-center gap-3', className, 'text-ink-muted')}>
      <Spinner size="sm" label={label} />
      <span>{text}</span>
    </Box>
  );
}
