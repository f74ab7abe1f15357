import type { Operation } from './openapi.ts';
import { deref } from './openapi.ts';
import { keysOfPathParam } from './pools.ts';
import {
  type CallerKind,
  encode,
  type FuzzRequest,
  fieldOf,
  multipart,
  pathValue,
  type RequestContext,
  validParams,
} from './requests.ts';
import {
  DATES_EXTREME,
  DATETIMES_EXTREME,
  EXTREME_SAMPLES,
  LONE_SURROGATES,
  samplesFor,
  serialize,
  setAt,
  slotsOf,
  validValue,
} from './values.ts';

/**
 * The systematic part of a run, before the random one: one otherwise valid request per field or parameter
 * and edge value that gets past a schema — NUL and a lone surrogate in every string, every extreme sample
 * matching a pattern (huge amounts, zeros, many decimals), every extreme date, the bounds of every number, a
 * cut-off multipart body for writes without a JSON body — so those classes of defect are found on every run,
 * whatever the seed.
 */
export function sweepRequests(
  ctx: RequestContext,
  operation: Operation,
  caller: CallerKind,
): { probe: FuzzRequest; requests: FuzzRequest[] } {
  const out: FuzzRequest[] = [];
  // Path parameters point at the first real row of their kind (the first caller's, as the pools are primed).
  const paths = Object.fromEntries(
    operation.pathParams.map((param) => {
      const real = ctx.pools.get(...keysOfPathParam(operation.path, param.name))?.[0];
      return [param.name, real ? encode(real) : pathValue(ctx, operation, param)];
    }),
  );
  const query = validParams(ctx, operation.queryParams);
  const body = operation.body ? (ctx.example?.() ?? validValue(ctx, operation.body, 'body')) : undefined;

  const make = (
    kind: string,
    field: string,
    change: { path?: [string, string]; query?: [string, string]; body?: unknown },
  ): FuzzRequest => {
    let url = operation.path;
    for (const [name, value] of Object.entries(paths))
      url = url.replace(`{${name}}`, change.path?.[0] === name ? change.path[1] : value);
    const pairs = change.query
      ? [...query.filter(([name]) => name !== change.query![0]), change.query]
      : query;
    if (pairs.length) url += `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`;
    const payload = 'body' in change ? change.body : body;
    return {
      method: operation.method,
      url,
      caller,
      headers: payload === undefined ? {} : { 'content-type': 'application/json' },
      ...(payload === undefined ? {} : { payload: serialize(payload) }),
      kind,
      field,
    };
  };

  for (const [name, value] of Object.entries(paths))
    out.push(make('path:nul', name, { path: [name, `${value}%00`] }));

  for (const param of operation.queryParams) {
    const { schema } = param;
    const values: [string, string][] = [['nul', `${encode(String(validValue(ctx, schema, param.name)))}%00`]];
    if (schema.format === 'date') for (const date of DATES_EXTREME) values.push(['date-extreme', date]);
    if (schema.type === 'integer' || schema.type === 'number')
      for (const n of ['0', '-1', '9'.repeat(20), String(schema.minimum ?? 0), String(schema.maximum ?? 0)])
        values.push(['int-extreme', n]);
    if (schema.pattern && schema.format === undefined)
      for (const sample of samplesFor(schema, EXTREME_SAMPLES))
        values.push(['extreme-match', encode(sample)]);
    for (const [kind, value] of values)
      out.push(make(`query:${kind}`, param.name, { query: [param.name, value] }));
  }

  if (operation.body && body !== undefined) {
    const seen = new Set<string>();
    for (const slot of slotsOf(ctx, body, operation.body)) {
      const field = fieldOf(slot);
      if (seen.has(field)) continue;
      seen.add(field);
      const schema = deref(ctx.document, slot.schema);
      const values: [string, unknown][] = [];
      if (schema.type === 'string' && !schema.enum) {
        values.push(['nul', 'fuzz\u0000'], ['lone-surrogate', `fuzz${LONE_SURROGATES[0]}`]);
        if (schema.format === 'date') for (const date of DATES_EXTREME) values.push(['date-extreme', date]);
        if (schema.format === 'date-time')
          for (const date of DATETIMES_EXTREME) values.push(['date-extreme', date]);
        if (schema.pattern && !schema.format)
          for (const sample of samplesFor(schema, EXTREME_SAMPLES)) values.push(['extreme-match', sample]);
      } else if (schema.type === 'integer' || schema.type === 'number') {
        for (const n of [schema.minimum ?? 0, schema.maximum ?? 2 ** 53, 2 ** 53 + 2, 1e308, -1])
          values.push(['int-extreme', n]);
      }
      for (const [kind, value] of values)
        out.push(make(`body:${kind}`, slot.path.join('.'), { body: setAt(body, slot.path, value) }));
    }
  }
  // A write that takes no JSON body (an upload, an action) also gets a multipart body cut off before its end.
  if (operation.method !== 'GET' && !operation.body) {
    const cut = multipart(ctx, true);
    out.push({
      ...make('body:multipart-truncated', '', {}),
      headers: { 'content-type': cut.contentType },
      payload: cut.payload,
    });
  }
  return { probe: make('probe', '', {}), requests: out };
}
