import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentLinkSchema, sessionResponseSchema, type Session, type User, userResponseSchema } from '../../core/schemas/account';
import { apiErrorSchema, type Locale } from '../../core/schemas/common';
import { demoStaff } from '../../server/db/seed/demo-staff';
import { customers, events, sessions, staffAccounts } from '../../server/db/schema';
import { createStaff, setStaffActive } from '../../server/services/auth/staff-accounts';
import { uniqueClientAddress } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { closeTemplate, dbTargets } from '../helpers/test-database';

/**
 * Sessions, staff accounts, agent links, the user's detail and forgot-password (spec §2.5, §2.9, §4,
 * §6, §7), on a stepped clock.
 */

afterAll(async () => {
  await closeTemplate();
});

type Injected = { statusCode: number; body: string; headers: Record<string, unknown> };
const error = (res: Injected) => apiErrorSchema.parse(JSON.parse(res.body));
const [demoAgent, demoSupervisor] = demoStaff;

describe.each(dbTargets())('sessions and staff on %s', (target) => {
  let t: TestApp;
  let now = new Date();
  const step = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  let phoneSeq = 0;
  const newPhone = () => `1647555${String(2000 + ++phoneSeq).padStart(4, '0')}`;

  beforeAll(async () => {
    t = await createTestApp(target, {}, { clock: () => now });
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const as = (token: string | undefined, locale: Locale = 'en') => t.headers(locale, token ? { 'client-token': token } : {});
  const get = (url: string, token?: string, locale: Locale = 'en') => t.app.inject({ method: 'GET', url, headers: as(token, locale) });
  const post = (url: string, payload: unknown, token?: string, locale: Locale = 'en') =>
    t.app.inject({ method: 'POST', url, headers: as(token, locale), payload: payload as object });

  /** The whole buyer sign-in, reading the code from the outbox; each buyer on a device of their own. */
  const customerLogin = async (phone = newPhone()): Promise<Session> => {
    const sent = await t.app.inject({
      method: 'GET',
      url: `/api/webclient/verification_code/request?phone_num=${phone}`,
      headers: as(undefined),
      remoteAddress: uniqueClientAddress(),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const outbox = await get(`/api/dev/outbox?channel=sms&to=${phone}&limit=1`);
    const code = /\d{6}/.exec((outbox.json() as { data: { list: { text: string }[] } }).data.list[0]!.text)![0];
    const checked = await post('/api/webclient/verification_code/check', { phone_num: phone, code });
    const res = await post('/api/webclient/login', { username: phone, password: checked.json().data.password });
    expect(res.statusCode, res.body).toBe(200);
    return sessionResponseSchema.parse(res.json()).data;
  };
  const staffLogin = (username: string, password: string, locale: Locale = 'en') => post('/api/login', { username, password }, undefined, locale);
  const staffSession = async (username: string, password: string) => {
    const res = await staffLogin(username, password);
    expect(res.statusCode, res.body).toBe(200);
    return sessionResponseSchema.parse(res.json()).data;
  };
  const mails = async (to: string) => {
    const res = await get(`/api/dev/outbox?channel=mail&to=${encodeURIComponent(to)}`);
    return (res.json() as { data: { list: { to: string; subject: string; text: string }[] } }).data.list;
  };
  /** Forgot-password mails leave after the answer; wait for them a moment. */
  const waitForMails = async (to: string, count: number) => {
    for (let i = 0; i < 100; i++) {
      const list = await mails(to);
      if (list.length >= count) return list;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return mails(to);
  };

  it('login checking and user detail answer the signed-in customer, NOT_LOGIN without a token', async () => {
    const session = await customerLogin();
    const checking = await get('/api/webclient/login/checking', session.token);
    expect(userResponseSchema.parse(checking.json()).data).toEqual(session.user);
    const detail = await get('/api/user/detail', session.token);
    expect(userResponseSchema.parse(detail.json()).data).toEqual(session.user);
    // Authorization: Bearer works as well as CLIENT-TOKEN.
    const bearer = await t.app.inject({ method: 'GET', url: '/api/user/detail', headers: { ...t.headers(), authorization: `Bearer ${session.token}` } });
    expect(bearer.statusCode).toBe(200);

    const guest = await get('/api/webclient/login/checking');
    expect(guest.statusCode).toBe(401);
    expect(error(guest)).toEqual({ error: 'NOT_LOGIN', message: 'You have not logged in yet! Please log in before proceeding!' });
    const unknown = await get('/api/user/detail', 'sd_not-a-real-token-at-all-000000000000');
    expect(error(unknown).error).toBe('NOT_LOGIN');
  });

  it('a customer session expires after 30 days: TOKEN_EXPIRED', async () => {
    const session = await customerLogin();
    step(30 * 24 * 3600_000 - 1000);
    expect((await get('/api/user/detail', session.token)).statusCode).toBe(200);
    step(2000);
    const res = await get('/api/user/detail', session.token);
    expect(res.statusCode).toBe(401);
    expect(error(res)).toEqual({ error: 'TOKEN_EXPIRED', message: 'User expired, please login again!' });
    expect(error(await get('/api/user/detail', session.token, 'cn')).message).toBe('用户已过期，请重新登录！');
  });

  it('logout revokes the session; logging out twice or without a token is fine', async () => {
    const session = await customerLogin();
    const out = await post('/api/webclient/logout', {}, session.token);
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toMatchObject({ status: 1 });
    expect(error(await get('/api/user/detail', session.token)).error).toBe('NOT_LOGIN');
    expect((await post('/api/webclient/logout', {}, session.token)).json()).toMatchObject({ status: 1 });
    const noToken = await t.app.inject({ method: 'POST', url: '/api/webclient/logout', headers: t.headers() });
    expect(noToken.statusCode).toBe(200);
    expect((await post('/api/logout', {}, 'sd_garbage')).statusCode).toBe(200);
    // Another session of the same customer stays signed in.
    const phone = session.user.phone_num;
    step(61_000);
    const a = await customerLogin(phone);
    step(61_000);
    const b = await customerLogin(phone);
    await post('/api/webclient/logout', {}, a.token);
    expect((await get('/api/user/detail', b.token)).statusCode).toBe(200);
  });

  it('staff sign in with username and password; the user is the staff account', async () => {
    const res = await staffLogin(demoAgent.username, demoAgent.password);
    expect(res.statusCode, res.body).toBe(200);
    const session = sessionResponseSchema.parse(res.json()).data;
    const [agentRow] = await t.handle.db.select().from(staffAccounts).where(eq(staffAccounts.username, 'agent'));
    expect(session.user).toMatchObject({
      cid: 0,
      aid: agentRow!.id,
      type: 'agent',
      staff_role: 'agent',
      username: 'agent',
      name: demoAgent.name,
      phone_num: '',
      email: demoAgent.email,
      coupons_count: 0,
    });
    expect(new Date(session.expires_at).getTime()).toBe(now.getTime() + 12 * 3600_000);
    expect(userResponseSchema.parse((await get('/api/user/detail', session.token)).json()).data.type).toBe('agent');

    const supervisor = await staffSession('SUPERVISOR', demoSupervisor.password);
    expect(supervisor.user).toMatchObject({ type: 'supervisor', staff_role: 'supervisor', username: 'supervisor' });

    const out = await post('/api/logout', {}, session.token);
    expect(out.statusCode).toBe(200);
    expect(error(await get('/api/user/detail', session.token)).error).toBe('NOT_LOGIN');
  });

  it('a wrong password and an unknown username get the same answer', async () => {
    const wrong = await staffLogin('agent', 'not-the-password');
    const unknown = await staffLogin('nobody-here', 'not-the-password');
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(error(wrong)).toEqual({ error: 'LOGIN_FAILED', message: 'Incorrect username or password.' });
    expect(unknown.body).toBe(wrong.body);
    expect(error(await staffLogin('agent', 'nope', 'cn')).message).toBe('用户名或密码错误。');
    // Buyers' one-time passwords are not staff passwords and vice versa.
    expect(error(await post('/api/webclient/login', { username: 'agent', password: demoAgent.password })).error).toBe('LOGIN_FAILED');
    const empty = await staffLogin('', '');
    expect(empty.statusCode).toBe(400);
    expect(error(empty).error).toBe('VALIDATION_FAILED');
  });

  it('10 wrong passwords from one client stop that client for 15 minutes; failures are audited with the address', async () => {
    await createStaff(t.handle.db, { username: 'lock-test', name: 'Lock Test', role: 'agent', password: 'right-password-1' });
    for (let i = 0; i < 10; i++) {
      step(60_000);
      expect(error(await staffLogin('lock-test', `wrong-${i}`)).error).toBe('LOGIN_FAILED');
    }
    const locked = await staffLogin('lock-test', 'right-password-1');
    expect(locked.statusCode).toBe(429);
    expect(error(locked)).toEqual({
      error: 'LOGIN_TOO_MANY_FAILURES',
      message: 'Too many failed sign-ins from this network. Please try again in 6 minutes.',
    });
    // The window opened with the first mistake, 9 minutes ago.
    expect(locked.headers['retry-after']).toBe(String(6 * 60));
    // Other usernames are not affected.
    expect((await staffLogin('agent', demoAgent.password)).statusCode).toBe(200);

    step(6 * 60_000);
    expect((await staffLogin('lock-test', 'right-password-1')).statusCode).toBe(200);
    // A success clears the count: one more mistake does not stop the client again.
    expect(error(await staffLogin('lock-test', 'wrong-again')).error).toBe('LOGIN_FAILED');
    expect((await staffLogin('lock-test', 'right-password-1')).statusCode).toBe(200);
    const failures = await t.handle.db.select().from(events).where(eq(events.kind, 'staff_login_failed'));
    const mine = failures.filter((e) => e.payload.username === 'lock-test');
    expect(mine).toHaveLength(11);
    expect(mine[0]!.payload.client).toBe('127.0.0.1');
  });

  it('mistakes spread over more than 15 minutes do not lock', async () => {
    await createStaff(t.handle.db, { username: 'slow-typist', name: 'Slow', role: 'agent', password: 'right-password-2' });
    for (let i = 0; i < 12; i++) {
      step(2 * 60_000);
      expect(error(await staffLogin('slow-typist', 'wrong')).error).toBe('LOGIN_FAILED');
    }
    expect((await staffLogin('slow-typist', 'right-password-2')).statusCode).toBe(200);
  });

  it('a deactivated staff account cannot sign in and its sessions end', async () => {
    await createStaff(t.handle.db, { username: 'leaver', name: 'Leaver', role: 'agent', password: 'leaver-password' });
    const session = await staffSession('leaver', 'leaver-password');
    await setStaffActive(t.handle.db, 'leaver', false, now);
    expect(error(await get('/api/user/detail', session.token)).error).toBe('NOT_LOGIN');
    const refused = await staffLogin('leaver', 'leaver-password');
    expect(refused.statusCode).toBe(403);
    expect(error(refused).error).toBe('STAFF_INACTIVE');
    expect(error(await staffLogin('leaver', 'wrong-password')).error).toBe('LOGIN_FAILED');
  });

  it('a staff token on a customer endpoint is 403; a customer token on a staff endpoint too', async () => {
    const staff = await staffSession(demoAgent.username, demoAgent.password);
    const res = await post('/api/user/detail', { name: 'x' }, staff.token);
    expect(res.statusCode).toBe(403);
    expect(error(res).error).toBe('FORBIDDEN');
    const buyer = await customerLogin();
    const link = await post('/api/hybrid/merchant/login/as_customer', { customer_id: buyer.user.cid }, buyer.token);
    expect(link.statusCode).toBe(403);
    expect(error(await post('/api/hybrid/merchant/login/as_customer', { customer_id: buyer.user.cid })).error).toBe('NOT_LOGIN');
  });

  it('an agent link carries a customer-scoped token the proxy login accepts', async () => {
    const buyer = await customerLogin();
    await post('/api/user/detail', { name: 'Café & Bar #1' }, buyer.token);
    const agent = await staffSession(demoAgent.username, demoAgent.password);
    const res = await post('/api/hybrid/merchant/login/as_customer', { customer_id: buyer.user.cid }, agent.token);
    expect(res.statusCode, res.body).toBe(200);
    const link = agentLinkSchema.parse(res.json().data);
    expect(link).toMatchObject({ customer_id: buyer.user.cid, name: 'Café & Bar #1', phone: buyer.user.phone_num, aid: agent.user.aid, shop_mid: 17243 });
    expect(new Date(link.expires_at).getTime()).toBe(now.getTime() + 8 * 3600_000);
    const url = new URL(link.link);
    expect(url.protocol).toBe('supplydesk:');
    expect(url.host).toBe('order');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      token: link.token,
      customer_id: String(buyer.user.cid),
      name: 'Café & Bar #1',
      phone: buyer.user.phone_num,
      aid: String(agent.user.aid),
      shop_mid: '17243',
      // The token's expiry in unix seconds: the desktop refuses a stale link before it does anything.
      exp: String(Math.floor(new Date(link.expires_at).getTime() / 1000)),
    });
    expect(link.link).toContain('name=Caf%C3%A9%20%26%20Bar%20%231');

    const [logged] = await t.handle.db
      .select()
      .from(events)
      .where(and(eq(events.kind, 'agent_link'), eq(events.customerId, buyer.user.cid)));
    expect(logged).toMatchObject({ staffId: agent.user.aid, shopId: 17243 });

    const proxy = await get(`/api/webclient/user/proxy?token=${encodeURIComponent(link.token)}&cid=${buyer.user.cid}`);
    expect(proxy.statusCode, proxy.body).toBe(200);
    const proxied = sessionResponseSchema.parse(proxy.json()).data;
    expect(proxied.token).toBe(link.token);
    expect(proxied.user).toMatchObject({ cid: buyer.user.cid, aid: agent.user.aid, type: 'customer', staff_role: 'agent', name: 'Café & Bar #1' });
    // The link token acts for the customer on customer endpoints, as the agent.
    const detail = userResponseSchema.parse((await get('/api/user/detail', link.token)).json()).data;
    expect(detail).toMatchObject({ cid: buyer.user.cid, aid: agent.user.aid });

    // The customer's own token works with the proxy login too, without an agent.
    const own = sessionResponseSchema.parse((await get(`/api/webclient/user/proxy?token=${buyer.token}&cid=${buyer.user.cid}`)).json()).data;
    expect(own.user.aid).toBe(0);

    // An explicit shop, or the shop of the customer's last order.
    const other = await post('/api/hybrid/merchant/login/as_customer', { customer_id: buyer.user.cid, shop_mid: 17243 }, agent.token);
    expect(other.json().data.shop_mid).toBe(17243);
    const noShop = await post('/api/hybrid/merchant/login/as_customer', { customer_id: buyer.user.cid, shop_mid: 999_999 }, agent.token);
    expect(noShop.statusCode).toBe(404);
    expect(error(noShop).error).toBe('SHOP_NOT_FOUND');
    const nobody = await post('/api/hybrid/merchant/login/as_customer', { customer_id: 999_999 }, agent.token);
    expect(nobody.statusCode).toBe(404);
    expect(error(nobody)).toEqual({ error: 'CUSTOMER_NOT_FOUND', message: 'This customer does not exist.' });
    const bad = await post('/api/hybrid/merchant/login/as_customer', { customer_id: 'abc' }, agent.token);
    expect(bad.statusCode).toBe(400);

    // The link token expires after 8 hours.
    step(8 * 3600_000 + 1000);
    const expired = await get(`/api/webclient/user/proxy?token=${encodeURIComponent(link.token)}&cid=${buyer.user.cid}`);
    expect(expired.statusCode).toBe(401);
    expect(error(expired).error).toBe('TOKEN_EXPIRED');
  });

  it('proxy login with another customer id is a bare 403; unknown tokens NOT_LOGIN', async () => {
    const a = await customerLogin();
    const b = await customerLogin();
    await post('/api/user/detail', { name: 'Secret Name', email: 'secret@example.com' }, b.token);
    const res = await get(`/api/webclient/user/proxy?token=${b.token}&cid=${a.user.cid}`);
    expect(res.statusCode).toBe(403);
    expect(JSON.parse(res.body)).toEqual({ error: 'FORBIDDEN', message: 'This account is not allowed to do that.' });
    expect(res.body).not.toMatch(/Secret|secret@|expire/i);
    // A staff token is never a customer token.
    const staff = await staffSession(demoAgent.username, demoAgent.password);
    expect((await get(`/api/webclient/user/proxy?token=${staff.token}&cid=${a.user.cid}`)).statusCode).toBe(403);
    const unknown = await get(`/api/webclient/user/proxy?token=sd_${'x'.repeat(40)}&cid=${a.user.cid}`);
    expect(unknown.statusCode).toBe(401);
    expect(error(unknown).error).toBe('NOT_LOGIN');
    await post('/api/webclient/logout', {}, a.token);
    expect(error(await get(`/api/webclient/user/proxy?token=${a.token}&cid=${a.user.cid}`)).error).toBe('NOT_LOGIN');
    expect((await get(`/api/webclient/user/proxy?token=short&cid=${a.user.cid}`)).statusCode).toBe(400);
    expect((await get(`/api/webclient/user/proxy?token=${b.token}`)).statusCode).toBe(400);
  });

  it('a deactivated agent’s links stop working', async () => {
    await createStaff(t.handle.db, { username: 'temp-agent', name: 'Temp', role: 'agent', password: 'temp-agent-pw' });
    const agent = await staffSession('temp-agent', 'temp-agent-pw');
    const buyer = await customerLogin();
    const link = agentLinkSchema.parse((await post('/api/hybrid/merchant/login/as_customer', { customer_id: buyer.user.cid }, agent.token)).json().data);
    await setStaffActive(t.handle.db, 'temp-agent', false, now);
    expect(error(await get(`/api/webclient/user/proxy?token=${link.token}&cid=${buyer.user.cid}`)).error).toBe('NOT_LOGIN');
    expect(error(await get('/api/user/detail', link.token)).error).toBe('NOT_LOGIN');
    const [row] = await t.handle.db.select().from(sessions).where(eq(sessions.staffId, agent.user.aid)).limit(1);
    expect(row!.revokedAt).not.toBeNull();
  });

  it('an agent link stops working when the sign-in that issued it signs out; the agent’s other sign-in and its links go on', async () => {
    await createStaff(t.handle.db, { username: 'two-desks', name: 'Two Desks', role: 'agent', password: 'two-desks-pw' });
    const desk = await staffSession('two-desks', 'two-desks-pw');
    const laptop = await staffSession('two-desks', 'two-desks-pw');
    const buyer = await customerLogin();
    const open = async (staffToken: string) =>
      agentLinkSchema.parse((await post('/api/hybrid/merchant/login/as_customer', { customer_id: buyer.user.cid }, staffToken)).json().data);
    const fromDesk = await open(desk.token);
    const fromLaptop = await open(laptop.token);
    const works = async (token: string) => {
      const detail = await get('/api/user/detail', token);
      const proxy = await get(`/api/webclient/user/proxy?token=${encodeURIComponent(token)}&cid=${buyer.user.cid}`);
      return [detail.statusCode, proxy.statusCode];
    };
    expect(await works(fromDesk.token)).toEqual([200, 200]);

    expect((await post('/api/logout', {}, desk.token)).statusCode).toBe(200);
    expect(error(await get('/api/user/detail', fromDesk.token)).error).toBe('NOT_LOGIN');
    expect(error(await get(`/api/webclient/user/proxy?token=${encodeURIComponent(fromDesk.token)}&cid=${buyer.user.cid}`)).error).toBe('NOT_LOGIN');
    expect((await get('/api/webclient/user/addrbook/list', fromDesk.token)).statusCode).toBe(401);
    // The laptop's sign-in and the link it issued are untouched; so is the customer's own session.
    expect(await works(fromLaptop.token)).toEqual([200, 200]);
    expect((await get('/api/agent/staff', laptop.token)).statusCode).toBe(200);
    expect((await get('/api/user/detail', buyer.token)).statusCode).toBe(200);
  });

  it('an agent link never outlives the sign-in that issued it, nor the account being switched off', async () => {
    await createStaff(t.handle.db, { username: 'late-shift', name: 'Late', role: 'agent', password: 'late-shift-pw' });
    const signIn = await staffSession('late-shift', 'late-shift-pw');
    const buyer = await customerLogin();
    step(11 * 3600_000); // an hour left of the 12-hour staff sign-in
    const link = agentLinkSchema.parse((await post('/api/hybrid/merchant/login/as_customer', { customer_id: buyer.user.cid }, signIn.token)).json().data);
    expect(link.expires_at).toBe(signIn.expires_at);
    expect((await get('/api/user/detail', link.token)).statusCode).toBe(200);
    step(3600_000);
    expect(error(await get('/api/user/detail', link.token)).error).toBe('TOKEN_EXPIRED');

    // Switched off in the database by other means than setStaffActive (no session revoked): refused too.
    const again = await staffSession('late-shift', 'late-shift-pw');
    const next = agentLinkSchema.parse((await post('/api/hybrid/merchant/login/as_customer', { customer_id: buyer.user.cid }, again.token)).json().data);
    expect((await get('/api/user/detail', next.token)).statusCode).toBe(200);
    await t.handle.db.update(staffAccounts).set({ active: false }).where(eq(staffAccounts.username, 'late-shift'));
    expect(error(await get('/api/user/detail', next.token)).error).toBe('NOT_LOGIN');
    expect(error(await get(`/api/webclient/user/proxy?token=${encodeURIComponent(next.token)}&cid=${buyer.user.cid}`)).error).toBe('NOT_LOGIN');
    expect(error(await get('/api/agent/staff', again.token)).error).toBe('NOT_LOGIN');
  });

  it('updates name, e-mail and language; a new e-mail is unverified', async () => {
    const session = await customerLogin();
    await t.handle.db.update(customers).set({ email: 'old@example.com', emailVerified: true }).where(eq(customers.id, session.user.cid));
    const same = await post('/api/user/detail', { email: 'OLD@example.com' }, session.token);
    expect(userResponseSchema.parse(same.json()).data.email_verified).toBe(true);
    const res = await post('/api/user/detail', { name: 'Golden Wok', email: 'owner@goldenwok.example', language: 'fr' }, session.token);
    expect(res.statusCode, res.body).toBe(200);
    const user: User = userResponseSchema.parse(res.json()).data;
    expect(user).toMatchObject({ name: 'Golden Wok', email: 'owner@goldenwok.example', email_verified: false, language: 'fr', cid: session.user.cid });
    const bad = await post('/api/user/detail', { email: 'not-an-email' }, session.token, 'fr');
    expect(bad.statusCode).toBe(400);
    expect(error(bad).message).toBe('Veuillez saisir une adresse courriel valide');
    const guest = await post('/api/user/detail', { name: 'x' });
    expect(error(guest).error).toBe('NOT_LOGIN');
    const cleared = userResponseSchema.parse((await post('/api/user/detail', { email: '' }, session.token)).json()).data;
    expect(cleared.email).toBe('');
  });

  it('forgot password always answers sent; staff hear about set-password, buyers about SMS codes', async () => {
    const sent = await post('/api/webclient/password/forgot', { email: demoAgent.email.toUpperCase() });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ status: 1, data: { sent: true } });
    const [staffMail] = await waitForMails(demoAgent.email, 1);
    expect(staffMail!.subject).toBe('Resetting your Supply Desk staff password');
    expect(staffMail!.text).toContain('npm run staff -- set-password --username agent');

    const buyer = await customerLogin();
    await post('/api/user/detail', { email: 'chef@bistro.example', language: 'fr' }, buyer.token);
    expect((await post('/api/webclient/password/forgot', { email: 'chef@bistro.example' })).json()).toEqual({ status: 1, data: { sent: true } });
    const [buyerMail] = await waitForMails('chef@bistro.example', 1);
    // In the customer's language, with the phone masked.
    expect(buyerMail!.subject).toBe('Comment vous connecter à Supply Desk');
    expect(buyerMail!.text).toContain(`+1 •••-•••-${buyer.user.phone_num.slice(-4)}`);
    expect(buyerMail!.text).not.toContain(buyer.user.phone_num.slice(1, 7));

    // The staff mail follows the caller's language.
    await post('/api/webclient/password/forgot', { email: demoSupervisor.email }, undefined, 'cn');
    const [cnMail] = await waitForMails(demoSupervisor.email, 1);
    expect(cnMail!.subject).toBe('重置您的 Supply Desk 员工密码');

    const unknown = await post('/api/webclient/password/forgot', { email: 'nobody@nowhere.example' });
    expect(unknown.body).toBe(sent.body);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await mails('nobody@nowhere.example')).toEqual([]);

    const invalid = await post('/api/webclient/password/forgot', { email: 'nope' });
    expect(invalid.statusCode).toBe(400);
    expect(error(invalid).message).toBe('Please enter the correct email address');
    expect(error(await post('/api/webclient/password/forgot', { email: '' })).message).toBe('Please enter email');
  });
});

