import { performance } from 'node:perf_hooks';
/**
 * Issue 18, "a lean request path": what one request costs the server's CPU, in-process through Fastify's
 * inject (no sockets, no load client), beside bare Fastify routes doing the least the same request needs
 * (reading and parsing the same body, sending the same bytes). CPU time, not throughput: on a machine
 * shared with other work the HTTP benches' ratios move with the load, this much less. With PARTS=1 it
 * splits the 60-line cart calculate into its steps (body parse, zod, text rule, pricing, writing).
 * Usage: npm run bench:request-cost [-- iterations]; ONLY=<name part> runs one case;
 * profile with node --cpu-prof --import tsx bench/request-cost.ts.
 */
import { loadavg } from 'node:os';
import Fastify from 'fastify';
import { clientHeaders, DEFAULT_SIGNATURE_SALT } from '../core/request-signature';
import { cartCalculateResponseSchema } from '../core/schemas/cart';
import { menuResponseSchema, productResponseSchema, type ProductSummary } from '../core/schemas/catalogue';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase, runMigrations } from '../server/db/client';
import { seedDemo } from '../server/db/seed/seed-demo';

const config = { ...loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn' }), HOST: '127.0.0.1', PORT: 0 };
const handle = await openDatabase({ dataDir: 'memory://' });
const iterations = Number(process.argv[2] ?? 0);
await runMigrations(handle);
await seedDemo(handle.db);
const app = await buildApp({ config, db: handle.db });
await app.ready();
const headers = { ...clientHeaders({ language: 'en', apiHost: 'localhost:80', salt: DEFAULT_SIGNATURE_SALT }), 'content-type': 'application/json' };
const get = async (url: string) => (await app.inject({ url, headers })).json();
const menu = menuResponseSchema.parse(await get('/api/webclient/menu?shop_id=17243'));
const all = menu.data.menus.flatMap((m) => m.products).filter((p) => p.stock === -9999 || p.stock > 40);
const used = new Set<number>();
const take = (pred: (p: ProductSummary) => boolean, n: number) => { const picked = all.filter((p) => pred(p) && !used.has(p.product_id)).slice(0, n); for (const p of picked) used.add(p.product_id); return picked; };
const specials = take((p) => p.is_special === 1, 10), batch = take((p) => p.batch_price.length > 0, 10), weighed = take((p) => p.need_weigh === 1, 8), withOptions = take((p) => p.has_options, 8), plain = take(() => true, 60);
type Line = { product_id: number; qty: number; note: string; options: { group_id: number; items: { item_id: number; qty: number }[] }[] };
const lines: Line[] = [];
for (const p of specials) lines.push({ product_id: p.product_id, qty: Math.max(1, p.discount_limit_times || 2), note: '', options: [] });
for (const p of batch) lines.push({ product_id: p.product_id, qty: p.batch_price[0]!.start, note: '', options: [] });
for (const p of weighed) lines.push({ product_id: p.product_id, qty: 2, note: 'trim fat', options: [] });
for (const p of withOptions) {
  const detail = productResponseSchema.parse(await get(`/api/webclient/product?shop_id=17243&product_id=${p.product_id}`)).data;
  const options = detail.options.map((g) => ({ group_id: g.id, items: g.type === 'radio' ? [{ item_id: g.items[0]!.id, qty: 1 }] : g.items.slice(0, Math.max(1, g.min)).map((i) => ({ item_id: i.id, qty: 1 })) }));
  for (let k = 0; k < 2; k++) lines.push({ product_id: p.product_id, qty: 1, note: '', options });
}
for (const p of plain) { if (lines.length >= 60) break; lines.push({ product_id: p.product_id, qty: 1 + (p.product_id % 5), note: '', options: [] }); }
const draft = { shop_id: 17243, shipping_type: 'delivery', cart_id: 0, promo_codes: [], product_combo_items: [] };
const first = await app.inject({ method: 'POST', url: '/api/webclient/cart/calculate', headers, payload: JSON.stringify({ ...draft, product_items: lines }) });
const priced = cartCalculateResponseSchema.parse(first.json()).data.menu;
const body = JSON.stringify({ ...draft, product_items: lines.map((line, i) => ({ ...line, price: priced[i]!.price, row_total: priced[i]!.row_total })) });
const emptyBody = JSON.stringify({ ...draft, product_items: [] });
const answer = (await app.inject({ method: 'POST', url: '/api/webclient/cart/calculate', headers, payload: body })).body;
const bare = Fastify({ logger: false });
const bareBytes = Buffer.from(answer);
bare.post('/bare', async (request, reply) => reply.type('application/json; charset=utf-8').send(request.body === undefined ? null : bareBytes));
bare.get('/bare', async (_request, reply) => reply.type('application/json; charset=utf-8').send(bareBytes));
const productUrl = `/api/webclient/product?shop_id=17243&product_id=${plain[3]!.product_id}`;
const productBytes = Buffer.from((await app.inject({ url: productUrl, headers })).body);
bare.get('/bare-product', async (_request, reply) => reply.type('application/json; charset=utf-8').send(productBytes));
await bare.ready();
const cases: [string, () => Promise<unknown>][] = [
  ['bare POST (6 KB body)', () => bare.inject({ method: 'POST', url: '/bare', headers, payload: body })],
  ['bare GET', () => bare.inject({ url: '/bare', headers })],
  ['bare GET product bytes', () => bare.inject({ url: '/bare-product?shop_id=17243&product_id=1', headers })],
  ['healthz', () => app.inject({ url: '/healthz', headers })],
  ['cart empty', () => app.inject({ method: 'POST', url: '/api/webclient/cart/calculate', headers, payload: emptyBody })],
  ['cart 60 lines', () => app.inject({ method: 'POST', url: '/api/webclient/cart/calculate', headers, payload: body })],
  ['menu', () => app.inject({ url: '/api/webclient/menu?shop_id=17243', headers })],
  ['product', () => app.inject({ url: `/api/webclient/product?shop_id=17243&product_id=${plain[3]!.product_id}`, headers })],
];
const only = process.env.ONLY;
if (process.env.PARTS) {
  const { cartCalculateBodySchema } = await import('../core/schemas/cart');
  const { withStorableText, holdsUnsupportedText } = await import('../core/schemas/text');
  const { buildWriter } = await import('../server/http/zod-serialization');
  const { cartCalculateResponseSchema: resSchema } = await import('../core/schemas/cart');
  const { priceCart } = await import('../server/services/cart/price-cart');
  const { translator } = await import('../server/i18n');
  const { zodValidatorCompiler } = await import('../server/http/zod-validation');
  const validateBody = zodValidatorCompiler({ schema: cartCalculateBodySchema, httpPart: 'body', method: 'POST', url: '/api/webclient/cart/calculate' } as never) as (data: unknown) => unknown;
  const guarded = withStorableText(cartCalculateBodySchema);
  const parsedBody = cartCalculateBodySchema.parse(JSON.parse(body));
  const write = buildWriter(resSchema);
  const answerObj = JSON.parse(answer);
  const t = translator('en');
  const parts: [string, () => unknown][] = [
    ['JSON.parse body', () => JSON.parse(body)],
    ['zod body (guarded)', () => guarded.safeParse(JSON.parse(body))],
    ['zod body (plain)', () => cartCalculateBodySchema.safeParse(JSON.parse(body))],
    // What the route runs: z.compile of the schema between two text walks (server/http/zod-validation.ts).
    ['route validator (compiled)', () => validateBody(JSON.parse(body))],
    ['text walk', () => holdsUnsupportedText(parsedBody)],
    ['priceCart', () => priceCart(app, { shopId: 17243, shippingType: 'delivery', lines: parsedBody.product_items, locale: 'en', t, combos: [] })],
    ['write answer (route writer)', () => write(answerObj)],
    ['JSON.stringify answer', () => JSON.stringify(answerObj)],
  ];
  for (let round = 0; round < 2; round++) for (const [name, run] of parts) {
    for (let i = 0; i < 300; i++) await run();
    const cpu = process.cpuUsage(); const n = 3000;
    for (let i = 0; i < n; i++) await run();
    const used = process.cpuUsage(cpu);
    if (round === 1) console.log(`${name.padEnd(28)} cpu ${((used.user + used.system) / n).toFixed(1).padStart(7)} µs`);
  }
  process.exit(0);
}
console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}; the first round warms up, the second is shown`);
for (let round = 0; round < 2; round++) {
  for (const [name, run] of cases) {
    if (only && !name.includes(only)) continue;
    const n = iterations || (name.startsWith('cart 60') ? 1500 : 4000);
    for (let i = 0; i < 200; i++) await run();
    const cpu = process.cpuUsage();
    const t = performance.now();
    for (let i = 0; i < n; i++) await run();
    const wall = performance.now() - t;
    const used = process.cpuUsage(cpu);
    if (round === 1) console.log(`${name.padEnd(28)} cpu ${(((used.user + used.system) / n)).toFixed(1).padStart(7)} µs/req  wall ${((wall * 1000) / n).toFixed(1).padStart(7)} µs/req`);
  }
}
process.exit(0);
