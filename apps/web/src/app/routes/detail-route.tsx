import { type ComponentType, Suspense } from 'react';
import { useParams, useRouteError } from 'react-router';
import { NotFoundPage, type NotFoundStateProps } from '@/components/ui/not-found-state.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { ApiRequestError } from '@/lib/api-client.ts';
import { RouteErrorPage } from './route-error.tsx';

type DetailScreen = {
  /** The spinner's words while the record loads, e.g. "Loading the event". */
  loadingLabel: string;
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
    return (
      <Suspense fallback={<PageSpinner label={loadingLabel} />}>
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
