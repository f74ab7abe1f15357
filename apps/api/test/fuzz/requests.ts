import type { HttpMethod, JsonSchema, Operation, Parameter } from './openapi.ts';
import { keysOfPathParam } from './pools.ts';
import {
  CONTROL_CHARS,
  cycle,
  DATES_EXTREME,
  DATES_MALFORMED,
  deepNesting,
  getAt,
  idFor,
  mutateValue,
  NUMERIC_STRINGS,
  novel,
  type Slot,
  SQL_META,
  serialize,
  setAt,
  slotsOf,
  UNICODE_SAMPLES,
  type ValueContext,
  validValue,
} from './values.ts';

export const CALLER_KINDS = ['none', 'otherAdvertiser', 'readOnly', 'full', 'operator'] as const;
export type CallerKind = (typeof CALLER_KINDS)[number];

/** One request to send, and what it is made of (for the report). */
export interface FuzzRequest {
  method: HttpMethod;
  url: string;
  caller: CallerKind;
  headers: Record<string, string>;
  /** Replaces the caller's bearer token (garbage tokens). */
  authorization?: string;
  payload?: string | Buffer;
  /** location:kind, e.g. body:nul, query:date-extreme, path:garbage, header:bad-bearer, valid. */
  kind: string;
  /** The field, parameter or header the mutation is in. */
  field?: string;
}

export interface RequestContext extends ValueContext {
  /** A valid body to start from instead of one generated from the schema, when one is known. */
  example?: () => Record<string, unknown> | undefined;
  /** A small PNG, for multipart bodies. */
  png: Buffer;
}

/** Encodes a query or path value; lone surrogates become the raw (invalid UTF-8) bytes of their code unit. */
export function encode(value: string): string {
  const byte = (n: number) => `%${n.toString(16).toUpperCase()}`;
  let out = '';
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff)
      out += byte(0xe0 | (code >> 12)) + byte(0x80 | ((code >> 6) & 0x3f)) + byte(0x80 | (code & 0x3f));
    else out += encodeURIComponent(char);
  }
  return out;
}

function stringOf(value: unknown) {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** How much a parameter or field is worth mutating: dates, ids and free text more than enums and flags. */
export function paramWeight(param: { schema: JsonSchema }) {
  const { schema } = param;
  if (schema.format === 'date' || schema.format === 'date-time') return 3;
  if (schema.format === 'uuid') return 2;
  if (schema.enum?.length || schema.type === 'boolean') return 1;
  if (schema.type === 'string') return 2;
  return 1.5;
}

export function validParams(ctx: RequestContext, params: Parameter[], everyOptional = false) {
  const out: [string, string][] = [];
  for (const param of params) {
    if (!param.required && !everyOptional && !ctx.random.chance(0.4)) continue;
    out.push([param.name, encode(stringOf(validValue(ctx, param.schema, param.name)))]);
  }
  return out;
}

/** A path parameter's usual value: a real row of its kind, sometimes another row or an unknown uuid. */
export function pathValue(ctx: RequestContext, operation: Operation, param: Parameter): string {
  const keys = keysOfPathParam(operation.path, param.name);
  if (param.schema.format === 'uuid') {
    if (ctx.random.chance(0.1)) return ctx.random.pick(ctx.pools.allIds().concat(ctx.random.uuid()));
    return idFor(ctx, keys);
  }
  const pool = ctx.pools.get(...keys);
  if (pool?.length && ctx.random.chance(0.8)) return encode(ctx.random.pick(pool));
  return encode(stringOf(validValue(ctx, param.schema, param.name)));
}

const PATH_GARBAGE = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%',
  '%zz',
  '..',
  '%2e%2e',
  '%2F',
  'a%2Fb',
  '%20',
  'null',
  'undefined',
  '-1',
  '0',
  '1e308',
  'NaN',
  '%F0%9F%98%80',
  '%27%20OR%201%3D1',
  '%C0%AF',
];

