import fc from 'fast-check';

/**
 * What an attacker or a broken client sends, as fast-check arbitraries: odd text, values of the
 * wrong type, keys that reach for prototypes, malformed ids and paging, broken JSON and multipart.
 * Everything here is built as bytes on the wire, so that a request can carry what a well-behaved
 * client library would refuse to produce (a lone surrogate, a `__proto__` key, a cut-off body).
 */

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit));
const combining = fc.integer({ min: 0x300, max: 0x36f }).map((point) => String.fromCodePoint(point));
/** Right-to-left marks and overrides, zero-width and byte-order characters. */
const invisible = fc.constantFrom('\u202e', '\u202d', '\u200f', '\u200e', '\u2066', '\u200b', '\u200d', '\ufeff', '\u00ad');
const controls = fc.constantFrom('\u0000', '\u0001', '\u0008', '\u001b', '\u007f', '\r', '\n', '\t', '\u2028', '\u2029', '\u0085');
const astral = fc.integer({ min: 0x10000, max: 0x10ffff }).map((point) => String.fromCodePoint(point));
const quotes = fc.constantFrom(
  '"',
  "'",
  '`',
  '\\',
  ';',
  ',',
  '%',
  '&',
  '=',
  '?',
  '#',
  '/',
  '<',
  '>',
  '{',
  '}',
  '[',
  ']',
  '$',
  '+',
  '*',
  '_',
);

/** One piece of odd text: any code point, or one of the kinds above that break naive handling. */
const oddUnit = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: loneSurrogate },
  { weight: 1, arbitrary: combining },
  { weight: 1, arbitrary: invisible },
  { weight: 1, arbitrary: controls },
  { weight: 1, arbitrary: astral },
  { weight: 1, arbitrary: quotes },
);

/** Strings that have hurt other programs; long ones are built once. */
const NOTORIOUS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\ud83d',
  '\ud83d\ude9a',
  '\u202eevil\u202c',
  'e\u0301\u0301\u0301\u0301',
  '𝕱𝖑𝖊𝖊𝖙',
  'ﷺ',
  'Z̸̡̢͈͍̀́a̴̛̗͍̓l̷̡͎̈́g̷̻͙̉o̶̢͚͌',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x10',
  '١٢٣',
  "' or '1'='1",
  "'; drop table vehicles; --",
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  '__proto__',
  'constructor',
  'prototype',
  '%00',
  '%',
  '%zz',
  "=cmd|' /C calc'!A0",
  '\r\nSet-Cookie: x=1',
  'A'.repeat(5_000),
  '🚚'.repeat(3_000),
  'ä'.repeat(70_000),
  'x'.repeat(250_000),
];

const oddText = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: oddUnit, maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(...NOTORIOUS) },
);

/** False for text holding a lone surrogate, which no UTF-8 can carry. */
export const isWellFormed = (text: string) => !/\p{Cs}/u.test(text);

/** Well-formed text, for where the tests must know what the server reads. */
export const wellFormedOddText = oddText.filter(isWellFormed);

const oddNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(-1, 0, -0, 0.5, 1.5, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e21, 1e308, -1e308, Number.MIN_VALUE),
);

/** A JSON value of any type, odd text within it. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    oddText,
    oddNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 3 }),
  ),
})).value;

/** Keys that reach for a prototype or for fields a client must not set, and odd ones. */
export const hostileKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    'valueOf',
    'id',
    'version',
    'company_id',
    'is_active',
    'created_by',
    'password_hash',
    'role',
    'logo',
    '',
  ),
  oddText,
);

/** JSON text of an object whose entries are written in order, so that `__proto__` is a key like any other. */
export function jsonObjectText(entries: ReadonlyArray<readonly [string, unknown]>): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`).join(',')}}`;
}

/**
 * A body changed the way a broken client changes one: a field or two dropped, a few given odd
 * values (text mostly where text belongs, so that it reaches the checks behind the schema), a few
 * added. Answers its entries in order.
 */
