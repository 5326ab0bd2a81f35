/**
 * Leaves the app for another address (the identity provider). A module of its own so tests can
 * replace it: jsdom cannot navigate.
 */
export function leaveTo(url: string): void {
  window.location.assign(url);
}
