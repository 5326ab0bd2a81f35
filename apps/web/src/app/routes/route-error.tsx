import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonStyles } from '@/components/ui/button.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { ApiRequestError } from '@/lib/api-client.ts';
import { type MessageId, useT } from '@/lib/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

/** What the reader sees instead of a screen that failed; works with or without the layout around it. */
function describe(error: unknown): { title: MessageId; message: MessageId } {
  const status = isRouteErrorResponse(error) || error instanceof ApiRequestError ? error.status : null;
  if (status === 404) return { title: 'routeError.notFoundTitle', message: 'routeError.notFoundMessage' };
  if (status === 0) return { title: 'routeError.offlineTitle', message: 'routeError.offlineMessage' };
  return {
    title: 'ui.errorTitle',
    message: 'routeError.message',
  };
}

export function RouteErrorPage() {
  const t = useT();
  const { title, message } = describe(useRouteError());
  useDocumentTitle(t(title));

  return (
    <div className="mx-auto grid min-h-[60vh] w-full max-w-lg place-items-center px-4 py-10">
      <ErrorState
        title={t(title)}
        headingLevel={1}
        message={t(message)}
        onRetry={() => window.location.reload()}
        action={
          <Link to={paths.home} className={buttonStyles()}>
            {t('notFound.goHome')}
          </Link>
        }
      />
    </div>
  );
}
