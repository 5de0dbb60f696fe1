import fastifyCors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cors } from '../../server/plugins/cors';

/**
 * Issue 18: server/plugins/cors.ts replaced @fastify/cors on the request path (its per-request
 * allocations were a fifth of a cached answer's CPU). The same requests to an app with each must get
 * the same status, headers and body: @fastify/cors with the options the API used is the reference.
 */
const ORIGINS = ['app://bundle', 'http://localhost:5173'];
const ALLOWED = ['content-type', 'ts', 'authorization-token', 'idempotency-key'];
const EXPOSED = ['retry-after', 'content-disposition', 'etag'];

async function appWith(kind: 'reference' | 'ours', origins: string[]): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  if (kind === 'reference') {
    await app.register(fastifyCors, { origin: origins, credentials: true, allowedHeaders: ALLOWED, exposedHeaders: EXPOSED, strictPreflight: false });
  } else {
    await app.register(cors, { origins, allowedHeaders: ALLOWED, exposedHeaders: EXPOSED });
  }
  app.get('/plain', async () => ({ ok: true }));
  app.post('/plain', async () => ({ posted: true }));
  // An answer that names its own Vary (the catalogue's cached answers do).
  app.get('/varies', async (_request, reply) => reply.header('vary', `${String(reply.getHeader('vary') ?? '')}, accept-encoding`).send('v'));
  app.get('/fails', async () => {
    throw Object.assign(new Error('no'), { statusCode: 409 });
  });
  await app.ready();
  return app;
}

const requests: { method: 'GET' | 'POST' | 'OPTIONS' | 'PUT' | 'DELETE'; url: string; headers: Record<string, string> }[] = [];
for (const url of ['/plain', '/varies', '/fails', '/missing', '/plain?x=1']) {
  for (const origin of [undefined, 'app://bundle', 'http://localhost:5173', 'https://stranger.example', 'APP://BUNDLE', '']) {
    const base: Record<string, string> = origin === undefined ? {} : { origin };
    requests.push({ method: 'GET', url, headers: base });
    requests.push({ method: 'POST', url, headers: { ...base, 'content-type': 'application/json' } });
    requests.push({ method: 'PUT', url, headers: base });
    requests.push({ method: 'OPTIONS', url, headers: base });
    requests.push({ method: 'OPTIONS', url, headers: { ...base, 'access-control-request-method': 'POST', 'access-control-request-headers': 'ts,authorization-token' } });
    requests.push({ method: 'DELETE', url, headers: { ...base, 'access-control-request-method': 'DELETE' } });
  }
}

describe.each([
  ['a list of origins', ORIGINS],
  ['any origin', ['*']],
])('server/plugins/cors.ts answers as @fastify/cors did, with %s', (_name, origins) => {
  let reference: FastifyInstance;
  let ours: FastifyInstance;
  beforeAll(async () => {
    [reference, ours] = await Promise.all([appWith('reference', origins), appWith('ours', origins)]);
  });
  afterAll(async () => {
    await Promise.all([reference.close(), ours.close()]);
  });

  it(`gives the same status, headers and body to ${requests.length} requests`, async () => {
    for (const request of requests) {
      const body = request.method === 'POST' ? '{}' : undefined;
      const [a, b] = await Promise.all([reference.inject({ ...request, body }), ours.inject({ ...request, body })]);
      const label = `${request.method} ${request.url} ${JSON.stringify(request.headers)}`;
      const headers = (h: Record<string, unknown>) => {
        const { date: _date, ...rest } = h;
        return Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, String(v).toLowerCase()]).sort());
      };
      expect({ status: b.statusCode, headers: headers(b.headers), body: b.body }, label).toEqual({
        status: a.statusCode,
        headers: headers(a.headers),
        body: a.body,
      });
    }
  });

  it('refuses a route that asks for its own CORS options', async () => {
    const app = Fastify({ logger: false });
    await app.register(cors, { origins, allowedHeaders: ALLOWED, exposedHeaders: EXPOSED });
    expect(() => app.get('/own', { config: { cors: false } as never }, async () => 'x')).toThrow(/per-route CORS/);
    await app.close();
  });
});
