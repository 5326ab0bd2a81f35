export * from './auth.ts';
export * from './catalog.ts';
export * from './demo.ts';
export * from './payments.ts';
export * from './rate-limit.ts';
export * from './reminders.ts';
