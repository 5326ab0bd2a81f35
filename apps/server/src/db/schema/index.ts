export * from './auth.ts';
export * from './catalog.ts';
export * from './payments.ts';
