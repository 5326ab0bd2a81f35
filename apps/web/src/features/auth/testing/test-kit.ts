import { configure } from '@testing-library/react';
import { type Mock, vi } from 'vitest';

/**
 * Shared by the accounts screens' tests. Screens load lazily, and on a busy machine the first
 * render of a file can take seconds: wait longer than Testing Library's default second.
 */
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

/** Answers a request never, so a screen not under test (home, after signing in) needs no data. */
export const pending = () => new Promise<Response>(() => {});

/** The calls the home screen makes, left unanswered. */
export const homeApi = {
  'GET /api/stats': pending,
  'GET /api/announcements': pending,
};

type FetchMock = Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;

/**
 * Answers a multipart POST to `path` with the form data as sent. The shared mock API rebuilds
 * each call as a Request, which jsdom's FormData cannot pass through, so uploads are caught first.
 */
export function mockMultipart(
  fetchMock: FetchMock,
  path: string,
  answer: (form: FormData) => Response | Promise<Response>,
) {
  const others = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input, init) => {
    if (String(input) === path && init?.method === 'POST' && init.body instanceof FormData) {
      return answer(init.body);
    }
    if (!others) throw new Error('fetch is not mocked');
    return others(input, init);
  });
}

// jsdom has no object URLs; a photo preview only needs a string.
if (typeof URL.createObjectURL !== 'function') {
  let next = 0;
  Object.assign(URL, { createObjectURL: () => `blob:preview-${++next}`, revokeObjectURL: () => {} });
}
