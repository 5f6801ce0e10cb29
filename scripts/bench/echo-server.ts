/**
 * The reference for `npm run bench:server`: a bare Fastify server that answers a JSON POST with
 * its body, no validation, storage, headers or logging. What any Fastify endpoint costs at least.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/echo', async (request) => request.body);
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
