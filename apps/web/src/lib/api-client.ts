import type { ApiError } from '@dpms/shared/schemas';
import type { z } from 'zod';
import { BACKGROUND_AFTER_MS, idleFor } from './activity.ts';
import { currentLocale, t } from './i18n/i18n.ts';
import { isOnline } from './online.ts';

/** A failed API call, carrying what the server said in `{ error: { code, message, fields? } }`. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData (uploads) is sent as multipart. */
  body?: unknown;
  /**
   * The shared schema of the answer: its type is the response type (never restated here), and in
   * development and tests the answer is parsed with it. Callers pass
   * `import.meta.env.DEV ? schema : undefined`, so a production build holds no answer schemas and
   * no zod on the first load; it trusts the server's answers, which it validated (decision 0026).
   */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
};

/**
 * The server wants a code from the authenticator app before it answers: an admin session made
 * without one (a sign-in through the identity provider), or a sensitive action after the last
 * code grew old. The app sets who asks the person (`askForSecondFactor`); the request is then
 * sent again, so the action finishes and nothing typed is lost.
 */
const SECOND_FACTOR_CODES = new Set(['SECOND_FACTOR_REQUIRED', 'FRESH_SIGN_IN_REQUIRED']);
/** Answers true once the person entered a code the server took, false if they chose not to. */
type SecondFactorAsk = (refusal: ApiRequestError) => Promise<boolean>;
let askSecondFactor: SecondFactorAsk | undefined;

/** Set (and unset, with undefined) by the component that asks for the code. */
export function askForSecondFactor(ask: SecondFactorAsk | undefined): void {
  askSecondFactor = ask;
}

/** The code was asked for and not given: nothing was done, and the person knows why. */
export const SECOND_FACTOR_DECLINED = 'SECOND_FACTOR_DECLINED';

/** True for a request left undone because the person closed the code prompt. */
export function wasDeclined(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === SECOND_FACTOR_DECLINED;
}

/** A change asked for with no network: nothing was sent. */
export const OFFLINE = 'OFFLINE';

/** Marks a request the page makes with nobody at the screen (auth/viewer.ts on the server). */
const BACKGROUND_HEADER = 'X-DPMS-Background';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The shared `apiErrorSchema`'s shape, checked by hand: every page loads this client, and zod
 * would add 20 kB to every first visit (decision 0026).
 */
function isApiError(body: unknown): body is ApiError {
  if (!isRecord(body) || !isRecord(body.error)) return false;
  const { code, message, fields } = body.error;
  return (
    typeof code === 'string' &&
    typeof message === 'string' &&
    (fields === undefined ||
      (isRecord(fields) && Object.values(fields).every((value) => typeof value === 'string')))
  );
}

async function toApiRequestError(response: Response): Promise<ApiRequestError> {
  const body: unknown = await response.json().catch(() => null);
  if (isApiError(body)) {
    const { code, message, fields } = body.error;
    return new ApiRequestError(response.status, code, message, fields);
  }
  return new ApiRequestError(response.status, `HTTP_${response.status}`, t('api.fallbackError'));
}

/** How a request leaves: the browser's fetch, or on the server what answerRequestsWith set. */
let send: typeof fetch = (input, init) => fetch(input, init);

/**
 * Where the API's requests go when the screens are drawn outside a browser (entry-server.tsx):
 * the server answers them itself, through its own request pipeline.
 */
export function answerRequestsWith(fetcher: typeof fetch): void {
  send = fetcher;
}

/** Calls the DPMS API on the same origin with the session cookie; throws ApiRequestError on failure. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, schema, signal } = options;
  const isForm = body instanceof FormData;
  // The server answers its messages (and writes this request's mail) in the reader's language.
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLocale() };
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (idleFor() > BACKGROUND_AFTER_MS) headers[BACKGROUND_HEADER] = '1';

  // A change with no network would only fail later, or half-way: say so now; the form keeps what was typed.
  if (method !== 'GET' && !isOnline()) throw new ApiRequestError(0, OFFLINE, t('offline.needsConnection'));

  let response: Response;
  try {
    response = await send(path, {
      method,
      credentials: 'same-origin',
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, 'NETWORK_ERROR', t('api.networkError'));
  }

  if (!response.ok) {
    const error = await toApiRequestError(response);
    if (error.status === 403 && SECOND_FACTOR_CODES.has(error.code) && askSecondFactor) {
      if (await askSecondFactor(error)) return apiRequest(path, options);
      throw new ApiRequestError(403, SECOND_FACTOR_DECLINED, error.message);
    }
    throw error;
  }
  // Some answers (204, better-auth's sign-out) have no body.
  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  return schema ? schema.parse(data) : (data as T);
}

export const api = {
  get: <T = unknown>(path: string, schema?: z.ZodType<T>, signal?: AbortSignal) =>
    apiRequest<T>(path, { schema, signal }),
  post: <T = unknown>(path: string, body?: unknown, schema?: z.ZodType<T>) =>
    apiRequest<T>(path, { method: 'POST', body, schema }),
  put: <T = unknown>(path: string, body?: unknown, schema?: z.ZodType<T>) =>
    apiRequest<T>(path, { method: 'PUT', body, schema }),
  patch: <T = unknown>(path: string, body?: unknown, schema?: z.ZodType<T>) =>
    apiRequest<T>(path, { method: 'PATCH', body, schema }),
  delete: <T = unknown>(path: string, schema?: z.ZodType<T>) =>
    apiRequest<T>(path, { method: 'DELETE', schema }),
  /** POSTs one file as the multipart field `field` (an image, a list of IDs). */
  postFile: <T = unknown>(path: string, field: string, file: File, schema?: z.ZodType<T>) => {
    const form = new FormData();
    form.append(field, file);
    return apiRequest<T>(path, { method: 'POST', body: form, schema });
  },
};

/** True for an answer the client caused (4xx): retrying cannot help. */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
}