function pathMutation(ctx: RequestContext, scope: string, value: string): { kind: string; value: string } {
  const { random } = ctx;
  const kind = novel(ctx, scope, [
    ['garbage', 4],
    ['nul', 2],
    ['lone-surrogate', 1],
    ['long', 1],
    ['uuid-random', 2],
    ['uuid-nil', 1],
    ['real-id-other', 3],
    ['uuid-variant', 2],
  ] as const);
  switch (kind) {
    case 'garbage':
      return { kind, value: cycle(ctx, `${scope}|garbage`, PATH_GARBAGE) };
    case 'nul':
      return { kind, value: random.pick([`${value}%00`, '%00', `${value.slice(0, 8)}%00${value.slice(9)}`]) };
    case 'lone-surrogate':
      return { kind, value: `${value}%ED%B0%80` };
    case 'long':
      return { kind, value: 'x'.repeat(random.pick([101, 5_000])) };
    case 'uuid-random':
      return { kind, value: random.uuid() };
    case 'uuid-nil':
      return {
        kind,
        value: random.pick(['00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff']),
      };
    case 'real-id-other': {
      const ids = ctx.pools.allIds();
      return { kind, value: ids.length ? random.pick(ids) : random.uuid() };
    }
    case 'uuid-variant':
      return {
        kind,
        value: random.pick([
          value.toUpperCase(),
          `%7B${value}%7D`,
          `${value}x`,
          value.replaceAll('-', ''),
          value.slice(0, -1),
          `${value}.png`,
        ]),
      };
  }
}

function queryMutation(ctx: RequestContext, scope: string, param: Parameter | undefined, name: string) {
  const { random } = ctx;
  const schema = param?.schema ?? {};
  const kinds: [string, number][] = [
    ['nul', 4],
    ['control-char', 2],
    ['lone-surrogate', 2],
    ['bad-percent', 2],
    ['unicode', 1],
    ['sql-meta', 2],
    ['huge-string', 1],
    ['empty', 2],
    ['numeric-string', 2],
    ['repeated', 2],
    ['bracket', 1],
  ];
  if (param?.required) kinds.push(['missing', 3]);
  if (schema.type === 'integer' || schema.type === 'number') kinds.push(['int-extreme', 5]);
  if (schema.format === 'date' || /^(from|to)$|date/.test(name))
    kinds.push(['date-extreme', 6], ['date-malformed', 4]);
  if (schema.format === 'uuid') kinds.push(['uuid-random', 2], ['real-id-other', 3], ['uuid-garbage', 2]);
  if (schema.enum?.length) kinds.push(['enum-bad', 3]);
  const kind = novel(ctx, scope, kinds);
  const turn = <T>(samples: readonly T[]) => cycle(ctx, `${scope}|${kind}`, samples);
  const base = encode(stringOf(param ? validValue(ctx, schema, name) : 'x'));
  const value = ((): string | string[] | null => {
    switch (kind) {
      case 'nul':
        return turn(['%00', `${base}%00`, `%00${base}`]);
      case 'control-char':
        return `${base}${encode(turn(CONTROL_CHARS))}`;
      case 'lone-surrogate':
        return random.pick(['%ED%A0%80', `${base}%ED%BF%BF`]);
      case 'bad-percent':
        return turn(['%', '%zz', '%E0%A4', '%C0%AF', '%FF', `${base}%`]);
      case 'unicode':
        return encode(turn(UNICODE_SAMPLES));
      case 'sql-meta':
        return encode(turn(SQL_META));
      case 'huge-string':
        return 'x'.repeat(random.pick([2_000, 100_000]));
      case 'empty':
        return '';
      case 'numeric-string':
        return encode(turn(NUMERIC_STRINGS));
      case 'repeated':
        return [base, base];
      case 'bracket':
        return null;
      case 'missing':
        return null;
      case 'int-extreme':
        return turn(['0', '-1', '100001', '101', '9'.repeat(30), '1.5', '1e3', '2147483648', '-0']);
      case 'date-extreme':
        return turn(DATES_EXTREME);
      case 'date-malformed':
        return encode(turn(DATES_MALFORMED));
      case 'uuid-random':
        return random.uuid();
      case 'real-id-other': {
        const ids = ctx.pools.allIds();
        return ids.length ? random.pick(ids) : random.uuid();
      }
      case 'uuid-garbage':
        return random.pick(['x', '00000000-0000-0000-0000-00000000000', '1', `${random.uuid()}x`]);
      case 'enum-bad':
        return encode(`${String(random.pick(schema.enum!)).toUpperCase()}`);
      default:
        throw new Error(`unknown query mutation ${kind}`);
    }
  })();
  return { kind, value };
}

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'text/json',
  'application/json, text/plain',
  'multipart/form-data',
  'application/octet-stream',
];
const MALFORMED_JSON = [
  '{',
  '{"a":}',
  "{'a':1}",
  '{"a":1,}',
  'nul',
  '\u0000',
  '[',
  '{"a":"\\x00"}',
  '{"a":01}',
  '"',
];
const GARBAGE_TOKENS = [
  'x',
  'null',
  'Bearer',
  'a'.repeat(2_000),
  'ab'.repeat(32),
  '../../../../etc/passwd',
  "' OR '1'='1",
  '%00',
  'ü',
];
const ACCEPT_LANGUAGES = [
  'zz',
  '*',
  'th;q=abc',
  'x'.repeat(5_000),
  ',,,',
  'en-US;q=0.9,th;q=1.5',
  'zh-Hant-TW',
  '-',
];

