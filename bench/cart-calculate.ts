import { writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { clientHeaders, DEFAULT_SIGNATURE_SALT } from '../core/request-signature';
import { cartCalculateResponseSchema } from '../core/schemas/cart';
import { menuResponseSchema, productResponseSchema, type ProductSummary } from '../core/schemas/catalogue';
import { buildWriter } from '../server/http/zod-serialization';
import { startProcess } from './support/load';

/**
 * Cart calculate under concurrent load against the real API (PGlite, demo catalogue): a realistic
 * 60-line cart (specials, batch prices, options, weighed lines) beside a bare Fastify route serving a
 * fixed JSON of the same size as the answer, in one run, and the bare route taking this request body as
 * a POST (reading and parsing the body alone): the baseline of issue 18's targets, 60 lines ≥ 50 % of
 * it with p99 < 40 ms and the empty cart (the route's own fixed cost: signature, language, CORS,
 * validation, envelope) ≥ 80 %. Usage: npm run bench:cart [-- seconds connections]
 */
const duration = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 50);

const api = await startProcess('bench/support/api-server.ts');
const apiUrl = `http://127.0.0.1:${api.port}`;
const headers = { ...clientHeaders({ language: 'en', apiHost: `127.0.0.1:${api.port}`, salt: DEFAULT_SIGNATURE_SALT }), 'content-type': 'application/json' };

const menu = menuResponseSchema.parse(await (await fetch(`${apiUrl}/api/webclient/menu?shop_id=17243`, { headers })).json());
const all = menu.data.menus.flatMap((m) => m.products).filter((p) => p.stock === -9999 || p.stock > 40);
const take = (pred: (p: ProductSummary) => boolean, n: number, used: Set<number>) => {
  const picked = all.filter((p) => pred(p) && !used.has(p.product_id)).slice(0, n);
  for (const p of picked) used.add(p.product_id);
  return picked;
};
const used = new Set<number>();
const specials = take((p) => p.is_special === 1, 10, used);
const batch = take((p) => p.batch_price.length > 0, 10, used);
const weighed = take((p) => p.need_weigh === 1, 8, used);
const withOptions = take((p) => p.has_options, 8, used);
const plain = take(() => true, 60, used);

type Line = { product_id: number; qty: number; note: string; options: { group_id: number; items: { item_id: number; qty: number }[] }[] };
const lines: Line[] = [];
for (const p of specials) lines.push({ product_id: p.product_id, qty: Math.max(1, p.discount_limit_times || 2), note: '', options: [] });
for (const p of batch) lines.push({ product_id: p.product_id, qty: p.batch_price[0]!.start, note: '', options: [] });
for (const p of weighed) lines.push({ product_id: p.product_id, qty: 2, note: 'trim fat', options: [] });
for (const p of withOptions) {
  const detail = productResponseSchema.parse(await (await fetch(`${apiUrl}/api/webclient/product?shop_id=17243&product_id=${p.product_id}`, { headers })).json()).data;
  const options = detail.options.map((g) => ({
    group_id: g.id,
    items: g.type === 'radio' ? [{ item_id: g.items[0]!.id, qty: 1 }] : g.items.slice(0, Math.max(1, g.min)).map((i) => ({ item_id: i.id, qty: 1 })),
  }));
  for (let k = 0; k < 2; k++) lines.push({ product_id: p.product_id, qty: 1, note: '', options });
}
for (const p of plain) {
  if (lines.length >= 60) break;
  lines.push({ product_id: p.product_id, qty: 1 + (p.product_id % 5), note: '', options: [] });
}
// The body the storefront sends (src/features/cart/hooks/use-cart-sync.ts calculateBody): lines as an
// array with the client's own unit price and row total, which the server compares with its figures.
const draft = { shop_id: 17243, shipping_type: 'delivery', cart_id: 0, promo_codes: [], product_combo_items: [] };
const first = await fetch(`${apiUrl}/api/webclient/cart/calculate`, { method: 'POST', headers, body: JSON.stringify({ ...draft, product_items: lines }) });
if (!first.ok) throw new Error(`calculate answered ${first.status}: ${(await first.text()).slice(0, 300)}`);
const priced = cartCalculateResponseSchema.parse(await first.json()).data.menu;
const body = JSON.stringify({
  ...draft,
  product_items: lines.map((line, i) => ({ ...line, price: priced[i]!.price, row_total: priced[i]!.row_total })),
});
const second = await fetch(`${apiUrl}/api/webclient/cart/calculate`, { method: 'POST', headers, body });
const answer = await second.text();
if (!second.ok) throw new Error(`calculate answered ${second.status}: ${answer.slice(0, 300)}`);
const parsed = cartCalculateResponseSchema.parse(JSON.parse(answer)).data;
if (process.env.BENCH_DUMP_BODY) writeFileSync(process.env.BENCH_DUMP_BODY, body);
const answerBytes = Buffer.byteLength(answer);

