/** The part of an OpenAPI 3 description (as @fastify/swagger writes it from the zod contracts) the fuzzer reads. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

interface OperationObject {
  operationId?: string;
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: HttpMethod;
  /** The OpenAPI path template, e.g. /api/advertisements/{id}/targets/{targetId}. */
  path: string;
  /** "METHOD /path" — how the operation is named in the report. */
  key: string;
  operationId: string | undefined;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The JSON body's schema when the operation takes one. */
  body: JsonSchema | undefined;
  bodyRequired: boolean;
}

const METHODS: Record<string, HttpMethod> = {
  get: 'GET',
  post: 'POST',
  put: 'PUT',
  patch: 'PATCH',
  delete: 'DELETE',
};

/** Resolves a local $ref (#/components/schemas/X), repeatedly, and merges allOf. */
export function deref(document: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema {
  let current = schema ?? {};
  for (let depth = 0; current.$ref && depth < 20; depth++) {
    const name = current.$ref.replace(/^#\/components\/schemas\//, '');
    const target = document.components?.schemas?.[name];
    if (!target) throw new Error(`unresolved $ref ${current.$ref}`);
    current = target;
  }
  if (current.allOf?.length) {
    const merged: JsonSchema = { ...current, allOf: undefined, properties: {}, required: [] };
    for (const part of current.allOf.map((entry) => deref(document, entry))) {
      Object.assign(merged, { ...part, properties: { ...merged.properties, ...part.properties } });
      merged.required = [...(merged.required ?? []), ...(part.required ?? [])];
    }
    return merged;
  }
  return current;
}

/** Every operation of the description, in a stable order: reads first, then writes, deletions last. */
export function listOperations(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [verb, operation] of Object.entries(item)) {
      const method = METHODS[verb];
      if (!method) continue;
      const parameters = operation.parameters ?? [];
      const param = (p: ParameterObject): Parameter => ({
        name: p.name,
        required: p.in === 'path' || Boolean(p.required),
        schema: deref(document, p.schema),
      });
      const json = operation.requestBody?.content?.['application/json'];
      operations.push({
        method,
        path,
        key: `${method} ${path}`,
        operationId: operation.operationId,
        pathParams: parameters.filter((p) => p.in === 'path').map(param),
        queryParams: parameters.filter((p) => p.in === 'query').map(param),
        body: json ? deref(document, json.schema) : undefined,
        bodyRequired: Boolean(operation.requestBody?.required),
      });
    }
  }
  const rank: Record<HttpMethod, number> = { GET: 0, POST: 1, PUT: 1, PATCH: 1, DELETE: 2 };
  return operations
    .map((operation, index) => ({ operation, index }))
    .sort((x, y) => rank[x.operation.method] - rank[y.operation.method] || x.index - y.index)
    .map(({ operation }) => operation);
}
