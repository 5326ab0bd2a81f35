/**
 * Leaves the app for the gateway's hosted payment page (in development, our own sandbox). A full
 * page load, not a router navigation: the gateway is another site and posts back to the server.
 */
export function goToGateway(url: string) {
  window.location.assign(url);
}
