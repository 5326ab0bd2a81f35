/**
 * The server's test data, one home (STYLE habit 12): accounts and sessions, catalogue inputs and
 * rows, payments through the real checkout, uploads through the real API. Imported by tests only.
 */
export * from './accounts.ts';
export * from './catalog.ts';
export * from './payments.ts';
export * from './uploads.ts';
