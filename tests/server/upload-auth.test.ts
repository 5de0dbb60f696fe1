import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHEQUE_IMAGE_MAX_CHARS } from '../../core/schemas/payment';
import { signInCustomer } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate } from '../helpers/test-database';

/**
 * Upload routes check the token before they read the body (issue 14): an unauthenticated cheque
 * upload is answered at once, whatever it sends and however slowly, so floods of large
 * unauthenticated bodies are never buffered. Over a raw socket: app.inject hands the body over whole,
 * and Node's http client stops writing once an early answer has ended.
 */
describe('the PAD cheque upload refuses a caller without a session before reading the body', () => {
  let t: TestApp;
  let port: number;
  const sockets: net.Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp('pglite');
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  }, 120_000);
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await t.close();
    await closeTemplate();
  });

  const CHUNK = Buffer.alloc(64 * 1024, 'A'.charCodeAt(0));

  /**
   * A connection that sends a cheque upload's head (`length` bytes announced, or chunked when
   * undefined) and then `send` bytes of body (Infinity: chunks for as long as the server reads them).
   * `answers` collects the status lines the server sends back on it.
   */
  const connect = (headers: Record<string, string>, length: number | undefined, send: number) => {
    const socket = net.connect(port, '127.0.0.1');
    sockets.push(socket);
    const answers: string[] = [];
    let text = '';
    socket.on('data', (data: Buffer) => {
      text += data.toString('latin1');
      answers.splice(0, answers.length, ...[...text.matchAll(/HTTP\/1\.1 \d{3} [^\r]*/g)].map((m) => m[0]));
    });
    socket.on('error', () => undefined);

    const head = Object.entries({
      ...headers,
      host: 'localhost:80',
      'content-type': 'application/json',
      ...(length === undefined ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(length) }),
    })
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('');
    socket.write(`POST /api/pad/apply_by_cheque HTTP/1.1\r\n${head}\r\n`);
    const sent = new Promise<void>((resolve) => {
      let written = 0;
      const pump = () => {
        while (written < send && !socket.destroyed) {
          const n = Math.min(CHUNK.length, send - written);
          written += n;
          const piece = length === undefined ? Buffer.concat([Buffer.from(`${n.toString(16)}\r\n`), CHUNK.subarray(0, n), Buffer.from('\r\n')]) : CHUNK.subarray(0, n);
          if (!socket.write(piece)) return void socket.once('drain', pump);
        }
        resolve();
      };
      pump();
    });
    return { socket, answers, sent };
  };

  const answeredWithin = async (answers: string[], count: number, ms: number) => {
    await expect.poll(() => answers.length, { timeout: ms, interval: 10 }).toBeGreaterThanOrEqual(count);
    return answers;
  };

  it('answers 401 while an 8 MB body is still on its way (64 KB of it sent, the rest never)', async () => {
    const upload = connect(t.headers('fr'), 8 * 1024 * 1024, 64 * 1024);
    expect(await answeredWithin(upload.answers, 1, 2000)).toEqual(['HTTP/1.1 401 Unauthorized']);
    upload.socket.destroy();
  });

  it('answers 401 at once to a chunked upload that never ends', async () => {
    const upload = connect(t.headers(), undefined, Number.POSITIVE_INFINITY);
    expect(await answeredWithin(upload.answers, 1, 2000)).toEqual(['HTTP/1.1 401 Unauthorized']);
    upload.socket.destroy();
  });

  it('drops the rest of a refused body and keeps the connection for the next request', async () => {
    const length = 6 * 1024 * 1024;
    const upload = connect(t.headers(), length, length);
    expect(await answeredWithin(upload.answers, 1, 2000)).toEqual(['HTTP/1.1 401 Unauthorized']);
    await upload.sent;
    const head = Object.entries({ ...t.headers(), host: 'localhost:80' }).map(([k, v]) => `${k}: ${v}\r\n`).join('');
    upload.socket.write(`GET /api/pad/create_pad_statement HTTP/1.1\r\n${head}\r\n`);
    expect(await answeredWithin(upload.answers, 2, 5000)).toEqual(['HTTP/1.1 401 Unauthorized', 'HTTP/1.1 401 Unauthorized']);
  });

  it('refuses a body larger than the largest cheque photo needs, before reading it, even signed in', async () => {
    const who = await signInCustomer(t);
    // The base64 of a 5 MB image is under 7 MB: an 8 MB body is no cheque, and says so by its length.
    expect(CHEQUE_IMAGE_MAX_CHARS).toBeLessThan(7 * 1024 * 1024);
    const upload = connect(who.headers(), 8 * 1024 * 1024, 64 * 1024);
    expect(await answeredWithin(upload.answers, 1, 2000)).toEqual(['HTTP/1.1 413 Payload Too Large']);
    upload.socket.destroy();
  });
});
