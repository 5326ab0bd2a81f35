import type { OfflineAttendee, OfflineCheckInList } from '@dpms/shared/schemas';

/** A ticket code as the server lists the codes to refuse: SHA-256, base64url. */
export async function codeDigest(code: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(code.trim())));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** What a scan means against the list a phone keeps: whom it checks in, or the server's own refusal. */
export type OfflineVerdict =
  | { kind: 'attendee'; attendee: OfflineAttendee }
  | { kind: 'refused'; message: string };

/**
 * Checks a scanned or typed code with no network. Only a code the server listed is anyone's
 * ticket: the phone holds no key, so it cannot be fooled by a code it could not have been given.
 * A refused code gets the very message the server would give online.
 */
export async function offlineVerdict(list: OfflineCheckInList, scanned: string): Promise<OfflineVerdict> {
  const code = scanned.trim();
  const attendee = list.attendees.find((candidate) => candidate.code === code);
  if (attendee) return { kind: 'attendee', attendee };
  const digest = await codeDigest(code);
  const refusal = list.refusals.find((candidate) => candidate.digest === digest);
  return { kind: 'refused', message: refusal?.message ?? list.invalidMessage };
}
