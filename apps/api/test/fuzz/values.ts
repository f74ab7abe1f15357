import { deref, type JsonSchema, type OpenApiDocument } from './openapi.ts';
import { poolKey, type ValuePools } from './pools.ts';
import type { Random } from './random.ts';

/** What value generation needs: the description (for $ref), the PRNG and the pools of real values. */
export interface ValueContext {
  document: OpenApiDocument;
  random: Random;
  pools: ValuePools;
  /** Plausible keys for free-form maps (a role's permissions map is keyed by area names). */
  mapKeys: readonly string[];
  /** Patterns no sample value matched: the fuzzer cannot build a valid value for them (reported once). */
  unmatchedPatterns: Set<string>;
  /** How often each scope (operation + field) has had each kind of input and sample: see novel() and cycle(). */
  coverage: Map<string, number>;
}

/** A weighted choice that favours what this scope has had least: each weight is divided by 1 + times chosen. */
export function novel<T extends string>(
  ctx: ValueContext,
  scope: string,
  entries: readonly (readonly [T, number])[],
): T {
  const adjusted = entries
    .filter(([, weight]) => weight > 0)
    .map(([value, weight]) => [value, weight / (1 + (ctx.coverage.get(`${scope}|${value}`) ?? 0))] as const);
  const choice = ctx.random.weighted(adjusted);
  const key = `${scope}|${choice}`;
  ctx.coverage.set(key, (ctx.coverage.get(key) ?? 0) + 1);
  return choice;
}

/** The samples in turn from a random start, so a scope that gets a kind of input often gets every sample of it. */
export function cycle<T>(ctx: ValueContext, scope: string, samples: readonly T[]): T {
  const key = `${scope}#`;
  const turn = ctx.coverage.get(key) ?? ctx.random.int(0, samples.length - 1);
  ctx.coverage.set(key, turn + 1);
  return samples[turn % samples.length]!;
}

/** Sample strings tried against a field's pattern when a valid value is needed. */
const PATTERN_SAMPLES = [
  'Secret#123',
  'Passw0rd!x',
  '123456',
  '12.5',
  '1',
  '10',
  '25.50',
  '0.5',
  '-1.25',
  'FUZZ_CODE-1',
  'WELCOME10',
  'TH',
  'US',
  'shop.example.com/sale?utm=fuzz',
  'https://news.example.com/a/b',
  '09:00',
  '18:30',
  '24:00',
  `${'a1b2c3d4'.repeat(8)}`,
  `0x${'0f'.repeat(32)}`,
  '0123456789abcdef0123456789abcdef.png',
  `${'0123456789abcdef'.repeat(4)}.png`,
  '300x250',
  '4c7a3c8e-5b1d-4a8f-9c3e-2d6f7a8b9c0d.png',
];

/** Strings that still match most patterns but sit at their edges: zeros, huge numbers, many decimals. */
export const EXTREME_SAMPLES = [
  '0',
  '0.0',
  '00',
  '-0',
  '000000',
  '999999',
  '0.000001',
  '0.0000001',
  '-0.01',
  '9'.repeat(15),
  '9'.repeat(19),
  '9223372036854775807',
  '9223372036854775808',
  '9'.repeat(40),
  `${'9'.repeat(30)}.99`,
  `-${'9'.repeat(30)}`,
  `1.${'0'.repeat(60)}1`,
  `${'0'.repeat(300)}1`,
  '9'.repeat(100_000),
  '00:00',
  '23:59',
  '24:00',
  'ZZ',
  'zz',
  'A'.repeat(40),
  '_-_',
  '-',
  `0x${'0'.repeat(64)}`,
  'f'.repeat(64),
  'a.co',
  `${'x'.repeat(63)}.com`,
  `${`${'a'.repeat(60)}.`.repeat(30)}com`,
  `shop.example.com/${'%'.repeat(50)}`,
  'shop.example.com:99999/x',
  `shop.example.com/?q=${'é'.repeat(500)}`,
  'ffffffff-ffff-ffff-ffff-ffffffffffff.gif',
];

