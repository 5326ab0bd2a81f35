import type { PaymentKind } from '@dpms/shared';

/** A paged list's page from the address (?page=2); anything missing or odd is page 1. */
export function pageParam(params: URLSearchParams): number {
  return Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
}

/** A payments list's kind from the address (?kind=club); `fallback` when missing or odd. */
export function kindParam(params: URLSearchParams, fallback: PaymentKind): PaymentKind {
  const kind = params.get('kind');
  return kind === 'tour' || kind === 'club' ? kind : fallback;
}
