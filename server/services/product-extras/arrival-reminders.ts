import { sql } from 'drizzle-orm';
import type { Locale } from '../../../core/schemas/common';
import type { Database } from '../../db/client';
import { restockReminders } from '../../db/schema';

export interface ArrivalReminderInput {
  shopId: number;
  productId: number;
  /** Digits only (the body schema strips the rest). */
  phone: string;
  email: string;
  language: Locale;
}

/**
 * Stores an arrival (restock) reminder, one per product, shop and e-mail (spec §2.8, §5). A repeat
 * answers the same row: it takes the latest phone and language and is armed again if it had already
 * been sent, since the buyer asks because the product is out of stock once more.
 */
export async function saveArrivalReminder(db: Database, input: ArrivalReminderInput): Promise<number> {
  const email = input.email.trim().toLowerCase();
  const [row] = await db
    .insert(restockReminders)
    .values({ shopId: input.shopId, productId: input.productId, phone: input.phone, email, language: input.language })
    .onConflictDoUpdate({
      target: [restockReminders.productId, restockReminders.shopId, restockReminders.email],
      set: { phone: sql`excluded.phone`, language: sql`excluded.language`, notifiedAt: null },
    })
    .returning({ id: restockReminders.id });
  if (!row) throw new Error('arrival reminder: the upsert returned no row');
  return row.id;
}
