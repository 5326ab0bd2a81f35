import { configure } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Imported by the tests of screens that load lazily (accounts, profile, user management): on a
 * busy machine the first render of a file can take seconds, so wait longer than Testing
 * Library's default second.
 */
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

// jsdom has no object URLs; a photo preview only needs a string.
if (typeof URL.createObjectURL !== 'function') {
  let next = 0;
  Object.assign(URL, { createObjectURL: () => `blob:preview-${++next}`, revokeObjectURL: () => {} });
}
