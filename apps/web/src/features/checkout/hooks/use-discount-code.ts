import type { Quote } from '@dpms/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiRequestError } from '@/lib/api-client.ts';
import { describeError } from '@/lib/describe-error.ts';
import { t } from '@/lib/i18n/i18n.ts';

/** The discount code of one checkout: what was typed, what the server made of it, and the actions. */
export type DiscountCode = {
  typed: string;
  /** Typing a new code forgets the one applied and its refusal. */
  type: (text: string) => void;
  /**
   * Asks the server what the typed code makes the price. The server alone checks the code, its
   * form included (a 400 names the field), so no schema joins the checkout's first load.
   */
  apply: () => void;
  remove: () => void;
  /** The price with the code, as checkout will charge it; undefined while no code applies. */
  quote: Quote | undefined;
  /** The server is being asked. */
  checking: boolean;
  /** Why the code does not apply (in the reader's language), or why it was not checked. */
  problem: string | undefined;
  /**
   * True when Pay Now must wait: a code typed and never applied (or refused) would otherwise be
   * silently dropped; says so under the field.
   */
  holdsPayment: () => boolean;
  /** Checkout refused the code after all (its last use went meanwhile): show why, and drop it. */
  refuse: (message: string) => void;
};

/** A refusal's words: the field's message of a 400, else the server's (or our) message. */
function refusalText(error: unknown): string {
  if (error instanceof ApiRequestError && error.fields?.code) return error.fields.code;
  return describeError(error);
}

/**
 * A discount code for the item `itemKey` names (an event, or a club and its plan). The price is
 * asked again whenever the key changes, so a club's code follows a switch of plan.
 */
export function useDiscountCode(
  itemKey: readonly string[],
  quote: (code: string) => Promise<Quote>,
): DiscountCode {
  const [typed, setTyped] = useState('');
  const [applied, setApplied] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const query = useQuery({
    queryKey: ['checkout', 'quote', ...itemKey, applied],
    queryFn: () => quote(applied ?? ''),
    enabled: applied !== null,
    retry: false,
    // A quote holds until the student changes something; checkout checks the code again anyway.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  const live = applied !== null && !query.isError ? query.data : undefined;
  const problem = note ?? (applied !== null && query.isError ? refusalText(query.error) : undefined);

  return {
    typed,
    type: (text) => {
      setTyped(text);
      setApplied(null);
      setNote(null);
    },
    apply: () => {
      // As the server keeps codes: capitals, no spaces around.
      const code = typed.trim().toUpperCase();
      if (code === '') return;
      setNote(null);
      setTyped(code);
      if (code === applied) void query.refetch();
      else setApplied(code);
    },
    remove: () => {
      setTyped('');
      setApplied(null);
      setNote(null);
    },
    quote: live,
    checking: applied !== null && query.isFetching,
    problem,
    holdsPayment: () => {
      if (typed.trim() === '' || live) return false;
      setNote(t('checkout.codeNotApplied'));
      return true;
    },
    refuse: (message) => {
      setApplied(null);
      setNote(message);
    },
  };
}
