import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';
import { describeError } from '@/lib/describe-error.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { Button } from './button.tsx';
import { IconBadge } from './icon-badge.tsx';

type ErrorStateProps = {
  title?: string;
  message?: ReactNode;
  /** Offers a "Try again" button when given. */
  onRetry?: () => void;
  /** Another way out, e.g. a link home. */
  action?: ReactNode;
  /** 1 when the state is the whole page (the route error page). */
  headingLevel?: 1 | 2 | 3;
};

/** Shown where something failed to load, with a way forward. */
export function ErrorState({ title, message, onRetry, action, headingLevel = 2 }: ErrorStateProps) {
  const t = useT();
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-xl border border-danger-600/20 bg-danger-50 px-6 py-12 text-center"
    >
      <IconBadge icon={TriangleAlert} tone="danger-on-tint" />
      <Heading
        className={cn('mt-4 text-ink', headingLevel === 1 ? 'text-xl font-bold' : 'text-base font-semibold')}
      >
        {title ?? t('ui.errorTitle')}
      </Heading>
      <p className="mt-1 max-w-sm text-sm text-ink-muted">{message ?? t('ui.errorMessage')}</p>
      {(onRetry || action) && (
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          {onRetry && (
            <Button variant="secondary" onClick={onRetry}>
              {t('ui.tryAgain')}
            </Button>
          )}
          {action}
        </div>
      )}
    </div>
  );
}

/** A query that failed: the server's words (or ours), and Try again, which asks once more. */
export function QueryErrorState({ query }: { query: { error: unknown; refetch: () => unknown } }) {
  return <ErrorState message={describeError(query.error)} onRetry={() => query.refetch()} />;
}
