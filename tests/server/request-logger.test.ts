import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLogger } from '../../server/http/request-logger';

/** The app's request loggers are made on first use (server/http/request-logger.ts): the lines are the child's. */
async function appLogging(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      callback();
    },
  });
  const app = Fastify({ logger: { level, stream }, childLoggerFactory: requestLogger, disableRequestLogging: true });
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/talks', async (request) => {
    request.log.info({ step: 1 }, 'first');
    request.log.debug('hidden below info');
    request.log.child({ part: 'inner' }).warn('second');
    return { level: request.log.level };
  });
  app.get('/fails', { logLevel: 'error' }, async (request) => {
    request.log.info('not at error level');
    request.log.error('failed');
    throw new Error('broken');
  });
  await app.ready();
  return { app, lines };
}

describe('request loggers made on first use', () => {
  it('log with the request id bound, at the app’s or the route’s level, and nothing for a quiet request', async () => {
    const { app, lines } = await appLogging('info');
    const quiet = await app.inject({ url: '/quiet' });
    expect(quiet.statusCode).toBe(200);
    expect(lines).toEqual([]);

    const talks = await app.inject({ url: '/talks' });
    expect(talks.json()).toEqual({ level: 'info' });
    expect(lines.map((l) => [l.msg, l.step, l.part])).toEqual([
      ['first', 1, undefined],
      ['second', undefined, 'inner'],
    ]);
    expect(lines.every((l) => typeof l.reqId === 'string' && l.reqId === lines[0]!.reqId)).toBe(true);

    lines.length = 0;
    expect((await app.inject({ url: '/fails' })).statusCode).toBe(500);
    // The route's level (error) holds: its info line is dropped, its error line kept with the id.
    expect(lines.map((l) => l.msg)).not.toContain('not at error level');
    expect(lines.some((l) => l.msg === 'failed' && l.level === 50 && typeof l.reqId === 'string')).toBe(true);
    await app.close();
  });
});
