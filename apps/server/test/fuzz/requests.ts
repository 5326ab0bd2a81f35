import fc from 'fast-check';

/**
 * Requests for the property-based fuzz (src/app.fuzz.test.ts), generated from the OpenAPI
 * document: every operation, its path and query parameters and its JSON body, filled with values
 * that are sometimes right (so the handler behind the schema runs) and often hostile: malformed,
 * oversized, of the wrong type, Unicode that breaks naive code, and prototype-polluting keys.
 */

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  anyOf?: JsonSchema[];
}

export interface Operation {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** `/api/tours/{id}` */
  template: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  body: JsonSchema | undefined;
  multipart: boolean;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema: JsonSchema }[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}

/** Every operation of the document (the auth catch-all and the dev mailbox included). */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([template, operations]) =>
    Object.entries(operations).map(([method, op]) => {
      const parameters = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      return {
        method: method.toUpperCase() as Operation['method'],
        template,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: Object.fromEntries(parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema])),
        body: content['application/json']?.schema,
        multipart: 'multipart/form-data' in content || /photo|uploads|import/.test(template),
      };
    }),
  );
}

/** Strings that have broken software somewhere. */
const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\u001b[31m',
  '\ud800',
  '\udfff\ud800',
  '\u202eevil',
  '\u200b',
  'e\u0301',
  '𝕯𝕻𝕸𝕾',
  '👩‍👩‍👧‍👦',
  'বাংলা',
  "'; drop table payment; --",
  '" or 1=1 --',
  '<script>alert(1)</script>',
  '=HYPERLINK("http://evil.example")',
  '../../etc/passwd',
  '..%2f..%2f',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'NaN',
  '-1',
  '1e309',
  'null',
  'true',
  '00000000-0000-4000-8000-000000000000',
];

const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 1_000, max: 70_000 }).map((n) => 'x'.repeat(n)),
);

const hostileScalar = fc.oneof(
  hostileString,
  fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 53 + 1, -(2 ** 31), 1e300, -0),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, nested a little, with hostile keys now and then. */
const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileScalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype'), fc.string()),
      tie('value'),
      {
        maxKeys: 4,
      },
    ),
  ),
})).value;

/** A value that satisfies the schema, so the request gets past validation now and then. */
function validValue(schema: JsonSchema, seeds: Seeds): fc.Arbitrary<unknown> {
  if (schema.anyOf?.length) return fc.oneof(...schema.anyOf.map((s) => validValue(s, seeds)));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
      return fc.integer({ min: schema.minimum ?? 0, max: schema.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? 0, max: schema.maximum ?? 1_000_000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validValue(schema.items ?? {}, seeds), { minLength: 1, maxLength: 3 });
    case 'object':
      return validObject(schema, seeds);
    default: {
      if (schema.pattern?.includes('uploads')) return fc.constant(seeds.imageUrl);
      if (schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}'))
        return fc.constantFrom('2027-01-15', '2026-02-31');
      const min = Math.max(1, schema.minLength ?? 1);
      const max = Math.max(min, Math.min(schema.maxLength ?? 40, 40));
      return fc.oneof(
        fc.string({ minLength: min, maxLength: max }),
        fc.constantFrom('01711111111', 'Sajek Valley'),
      );
    }
  }
}

function validObject(schema: JsonSchema, seeds: Seeds): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  return fc.record(
    Object.fromEntries(Object.entries(properties).map(([key, inner]) => [key, validValue(inner, seeds)])),
    { requiredKeys: [] },
  );
}

/** A body for this schema: valid, valid with one field made hostile, or anything at all. */
function bodyFor(schema: JsonSchema | undefined, seeds: Seeds): fc.Arbitrary<unknown> {
  if (!schema) return fc.oneof(fc.constant(undefined), hostileValue);
  const keys = Object.keys(schema.properties ?? {});
  const mutated = validObject(schema, seeds).chain((valid) =>
    fc
      .tuple(
        keys.length ? fc.constantFrom(...keys, '__proto__', 'constructor') : fc.constant('__proto__'),
        hostileValue,
      )
      .map(([key, value]) => ({ ...valid, [key]: value })),
  );
  return fc.oneof(
    { weight: 2, arbitrary: validObject(schema, seeds) },
    { weight: 5, arbitrary: mutated },
    { weight: 2, arbitrary: hostileValue },
  );
}

