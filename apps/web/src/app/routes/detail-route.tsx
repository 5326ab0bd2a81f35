import { type ComponentType, Suspense } from 'react';
import { useParams, useRouteError } from 'react-router';
import { NotFoundPage, type NotFoundStateProps } from '@/components/ui/not-found-state.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { ApiRequestError } from '@/lib/api-client.ts';
import { type MessageId, useT } from '@/lib/i18n/i18n.ts';
import { RouteErrorPage } from './route-error.tsx';

type DetailScreen = {
  /** The spinner's words while the record loads, e.g. "Loading the event". */
  loadingLabel: MessageId;
  /** The screen, given the id from the address; it suspends until its record arrives. */
  Details: ComponentType<{ id: string }>;
  /** What an unknown id shows (the server answered 404). */
  notFound: NotFoundStateProps;
};

/**
 * The route module of an event's or a club's page: the record loads by id before the screen
 * shows (a spinner meanwhile); an unknown id is a friendly "not found", any other failure the
 * usual error page.
 */
export function detailRoute({ loadingLabel, Details, notFound }: DetailScreen) {
  function Component() {
    const { id = '' } = useParams();
    const t = useT();
    return (
      <Suspense fallback={<PageSpinner label={t(loadingLabel)} />}>
        <Details id={id} />
      </Suspense>
    );
  }
  function ErrorBoundary() {
    const error = useRouteError();
    if (error instanceof ApiRequestError && error.status === 404) return <NotFoundPage {...notFound} />;
    return <RouteErrorPage />;
  }
  return { Component, ErrorBoundary };
}
