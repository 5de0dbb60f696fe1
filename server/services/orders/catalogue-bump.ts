import type { FastifyInstance } from 'fastify';
import { countStockChange } from '../catalogue-cache';

/**
 * Placed orders change stock, so the catalogue version must move: this server's cache checks again at
 * once, every other server within its refresh interval (a second). Each order moves it once, after the
 * commit, through a sequence rather than the hot catalogue_state row, so orders neither wait on a row
 * lock nor need to share bumps (a coalescer here once lost every bump after the first).
 * A failure is logged, never thrown at the buyer: the order is placed, and the next catalogue
 * change or order moves the version again.
 */
export async function catalogueChanged(app: Pick<FastifyInstance, 'db' | 'log' | 'catalogue'>): Promise<void> {
  try {
    await countStockChange(app.db);
  } catch (err) {
    app.log.error({ err }, 'catalogue stock-change count failed');
  }
  app.catalogue.stockTaken();
}