/** Percent-encodes the UTF-8 bytes (a lone surrogate becomes U+FFFD, as a browser sends it). */
function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return /[A-Za-z0-9_~-]/.test(char) ? char : `%${byte.toString(16).padStart(2, '0').toUpperCase()}`;
    })
    .join('');
}

/** Ids of rows that exist, so some requests reach past the 404 into the handler. */
export interface Seeds {
  ids: string[];
  imageUrl: string;
}

export interface FuzzRequest {
  operation: Operation;
  who: 'anonymous' | 'student' | 'teacher' | 'admin';
  url: string;
  body: unknown;
  /** A raw body sent as-is (multipart garbage, non-JSON text). */
  raw?: { contentType: string; payload: string };
  /** Cookies no browser would send, beside the session's (decoding them once stopped the server). */
  hostileCookie?: string;
}

/** Malformed cookies: lone and broken escapes, overlong values, bytes that are not UTF-8. */
const hostileCookie = fc.oneof(
  fc.constantFrom(
    'dpms_lang=%',
    'dpms_lang=%E0%A4%A',
    'dpms.session_token=%',
    `dpms_lang=${'%'.repeat(5000)}`,
  ),
  fc
    .tuple(fc.constantFrom('dpms_lang', 'dpms.session_token', 'dpms.two_factor', 'x'), hostileString)
    .map(
      ([name, value]) => `${name}=${value.replace(/[^\x20-\x3a\x3c-\x7e\x80-\xff]/g, '%').slice(0, 4000)}`,
    ),
  fc
    .uint8Array({ minLength: 1, maxLength: 40 })
    .map((bytes) => `dpms_lang=${Buffer.from(bytes).toString('latin1')}`),
);

export function requestArbitrary(operations: Operation[], seeds: Seeds): fc.Arbitrary<FuzzRequest> {
  const pathValue = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...seeds.ids) },
    { weight: 4, arbitrary: hostileString.map((s) => percentEncode(s.slice(0, 300))) },
  );
  return fc.constantFrom(...operations).chain((operation) =>
    fc
      .record({
        who: fc.constantFrom('anonymous', 'student', 'teacher', 'admin'),
        params: fc.array(pathValue, {
          minLength: operation.pathParams.length,
          maxLength: operation.pathParams.length,
        }),
        query: fc.dictionary(
          fc.oneof(
            fc.constantFrom(...Object.keys(operation.query), 'page', '__proto__'),
            fc.string({ maxLength: 8 }),
          ),
          fc.oneof(hostileString, fc.integer().map(String)),
          { maxKeys: 3 },
        ),
        body: bodyFor(operation.body, seeds),
        hostileCookie: fc.option(hostileCookie, { freq: 4 }),
        raw: fc.option(
          fc.record({
            contentType: fc.constantFrom(
              'multipart/form-data; boundary=x',
              'multipart/form-data',
              'application/x-www-form-urlencoded',
              'text/plain',
              'application/json',
            ),
            payload: fc.oneof(
              hostileString,
              fc.constant('--x\r\nContent-Disposition: form-data; name="image"\r\n\r\n'),
            ),
          }),
          { freq: operation.multipart ? 2 : 6 },
        ),
      })
      .map(({ who, params, query, body, hostileCookie, raw }) => {
        let path = operation.template;
        operation.pathParams.forEach((name, i) => {
          path = path.replace(`{${name}}`, params[i] || 'x');
        });
        path = path.replace('{*}', 'sign-in/email');
        const search = new URLSearchParams(query as Record<string, string>).toString();
        return {
          operation,
          who: who as FuzzRequest['who'],
          url: search ? `${path}?${search}` : path,
          body,
          ...(raw ? { raw } : {}),
          ...(hostileCookie ? { hostileCookie } : {}),
        };
      }),
  );
}
