import type { Mock } from 'vitest';

type FetchMock = Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;

/**
 * Answers POST /api/uploads in tests. The shared mock API rebuilds every call as a Request, which
 * jsdom's FormData cannot pass through; this answers uploads before that, with the form data as sent.
 */
export function mockUploads(fetchMock: FetchMock, answer: (form: FormData) => Response | Promise<Response>) {
  const others = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input, init) => {
    if (String(input) === '/api/uploads' && init?.method === 'POST' && init.body instanceof FormData) {
      return answer(init.body);
    }
    if (!others) throw new Error('fetch is not mocked');
    return others(input, init);
  });
}

export const UPLOADED_IMAGE = {
  url: '/uploads/aaaaaaaaaaaaaaaaaaaaaaaa.webp',
  cardUrl: '/uploads/aaaaaaaaaaaaaaaaaaaaaaaa-640.webp',
};
