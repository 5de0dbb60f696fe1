import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressBookDeletedResponseSchema,
  addressBookEntryResponseSchema,
  addressBookListResponseSchema,
  MAX_ADDRESS_BOOK_ENTRIES,
} from '../../core/schemas/account';
import { apiErrorSchema } from '../../core/schemas/common';
import { addressBook } from '../../server/db/schema';
import { callAs, signInCustomer, type SignedInCustomer } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';

const TORONTO = 17243;
const OTTAWA = 17244;

const entry = (overrides: Record<string, unknown> = {}) => ({
  name: 'Golden Wok',
  tel: '(416) 555-0199',
  address: '65 Front St W, Toronto, ON',
  unit: '2F',
  buzz_code: '1234',
  postal_code: 'm5j1e6',
  latitude: 43.6453,
  longitude: -79.3806,
  ...overrides,
});

describe.each(dbTargets())('address book on %s', (target) => {
  let t: TestApp;
  let clockMs = Date.parse('2026-11-20T15:00:00Z');
  const tick = () => (clockMs += 60_000);
  beforeAll(async () => {
    t = await createTestApp(target, {}, { clock: () => new Date(clockMs) });
  });
  afterAll(async () => {
    await t.close();
    await closeTemplate();
  });

  const add = (who: SignedInCustomer, body: unknown, locale: 'en' | 'cn' | 'fr' = 'en') =>
    callAs(t, who, 'POST', '/api/webclient/user/addrbook/new', body, locale);
  const list = async (who: SignedInCustomer) => {
    const res = await callAs(t, who, 'GET', '/api/webclient/user/addrbook/list');
    expect(res.statusCode, res.body).toBe(200);
    return addressBookListResponseSchema.parse(res.json()).data;
  };

  it('refuses a bad postal code with the form message, then stores a good one normalized', async () => {
    const who = await signInCustomer(t);
    const bad = await add(who, entry({ postal_code: 'M5J 1E' }));
    expect(bad.statusCode).toBe(400);
    const error = apiErrorSchema.parse(bad.json());
    expect(error.error).toBe('VALIDATION_FAILED');
    expect(error.message).toMatch(/^Incorrect format/);
    const badFr = apiErrorSchema.parse((await add(who, entry({ postal_code: 'D1A 1A1' }), 'fr')).json());
    expect(badFr.message).toMatch(/^Format incorrect/);
    const missing = apiErrorSchema.parse((await add(who, entry({ postal_code: ' ' }))).json());
    expect(missing.message).toBe('Please enter your zip code');

    const good = await add(who, entry());
    expect(good.statusCode, good.body).toBe(200);
    const saved = addressBookEntryResponseSchema.parse(good.json()).data;
    expect(saved).toMatchObject({
      name: 'Golden Wok',
      tel: '4165550199',
      address: '65 Front St W, Toronto, ON',
      addr: '65 Front St W, Toronto, ON',
      unit: '2F',
      buzz_code: '1234',
      postal_code: 'M5J 1E6',
      latitude: 43.6453,
      longitude: -79.3806,
      shop_id: TORONTO,
    });
    const [row] = await t.handle.db.select().from(addressBook).where(eq(addressBook.id, saved.id));
    expect(row?.postalCode).toBe('M5J 1E6');
    expect(row?.customerId).toBe(who.customerId);
  });

  it('needs a merchant name and an address picked from the suggestions', async () => {
    const who = await signInCustomer(t);
    const noName = apiErrorSchema.parse((await add(who, entry({ name: '  ' }))).json());
    expect(noName.message).toBe('Please enter the merchant name');
    const noPick = await add(who, entry({ latitude: 'x' }));
    expect(noPick.statusCode).toBe(400);
    expect(apiErrorSchema.parse(noPick.json()).message).toBe('Please select an address from the prompt list');
  });

  it('gives each entry the shop whose zone holds it, 0 outside every zone', async () => {
    const who = await signInCustomer(t);
    const ottawa = addressBookEntryResponseSchema.parse(
      (await add(who, entry({ address: '111 Wellington St, Ottawa', postal_code: 'K1A 0A9', latitude: 45.4236, longitude: -75.7009 }))).json(),
    ).data;
    expect(ottawa.shop_id).toBe(OTTAWA);
    const kingston = addressBookEntryResponseSchema.parse(
      (await add(who, entry({ address: '216 Ontario St, Kingston', postal_code: 'K7L 2Z3', latitude: 44.2312, longitude: -76.486 }))).json(),
    ).data;
    expect(kingston.shop_id).toBe(0);
  });

  it('lists newest updated first; update and delete answer the entry and the id', async () => {
    const who = await signInCustomer(t);
    const ids: number[] = [];
    for (const name of ['First', 'Second', 'Third']) {
      tick();
      ids.push(addressBookEntryResponseSchema.parse((await add(who, entry({ name }))).json()).data.id);
    }
    expect((await list(who)).list.map((e) => e.name)).toEqual(['Third', 'Second', 'First']);
    expect((await list(who)).max).toBe(MAX_ADDRESS_BOOK_ENTRIES);

    tick();
    const updated = await callAs(t, who, 'POST', '/api/webclient/user/addrbook/update', { id: ids[0], ...entry({ name: 'First, renamed', postal_code: 'M5V-3L9' }) });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(addressBookEntryResponseSchema.parse(updated.json()).data).toMatchObject({ id: ids[0], name: 'First, renamed', postal_code: 'M5V 3L9' });
    expect((await list(who)).list.map((e) => e.name)).toEqual(['First, renamed', 'Third', 'Second']);

    const deleted = await callAs(t, who, 'POST', '/api/webclient/user/addrbook/delete', { id: ids[1] });
    expect(addressBookDeletedResponseSchema.parse(deleted.json()).data).toEqual({ id: ids[1] });
    const again = await callAs(t, who, 'POST', '/api/webclient/user/addrbook/delete', { id: ids[1] });
    expect(again.statusCode).toBe(404);
    expect(apiErrorSchema.parse(again.json())).toMatchObject({ error: 'ADDRESS_NOT_FOUND', message: 'This address does not exist.' });
    const missingUpdate = await callAs(t, who, 'POST', '/api/webclient/user/addrbook/update', { id: 987654, ...entry() });
    expect(apiErrorSchema.parse(missingUpdate.json()).error).toBe('ADDRESS_NOT_FOUND');

    // The webapp forms: the caller's own id is accepted.
    const webapp = await callAs(t, who, 'GET', `/api/webapp/addressbook?pq_customer_id=${who.customerId}&category=restaurant`);
    expect(addressBookListResponseSchema.parse(webapp.json()).data.list.map((e) => e.id)).toEqual([ids[0], ids[2]]);
    const webappDelete = await callAs(t, who, 'DELETE', '/api/webapp/addressbook', { customer_id: who.customerId, id: ids[2] });
    expect(addressBookDeletedResponseSchema.parse(webappDelete.json()).data).toEqual({ id: ids[2] });
    expect((await list(who)).list.map((e) => e.id)).toEqual([ids[0]]);
  });

  it(`holds at most ${MAX_ADDRESS_BOOK_ENTRIES} entries, even when adds race`, async () => {
    const who = await signInCustomer(t);
    const now = new Date(clockMs);
    const row = { customerId: who.customerId, name: 'Branch', tel: '4165550100', address: '1 King St W', postalCode: 'M5H 1A1', latitude: '43.649', longitude: '-79.378', createdAt: now, updatedAt: now };
    await t.handle.db.insert(addressBook).values(Array.from({ length: MAX_ADDRESS_BOOK_ENTRIES - 2 }, (_, i) => ({ ...row, name: `Branch ${i}` })));
    const raced = await Promise.all([add(who, entry({ name: 'Race A' })), add(who, entry({ name: 'Race B' })), add(who, entry({ name: 'Race C' }))]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 200, 400]);
    const full = await add(who, entry({ name: 'One too many' }), 'fr');
    expect(full.statusCode).toBe(400);
    const error = apiErrorSchema.parse(full.json());
    expect(error.error).toBe('ADDRESS_BOOK_FULL');
    expect(error.message).toContain(String(MAX_ADDRESS_BOOK_ENTRIES));
    expect(error.message).toMatch(/carnet d’adresses est plein/);
    expect((await list(who)).list).toHaveLength(MAX_ADDRESS_BOOK_ENTRIES);
  });
});
