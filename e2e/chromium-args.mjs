// How the journeys and the screenshot script start Debian's Chromium: headless, and quiet (no
// first-run pages, background fetches, updates or sync) so nothing but the app takes the machine.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
