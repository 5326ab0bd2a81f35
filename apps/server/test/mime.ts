/** One part of a received mail: its headers (lower-case names) and its decoded body. */
export interface MimePart {
  headers: Record<string, string>;
  body: Buffer;
}

const decodeWords = (value: string) =>
  value.replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
  );

function decodeQuotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(soft.charCodeAt(i));
  }
  return Buffer.from(bytes);
}

function headersOf(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * A raw message as an SMTP server receives it, cut into its leaf parts (text, HTML, attachments),
 * bodies decoded: enough for nodemailer's output in tests, not a general MIME reader.
 */
export function parseMail(raw: string): { headers: Record<string, string>; parts: MimePart[] } {
  const split = (text: string): MimePart[] => {
    const at = text.search(/\r?\n\r?\n/);
    const headers = headersOf(text.slice(0, at));
    const body = text.slice(at).replace(/^\r?\n\r?\n/, '');
    const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
    if (boundary) {
      return body
        .split(`--${boundary}`)
        .slice(1)
        .filter((part) => !part.startsWith('--'))
        .flatMap((part) => split(part.replace(/^\r?\n/, '')));
    }
    const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
    const decoded =
      encoding === 'base64'
        ? Buffer.from(body.replace(/\s/g, ''), 'base64')
        : encoding === 'quoted-printable'
          ? decodeQuotedPrintable(body)
          : Buffer.from(body, 'utf8');
    return [{ headers, body: decoded }];
  };
  const at = raw.search(/\r?\n\r?\n/);
  return { headers: headersOf(raw.slice(0, at)), parts: split(raw) };
}
