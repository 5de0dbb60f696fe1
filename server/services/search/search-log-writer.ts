import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isStorableText } from '../../../core/schemas/text';
import type { Database } from '../../db/client';
import { searchLogs } from '../../db/schema';

export type SearchLogRow = typeof searchLogs.$inferInsert;

export interface SearchLogWriterOptions {
  /** Rows per insert statement (and the queue length that triggers a write at once). */
  batchSize?: number;
  /** How long a row may wait for others before it is written. */
  delayMs?: number;
  /** Rows beyond this many waiting are dropped (and logged): a stalled database must not fill memory. */
  maxQueued?: number;
}

/** After a failed batch, rows are tried one by one; this many failing in a row means the database is down. */
const FAILURES_BEFORE_GIVING_UP = 3;

const storable = (row: SearchLogRow) => isStorableText(row.dotToken) && isStorableText(row.keyword) && isStorableText(row.language);

/**
 * Writes `search_logs` rows behind the answer: a search never waits for its log row, rows are
 * inserted in batches, and a failed insert is logged, never shown to the user. The batch holds other
 * buyers' searches, so one row the database refuses must not lose it: text the database cannot store
 * is left out before the insert, and a batch that still fails is retried row by row. Readers that need
 * a row just written (search_stat_log, top_search) call `flush()` first.
 */
export class SearchLogWriter {
  private queue: SearchLogRow[] = [];
  private readonly queuedTokens = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private readonly batchSize: number;
  private readonly delayMs: number;
  private readonly maxQueued: number;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    opts: SearchLogWriterOptions = {},
  ) {
    this.batchSize = opts.batchSize ?? 500;
    this.delayMs = opts.delayMs ?? 20;
    this.maxQueued = opts.maxQueued ?? 20_000;
  }

  add(row: SearchLogRow): void {
    if (this.queue.length >= this.maxQueued) {
      this.log.error({ dotToken: row.dotToken }, 'search log queue full; search log row dropped');
      return;
    }
    this.queue.push(row);
    this.queuedTokens.add(row.dotToken);
    if (this.queue.length >= this.batchSize) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.delayMs).unref();
  }

  /** Whether a row with this token is still waiting to be written. */
  isQueued(dotToken: string): boolean {
    return this.queuedTokens.has(dotToken);
  }

  /** Writes everything queued so far; resolves when it is stored (or its failure logged). */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    const rows = this.queue;
    if (rows.length > 0) {
      this.queue = [];
      // One write at a time, in order: a later flush() resolves only after earlier rows are stored.
      this.writing = this.writing.then(() => this.write(rows));
    }
    return this.writing;
  }

  /**
   * One statement with five array parameters, whatever the batch size: building a 500-row VALUES
   * list (2,500 parameters) cost more CPU than the search it logs.
   */
  private async insert(rows: SearchLogRow[]): Promise<void> {
    const column = <T>(pick: (row: SearchLogRow) => T) => sql.param(rows.map(pick));
    await this.db.execute(sql`
      insert into ${searchLogs} (dot_token, shop_id, keyword, language, result_count, customer_id)
      select * from unnest(
        ${column((r) => r.dotToken)}::text[], ${column((r) => r.shopId)}::int[], ${column((r) => r.keyword)}::text[],
        ${column((r) => r.language)}::text[], ${column((r) => r.resultCount)}::int[], ${column((r) => r.customerId ?? null)}::int[]
      )`);
  }

  private async write(rows: SearchLogRow[]): Promise<void> {
    try {
      const kept = rows.filter(storable);
      if (kept.length < rows.length) this.log.warn({ rows: rows.length - kept.length }, 'search log rows with unstorable text dropped');
      for (let i = 0; i < kept.length; i += this.batchSize) await this.insertBatch(kept.slice(i, i + this.batchSize));
    } finally {
      for (const row of rows) this.queuedTokens.delete(row.dotToken);
    }
  }

  private async insertBatch(rows: SearchLogRow[]): Promise<void> {
    try {
      await this.insert(rows);
      return;
    } catch (err) {
      if (rows.length === 1) {
        this.log.error({ err, rows: 1 }, 'search log insert failed; row dropped');
        return;
      }
      this.log.warn({ err, rows: rows.length }, 'search log batch failed; writing its rows one by one');
    }
    let dropped = 0;
    let failuresInARow = 0;
    for (const [i, row] of rows.entries()) {
      try {
        await this.insert([row]);
        failuresInARow = 0;
      } catch (err) {
        dropped += 1;
        failuresInARow += 1;
        if (failuresInARow >= FAILURES_BEFORE_GIVING_UP) {
          dropped += rows.length - i - 1;
          this.log.error({ err, rows: dropped }, 'search log insert failed; rows dropped');
          return;
        }
      }
    }
    if (dropped > 0) this.log.error({ rows: dropped }, 'search log rows refused by the database; dropped');
  }
}
