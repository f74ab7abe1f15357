// The contract test (docs/api.md, "The description"): every answer an API test receives through app.inject is
// checked against the app's OpenAPI description — the operation (path template and method), the status, the
// media type, and a JSON body against its schema (ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses). An answer the
// description does not declare fails the test that received it. Each schema is compiled once per worker.
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../src/app.ts';

// ajv-formats is CommonJS: its default export is the function, under `default` again when loaded from ESM.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as typeof addFormatsModule;

type Json = Record<string, unknown>;
interface MediaType {
  schema?: Json;
}
interface Response {
  content?: Record<string, MediaType>;
}
interface Operation {
  responses?: Record<string, Response>;
}
export interface Description {
  paths: Record<string, Record<string, Operation>>;
}

interface PathMatcher {
  template: string;
  pattern: RegExp;
  /** Literal segments first: /api/deposits/export before /api/deposits/{id}. */
  literals: number;
}

const escapePointer = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');
const NO_BODY_STATUSES = new Set([204, 304]);

/** The description of one app, with the validators of its JSON answers compiled as they are first needed. */
export class OpenApiContract {
  private readonly ajv: Ajv2020;
  private readonly matchers: PathMatcher[];
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(readonly description: Description) {
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
    addFormats(this.ajv);
    this.ajv.addFormat('binary', true);
    this.ajv.addSchema(description as object, 'openapi.json');
    this.matchers = Object.keys(description.paths)
      .map((template) => {
        const segments = template.split('/');
        const pattern = segments
          .map((segment) =>
            /^\{[^}]+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
          )
          .join('/');
        return {
          template,
          pattern: new RegExp(`^${pattern}$`),
          literals: segments.filter((segment) => !segment.startsWith('{')).length,
        };
      })
      .sort((a, b) => b.literals - a.literals);
  }

  /** The path template a request's URL is an instance of, if the description has one. */
  templateOf(url: string): string | undefined {
    const path = url.split('?')[0] ?? url;
    return this.matchers.find((matcher) => matcher.pattern.test(path))?.template;
  }

  /**
   * What is wrong with an answer (nothing: an empty list), or undefined when the description has no such
   * operation (a route it hides, or a URL no route has).
   */
  problems(
    method: string,
    url: string,
    answer: { statusCode: number; headers: Record<string, unknown>; body: string },
  ): string[] | undefined {
    const template = this.templateOf(url);
    // A HEAD request is answered by its GET route, without the body.
    const verb = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
    const operation = template ? this.description.paths[template]?.[verb] : undefined;
    if (!template || !operation) return undefined;
    const status = String(answer.statusCode);
    const responses = operation.responses ?? {};
    const declaredStatus = [status, `${status[0]}XX`, 'default'].find((key) => responses[key]);
    if (!declaredStatus)
      return [`status ${status} is not declared (declared: ${Object.keys(responses).join(', ')})`];
    const content = responses[declaredStatus]?.content ?? {};
    const mediaTypes = Object.keys(content);
    const contentType = String(answer.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    const empty = answer.body.length === 0 && !contentType;
    if (mediaTypes.length === 0) {
      return empty || NO_BODY_STATUSES.has(answer.statusCode) || verb !== method.toLowerCase()
        ? []
        : [`status ${status} declares no body, but the answer has one (${contentType || 'no content-type'})`];
    }
    if (verb !== method.toLowerCase()) return [];
    const mediaType = mediaTypes.find(
      (declared) =>
        declared === contentType ||
        (declared.endsWith('/*') && contentType.startsWith(declared.slice(0, -1))),
    );
    if (!mediaType)
      return [
        `media type ${contentType || '(none)'} is not declared for status ${status} (declared: ${mediaTypes.join(', ')})`,
      ];
    if (mediaType !== 'application/json' && !mediaType.endsWith('+json')) return [];
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return [`the ${mediaType} body is not JSON: ${answer.body.slice(0, 200)}`];
    }
    const validate = this.validator(template, verb, declaredStatus, mediaType);
    if (validate(body)) return [];
    return (validate.errors ?? []).map(
      (error) => `${error.instancePath || '(body)'} ${error.message} ${JSON.stringify(error.params)}`,
    );
  }