/** A multipart/form-data body with one file part; `truncated` ends it without the closing boundary. */
export function multipart(ctx: RequestContext, truncated: boolean) {
  const { random } = ctx;
  const boundary = `----fuzz${random.hex(16)}`;
  const filename = random.pick([
    'banner.png',
    '../../etc/passwd',
    `${'a'.repeat(300)}.png`,
    'ümlaut.png',
    'noext',
  ]);
  const type = random.pick(['image/png', 'image/jpeg', 'application/octet-stream', 'text/html']);
  const data = random.chance(0.5)
    ? ctx.png
    : Buffer.from(Array.from({ length: random.pick([0, 16, 4_096]) }, () => random.int(0, 255)));
  const field = random.pick(['file', 'file', 'image', 'name']);
  const parts = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(truncated ? random.pick(['', '\r\n--', `\r\n--${boundary}`]) : `\r\n--${boundary}--\r\n`),
  ];
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The field a slot is in, array items counted as one (week.[].[].start). */
export function fieldOf(slot: Slot) {
  return slot.path.map((step) => (typeof step === 'number' ? '[]' : step)).join('.');
}

/** A request for this operation as this caller, with one kind of bad input (or none). */
export function buildRequest(ctx: RequestContext, operation: Operation, caller: CallerKind): FuzzRequest {
  const { random } = ctx;
  const mutating = operation.method !== 'GET';
  const hasBody = Boolean(operation.body);
  const area = random.weighted([
    ['valid', hasBody ? 10 : 6],
    ['body-field', hasBody ? 45 : 0],
    ['body', mutating ? (hasBody ? 12 : 20) : 2],
    ['query', operation.queryParams.length ? 30 : 4],
    ['path', operation.pathParams.length ? 18 : 0],
    ['header', 6],
  ] as const);

  const request: FuzzRequest = {
    method: operation.method,
    url: '',
    caller,
    headers: {},
    kind: 'valid',
  };

  // Path.
  let path = operation.path;
  const mutatedPathParam = area === 'path' ? random.pick(operation.pathParams) : undefined;
  for (const param of operation.pathParams) {
    let value = pathValue(ctx, operation, param);
    if (param === mutatedPathParam) {
      const mutation = pathMutation(ctx, `${operation.key} path.${param.name}`, value);
      value = mutation.value;
      request.kind = `path:${mutation.kind}`;
      request.field = param.name;
    }
    path = path.replace(`{${param.name}}`, value);
  }

  // Query.
  let query = validParams(ctx, operation.queryParams, random.chance(0.2));
  if (area === 'query') {
    const choices = operation.queryParams.map((p) => [p.name, paramWeight(p)] as const);
    const chosen = novel(ctx, `${operation.key} query`, [...choices, ['(unknown)', 0.5]]);
    const param = operation.queryParams.find((p) => p.name === chosen);
    const name = param?.name ?? `fuzz_${random.word()}`;
    const mutation = queryMutation(ctx, `${operation.key} query.${param?.name ?? '(unknown)'}`, param, name);
    query = query.filter(([key]) => key !== name);
    if (mutation.kind === 'bracket') query.push([`${name}[]`, 'x'], [`${name}[a]`, 'y']);
    else if (Array.isArray(mutation.value)) for (const value of mutation.value) query.push([name, value]);
    else if (mutation.value !== null) query.push([name, mutation.value]);
    request.kind = `query:${param ? mutation.kind : 'unknown-param'}`;
    request.field = name;
  }
  request.url = query.length ? `${path}?${query.map(([k, v]) => `${k}=${v}`).join('&')}` : path;

  // Body.
  let body: unknown;
  if (operation.body) {
    body = (random.chance(0.6) ? ctx.example?.() : undefined) ?? validValue(ctx, operation.body, 'body');
  }
  if (area === 'body-field' && operation.body) {
    const slots = slotsOf(ctx, body, operation.body);
    if (slots.length) {
      // Fields least mutated so far first; array items count as one field (week.[].[].start).
      const fields = [...new Map(slots.map((slot) => [fieldOf(slot), paramWeight(slot)])).entries()];
      const field = novel(ctx, `${operation.key} body-field`, fields);
      const slot = random.pick(slots.filter((candidate) => fieldOf(candidate) === field));
      const scope = `${operation.key} body.${field}`;
      const mutation = mutateValue(ctx, slot.schema, getAt(body, slot.path), slot.name, slot.required, scope);
      body = setAt(body, slot.path, mutation.value);
      request.kind = `body:${mutation.kind}`;
      request.field = slot.path.join('.');
    }
  }
  if (body !== undefined) {
    request.payload = serialize(body);
    request.headers['content-type'] = 'application/json';
  }
  if (area === 'body') {
    const kind = novel(ctx, `${operation.key} body`, [
      ['unknown-field', 3],
      ['proto-key', 1],
      ['duplicate-key', 1],
      ['array-root', 2],
      ['primitive-root', 2],
      ['empty-object', 2],
      ['empty-body', 2],
      ['malformed-json', 3],
      ['content-type', 3],
      ['multipart', hasBody ? 2 : 8],
      ['multipart-truncated', hasBody ? 1 : 4],
      ['deep-nesting', 1],
      ['bom', 1],
      ['too-large', 0.3],
    ] as const);
    request.kind = `body:${kind}`;
    const valid = (body ?? {}) as Record<string, unknown>;
    let payload: string | Buffer = serialize(valid);
    let contentType = 'application/json';
    switch (kind) {
      case 'unknown-field':
        payload = serialize({
          ...valid,
          [random.pick(['fuzz', 'id', 'advertiser_id', 'role', 'is_admin'])]: 'x',
        });
        break;
      case 'proto-key':
        payload = random
          .pick([
            `{"__proto__":{"polluted":true},${payload.slice(1)}`,
            `{"constructor":{"prototype":{"polluted":true}},${payload.slice(1)}`,
          ])
          .replace(',}', '}');
        break;
      case 'duplicate-key': {
        const first = Object.keys(valid)[0] ?? 'a';
        payload = `{"${first}":"\\u0000",${payload.slice(1)}`.replace(',}', '}');
        break;
      }
      case 'array-root':
        payload = serialize([valid]);
        break;
      case 'primitive-root':
        payload = random.pick(['"x"', '1', 'true', 'null', '""', '1e400']);
        break;
      case 'empty-object':
        payload = '{}';
        break;
      case 'empty-body':
        payload = '';
        break;
      case 'malformed-json':
        payload = random.pick(MALFORMED_JSON);
        break;
      case 'content-type':
        contentType = random.pick(CONTENT_TYPES);
        if (contentType.includes('urlencoded')) payload = 'a=1&b=%00';
        break;
      case 'multipart':
      case 'multipart-truncated': {
        const part = multipart(ctx, kind === 'multipart-truncated');
        payload = part.payload;
        contentType = part.contentType;
        break;
      }
      case 'deep-nesting':
        payload = serialize(deepNesting(random.pick([1_000, 50_000])));
        break;
      case 'bom':
        payload = `\ufeff${payload}`;
        break;
      case 'too-large':
        payload = serialize({ ...valid, fuzz: 'x'.repeat(1_100_000) });
        break;
    }
    request.payload = payload;
    request.headers['content-type'] = contentType;
  }

  if (area === 'header') {
    const kind = novel(ctx, `${operation.key} header`, [
      ['bad-bearer', 3],
      ['remember-garbage', 2],
      ['accept-language', 2],
      ['request-id', 1],
    ] as const);
    request.kind = `header:${kind}`;
    switch (kind) {
      case 'bad-bearer':
        request.authorization = random.chance(0.8)
          ? `Bearer ${random.pick(GARBAGE_TOKENS)}`
          : random.pick(['Basic eDp5', 'bearer', 'Bearer  x', `Token ${random.hex(64)}`]);
        break;
      case 'remember-garbage':
        request.headers['x-remember-token'] = random.pick(GARBAGE_TOKENS);
        if (random.chance(0.5)) request.authorization = `Bearer ${random.hex(64)}`;
        break;
      case 'accept-language':
        request.headers['accept-language'] = random.pick(ACCEPT_LANGUAGES);
        break;
      case 'request-id':
        request.headers['x-request-id'] = random.pick(['x'.repeat(500), '../x', 'abc', 'a b c d e f']);
        break;
    }
  }
  return request;
}
