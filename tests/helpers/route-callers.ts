import { deliveryDates } from '../../core/checkout/service-dates';
import { padStatements } from '../../server/db/schema';
import { issueAgentLink } from '../../server/services/auth/agent-link';
import { addAddress, clock, plainProducts, SHOP } from '../server/orders-support';
import { insertOrder } from './order-fixture';
import { signInAgentFor, signInCustomer, signInStaff, type SignedIn } from './sign-in';
import type { TestApp } from './test-app';
import type { Hints } from './zod-payloads';

/**
 * Who calls a route in the bad-payload property test, and the realistic field values (hints) that let
 * an otherwise ordinary request travel as deep as it can: real shop, product, order and address ids.
 */

export const CALLERS = ['guest', 'buyer', 'agent_link', 'agent', 'supervisor'] as const;
export type CallerKind = (typeof CALLERS)[number];
export type Callers = Record<CallerKind, SignedIn | undefined> & { hints: Hints };

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);

/** Values any caller may send (the caller's own ids come with `callersFor`). The app runs on orders-support's clock. */
export async function sharedHints(t: TestApp): Promise<Hints> {
  const staff = await signInStaff(t, 'agent');
  const product = (await plainProducts(t))[0]!;
  return {
    shop_id: [SHOP],
    mid: [SHOP],
    ds_id: [SHOP],
    shop_mid: [SHOP],
    product_id: [product.id],
    product_ids: [String(product.id), [product.id]],
    cart_product_ids: [String(product.id), [product.id]],
    warehouse_id: [1],
    card_setting_id: [1],
    pad_account_id: [1],
    agent_id: [staff.staffId],
    product_items: [[{ product_id: product.id, qty: 1, note: '', options: [] }]],
    shipping_type: ['delivery'],
    payment_type: ['card'],
    service_date: [deliveryDates(clock())[0]],
    phone_num: ['14165550123'],
    phone: ['4165550123'],
    tel: ['4165550123'],
    username: ['14165550123'],
    password: ['not-the-password'],
    code: ['123456'],
    email: ['buyer@example.ca'],
    postal_code: ['M5H 2N2'],
    postal: ['M5H 2N2'],
    latitude: [43.6535, '43.6535'],
    longitude: [-79.3839, '-79.3839'],
    lat: [43.6535],
    lng: [-79.3839],
    lating: ['43.6535,-79.3839'],
    location: ['43.6535,-79.3839'],
    address: ['100 Queen St W, Toronto'],
    addr: ['100 Queen St W, Toronto'],
    input: ['100 Queen St W'],
    place_id: ['sandbox-place-1'],
    keyword: ['rice'],
    prefix: ['ri'],
    q: ['Golden'],
    name: ['Golden Wok'],
    dot_token: ['abcdefgh12345678'],
    event: ['click'],
    payment_method_id: ['pm_card_visa'],
    setup_intent_id: ['seti_sandbox_0001'],
    intent_id: ['pi_sandbox_0001'],
    idempotency_key: ['bad-payloads-key-1'],
    holder_name: ['TestKitchenInc'],
    institution_number: ['004'],
    transit_number: ['12345'],
    account_number: ['000123456789'],
    cheque_image: [PNG.toString('base64')],
    card_no: ['4242424242424242'],
    exp_month: [12],
    exp_year: [2030],
    cvc: ['123'],
    lang: ['en'],
    accept: [true],
  };
}

/**
 * Fresh callers of every kind, so one route's logout or deletion does not blunt the next, with the
 * buyer's own ids (an address, an order, an agent link, the accepted PAD agreement) as hints.
 */
export async function callersFor(t: TestApp, shared: Hints): Promise<Callers> {
  const buyer = await signInCustomer(t);
  const addressId = await addAddress(t, buyer.customerId);
  const order = await insertOrder(t.handle.db, { customerId: buyer.customerId, paymentType: 'card', totalCents: 80_00 });
  await t.handle.db.insert(padStatements).values({ customerId: buyer.customerId, version: '2023-11-01' });
  const agent = await signInStaff(t, 'agent');
  const link = await issueAgentLink(t.handle.db, { kind: 'staff', sessionId: agent.sessionId, staffId: agent.staffId, role: 'agent' }, { customerId: buyer.customerId, now: clock() });
  const own = [buyer.customerId];
  return {
    guest: undefined,
    buyer,
    agent_link: await signInAgentFor(t, buyer.customerId),
    agent,
    supervisor: await signInStaff(t, 'supervisor'),
    hints: { ...shared, token: [link.token], customer_id: own, pq_customer_id: own, cid: own, order_id: [order.orderId], contact_id: [addressId], id: [addressId] },
  };
}
