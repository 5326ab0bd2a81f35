// The authenticator step of the journeys' server (serve.mjs sets TOTP_PERIOD_SECONDS to it) and of
// their authenticator app (fixtures/authenticator.ts): 5 seconds rather than the 30 every real
// authenticator app shows, so that a journey waits at most a few seconds for an admin's next code
// (the server takes each step once). The server refuses anything but 30 in production; its own
// tests check both.
export const TOTP_PERIOD_SECONDS = 5;
