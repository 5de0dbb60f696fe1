import Fastify from 'fastify';

/**
 * The baseline: a bare Fastify route answering a fixed JSON body of a given size, so a benchmark shows
 * what our work costs on top of HTTP and serialization on this machine. POST /bare also reads and
 * parses the request's JSON body with Fastify's own parser first: the floor of any route taking that body.
 */
const size = Number(process.argv[2] ?? 1024);
// Pre-encoded, as the API's memoized catalogue answers are: the baseline is the best a route can do.
const body = Buffer.from(JSON.stringify({ status: 1, data: { filler: 'x'.repeat(Math.max(0, size - 30)) } }));
const app = Fastify({ logger: false });
app.get('/bare', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
app.post('/bare', async (request, reply) => reply.type('application/json; charset=utf-8').send(request.body === undefined ? null : body));
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.stdout.write(`READY ${typeof address === 'object' && address ? address.port : 0}\n`);