export function mutatedEntries(base: Record<string, unknown>, keys: readonly string[]): fc.Arbitrary<Array<[string, unknown]>> {
  const known = [...new Set([...Object.keys(base), ...keys])];
  const valueFor = (key: string): fc.Arbitrary<unknown> =>
    typeof base[key] === 'string' ? fc.oneof({ weight: 3, arbitrary: oddText }, { weight: 1, arbitrary: hostileValue }) : hostileValue;
  return fc
    .record({
      dropped: fc.oneof(
        { weight: 2, arbitrary: fc.constant<string[]>([]) },
        { weight: 1, arbitrary: fc.subarray(known, { maxLength: Math.min(2, known.length) }) },
      ),
      changed: known.length
        ? fc
            .uniqueArray(fc.constantFrom(...known), { maxLength: 3 })
            .chain((chosen) => fc.tuple(...chosen.map((key) => fc.tuple(fc.constant(key), valueFor(key)))))
        : fc.constant([]),
      added: fc.array(fc.tuple(hostileKey, hostileValue), { maxLength: 2 }),
    })
    .map(({ dropped, changed, added }) => {
      const entries = new Map<string, unknown>(Object.entries(base));
      for (const key of dropped) entries.delete(key);
      for (const [key, value] of changed) entries.set(key, value);
      return [...entries, ...added];
    });
}

/** Percent-encodes any string, a lone surrogate as the three bytes a careless encoder writes (invalid UTF-8). */
export function encodeAny(text: string): string {
  let encoded = '';
  for (const point of text) {
    if (isWellFormed(point)) {
      encoded += encodeURIComponent(point);
    } else {
      const unit = point.charCodeAt(0);
      encoded += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    }
  }
  return encoded;
}

/** Raw bits of a URL that no encoder produces: bad escapes, overlong UTF-8, an escaped NUL. */
const rawEscapes = fc.constantFrom('%', '%zz', '%f', '%ff', '%C0%AF', '%ED%A0%80', '%00', '%E2%82', '%25', '%2F', '%2e%2e');

/** A path segment where an id belongs: never an id (ids of real records are added by the tests). */
export const hostileSegment = fc.oneof(
  { weight: 4, arbitrary: oddText.filter((text) => text !== '').map(encodeAny) },
  { weight: 2, arbitrary: oddNumber.map((number) => encodeURIComponent(String(number))) },
  { weight: 1, arbitrary: rawEscapes },
  { weight: 1, arbitrary: fc.uuid().map((id) => id.toUpperCase().replace(/-/g, '')) },
  { weight: 1, arbitrary: fc.constantFrom('.', '..', '00000000-0000-0000-0000-00000000000Z', '{}', '[]', 'null', 'NaN') },
);

/** A query value: odd text, odd numbers, or a raw escape; a list is sent as the key repeated. */
export const hostileQueryValue: fc.Arbitrary<string | string[]> = fc.oneof(
  { weight: 4, arbitrary: oddText.map(encodeAny) },
  { weight: 3, arbitrary: oddNumber.map((number) => encodeURIComponent(String(number))) },
  { weight: 1, arbitrary: rawEscapes },
  { weight: 1, arbitrary: fc.array(oddText.map(encodeAny), { minLength: 2, maxLength: 3 }) },
);

export function queryText(entries: ReadonlyArray<readonly [string, string | string[]]>): string {
  return entries.flatMap(([key, value]) => [value].flat().map((one) => `${key}=${one}`)).join('&');
}

/** A multipart body from parts written as given, names and all: a quote or a line break in a name breaks the framing, as it should here. */
export interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

