import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { asc, eq } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { orderLedger, payments } from '../../server/db/schema';

/**
 * Migration 0008 (issue 15) on a database that already holds orders paid the old way (charged in full
 * at checkout): each succeeded charge becomes the first row of its order's ledger, so settling such an
 * order later refunds the difference instead of charging again.
 */

const MIGRATIONS = fileURLToPath(new URL('../../server/db/migrations', import.meta.url));
const dirs: string[] = [];

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The migrations folder as it was before 0008. */
function migrationsBefore0008(): string {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-0007-'));
  dirs.push(dir);
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.tag < '0008');
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

describe('migration 0008 on an existing database', () => {
  it('turns every succeeded checkout charge into a ledger row, and nothing else', async () => {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    try {
      const handle = await openDatabase({ pglite: client });
      await migrate(handle.db as never, { migrationsFolder: migrationsBefore0008() });
      // The demo seed knows only today's schema: the old database gets plain inserts.
      await client.exec(`insert into shops (id, name, description, city, addr, postal_code, lat, lng, tel, hours, delivery_zone, settings)
        values (1, '{}', '{}', 'Toronto', '1 King St', 'M5H 1A1', '0', '0', '4165550100', '', '{"type":"Polygon","coordinates":[]}', '{}')`);
      await client.exec(`insert into customers (phone) values ('14165550999')`);
      await client.exec(`insert into orders (order_no, shop_id, customer_id, shipping_type, status, payment_status, payment_type, service_date, contact, total_cents)
        values ('OLD-1', 1, 1, 'delivery', 'processing', 'paid', 'card', '2026-11-10', '{}', 12345),
               ('OLD-2', 1, 1, 'delivery', 'processing', 'paid', 'pad', '2026-11-10', '{}', 5000),
               ('OLD-3', 1, 1, 'delivery', 'processing', 'failed', 'card', '2026-11-10', '{}', 1000)`);
      await client.exec(`insert into payments (order_id, provider, provider_ref, method, amount_cents, status, idempotency_key) values
        (1, 'stripe', 'pi_card_1', 'card', 12345, 'succeeded', 'k1'),
        (2, 'sandbox', 'pi_pad_2', 'pad', 5000, 'succeeded', 'k2'),
        (3, 'stripe', 'pi_declined', 'card', 1000, 'failed', 'k3')`);

      await migrate(handle.db as never, { migrationsFolder: MIGRATIONS });
      const rows = await handle.db.select().from(orderLedger).orderBy(asc(orderLedger.orderId));
      expect(rows).toMatchObject([
        { orderId: 1, kind: 'capture', method: 'card', amountCents: 123_45, status: 'succeeded', provider: 'stripe', targetRef: 'pi_card_1', idempotencyKey: 'checkout:1:capture', noteKey: 'fulfilment.ledger.capture_card' },
        { orderId: 2, kind: 'debit', method: 'pad', amountCents: 50_00, status: 'succeeded', provider: 'sandbox', targetRef: 'pi_pad_2', idempotencyKey: 'checkout:2:debit', noteKey: 'fulfilment.ledger.debit_pad' },
      ]);
      expect(rows.every((r) => r.settledAt !== null)).toBe(true);
      // The next checkout outcome for the same attempt would write the same key: never twice.
      const [attempt] = await handle.db.select().from(payments).where(eq(payments.id, 1));
      expect(attempt!.status).toBe('succeeded');
    } finally {
      await client.close();
    }
  });
});
