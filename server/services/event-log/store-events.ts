import { parseDollars } from '../../../core/back-office/csv-values';
import type { EventLogPayload } from '../../../core/schemas/event-log';
import type { Database } from '../../db/client';
import { behaviourEvents } from '../../db/schema';

/** Stores one validated batch (spec §3 payload), one row per event; answers how many were stored. */
export async function storeEvents(db: Database, payload: EventLogPayload, now: Date): Promise<number> {
  const rows = payload.eventList.map(({ eventType, properties }) => ({
    eventType,
    customerId: payload.userId ?? null,
    shopId: payload.shopId,
    itemId: properties.itemId,
    category: properties.category,
    device: properties.device,
    language: properties.language,
    eventValue: properties.eventValue ?? null,
    priceCents: properties.price ? parseDollars(properties.price) : null,
    appVersion: payload.appVersion,
    properties: properties as Record<string, unknown>,
    createdAt: now,
  }));
  await db.insert(behaviourEvents).values(rows);
  return rows.length;
}
