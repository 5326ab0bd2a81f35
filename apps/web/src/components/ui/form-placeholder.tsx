import { cn } from '@/lib/cn.ts';
import { Spinner } from './spinner.tsx';

/**
 * The room of a form whose code is still loading (react-hook-form, zod and the shared schemas
 * load after the page's first paint, decision 0026): as tall as the form, so nothing below it
 * moves when it appears, with a spinner that shows only if the wait is long enough to notice.
 */
export function FormPlaceholder({ className }: { className: string }) {
  return (
    <div className={cn('grid place-items-center', className)}>
      <Spinner className="transition-opacity delay-300 duration-300 starting:opacity-0" />
    </div>
  );
}
