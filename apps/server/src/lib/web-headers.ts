/**
 * Node's request headers as the Fetch API's `Headers` (better-auth takes those). A value that
 * `Headers` refuses (a NUL, CR or LF, which only a request made in-process can carry past Node's
 * parser) is left out, as any other malformed cookie or header is ignored: never a 500.
 */
export function webHeaders(headers: Record<string, string | string[] | undefined>): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name.toLowerCase() === 'content-length') continue;
    try {
      result.set(name, Array.isArray(value) ? value.join(', ') : value);
    } catch {
      // Not a header value the Fetch API can carry: as if it had not been sent.
    }
  }
  return result;
}