  private validator(template: string, verb: string, status: string, mediaType: string): ValidateFunction {
    const pointer = ['paths', template, verb, 'responses', status, 'content', mediaType, 'schema']
      .map(escapePointer)
      .join('/');
    let validate = this.validators.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `openapi.json#/${pointer}` });
      this.validators.set(pointer, validate);
    }
    return validate;
  }
}

/** This worker's tally, written to CONTRACT_COUNTS_DIR for global-setup.ts to sum at the end of the run. */
export const contractCounts = { validated: 0, undescribed: 0 };

/** The first app's description serves every app of the worker (they declare the same routes); others on a miss. */
let shared: OpenApiContract | undefined;
const ownContracts = new WeakMap<App, OpenApiContract>();

function contractOf(app: App, own = false): OpenApiContract {
  if (!own) {
    shared ??= new OpenApiContract(app.swagger() as unknown as Description);
    return shared;
  }
  let contract = ownContracts.get(app);
  if (!contract) {
    contract = new OpenApiContract(app.swagger() as unknown as Description);
    ownContracts.set(app, contract);
  }
  return contract;
}

/** Checks one answer; throws (failing the test that received it) when the description does not declare it. */
export function checkAnswer(app: App, method: string, url: string, response: LightMyRequestResponse) {
  // A route only this app has (a test clock, say) is in its own description.
  const contract =
    contractOf(app).templateOf(url) === undefined && contractOf(app, true).templateOf(url) !== undefined
      ? contractOf(app, true)
      : contractOf(app);
  if (assertDeclared(contract, method, url, response)) contractCounts.validated++;
  else contractCounts.undescribed++;
}

/**
 * Throws when the description does not declare this answer (its status, media type or JSON body), naming the
 * route, the status and ajv's errors. False when the description has no such operation (nothing to check).
 */
export function assertDeclared(
  contract: OpenApiContract,
  method: string,
  url: string,
  response: Pick<LightMyRequestResponse, 'statusCode' | 'headers' | 'body'>,
): boolean {
  const problems = contract.problems(method, url, response);
  if (problems === undefined) return false;
  if (problems.length > 0) {
    throw new Error(
      `OpenAPI contract: ${method} ${contract.templateOf(url)} (${url}) answered ${response.statusCode} ${
        response.headers['content-type'] ?? ''
      }, which the description does not declare:\n  ${problems.join('\n  ')}\n  body: ${response.body.slice(0, 500)}`,
    );
  }
  return true;
}

/** Every app.inject of this app (with options: the chained form is not used here) is checked by checkAnswer. */
export function watchAnswers(app: App) {
  const inject = app.inject.bind(app) as (options: InjectOptions | string) => Promise<LightMyRequestResponse>;
  const watched = async (options: InjectOptions | string) => {
    const response = await inject(options);
    const method = typeof options === 'string' ? 'GET' : (options.method ?? 'GET');
    const url =
      typeof options === 'string'
        ? options
        : typeof options.url === 'string'
          ? options.url
          : (options.path ?? '');
    checkAnswer(app, String(method).toUpperCase(), String(url), response);
    return response;
  };
  (app as unknown as { inject: typeof watched }).inject = watched;
}

/** What writeContractCounts has written so far: each file gets only what came after. */
const written = { validated: 0, undescribed: 0 };

/**
 * Written after each test file (setup.ts): the answers checked since the last write, in a file of their own (a
 * worker may be reused with its modules loaded afresh, so running totals could overwrite each other).
 */
export function writeContractCounts() {
  const dir = process.env.CONTRACT_COUNTS_DIR;
  if (!dir) return;
  const delta = {
    validated: contractCounts.validated - written.validated,
    undescribed: contractCounts.undescribed - written.undescribed,
  };
  writeFileSync(join(dir, `${process.pid}-${threadId}-${randomUUID()}.json`), JSON.stringify(delta));
  Object.assign(written, contractCounts);
}

/** global-setup.ts: a fresh folder for the workers' totals, and their sum at the end. */
export function contractCountsFolder() {
  const dir = join(tmpdir(), `adportal-contract-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return {
    dir,
    summary() {
      const totals = { validated: 0, undescribed: 0 };
      for (const file of readdirSync(dir)) {
        const counts = JSON.parse(readFileSync(join(dir, file), 'utf8')) as typeof totals;
        totals.validated += counts.validated;
        totals.undescribed += counts.undescribed;
      }
      rmSync(dir, { recursive: true, force: true });
      return totals;
    },
  };
}