export function multipartBody(parts: readonly Part[], boundary = 'fleet-hostile'): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.contentType === undefined ? '' : `\r\nContent-Type: ${part.contentType}`;
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`),
      Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** A form's text fields changed as mutatedEntries changes a JSON body, each value written as text. */
export function mutatedParts(base: Record<string, string>, keys: readonly string[]): fc.Arbitrary<Part[]> {
  return mutatedEntries(base, keys).map((entries) =>
    entries.map(([name, value]) => ({ name, value: typeof value === 'string' ? value : (JSON.stringify(value) ?? '') })),
  );
}

/** A file part: mostly the route's own field with content near what it takes, else odd bytes under odd names and types. */
export const hostileFile = (field: string, contents: fc.Arbitrary<Buffer>): fc.Arbitrary<Part> =>
  fc.record({
    name: fc.oneof({ weight: 4, arbitrary: fc.constant(field) }, { weight: 1, arbitrary: hostileKey }),
    value: fc.oneof(
      { weight: 4, arbitrary: contents },
      { weight: 1, arbitrary: fc.uint8Array({ maxLength: 2_000 }).map((bytes) => Buffer.from(bytes)) },
      { weight: 1, arbitrary: oddText.map((text) => Buffer.from(text, 'utf8')) },
      { weight: 1, arbitrary: fc.constant(Buffer.alloc(0)) },
    ),
    filename: fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom('logo.png', 'fleet.csv') },
      { weight: 1, arbitrary: fc.constantFrom('', '../../x', 'a"b', 'name\r\nX-Injected: 1') },
      { weight: 1, arbitrary: oddText },
    ),
    contentType: fc.option(
      fc.constantFrom(
        'image/png',
        'text/csv',
        'application/octet-stream',
        'image/svg+xml',
        'text/html',
        'multipart/mixed; boundary=inner',
        '',
      ),
      { nil: undefined },
    ),
  });

/**
 * A CSV file broken the ways spreadsheets and attackers break them, from a good one: odd cells,
 * headers that reach for prototypes, stray quotes and separators, NUL bytes, another encoding.
 */
export function hostileCsv(good: string): fc.Arbitrary<Buffer> {
  const [header = '', ...rows] = good.split('\n').filter(Boolean);
  const cell = fc.oneof(
    oddText.map((text) => (/[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text)),
    fc.constantFrom('"', '"open', 'a"b', ',,,', ';', '\t', '=1+1', '\u0000', '1e999', '-0', ''),
  );
  const row = (line: string) =>
    fc.array(cell, { maxLength: 3 }).chain((odd) =>
      fc.integer({ min: 0, max: line.split(',').length - 1 }).map((at) => {
        const cells = line.split(',');
        cells.splice(at, odd.length ? 1 : 0, ...odd);
        return cells.join(',');
      }),
    );
  const headers = fc.oneof(
    fc.constant(header),
    fc.constantFrom(
      `${header},__proto__,constructor`,
      header.replaceAll(',', ';'),
      header.toUpperCase(),
      header.split(',').reverse().join(','),
      '',
    ),
  );
  const text = fc
    .tuple(
      headers,
      fc.tuple(...rows.map(row)),
      fc.array(
        fc.array(cell, { maxLength: 12 }).map((cells) => cells.join(',')),
        { maxLength: 3 },
      ),
    )
    .map(([head, lines, extra]) => [head, ...lines, ...extra].join('\n'));
  return fc
    .tuple(text, fc.constantFrom('utf8', 'utf8', 'utf8', 'utf16le', 'latin1') as fc.Arbitrary<BufferEncoding>, fc.boolean())
    .map(([content, encoding, mark]) =>
      Buffer.concat([mark ? Buffer.from('\ufeff', encoding) : Buffer.alloc(0), Buffer.from(content, encoding)]),
    );
}

/** A body the parser cannot read, or may not: cut off, not JSON at all, prototype keys, deep nesting. */
export const brokenJsonText = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '{',
    '{"a":',
    '{"a":1,}',
    '[',
    '[1,2',
    '{"a":"\\u00',
    '{"a":"\\ud800"}',
    '{"a" 1}',
    'nul',
    'tru',
    "{'a':1}",
    '\u0000',
    '\ufeff{}',
    '{"a":1}{"b":2}',
    '{"__proto__":{"polluted":1}}',
    '{"constructor":{"prototype":{"polluted":1}}}',
    '{"a":{"__proto__":{"polluted":1}}}',
    '['.repeat(5_000) + ']'.repeat(5_000),
    `{"a":${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}}`,
  ),
  fc.string({ unit: oddUnit, maxLength: 60 }),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
);

/** True when the text is no JSON Fastify's parser takes (it skips a byte order mark first). */
export const isBrokenJson = (text: string) => {
  try {
    JSON.parse(text.replace(/^\ufeff/, ''));
    return false;
  } catch {
    return true;
  }
};

/** Multipart bodies whose framing is wrong in one of the ways parsers trip on. */
export const brokenMultipart: fc.Arbitrary<{ contentType: string; body: Buffer }> = fc.oneof(
  fc.constantFrom(
    {
      contentType: 'multipart/form-data',
      body: Buffer.from('--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nPort\r\n--x--\r\n'),
    },
    { contentType: 'multipart/form-data; boundary=', body: Buffer.from('--\r\n\r\n----\r\n') },
    { contentType: 'multipart/form-data; boundary=b', body: Buffer.from('--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nPo') },
    { contentType: 'multipart/form-data; boundary=b', body: Buffer.from('--b\r\nContent-Disposition: form-data; name="name"') },
    {
      contentType: 'multipart/form-data; boundary=b',
      body: Buffer.from('--b\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--b--\r\n'),
    },
    {
      contentType: 'multipart/form-data; boundary=b',
      body: Buffer.from('--b\r\nContent-Disposition: form-data; name="a"; filename="x"\r\n\r\n'),
    },
    { contentType: 'multipart/form-data; boundary=b', body: Buffer.from('--b--\r\n') },
    { contentType: 'multipart/form-data; boundary=b', body: Buffer.alloc(0) },
    { contentType: `multipart/form-data; boundary=${'b'.repeat(300)}`, body: Buffer.from(`--${'b'.repeat(300)}--\r\n`) },
    {
      contentType: 'multipart/form-data; boundary=b',
      body: Buffer.from(`--b\r\nContent-Disposition: form-data; name="${'n'.repeat(20_000)}"\r\n\r\nv\r\n--b--\r\n`),
    },
  ),
  fc
    .record({ boundary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 20 }), bytes: fc.uint8Array({ maxLength: 300 }) })
    .map(({ boundary, bytes }) => ({
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: Buffer.concat([Buffer.from(`--${boundary}\r\n`), Buffer.from(bytes)]),
    })),
  // Too many fields and too many files for the parser's limits (server/app.ts).
  fc.constant({
    contentType: 'multipart/form-data; boundary=fleet-hostile',
    body: multipartBody(Array.from({ length: 40 }, (_, index) => ({ name: `f${index}`, value: 'x' }))),
  }),
  fc.constant({
    contentType: 'multipart/form-data; boundary=fleet-hostile',
    body: multipartBody(
      ['logo', 'file', 'logo'].map((name) => ({ name, value: Buffer.from('x'), filename: 'x.png', contentType: 'image/png' })),
    ),
  }),
);

/** Bodies past every size limit: 1 MiB of JSON, a 2 MB logo, a 5 MB import. Built once: they are big. */
export const OVERSIZED = {
  json: jsonObjectText([['name', 'x'.repeat(1_100_000)]]),
  logo: multipartBody([
    { name: 'name', value: 'Big' },
    { name: 'logo', value: Buffer.alloc(2 * 1024 * 1024 + 10, 0x89), filename: 'big.png', contentType: 'image/png' },
  ]),
  file: multipartBody([{ name: 'file', value: Buffer.alloc(5 * 1024 * 1024 + 10, 0x41), filename: 'big.csv', contentType: 'text/csv' }]),
};

/** Content types a body may claim, rightly or not. ASCII only: a header cannot carry more. */
export const claimedType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fleet-hostile',
  'application/octet-stream',
  'text/csv',
  'application/merge-patch+json',
  'application/vnd.api+json',
  '*/*',
  'json',
  '',
);
