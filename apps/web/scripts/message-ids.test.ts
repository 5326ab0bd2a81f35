import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENGLISH_CATALOG, MESSAGE_IDS_FILE, messageIdsSource } from './message-ids.ts';

describe('message-ids.gen.ts', () => {
  it('lists the ids of the English catalog (else run npm run i18n:extract)', () => {
    expect(readFileSync(MESSAGE_IDS_FILE, 'utf8')).toBe(
      messageIdsSource(readFileSync(ENGLISH_CATALOG, 'utf8')),
    );
  });
});