export const CONTROL_CHARS = [
  '\u0001',
  '\u0007',
  '\u0008',
  '\u000b',
  '\u000c',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u2028',
  '\u2029',
  '\u200b',
  '\u202e',
  '\ufeff',
  '\ufffe',
  '\uffff',
];
export const LONE_SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff'];
export const UNICODE_SAMPLES = [
  'Zoë Ünïcødé',
  'ก่อนหน้า',
  '广告主',
  '😀🚀',
  'e\u0301\u0301\u0301',
  '𝕏𝔸𝕄',
  'ﷺ',
  'İstanbul ß',
  'ا٠١٢',
  // Last: blank once trimmed, so never used where a valid value is wanted.
  '\u00a0\u3000',
];
export const SQL_META = [
  '%',
  '_',
  '\\',
  "'",
  "''",
  '"',
  "' OR '1'='1",
  '%_\\%',
  "\\'",
  '$1',
  ';--',
  '*',
  '[a-z]',
];
export const NUMERIC_STRINGS = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '1e400',
  '-1',
  '-0',
  '99999999999999999999999999999',
  '9007199254740993',
  '0.5',
  '1.',
  '.5',
  '0x1F',
  '1_000',
  ' 1',
  '+1',
  '１２３',
  '1e-7',
];
export const DATES_EXTREME = [
  '9999-12-31',
  '0000-01-01',
  '0001-01-01',
  '1969-12-31',
  '1999-12-31',
  '2000-01-01',
  '2999-12-31',
  '3000-01-01',
  '0000-02-29',
];
export const DATES_MALFORMED = [
  '2026-02-30',
  '2026-13-01',
  '2026-00-10',
  'x',
  '2026-1-1',
  '20260101',
  '10000-01-01',
  '-2026-01-01',
  '2026-02-29',
  '2026-01-01T00:00:00Z',
  'now',
];
export const DATETIMES_EXTREME = [
  '9999-12-31T23:59:59.999Z',
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00Z',
  '1970-01-01T00:00:00Z',
  '2026-01-01T00:00:00+14:00',
  '2026-01-01T00:00:00-12:00',
  '2026-06-30T23:59:59.123456789Z',
  '2000-02-29T12:00:00Z',
];
export const DATETIMES_MALFORMED = [
  '2026-02-30T00:00:00Z',
  '2026-01-01T24:00:00Z',
  '2026-01-01T00:00:00',
  '2026-01-01',
  'x',
  '2026-01-01T00:00:60Z',
  '+275760-09-13T00:00:00Z',
];
const INT_EXTREMES = [
  0,
  -1,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 53,
  2 ** 53 + 2,
  2 ** 63,
  1e308,
  -1e308,
  Number.MIN_SAFE_INTEGER,
];
/** JSON number tokens JSON.stringify cannot write (placed raw into the body text, see rawToken). */
const RAW_NUMBERS = [
  '1e400',
  '-1e400',
  '1e-400',
  '-0',
  '123456789012345678901234567890',
  '1.0',
  '1E2',
  '0.1e1',
];

const RAW_PREFIX = '\u0000__fuzz_raw__';
/** A placeholder that serialize() replaces with the raw JSON text. */
export function rawToken(text: string): string {
  return `${RAW_PREFIX}${text}`;
}

/** JSON text of a generated body, with raw tokens written as they are. */
export function serialize(value: unknown): string {
  return JSON.stringify(value).replace(/"\\u0000__fuzz_raw__((?:[^"\\]|\\.)*)"/g, (_, text: string) =>
    JSON.parse(`"${text}"`),
  );
}

function typeOf(schema: JsonSchema, value: unknown): string {
  const declared = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (declared) return declared;
  if (schema.properties) return 'object';
  if (schema.enum?.length) return typeof schema.enum[0];
  if (Array.isArray(value)) return 'array';
  if (value === null || value === undefined) return 'unknown';
  return typeof value;
}

function testPattern(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(value);
  } catch {
    try {
      return new RegExp(pattern).test(value);
    } catch {
      return false;
    }
  }
}

function fitsLength(schema: JsonSchema, value: string) {
  return value.length >= (schema.minLength ?? 0) && value.length <= (schema.maxLength ?? Infinity);
}

export function samplesFor(schema: JsonSchema, samples: readonly string[]) {
  return samples.filter((sample) => fitsLength(schema, sample) && testPattern(schema.pattern!, sample));
}

export function randomDate(ctx: ValueContext) {
  const { random } = ctx;
  const month = String(random.int(1, 12)).padStart(2, '0');
  const day = String(random.int(1, 28)).padStart(2, '0');
  return `${random.int(2024, 2028)}-${month}-${day}`;
}

function randomDateTime(ctx: ValueContext) {
  const { random } = ctx;
  const hour = String(random.int(0, 23)).padStart(2, '0');
  const minute = String(random.int(0, 59)).padStart(2, '0');
  return `${randomDate(ctx)}T${hour}:${minute}:00.000Z`;
}

