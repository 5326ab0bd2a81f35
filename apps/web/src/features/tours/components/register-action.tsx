import type { Tour } from '@dpms/shared/schemas';
import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button, type ButtonSize, buttonStyles } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';
import { unavailableMessage } from '../availability.ts';

type RegisterActionProps = {
  tour: Tour;
  size?: ButtonSize;
  className?: string;
  /** The id of the text saying why registration is unavailable, shown near the button. */
  reasonId?: string;
};

/**
 * Register goes to the event checkout. It is disabled and reads "Registered" once the student
 * has paid, and disabled when the server says registration is not possible (closed, departed, full).
 */
export function RegisterAction({ tour, size = 'md', className, reasonId }: RegisterActionProps) {
  const t = useT();
  if (tour.registered) {
    return (
      <button
        type="button"
        disabled
        className={cn(
          'inline-flex cursor-not-allowed items-center justify-center gap-2 rounded-lg border border-brand-200 bg-brand-50 font-semibold text-brand-800',
          size === 'lg' ? 'h-12 px-6 text-base' : size === 'sm' ? 'h-8 px-3 text-sm' : 'h-10 px-4 text-sm',
          className,
        )}
      >
        <CircleCheck aria-hidden="true" className="size-4" />
        {t('tours.registered')}
      </button>
    );
  }
  if (unavailableMessage(tour)) {
    return (
      <Button disabled size={size} className={className} aria-describedby={reasonId}>
        {t('tours.register')}
      </Button>
    );
  }
  return (
    <Link to={paths.tourCheckout(tour.id)} className={buttonStyles({ size, className })}>
      {t('tours.register')}
    </Link>
  );
}
