/**
 * When a payment's move happens. Left out, it is the moment of the call; the demo seed gives a
 * time in the past, so its payments are written through the same moves with believable dates
 * (decision 0021). Only the payment's own times follow it (created, paid, validity, refund):
 * the trail and the gateway's event log are stamped by the database when they are written.
 */
export interface PaymentClock {
  now?: Date;
}

/** What the demo seed may also turn off: the receipt mail of a payment made months ago. */
export interface PaymentMoveOptions extends PaymentClock {
  /** Mail the payer a receipt when the payment becomes paid (default true). */
  mailReceipt?: boolean;
}
