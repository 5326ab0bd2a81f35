import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CheckoutLoadError } from './checkout-load-error.tsx';
import { CheckoutLoading } from './checkout-loading.tsx';
import { CheckoutProgress } from './checkout-progress.tsx';

type ConfirmStepProps<Item> = {
  /** The item to pay for (an event, a club), as the checkout asks for it. */
  query: UseQueryResult<Item>;
  /** The spec's "Loading ... information..." line. */
  loadingText: string;
  /** What an unknown item shows: "Event not found" and the way back to its list. */
  notFound: { title: string; back: { to: string; label: string } };
  /** The checkout itself, once the item has arrived. */
  children: (item: Item) => ReactNode;
};

/**
 * A checkout's first step (SPEC section 2): the progress at "Confirm", then the checkout once its
 * item has arrived, the loading line until then, or why it could not be loaded.
 */
export function ConfirmStep<Item>({ query, loadingText, notFound, children }: ConfirmStepProps<Item>) {
  return (
    <>
      <CheckoutProgress stage="confirm" />
      {query.data ? (
        children(query.data)
      ) : query.isError ? (
        <CheckoutLoadError
          error={query.error}
          notFoundTitle={notFound.title}
          back={notFound.back}
          onRetry={() => query.refetch()}
        />
      ) : (
        <CheckoutLoading text={loadingText} />
      )}
    </>
  );
}