/** A real id from the pools named by these keys most of the time, else a random uuid. */
export function idFor(ctx: ValueContext, keys: string[]): string {
  const pool = ctx.pools.get(...keys);
  if (pool?.length && ctx.random.chance(0.85)) return ctx.random.pick(pool);
  return ctx.random.uuid();
}

function text(ctx: ValueContext, schema: JsonSchema) {
  const { random } = ctx;
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 40, Math.max(min, 40));
  let out = random.chance(0.2) ? random.pick(UNICODE_SAMPLES.slice(0, -1)) : `Fuzz ${random.word()}`;
  while (out.length < min) out += ` ${random.word()}`;
  return out.slice(0, Math.max(min, Math.min(max, out.length)));
}

function validString(ctx: ValueContext, schema: JsonSchema, name: string): string {
  const { random } = ctx;
  if (schema.format === 'uuid') return idFor(ctx, [poolKey(name)]);
  if (schema.format === 'date') return randomDate(ctx);
  if (schema.format === 'date-time') return randomDateTime(ctx);
  if (schema.pattern) {
    const matching = samplesFor(schema, PATTERN_SAMPLES);
    if (matching.length) return random.pick(matching);
    ctx.unmatchedPatterns.add(schema.pattern);
  }
  if (/email/i.test(name)) {
    const known = ctx.pools.get('email');
    if (known?.length && random.chance(0.3)) return random.pick(known);
    return `fuzz-${random.word()}@example.com`;
  }
  if (/phone/i.test(name)) return random.pick(['+66 81 234 5678', '0812345678', '(02) 123-4567', '']);
  if (/domain|host/i.test(name)) return `${random.word()}.example.com`;
  if (/url/i.test(name)) return `https://${random.word()}.example.com/${random.word()}`;
  const known = ctx.pools.get(poolKey(name));
  if (known?.length && random.chance(0.3)) {
    const value = random.pick(known);
    if (fitsLength(schema, value)) return value;
  }
  return text(ctx, schema);
}

function bounds(schema: JsonSchema) {
  const low =
    typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : (schema.minimum ?? 0);
  const high =
    typeof schema.exclusiveMaximum === 'number'
      ? schema.exclusiveMaximum - 1
      : (schema.maximum ?? low + 1000);
  return { low: Math.max(low, -1e6), high: Math.min(high, 1e9) };
}

function validNumber(ctx: ValueContext, schema: JsonSchema, integer: boolean) {
  const { random } = ctx;
  const { low, high } = bounds(schema);
  const roll = random.next();
  if (roll < 0.15) return low;
  if (roll < 0.3) return high;
  const value = low + random.next() * Math.min(high - low, 50);
  return integer ? Math.round(value) : Math.round(value * 100) / 100;
}

/** A value the schema accepts (as far as a JSON schema can say: refinements in zod are not visible). */
export function validValue(ctx: ValueContext, input: JsonSchema, name: string, depth = 0): unknown {
  const schema = deref(ctx.document, input);
  const { random } = ctx;
  if (depth > 8) return null;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return validValue(ctx, random.pick(branches), name, depth + 1);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return random.pick(schema.enum);
  if (schema.nullable && random.chance(0.1)) return null;
  switch (typeOf(schema, undefined)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (required.has(key) || random.chance(0.6)) out[key] = validValue(ctx, property, key, depth + 1);
      }
      if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
        for (let i = random.int(0, 3); i > 0; i--) {
          const key = random.pick(ctx.mapKeys);
          out[key] = validValue(ctx, schema.additionalProperties, key, depth + 1);
        }
      }
      // A confirmation field repeats its sibling (confirm_password → password).
      for (const key of Object.keys(out)) {
        const original = key.replace(/^confirm_/, '');
        if (original !== key && original in out && random.chance(0.9)) out[key] = out[original];
      }
      return out;
    }
    case 'array': {
      const min = schema.minItems ?? 0;
      const max = Math.min(schema.maxItems ?? min + 3, min + 3);
      return Array.from({ length: random.int(min, max) }, () =>
        validValue(ctx, schema.items ?? {}, name, depth + 1),
      );
    }
    case 'string':
      return validString(ctx, schema, name);
    case 'integer':
      return validNumber(ctx, schema, true);
    case 'number':
      return validNumber(ctx, schema, false);
    case 'boolean':
      return random.chance(0.5);
    default:
      return random.pick(['fuzz', 1, true, null, { a: 1 }]);
  }
}

/** Removes the slot's value (a "missing field" mutation). */
export const REMOVE: unique symbol = Symbol('remove');

