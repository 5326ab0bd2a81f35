import { afterEach, describe, expect, it } from 'vitest';
import { takeSignedOutHint } from './signed-out-hint.ts';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the signed-out mark of the page', () => {
  it('says signed out once, for a page the server marked, and is gone after', () => {
    document.head.innerHTML = '<meta name="dpms-signed-out" content="">';
    expect(takeSignedOutHint()).toBe(true);
    expect(document.querySelector('meta[name="dpms-signed-out"]')).toBeNull();
    expect(takeSignedOutHint()).toBe(false);
  });

  it('says nothing for a page without the mark (a browser with a session cookie)', () => {
    document.head.innerHTML = '<meta name="description" content="DPMS">';
    expect(takeSignedOutHint()).toBe(false);
  });
});