describe('outbox files and production', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sd-auth-outbox-'));
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('production has no /api/dev/outbox, yet the sandbox SMS lands in OUTBOX_DIR/sms.jsonl', async () => {
    const t = await createTestApp('pglite', { NODE_ENV: 'production', OUTBOX_DIR: dir });
    try {
      const outbox = await t.app.inject({ method: 'GET', url: '/api/dev/outbox', headers: t.headers() });
      expect(outbox.statusCode).toBe(404);
      expect(error(outbox).error).toBe('NOT_FOUND');
      const sent = await t.app.inject({ method: 'GET', url: '/api/webclient/verification_code/request?phone_num=14165550777', headers: t.headers() });
      expect(sent.statusCode, sent.body).toBe(200);
      const [line] = readFileSync(join(dir, 'sms.jsonl'), 'utf8').trim().split('\n');
      expect(JSON.parse(line!)).toMatchObject({ channel: 'sms', to: '14165550777', text: expect.stringMatching(/code is \d{6}\./) });
    } finally {
      await t.close();
    }
  });

  it('development serves the outbox, newest first, filtered by recipient', async () => {
    const t = await createTestApp('pglite', { NODE_ENV: 'development', LOG_LEVEL: 'silent' });
    try {
      let res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?channel=fax', headers: t.headers() });
      expect(res.statusCode).toBe(400);
      res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?limit=0', headers: t.headers() });
      expect(res.statusCode).toBe(400);
      res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?channel=sms&to=%2B1%20416%20555%200888', headers: t.headers() });
      expect(res.json()).toEqual({ status: 1, data: { sms_provider: 'sandbox', mail_provider: 'sandbox', list: [] } });
      await t.app.inject({ method: 'GET', url: '/api/webclient/verification_code/request?phone_num=14165550888', headers: t.headers() });
      res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?channel=sms&to=%2B1%20416%20555%200888', headers: t.headers() });
      expect((res.json() as { data: { list: unknown[] } }).data.list).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
