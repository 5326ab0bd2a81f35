import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonStyles } from '@/components/ui/button.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { ApiRequestError } from '@/lib/api-client.ts';
import { paths } from '@/lib/paths.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

/** What the reader sees instead of a screen that failed; works with or without the layout around it. */
function describe(error: unknown): { title: string; message: string } {
  const status = isRouteErrorResponse(error) || error instanceof ApiRequestError ? error.status : null;
  if (status === 404) return { title: 'Not found', message: 'We could not find what you were looking for.' };
  if (status === 0)
    return { title: 'You seem to be offline', message: 'Check your connection and try again.' };
  return {
    title: 'Something went wrong',
    message: 'An unexpected error stopped this page. Please try again, or go back home.',
  };
}

export function RouteErrorPage() {
  const { title, message } = describe(useRouteError());
  useDocumentTitle(title);

  return (
    <div className="mx-auto grid min-h-[60vh] w-full max-w-lg place-items-center px-4 py-10">
      <ErrorState
        title={title}
        headingLevel={1}
        message={message}
        onRetry={() => window.location.reload()}
        action={
          <Link to={paths.home} className={buttonStyles()}>
            Go to Home
          </Link>
        }
      />
    </div>
  );
}
