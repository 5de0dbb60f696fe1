import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiErrorSchema } from '../../core/schemas/common';
import { searchResponseSchema } from '../../core/schemas/search';
import { searchLogs } from '../../server/db/schema';
import { SearchLogWriter, type SearchLogRow } from '../../server/services/search/search-log-writer';
import { signInCustomer } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';

const TORONTO = 17243;

/**
 * The search log is written in batches of many buyers' searches (search-log-writer.ts): one row the
 * database refuses must not lose the others (issue 14: a NUL in one keyword dropped the whole batch).
 */
describe.each(dbTargets())('search log batches on %s', (target) => {
  let t: TestApp;
  let sequence = 0;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
    await closeTemplate();
  });

  const row = (keyword: string): SearchLogRow => {
    sequence += 1;
    return { dotToken: `log-${target}-${sequence}-${Date.now()}`, shopId: TORONTO, keyword, language: 'en', resultCount: 1 };
  };
  const logger = () => ({ error: vi.fn(), warn: vi.fn() }) as unknown as FastifyBaseLogger & { error: ReturnType<typeof vi.fn> };
  const stored = async (rows: SearchLogRow[]) =>
    (await t.handle.db.select({ token: searchLogs.dotToken }).from(searchLogs).where(inArray(searchLogs.dotToken, rows.map((r) => r.dotToken))))
      .map((r) => r.token)
      .sort();
  const tokens = (rows: SearchLogRow[]) => rows.map((r) => r.dotToken).sort();

  it('a NUL or a lone surrogate in one keyword leaves the other searches of its batch logged', async () => {
    const writer = new SearchLogWriter(t.handle.db, logger(), { delayMs: 1_000 });
    const good = [row('basmati rice'), row('soy sauce'), row('大米'), row('crème fraîche')];
    const bad = [row('rice\u0000'), row('sauce\ud800')];
    for (const r of [good[0]!, bad[0]!, good[1]!, bad[1]!, good[2]!, good[3]!]) writer.add(r);
    await writer.flush();
    expect(await stored(good)).toEqual(tokens(good));
    expect(await stored(bad)).toEqual([]);
    expect(good.concat(bad).some((r) => writer.isQueued(r.dotToken))).toBe(false);
  });

  it('a row the database refuses for another reason costs only that row', async () => {
    const log = logger();
    const writer = new SearchLogWriter(t.handle.db, log, { delayMs: 1_000 });
    const taken = row('first');
    writer.add(taken);
    await writer.flush();
    // dot_token is unique: the same token again fails the batch statement.
    const good = [row('flour'), row('eggs')];
    writer.add(good[0]!);
    writer.add({ ...taken, keyword: 'again' });
    writer.add(good[1]!);
    await writer.flush();
    expect(await stored(good)).toEqual(tokens(good));
    expect(log.error).toHaveBeenCalledOnce();
  });

  it('through the API: one buyer’s NUL search is refused, every other buyer’s search is logged', async () => {
    const buyers = await Promise.all(Array.from({ length: 6 }, () => signInCustomer(t)));
    const answers = await Promise.all(
      buyers.map((buyer, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/products/search',
          headers: buyer.headers(i === 2 ? 'fr' : 'en'),
          payload: { shop_id: TORONTO, keyword: i === 2 ? 'riz\u0000' : ['rice', 'oil', 'flour', 'eggs', 'tofu', 'salt'][i] },
        }),
      ),
    );
    const refused = answers[2]!;
    expect(refused.statusCode).toBe(400);
    expect(apiErrorSchema.parse(refused.json()).message).toMatch(/caractères/);
    const logged = answers.filter((_, i) => i !== 2).map((res) => searchResponseSchema.parse(res.json()).data.dot_token);
    await vi.waitFor(
      async () => {
        const rows = await t.handle.db.select({ token: searchLogs.dotToken }).from(searchLogs).where(inArray(searchLogs.dotToken, logged));
        expect(rows).toHaveLength(logged.length);
      },
      { timeout: 3_000, interval: 25 },
    );
  });
});
