import type { PaymentKind } from '@dpms/shared/constants';

// Shared with the server, which preloads the events list's page the address names.
export { pageParam } from '@dpms/shared/first-screen';

/** A payments list's kind from the address (?kind=club); `fallback` when missing or odd. */
export function kindParam(params: URLSearchParams, fallback: PaymentKind): PaymentKind {
  const kind = params.get('kind');
  return kind === 'tour' || kind === 'club' ? kind : fallback;
}
