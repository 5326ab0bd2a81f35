import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Spinner } from './spinner.tsx';

type QueryListProps<T> = {
  query: UseQueryResult<T>;
  /** What is loading, for screen readers. */
  loadingLabel: string;
  /** The line shown when the list could not be loaded. */
  failedText: string;
  /** The list's items (`<li>`), once it has arrived. */
  children: (data: T) => ReactNode;
};

/** A card's list from the server (My Profile's sessions, its reminders): loading, failed, or its items. */
export function QueryList<T>({ query, loadingLabel, failedText, children }: QueryListProps<T>) {
  if (query.isPending) return <Spinner label={loadingLabel} />;
  if (query.isError) {
    return (
      <p role="alert" className="mt-2 text-sm text-danger-700">
        {failedText}
      </p>
    );
  }
  return <ul className="mt-2 divide-y divide-line">{children(query.data)}</ul>;
}