export interface Mutation {
  /** The kind of input, as reported (wrong-type, nul, date-extreme …). */
  kind: string;
  value: unknown;
}

function insertAt(ctx: ValueContext, base: string, piece: string) {
  const at = ctx.random.int(0, base.length);
  return base.slice(0, at) + piece + base.slice(at);
}

function otherType(ctx: ValueContext, type: string): unknown {
  const choices: Record<string, unknown[]> = {
    string: [42, true, { a: 'x' }, ['x'], 0],
    integer: ['1', true, [1], { n: 1 }, 'x'],
    number: ['1.5', false, [1], {}],
    boolean: ['true', 1, 0, 'yes', [true]],
    array: [{ 0: 'x' }, 'x', 1, true],
    object: [[{}], 'x', 1, true],
  };
  return ctx.random.pick(choices[type] ?? ['x', 1, true, [], {}]);
}

/** Wraps a value in `depth` arrays: deep nesting that still parses. */
export function deepNesting(depth: number) {
  return rawToken(`${'['.repeat(depth)}${']'.repeat(depth)}`);
}

/**
 * One bad or edge value for a slot of this schema, the slot's current (valid) value given. The kinds that keep
 * the shape valid (NUL, control characters, lone surrogates, extreme but matching numbers and dates, real ids
 * of other rows …) are what gets past the validator into services and the database.
 */
export function mutateValue(
  ctx: ValueContext,
  input: JsonSchema,
  current: unknown,
  name: string,
  required: boolean,
  /** What novel() and cycle() count by: the operation and the field. */
  scope: string,
): Mutation {
  const schema = deref(ctx.document, input);
  const { random } = ctx;
  const type = typeOf(schema, current);
  const base = typeof current === 'string' ? current : 'fuzz';
  const kinds: [string, number][] = [
    ['wrong-type', 2],
    ['null', 1],
  ];
  if (required) kinds.push(['missing', 2]);
  if (type === 'string') {
    kinds.push(
      ['nul', 6],
      ['control-char', 3],
      ['lone-surrogate', 3],
      ['unicode', 2],
      ['sql-meta', 2],
      ['huge-string', 2],
      ['empty', 1],
      ['whitespace', 1],
      ['numeric-string', 1],
    );
    if (schema.maxLength !== undefined) kinds.push(['max-length', 2], ['over-length', 2]);
    if (schema.pattern) kinds.push(['extreme-match', 5]);
    if (schema.format === 'date' || schema.format === 'date-time' || /date|_at$|^from$|^to$/.test(name))
      kinds.push(['date-extreme', 5], ['date-malformed', 3]);
    if (schema.format === 'uuid') kinds.push(['uuid-random', 2], ['uuid-nil', 1], ['real-id-other', 4]);
    if (schema.enum?.length) kinds.push(['enum-bad', 4]);
  } else if (type === 'integer' || type === 'number') {
    kinds.push(
      ['int-extreme', 4],
      ['fraction', 2],
      ['negative', 2],
      ['numeric-string', 2],
      ['raw-number', 2],
    );
  } else if (type === 'array') {
    kinds.push(['array-empty', 2], ['array-big', 1], ['array-duplicates', 1], ['object-for-array', 2]);
  } else if (type === 'object') {
    kinds.push(['array-for-object', 2], ['unknown-field', 2], ['empty-object', 1], ['deep-nesting', 1]);
  }
  const kind = novel(ctx, scope, kinds);
  const turn = <T>(samples: readonly T[]) => cycle(ctx, `${scope}|${kind}`, samples);
  const value = ((): unknown => {
    switch (kind) {
      case 'wrong-type':
        return otherType(ctx, type);
      case 'null':
        return null;
      case 'missing':
        return REMOVE;
      case 'nul':
        return random.chance(0.2) ? '\u0000' : insertAt(ctx, base, '\u0000');
      case 'control-char':
        return insertAt(ctx, base, turn(CONTROL_CHARS));
      case 'lone-surrogate':
        return insertAt(ctx, base, turn(LONE_SURROGATES));
      case 'unicode':
        return turn(UNICODE_SAMPLES);
      case 'sql-meta':
        return random.chance(0.5) ? turn(SQL_META) : insertAt(ctx, base, turn(SQL_META));
      case 'huge-string':
        return random.pick(['x', 'ก', '😀', 'a\u0000']).repeat(random.pick([10_000, 100_000]) / 2);
      case 'empty':
        return '';
      case 'whitespace':
        return random.pick([' ', '   ', '\t\n', '\u00a0', ` ${base} `]);
      case 'numeric-string':
        return turn(NUMERIC_STRINGS);
      case 'max-length':
        return random.pick(['x', 'ก', '😀']).repeat(schema.maxLength!);
      case 'over-length':
        return 'x'.repeat(schema.maxLength! + 1);
      case 'extreme-match': {
        const matching = samplesFor(schema, EXTREME_SAMPLES);
        return turn(matching.length ? matching : EXTREME_SAMPLES);
      }
      case 'date-extreme':
        return turn(schema.format === 'date-time' ? DATETIMES_EXTREME : DATES_EXTREME);
      case 'date-malformed':
        return turn(schema.format === 'date-time' ? DATETIMES_MALFORMED : DATES_MALFORMED);
      case 'uuid-random':
        return random.uuid();
      case 'uuid-nil':
        return random.pick(['00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff']);
      case 'real-id-other': {
        const ids = ctx.pools.allIds();
        const id = ids.length ? random.pick(ids) : random.uuid();
        return random.chance(0.2) ? id.toUpperCase() : id;
      }
      case 'enum-bad': {
        const sample = String(random.pick(schema.enum!));
        return random.pick([sample.toUpperCase(), `${sample} `, `${sample}\u0000`, 'other', '']);
      }
      case 'int-extreme': {
        const { low, high } = bounds(schema);
        return turn([...INT_EXTREMES, low - 1, high + 1, schema.minimum ?? 0, schema.maximum ?? 1e9]);
      }
      case 'fraction':
        return random.pick([0.5, 1.5, 1e-7, 99.999]);
      case 'negative':
        return random.pick([-1, -0.5, -2147483648]);
      case 'raw-number':
        return rawToken(turn(RAW_NUMBERS));
      case 'array-empty':
        return [];
      case 'array-big': {
        const item = Array.isArray(current) && current.length ? current[0] : 'x';
        return Array.from({ length: random.pick([300, 5_000]) }, () => item);
      }
      case 'array-duplicates': {
        const item = Array.isArray(current) && current.length ? current[0] : 'x';
        return [item, item, item];
      }
      case 'object-for-array':
        return { 0: Array.isArray(current) ? current[0] : 'x' };
      case 'array-for-object':
        return [current];
      case 'unknown-field':
        return { ...(current as Record<string, unknown>), [`fuzz_${random.word()}`]: 'x' };
      case 'empty-object':
        return {};
      case 'deep-nesting':
        return deepNesting(random.pick([1_000, 20_000]));
      default:
        throw new Error(`unknown mutation ${kind}`);
    }
  })();
  return { kind, value };
}

