import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_THRESHOLD_BYTES } from '../plugins/compression';

export const JSON_TYPE = 'application/json; charset=utf-8';
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = 'br' | 'gzip';
const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });

/**
 * A catalogue answer built once per catalogue version (menu, product, SKU index, suggestions): its
 * JSON, an ETag naming that version, and each compressed form made on first demand and then kept
 * with it, so a thousand phones opening the menu cost one compression, not a thousand. Brotli runs
 * at quality 9 (a little under quality 11's size at a fraction of its time) on zlib's thread pool,
 * so the event loop keeps serving while a new version's menu is compressed.
 */
export class CachedAnswer {
  private readonly encoded: Partial<Record<Encoding, Promise<Buffer>>> = {};
  /** The compressed forms made so far: sent without waiting on their promise. */
  private readonly made: Partial<Record<Encoding, Buffer>> = {};

  constructor(
    readonly etag: string,
    readonly body: Buffer,
  ) {}

  encodedAs(encoding: Encoding): Promise<Buffer> {
    let pending = this.encoded[encoding];
    if (!pending) {
      pending =
        encoding === 'br'
          ? brotli(this.body, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: this.body.length },
            })
          : gzipAsync(this.body, { level: 9 });
      this.encoded[encoding] = pending;
      pending.then(
        (bytes) => {
          if (this.encoded[encoding] === pending) this.made[encoding] = bytes;
        },
        () => undefined,
      );
      // A failed compression is not kept: the next caller tries again.
      pending.catch(() => {
        if (this.encoded[encoding] === pending) delete this.encoded[encoding];
      });
    }
    return pending;
  }

  /** The compressed form once it has been made, else undefined (`encodedAs` makes it). */
  encodedNow(encoding: Encoding): Buffer | undefined {
    return this.made[encoding];
  }
}

/** An ETag for a catalogue view: the catalogue version it was built from and what view it is. */
export function catalogueEtag(version: number, view: string): string {
  return `"c${version}-${encodeURIComponent(view)}"`;
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends a cached answer: 304 with no body when the caller holds this version; otherwise the stored
 * bytes in the best encoding the caller accepts. `no-cache` makes browsers ask every time (stock
 * moves), which costs a 304 when nothing changed. The language header picks the text, so caches key
 * on it too (a page drawn for a position says `vary: cookie` instead).
 *
 * Sent at once (undefined) unless the answer's compressed form is still being made (a promise, settled
 * once sent): a route whose snapshot is at hand answers without a promise (`catalogue.fresh()`).
 */
export function sendCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  { type = JSON_TYPE, vary = 'accept-encoding, app-language' }: { type?: string; vary?: string } = {},
): Promise<void> | undefined {
  // Added to what is there: the CORS hook's `Vary: Origin` (server/plugins/cors.ts) stays.
  const prior = reply.getHeader('vary');
  reply.header('etag', answer.etag).header('cache-control', 'no-cache').header('vary', prior ? `${String(prior)}, ${vary}` : vary);
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) {
    reply.code(304).send();
    return undefined;
  }
  reply.type(type);
  const accept = request.headers['accept-encoding'];
  const encoding = answer.body.length >= COMPRESS_THRESHOLD_BYTES && accept ? negotiator.negotiate(accept) : null;
  if (!encoding) {
    reply.send(answer.body);
    return undefined;
  }
  const made = answer.encodedNow(encoding);
  if (made) {
    reply.header('content-encoding', encoding).send(made);
    return undefined;
  }
  return answer.encodedAs(encoding).then((bytes) => {
    reply.header('content-encoding', encoding).send(bytes);
  });
}

/**
 * Sends JSON already written (memoized bytes). Fastify sends bytes as they are, past the route's
 * schema writer and its contract check, so tests/server/response-contracts.test.ts checks these answers.
 */
export function sendJsonBytes(reply: FastifyReply, body: Buffer | string): FastifyReply {
  return reply.type(JSON_TYPE).send(body);
}
