import { ZBudgetBody } from '@adportal/contracts';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorsPlugin } from './errors.ts';

describe('errors plugin', () => {
  it('answers a contract parsed inside a service (a thrown ZodError) 422 with field errors, not 500', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.post('/parse', async (request) => ZBudgetBody.parse(request.body));
    const response = await app.inject({
      method: 'POST',
      url: '/parse',
      headers: { 'accept-language': 'zh' },
      payload: { start_date: '9999-12-31' },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json<{ code: string; fields: { path: string; key: string; message: string }[] }>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields.find((field) => field.path === 'start_date')?.key).toBe(
      'validation.between|min=2000-01-01&max=2999-12-31',
    );
    expect(body.fields.every((field) => field.message.length > 0)).toBe(true);
    await app.close();
  });
});
