import { createHash } from 'node:crypto';
import type { OfflineCheckInList } from '@dpms/shared/schemas';
import { describe, expect, it } from 'vitest';
import { codeDigest, offlineVerdict } from './verdict.ts';

const CODE = 'VTMfrKoQT6mQN8Au3135G_Ra_kfV3m1P1PlyaI1Bi_Y';
const OTHER = 'Xq2pX0m7Qp4oS1a3JfBfJ8c0vYy2mX3k9eR4t6u8wZ0';

const serverDigest = (code: string) => createHash('sha256').update(code).digest('base64url');

const list = (): OfflineCheckInList => ({
  tourId: 'tour-1',
  destination: 'Sajek Valley',
  departureDate: '2030-01-05',
  takenAt: '2030-01-04T20:00:00.000Z',
  attendees: [
    {
      paymentId: 'pay-1',
      name: 'Nusrat Jahan',
      studentId: '2020000000000001',
      batch: '10th',
      email: 'nusrat@example.edu',
      mobile: '01712345678',
      photoUrl: null,
      paidAt: null,
      checkedInAt: null,
      checkedInBy: null,
      checkedInDevice: null,
      repeatScans: [],
      code: CODE,
    },
  ],
  refusals: [
    {
      digest: serverDigest(OTHER),
      code: 'TICKET_OTHER_EVENT',
      message: 'This ticket is for another event: Bandarban.',
    },
  ],
  invalidMessage: 'This is not a valid DPMS ticket.',
});

describe('an offline scan', () => {
  it('digests a code exactly as the server lists it (SHA-256, base64url, trimmed)', async () => {
    expect(await codeDigest(` ${OTHER}\n`)).toBe(serverDigest(OTHER));
  });

  it('finds the attendee of a listed code, typed with spaces around it', async () => {
    expect(await offlineVerdict(list(), `  ${CODE} `)).toMatchObject({
      kind: 'attendee',
      attendee: { name: 'Nusrat Jahan' },
    });
  });

  it('refuses another event’s ticket with the server’s words, and anything else as not a ticket', async () => {
    expect(await offlineVerdict(list(), OTHER)).toEqual({
      kind: 'refused',
      message: 'This ticket is for another event: Bandarban.',
    });
    // One character changed: not the attendee's ticket, and not a ticket at all.
    expect(await offlineVerdict(list(), `${CODE.slice(0, -1)}Z`)).toEqual({
      kind: 'refused',
      message: 'This is not a valid DPMS ticket.',
    });
  });
});
