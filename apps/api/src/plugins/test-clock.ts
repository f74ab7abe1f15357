import { ZTestClock, ZTestClockBody } from '@adportal/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../lib/error-responses.ts';
import type { TestClock } from '../lib/test-clock.ts';

/**
 * `POST /api/test/clock`: moves the end-to-end server's clock forward. Registered only when the app is built with
 * a TestClock (TEST_CLOCK=true, which config.ts refuses in production), so no other server has the route.
 * Work that time would have let happen is done before the answer: the impressions counted in memory are written,
 * as their flush timer would have written them within the time the clock jumped over.
 */
export async function testClockRoutes(
  app: FastifyInstance,
  { clock, flush }: { clock: TestClock; flush: () => Promise<void> },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const view = () => ({ now: clock.now().toISOString(), offset_ms: clock.offset });
  api.get(
    '/api/test/clock',
    {
      schema: {
        operationId: 'readTestClock',
        tags: ['system'],
        summary: 'The test server’s clock (TEST_CLOCK=true only)',
        response: { 200: ZTestClock },
      },
    },
    async () => view(),
  );
  api.post(
    '/api/test/clock',
    {
      schema: {
        operationId: 'advanceTestClock',
        tags: ['system'],
        summary: 'Move the test server’s clock forward (TEST_CLOCK=true only)',
        body: ZTestClockBody,
        response: { 200: ZTestClock, ...errorResponses(422) },
      },
    },
    async (request) => {
      clock.advance(request.body.advance_ms);
      await flush();
      return view();
    },
  );
}
