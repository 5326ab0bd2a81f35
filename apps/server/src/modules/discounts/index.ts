// The discounts module's public face: discount codes (admins create and end them; checkout applies
// one and the move to paid counts its use) and their words for a refused code. Decision 0051.
export { type AppliedCode, applyCode, CODE_MESSAGES, createCode, takeCodeUse } from './codes.ts';
