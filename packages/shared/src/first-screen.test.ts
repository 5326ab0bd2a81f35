import { describe, expect, it } from 'vitest';
import {
  drawnForOwner,
  firstScreenReads,
  ownFirstScreenReads,
  ownReads,
  pageParam,
  publicReads,
} from './first-screen.ts';

describe("a first screen's public reads", () => {
  it('names the read of each public list and of the home counts and sign-in options', () => {
    expect(firstScreenReads('/')).toEqual(['/api/stats']);
    expect(firstScreenReads('/login')).toEqual(['/api/auth-options']);
    expect(firstScreenReads('/clubs')).toEqual(['/api/clubs']);
    expect(firstScreenReads('/tours')).toEqual(['/api/tours?page=1&pageSize=6']);
  });

  it("follows the events list's page in the address, as the app does", () => {
    expect(firstScreenReads('/tours', 'page=3')).toEqual([publicReads.tours(3)]);
    expect(firstScreenReads('/tours', 'page=x&kind=club')).toEqual([publicReads.tours(1)]);
    expect(pageParam(new URLSearchParams('page=-2'))).toBe(1);
  });

  it('names nothing for a screen that needs a session or has no public read', () => {
    for (const page of ['/my-payments', '/admin/payments', '/tours-checkout/1', '/register', '/nope']) {
      expect(firstScreenReads(page)).toEqual([]);
    }
  });

  it("names My Payments' own first page for a request with a session, as the app asks for it", () => {
    expect(ownFirstScreenReads('/my-payments')).toEqual(['/api/me/payments?kind=tour&page=1']);
    expect(ownFirstScreenReads('/my-payments', 'kind=club&page=2')).toEqual([ownReads.myPayments('club', 2)]);
    // Anything odd in the address is the list the screen opens on.
    expect(ownFirstScreenReads('/my-payments', 'kind=admin&page=x')).toEqual([
      ownReads.myPayments('tour', 1),
    ]);
    for (const page of ['/', '/tours', '/admin/payments', '/my-profile'])
      expect(ownFirstScreenReads(page)).toEqual([]);
  });

  it("draws a signed-in person's own screen only for My Payments as the app links to it", () => {
    expect(drawnForOwner('/my-payments')).toBe(true);
    expect(drawnForOwner('/my-payments', 'kind=club')).toBe(false);
    for (const page of ['/', '/tours', '/admin/payments', '/my-profile', '/my-payments/x'])
      expect(drawnForOwner(page)).toBe(false);
  });
});