/** A place in a generated value: its path, schema, name and whether its parent requires it. */
export interface Slot {
  path: (string | number)[];
  schema: JsonSchema;
  name: string;
  required: boolean;
}

/** Every slot of a value (fields present or not, array items), so one of them can be mutated. */
export function slotsOf(
  ctx: ValueContext,
  value: unknown,
  input: JsonSchema,
  path: Slot['path'] = [],
): Slot[] {
  const schema = deref(ctx.document, input);
  const out: Slot[] = [];
  if (path.length > 6) return out;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    const required = new Set(schema.required ?? []);
    const properties = schema.properties ?? {};
    const additional = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : {};
    for (const key of new Set([...Object.keys(properties), ...Object.keys(record)])) {
      const child = properties[key] ?? additional;
      out.push({ path: [...path, key], schema: child, name: key, required: required.has(key) });
      if (key in record) out.push(...slotsOf(ctx, record[key], child, [...path, key]));
    }
  } else if (Array.isArray(value)) {
    value.slice(0, 3).forEach((item, index) => {
      const child = schema.items ?? {};
      const name = String(path[path.length - 1] ?? 'item');
      out.push({ path: [...path, index], schema: child, name, required: false });
      out.push(...slotsOf(ctx, item, child, [...path, index]));
    });
  }
  return out;
}

export function getAt(value: unknown, path: Slot['path']): unknown {
  let current = value;
  for (const step of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[step];
  }
  return current;
}

/** A copy of the value with the slot at `path` replaced (or removed). */
export function setAt(value: unknown, path: Slot['path'], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    if (replacement === REMOVE && rest.length === 0) copy.splice(Number(head), 1);
    else copy[Number(head)] = setAt(copy[Number(head)], rest, replacement);
    return copy;
  }
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  if (replacement === REMOVE && rest.length === 0) delete copy[String(head)];
  else copy[String(head)] = setAt(copy[String(head)], rest, replacement);
  return copy;
}
