import Fastify from 'fastify';

// The bare server of DESIGN.md §4's throughput budget, run in its own process like the product.
const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
