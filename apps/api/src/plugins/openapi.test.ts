import Fastify from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { assertDeclared, OpenApiContract } from '../../test/openapi-contract.ts';
import { validatorCompiler } from '../lib/validator-compiler.ts';
import { openapiPlugin } from './openapi.ts';

// Module level: a registered id can be given to one schema only.
const response = { 200: z.object({ count: z.number().int() }).meta({ id: 'ProbeCount' }) };

/** A small app with the real description plugin and routes that answer what they declare, or not. */
async function probeApp() {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(openapiPlugin);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/api/probe/right', { schema: { operationId: 'probeRight', response } }, async () => ({
    count: 1,
  }));
  // Sent as a string (no serializer runs): what the server would send if its code and its contract drifted.
  const answer = (url: string, status: number, type: string, body: string) =>
    app.get(url, { schema: { operationId: url.replace(/\W/g, ''), response } }, (_request, reply) => {
      reply
        .code(status as 200)
        .type(type)
        .send(body);
    });
  answer('/api/probe/wrong-shape', 200, 'application/json', '{"count":"one"}');
  answer('/api/probe/teapot', 418, 'application/json', '{"count":1}');
  answer('/api/probe/html', 200, 'text/html', '<p>1</p>');
  await app.ready();
  return { app, contract: new OpenApiContract(app.swagger() as never) };
}

describe('the OpenAPI contract test (test/openapi-contract.ts)', () => {
  it('passes an answer its route declares', async () => {
    const { app, contract } = await probeApp();
    const response = await app.inject({ method: 'GET', url: '/api/probe/right' });
    expect(assertDeclared(contract, 'GET', '/api/probe/right', response)).toBe(true);
    await app.close();
  });

  it('refuses a body of the wrong shape, naming the route, the status and the schema error', async () => {
    const { app, contract } = await probeApp();
    const response = await app.inject({ method: 'GET', url: '/api/probe/wrong-shape' });
    expect(() => assertDeclared(contract, 'GET', '/api/probe/wrong-shape', response)).toThrow(
      /GET \/api\/probe\/wrong-shape .*answered 200 application\/json[\s\S]*\/count must be integer/,
    );
    await app.close();
  });

  it('refuses a status or a media type the description does not declare', async () => {
    const { app, contract } = await probeApp();
    const teapot = await app.inject({ method: 'GET', url: '/api/probe/teapot' });
    expect(() => assertDeclared(contract, 'GET', '/api/probe/teapot', teapot)).toThrow(
      /status 418 is not declared/,
    );
    const html = await app.inject({ method: 'GET', url: '/api/probe/html' });
    expect(() => assertDeclared(contract, 'GET', '/api/probe/html', html)).toThrow(
      /media type text\/html is not declared/,
    );
    await app.close();
  });

  it('declares public routes public and drops the unused input/output copies of the components', async () => {
    const { app } = await probeApp();
    const document = app.swagger() as {
      openapi: string;
      paths: Record<string, Record<string, { security?: unknown[] }>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/api/probe/right']?.get?.security).toEqual([]);
    expect(Object.keys(document.components.schemas)).toContain('ProbeCount');
    expect(Object.keys(document.components.schemas)).not.toContain('LoginBodyInput');
    await app.close();
  });
});
