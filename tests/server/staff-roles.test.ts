import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionResponseSchema } from '../../core/schemas/account';
import { apiErrorSchema } from '../../core/schemas/common';
import { demoStaff } from '../../server/db/seed/demo-staff';
import { insertOrder } from '../helpers/order-fixture';
import { callAs, signInCustomer, signInStaff, type SignedIn } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';
import { SHOP } from './orders-support';

/**
 * Staff roles (issue 15): warehouse and driver beside agent and supervisor. The demo seeds one of
 * each; the agent console and every buyer route refuse warehouse and driver accounts, so a driver
 * never reaches customer lists, orders or money through them; a supervisor passes every staff check.
 */

afterAll(async () => {
  await closeTemplate();
});

describe.each(dbTargets())('staff roles on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('the demo warehouse and driver accounts sign in and say their role', async () => {
    for (const username of ['warehouse', 'driver'] as const) {
      const demo = demoStaff.find((s) => s.username === username)!;
      expect(demo.password).toBe(`${username}-demo-2026`);
      const res = await t.app.inject({ method: 'POST', url: '/api/login', headers: t.headers(), payload: { username, password: demo.password } });
      expect(res.statusCode, res.body).toBe(200);
      const session = sessionResponseSchema.parse(res.json()).data;
      expect(session.user).toMatchObject({ type: username, staff_role: username, username, cid: 0 });
    }
  });

  it('the agent console refuses warehouse and driver accounts on every route; agents and supervisors pass', async () => {
    const buyer = await signInCustomer(t);
    const order = await insertOrder(t.handle.db, { customerId: buyer.customerId, paymentType: 'card', totalCents: 80_00 });
    const supervisor = await signInStaff(t, 'supervisor');
    const routes: { method: 'GET' | 'POST'; url: string; payload?: Record<string, unknown> }[] = [
      { method: 'GET', url: '/api/agent/staff' },
      { method: 'GET', url: '/api/agent/customers/search?q=Golden' },
      { method: 'GET', url: '/api/agent/orders' },
      { method: 'GET', url: '/api/agent/orders/export' },
      { method: 'GET', url: `/api/agent/orders/detail?order_id=${order.orderId}` },
      { method: 'GET', url: `/api/agent/orders/invoice?order_id=${order.orderId}` },
      { method: 'GET', url: '/api/agent/audit' },
      { method: 'GET', url: `/api/agent/order_guide?customer_id=${buyer.customerId}&shop_id=${SHOP}` },
      { method: 'GET', url: `/api/agent/order_lines?order_id=${order.orderId}` },
      { method: 'POST', url: '/api/hybrid/merchant/login/as_customer', payload: { customer_id: buyer.customerId, shop_mid: SHOP } },
    ];
    const call = (who: SignedIn, route: (typeof routes)[number]) => callAs(t, who, route.method, route.url, route.payload);
    for (const role of ['warehouse', 'driver'] as const) {
      const staff = await signInStaff(t, role);
      for (const route of routes) {
        const res = await call(staff, route);
        // order_lines answers an order the caller may not see like a missing one; the rest say "forbidden".
        const expected = route.url.startsWith('/api/agent/order_lines') ? 404 : 403;
        expect(res.statusCode, `${role} ${route.url}: ${res.body}`).toBe(expected);
        expect(JSON.stringify(apiErrorSchema.parse(res.json()))).not.toContain(buyer.phone);
      }
    }
    for (const route of routes) {
      const res = await call(supervisor, route);
      expect(res.statusCode, `supervisor ${route.url}: ${res.body}`).toBe(200);
    }
  });

  it('a warehouse or driver session is not a buyer: buyer routes, payments and PAD refuse it', async () => {
    const buyer = await signInCustomer(t);
    const order = await insertOrder(t.handle.db, { customerId: buyer.customerId, paymentType: 'card', totalCents: 80_00 });
    const routes: { method: 'GET' | 'POST'; url: string; payload?: Record<string, unknown> }[] = [
      { method: 'GET', url: '/api/webclient/order/history' },
      { method: 'GET', url: `/api/webclient/order/detail?order_id=${order.orderId}` },
      { method: 'GET', url: '/api/payment/stripe/credit_card/page_list' },
      { method: 'POST', url: '/api/payment/stripe/order_payment_intent', payload: { order_id: order.orderId, payment_method_id: 'pm_x_123' } },
      { method: 'GET', url: `/api/payment/stripe/checking_status?order_id=${order.orderId}` },
      { method: 'GET', url: '/api/pad/payment_method' },
      { method: 'POST', url: '/api/pad/pay', payload: { order_id: order.orderId, pad_account_id: 1 } },
    ];
    for (const role of ['warehouse', 'driver'] as const) {
      const staff = await signInStaff(t, role);
      for (const route of routes) {
        const res = await callAs(t, staff, route.method, route.url, route.payload);
        expect(res.statusCode, `${role} ${route.url}: ${res.body}`).toBe(403);
      }
    }
  });
});

function withoutDatabaseUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...rest } = env;
  return rest;
}

describe('npm run staff', () => {
  const exec = promisify(execFile);
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'staff-cli-'));
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });
  const staff = (...args: string[]) =>
    exec('npx', ['tsx', 'scripts/staff.ts', ...args], {
      env: { ...withoutDatabaseUrl(process.env), DATA_DIR: dataDir, STAFF_PASSWORD: 'a-long-enough-password' },
      encoding: 'utf8',
    });

  it('adds warehouse and driver accounts, refuses an unknown role, and the demo command names every demo account', async () => {
    expect((await staff('add', '--username', 'dock1', '--name', 'Dock One', '--role', 'warehouse')).stdout).toMatch(/Added warehouse dock1/);
    expect((await staff('add', '--username', 'van1', '--name', 'Van One', '--role', 'driver')).stdout).toMatch(/Added driver van1/);
    const refused = await staff('add', '--username', 'x1', '--name', 'X', '--role', 'courier').catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 2 });
    expect((refused as { stderr: string }).stderr).toContain('--role must be one of: agent, supervisor, warehouse, driver, manager.');
    const list = (await staff('list')).stdout;
    expect(list).toMatch(/dock1\s+Dock One\s+warehouse/);
    expect(list).toMatch(/van1\s+Van One\s+driver/);
    const demo = (await staff('demo')).stdout;
    expect(demo).toContain('warehouse / warehouse-demo-2026');
    expect(demo).toContain('driver / driver-demo-2026');
    expect(demo).toContain('manager / manager-demo-2026');
    expect((await staff('list')).stdout).toMatch(/driver\s+Dev Patel\s+driver/);
  }, 120_000);
});
