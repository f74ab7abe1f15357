// The baseline: a bare Fastify route in its own process, measured in the same run as the real server.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: 'ok' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 3299) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
