import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearAnnouncement } from '@/lib/announce.ts';
import { activateLocale, currentLocale } from '@/lib/i18n/i18n.ts';

// Every screen's code loads lazily, and on a busy two-core machine the first render of a file can
// take seconds: wait for what the user should see longer than Testing Library's default second.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

// A stray console.error (a React warning, a failed request nobody handled) fails the test, as in
// the epic-stack. A test that expects one silences it: vi.mocked(console.error).mockImplementation(() => {}).
let consoleErrors: unknown[][] = [];

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

// Screens render in English unless a test switches; the switch's tests go back afterwards.
await activateLocale('en');

afterEach(async () => {
  cleanup();
  // The live region's message is the module's: the next test's page must not start with it.
  clearAnnouncement();
  if (currentLocale() !== 'en') await activateLocale('en');
  localStorage.clear();
  sessionStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser yet.
  document.cookie = 'dpms_lang=; path=/; max-age=0';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) {
    const text = errors.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`console.error was called during the test:\n${text}`);
  }
});

// jsdom lays nothing out: answer width queries from window.innerWidth (1024 by default, i.e. lg),
// so a test picks a phone with `window.innerWidth = 390`.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const width = window.innerWidth;
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
  },
});

// jsdom has <dialog> but not its methods; enough of them for the Dialog component.
if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}
