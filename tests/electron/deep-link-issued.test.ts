import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentLink } from '../../core/schemas/account';
import { parseAgentLink } from '../../electron/main/deep-link';
import { callAs, signInCustomer, signInStaff, type SignedIn } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { dbTargets } from '../helpers/test-database';

/** The link the server issues is one the desktop accepts, field for field, until it expires. */
describe.each(dbTargets())('a server-issued agent link on desktop (%s)', (target) => {
  let t: TestApp;
  let agent: SignedIn & { staffId: number };
  beforeAll(async () => {
    t = await createTestApp(target);
    agent = await signInStaff(t, 'agent');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('parses into the §2.9 fields and is refused as expired after its expiry', async () => {
    const customer = await signInCustomer(t, { name: 'Café Nord & Sud' });
    const res = await callAs(t, agent, 'POST', '/api/hybrid/merchant/login/as_customer', { customer_id: customer.customerId });
    expect(res.statusCode).toBe(200);
    const issued = (res.json() as { data: AgentLink }).data;

    const parsed = parseAgentLink(issued.link, Date.now());
    expect(parsed).toEqual({
      ok: true,
      link: {
        token: issued.token,
        customer_id: customer.customerId,
        name: 'Café Nord & Sud',
        phone: issued.phone,
        aid: agent.staffId,
        shop_mid: issued.shop_mid,
        exp: Math.floor(Date.parse(issued.expires_at) / 1000),
      },
    });
    expect(parseAgentLink(issued.link, Date.parse(issued.expires_at) + 1000)).toEqual({ ok: false, reason: 'expired' });
  });
});
