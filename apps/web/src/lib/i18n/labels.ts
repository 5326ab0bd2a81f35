import { BATCHES } from '@dpms/shared/constants';
import { type MessageId, t } from './i18n.ts';

/** A batch ("8th") in the active language; a batch the list does not know is shown as stored. */
export function batchLabel(batch: string | null | undefined): string {
  if (!batch) return t('col.notAvailable');
  return (BATCHES as readonly string[]).includes(batch)
    ? t(`batch.${batch as (typeof BATCHES)[number]}`)
    : batch;
}

/**
 * Why a payment is held, in the active language. The server stores its reason in English (the
 * audit trail and the CSV keep one wording); the known ones are worded here, with the gateway's
 * own details (amounts, its risk title) carried over as they are.
 */
export function holdReasonLabel(reason: string): string {
  const whole: Record<string, MessageId> = {
    'The event was full when this payment arrived: refund it, or add a seat and accept it.': 'hold.eventFull',
    'Already registered for this event with another payment: refund this one.': 'hold.alreadyRegistered',
    'The account was deleted before this payment arrived: refund it.': 'hold.accountDeleted',
    'Its discount code had been used up by other payments when this one arrived: refund it, or accept it at the price paid.':
      'hold.codeUsedUp',
  };
  if (whole[reason]) return t(whole[reason]);
  const prefixed: [string, MessageId][] = [
    ['Gateway answer does not match: ', 'hold.mismatch'],
    ['Flagged as risky by the gateway: ', 'hold.risky'],
    ['gateway session failed: ', 'hold.sessionFailed'],
  ];
  for (const [prefix, id] of prefixed) {
    if (reason.startsWith(prefix)) return t(id, { detail: reason.slice(prefix.length) });
  }
  return reason;
}
