import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers over 1 KB with brotli or gzip, whichever the caller's Accept-Encoding prefers
 * (brotli at quality 4: near gzip's speed, smaller output). Answers that arrive already encoded pass
 * through untouched: the web build's precompressed files and the catalogue's cached answers
 * (`http/cached-answer.ts`). Request bodies are never decompressed: no client of ours sends them
 * compressed, and a decompressing hook would be one more way to make the server work for a stranger.
 */
export const compression = fp(
  async (app) => {
    await app.register(fastifyCompress, {
      global: true,
      globalDecompression: false,
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compression' },
);