/** Microseconds per call of `fn`, in this process, before any load runs (the median of 5 rounds). */
function microsPerCall(fn: () => unknown, calls = 2000): number {
  for (let i = 0; i < calls; i++) fn();
  const rounds: number[] = [];
  for (let r = 0; r < 5; r++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < calls; i++) fn();
    rounds.push(Number(process.hrtime.bigint() - start) / calls / 1000);
  }
  return rounds.sort((a, b) => a - b)[2]!;
}
// What writing this answer costs alone: the route's own writer (fast-json-stringify from core's
// schema) and the byte count Fastify takes of it, and within it the answer's dollar figures turned to
// text. Beside the bare POST's cost per request it bounds what the route can reach at all.
const answerData: unknown = JSON.parse(answer);
const writeAnswer = buildWriter(cartCalculateResponseSchema);
const writeMicros = microsPerCall(() => Buffer.byteLength(writeAnswer(answerData)));
// The empty cart's answer goes through the same writer: its share is in the empty cart's row already.
const emptyBody = JSON.stringify({ ...draft, product_items: [] });
const emptyAnswer: unknown = await (await fetch(`${apiUrl}/api/webclient/cart/calculate`, { method: 'POST', headers, body: emptyBody })).json();
const writeEmptyMicros = microsPerCall(() => Buffer.byteLength(writeAnswer(emptyAnswer)));
const dollarFigures: number[] = [];
JSON.parse(answer, (_key, value: unknown) => {
  if (typeof value === 'number' && !Number.isInteger(value)) dollarFigures.push(value);
  return value;
});
const dollarsMicros = microsPerCall(() => {
  let text = '';
  for (const n of dollarFigures) text += `${n},`;
  return text.length;
});
const bare = await startProcess('bench/support/bare-server.ts', [String(answerBytes)]);

console.log(`cart calculate load: ${connections} connections, ${duration} s per run`);
console.log(
  `cart: ${lines.length} lines (${specials.length} special, ${batch.length} batch, ${weighed.length} weighed, ${withOptions.length * 2} with options), ` +
    `subtotal $${parsed.totals.subtotal}, ${parsed.messages.length} messages; answer ${answerBytes} bytes, request ${Buffer.byteLength(body)} bytes`,
);

interface Row {
  name: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function load(name: string, opts: autocannon.Options): Promise<Row> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ connections, duration, ...opts }, (err, res) => (err ? reject(err) : resolve(res)));
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return {
    name,
    rps: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const rows: Row[] = [];
try {
  rows.push(await load('bare route, answer-sized JSON', { url: `http://127.0.0.1:${bare.port}/bare` }));
  rows.push(await load('bare POST route parsing this request body', { url: `http://127.0.0.1:${bare.port}/bare`, method: 'POST', headers, body }));
  rows.push(await load('POST cart/calculate, empty cart', { url: `${apiUrl}/api/webclient/cart/calculate`, method: 'POST', headers, body: emptyBody }));
  rows.push(await load('POST cart/calculate (60 lines)', { url: `${apiUrl}/api/webclient/cart/calculate`, method: 'POST', headers, body }));
} finally {
  for (const p of [api, bare]) p.child.kill('SIGTERM');
}

// Issue 18's targets: the route's work against the bare POST route that reads and parses the same
// body (the floor of any route taking it); the answer-sized GET row shows what HTTP alone allows.
const [bareGet, barePost, empty, cart] = rows as [Row, Row, Row, Row];
const ms = (n: number) => `${n.toFixed(1)} ms`;
console.log('');
console.log('| run | req/s | p50 | p95 | p99 | vs bare POST |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const r of rows) {
  const ratio = r === barePost ? '100 %' : `${((r.rps / barePost.rps) * 100).toFixed(1)} %`;
  console.log(`| ${r.name} | ${Math.round(r.rps)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ratio} |`);
}
const clean = rows.every((r) => r.non2xx + r.errors === 0);
const cartOk = cart.rps >= barePost.rps * 0.5 && cart.p99 < 40;
const emptyOk = empty.rps >= barePost.rps * 0.8;
// The server is one busy thread under this load: 1 / req/s is its CPU time per request.
const barePostMicros = 1e6 / barePost.rps;
console.log(
  `\nper request: bare POST ${barePostMicros.toFixed(0)} µs; writing this answer alone ${writeMicros.toFixed(0)} µs ` +
    `(its ${dollarFigures.length} dollar figures to text: ${dollarsMicros.toFixed(0)} µs)`,
);
// The floor of the 60-line route from this run's own rows, with no pricing at all: the empty cart's whole
// path (signature, language, CORS, validation, the envelope and a small answer), plus reading this body
// (the bare POST over the bare GET answering the same bytes), plus writing this answer from its schema
// (less the empty answer's writing, counted in the empty cart's row).
const emptyMicros = 1e6 / empty.rps;
const readBodyMicros = barePostMicros - 1e6 / bareGet.rps;
const floorMicros = emptyMicros + readBodyMicros + writeMicros - writeEmptyMicros;
console.log(
  `floor of the 60-line route with no pricing at all: the empty cart ${emptyMicros.toFixed(0)} µs + reading this body ` +
    `${readBodyMicros.toFixed(0)} µs + writing this answer ${(writeMicros - writeEmptyMicros).toFixed(0)} µs more than the empty one = ${floorMicros.toFixed(0)} µs, ` +
    `so at most ${((barePostMicros / floorMicros) * 100).toFixed(0)} % of the bare POST (50 % allows ${(2 * barePostMicros).toFixed(0)} µs; ` +
    `the route took ${(1e6 / cart.rps).toFixed(0)} µs)`,
);
console.log(`\ntarget 60 lines (≥ 50 % of the bare POST's req/s, p99 < 40 ms): ${cartOk ? 'MET' : 'NOT MET'}`);
console.log(`target empty cart (≥ 80 % of the bare POST's req/s): ${emptyOk ? 'MET' : 'NOT MET'}`);
if (!clean) console.log('non-2xx answers or errors: NOT MET');
const ok = cartOk && emptyOk && clean;
if (!ok) process.exitCode = 1;
process.exit();
