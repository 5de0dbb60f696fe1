import type { FastifyReply } from 'fastify';

/** A PDF download: never cached by shared caches, saved under `filename` (ASCII, from documentFilename). */
export function sendPdf(reply: FastifyReply, pdf: Buffer | Uint8Array, filename: string): FastifyReply {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
