// The message catalogs, gettext .po files compiled at build time by @lingui/vite-plugin; the web's
// own are reached as `virtual:messages/<locale>` (scripts/message-catalogs.ts).
declare module 'virtual:messages/*' {
  export const messages: import('@lingui/core').Messages;
}

declare module '*.po' {
  export const messages: import('@lingui/core').Messages;
}
