// The message catalogs, compiled at build time by scripts/message-catalogs.mjs.
declare module 'virtual:messages/*' {
  export const messages: Record<string, unknown>;
}
