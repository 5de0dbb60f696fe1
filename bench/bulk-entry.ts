import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { demoProducts } from '../server/db/seed/demo-catalogue';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { generatedProducts } from './support/generated-products';
import { startProcess } from './support/load';

/**
 * Bulk order entry in a real browser: 50 rows keyed into /quick-order through Playwright (Debian's
 * Chromium) on a catalogue of 20,000 products (the demo catalogue plus generated products seeded
 * into a fresh embedded database), served by the real server with a fresh web build.
 *
 * Each row is keyed as an agent does it: the SKU typed key by key, Enter picks the suggestion,
 * the quantity typed, Enter to the next row. What the user waits for is timed inside the page:
 * the keystroke's own event time (KeyboardEvent.timeStamp) against the time the grid stamps in the
 * frame that paints the result (data-*-at = performance.now() in requestAnimationFrame):
 * - row validated: the last quantity keystroke (the one that completes the row) → the row shows its
 *   status for that quantity;                                              (the target: p95 < 50 ms)
 * - pick: Enter on the suggestion → the row shows the product and its status; (also held to 50 ms)
 * - suggest: each SKU keystroke → the list shows the matches for it;
 * - next row: Enter in the quantity → the next row's SKU box has focus.
 * Usage: npm run bench:bulk [-- rows]
 */
const ROWS = Number(process.argv[2] ?? 50);
const CATALOGUE_SIZE = 20_000;
const SHOP_ID = 17243;
const TARGET_P95_MS = 50;

const extra = CATALOGUE_SIZE - demoProducts.length;
const generated = generatedProducts(extra);
// SKUs an agent would key: generated products that go in as they stand, spread over the catalogue.
const keyable = generated.filter((p) => p.status === 0 && p.need_weigh === 0 && p.options.length === 0 && (p.stock === -9999 || p.stock >= 9) && (p.max === 0 || p.max >= 9));
const step = Math.floor(keyable.length / ROWS);
const skus = Array.from({ length: ROWS }, (_, i) => keyable[i * step]!.sku);
const quantities = Array.from({ length: ROWS }, (_, i) => String((i % 8) + 2));

const work = mkdtempSync(join(tmpdir(), 'supply-desk-bench-bulk-'));
const webDist = join(work, 'web');
console.log(`building the web app into ${webDist} …`);
const build = spawnSync('npx', ['vite', 'build', '--outDir', webDist, '--emptyOutDir', '--logLevel', 'warn'], { stdio: 'inherit' });
if (build.status !== 0) throw new Error('vite build failed');

console.log(`starting the server with ${CATALOGUE_SIZE} products (${demoProducts.length} demo + ${extra} generated) …`);
const server = await startProcess('bench/support/api-server.ts', [], {
  BENCH_WEB_DIST: webDist,
  BENCH_EXTRA_PRODUCTS: String(extra),
  BENCH_DATA_DIR: join(work, 'data'),
});
const base = `http://127.0.0.1:${server.port}`;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

interface Timings {
  validated: number[];
  pick: number[];
  suggest: number[];
  nextRow: number[];
}

try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const position = { sid: SHOP_ID, delivery_setting_id: SHOP_ID, lat: 43.6534, lng: -79.3841, name: '100 Queen St W, Toronto, ON M5H 2N2', postcode: 'M5H 2N2' };
  await context.addCookies([{ name: 'position', value: encodeURIComponent(JSON.stringify(position)), url: base }]);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  // Every keystroke's event time and every focus change, on the page's clock.
  await page.addInitScript(() => {
    const w = window as unknown as { __keys: { key: string; t: number }[]; __focus: { id: string; t: number }[] };
    w.__keys = [];
    w.__focus = [];
    document.addEventListener('keydown', (event) => w.__keys.push({ key: event.key, t: event.timeStamp }), true);
    const tasks: { start: number; duration: number }[] = [];
    (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    document.addEventListener('focusin', (event) => w.__focus.push({ id: (event.target as HTMLElement).id, t: performance.now() }), true);
  });

  const loadStarted = Date.now();
  await page.goto(`${base}/quick-order`);
  await page.getByRole('button', { name: 'Paste rows' }).and(page.locator(':enabled')).waitFor({ timeout: 120_000 });
  const catalogueMs = Date.now() - loadStarted;
  const indexBuildMs = await page.evaluate(() => performance.getEntriesByName('bulk:index-build').at(-1)?.duration ?? NaN);
  const indexRows = await page.evaluate(async (shop) => {
    const entries = performance.getEntriesByType('resource').filter((e) => e.name.includes(`sku_index?shop_id=${shop}`));
    return entries.length;
  }, SHOP_ID);

  const timings: Timings = { validated: [], pick: [], suggest: [], nextRow: [] };
  await page.getByRole('combobox', { name: 'SKU or name, row 1' }).focus();
  const loadBefore = loadavg()[0]!;
  const keyingStarted = await page.evaluate(() => performance.now());
  for (let i = 0; i < ROWS; i++) await keyRow(page, i, skus[i]!, quantities[i]!, timings);
  const longTasks = await page.evaluate(
    (since) => (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks.filter((task) => task.start >= since),
    keyingStarted,
  );
  const loadAfter = loadavg()[0]!;

  // Every row keyed went in as keyed.
  const states = await page.locator('[data-row-id]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-status')));
  const ready = states.filter((state) => state === 'ready').length;
  if (ready !== ROWS) throw new Error(`expected ${ROWS} ready rows, found ${ready} (${states.join(',')})`);

  console.log(`\ncatalogue: ${CATALOGUE_SIZE} products; page + SKU index loaded in ${catalogueMs} ms (${indexRows} index request), index built in ${indexBuildMs.toFixed(1)} ms`);
  console.log(`rows keyed: ${ROWS} (each: SKU typed key by key, Enter, quantity, Enter)\n`);
  console.log('| wait | samples | p50 ms | p95 ms | max ms | target |');
  console.log('|---|---:|---:|---:|---:|---|');
  const verdicts: boolean[] = [];
  const line = (name: string, values: number[], target: boolean) => {
    const p95 = percentile(values, 95);
    const pass = p95 < TARGET_P95_MS;
    if (target) verdicts.push(pass);
    const verdict = target ? `p95 < ${TARGET_P95_MS} ms: ${pass ? 'PASS' : 'FAIL'}` : '—';
    console.log(`| ${name} | ${values.length} | ${fmt(percentile(values, 50))} | ${fmt(p95)} | ${fmt(Math.max(...values))} | ${verdict} |`);
  };
  line('row validated (last qty key → status painted)', timings.validated, true);
  line('pick (Enter on suggestion → product + status painted)', timings.pick, true);
  line('suggest (SKU key → matches painted)', timings.suggest, false);
  line('next row (Enter in qty → next row focused)', timings.nextRow, false);
  const longest = longTasks.reduce((max, task) => Math.max(max, task.duration), 0);
  console.log(
    `\nmain-thread tasks over 50 ms while keying: ${longTasks.length} (longest ${fmt(longest)} ms); ` +
      `machine load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)} on ${cpus().length} CPUs`,
  );
  const passed = verdicts.every(Boolean);
  console.log(`\n${passed ? 'PASS' : 'FAIL'}: row validated and pick p95 ${passed ? 'under' : 'not under'} ${TARGET_P95_MS} ms with ${CATALOGUE_SIZE} products`);
  process.exitCode = passed ? 0 : 1;
} finally {
  await browser.close();
  server.child.kill('SIGTERM');
  await new Promise((resolve) => server.child.once('exit', resolve));
  rmSync(work, { recursive: true, force: true });
}

/** One row, keyboard only; the waits are read from the page's own clock. */
async function keyRow(page: Page, i: number, sku: string, qty: string, timings: Timings): Promise<void> {
  const row = page.locator('[data-row-id]').nth(i);
  const rowId = await row.getAttribute('data-row-id');
  const keyCount = () => page.evaluate(() => (window as unknown as { __keys: unknown[] }).__keys.length);

  // The SKU, key by key: each key's matches must be painted before the next key (as a fast typist sees them).
  for (let k = 1; k <= sku.length; k++) {
    const before = await keyCount();
    await page.keyboard.type(sku[k - 1]!);
    const typed = sku.slice(0, k);
    const wait = await waitForStamp(page, rowId!, 'suggested', { prefix: `${typed}|` }, before);
    if (wait !== null) timings.suggest.push(wait);
  }
  // The exact SKU is offered first.
  await page.waitForFunction(
    ([id, code]) => document.getElementById(`bulk-row-${id}`)?.dataset.suggestedFor === `${code}|${code}`,
    [rowId, sku] as const,
  );

  let before = await keyCount();
  await page.keyboard.press('Enter');
  timings.pick.push((await waitForStamp(page, rowId!, 'validated', { exact: `ready|${sku}|1` }, before))!);

  // The quantity box has "1" selected: the typed quantity replaces it.
  for (let k = 0; k < qty.length; k++) {
    before = await keyCount();
    await page.keyboard.type(qty[k]!);
  }
  timings.validated.push((await waitForStamp(page, rowId!, 'validated', { exact: `ready|${sku}|${qty}` }, before))!);

  before = await keyCount();
  await page.keyboard.press('Enter');
  const focusWait = await page.waitForFunction(
    ([n, index]) => {
      const w = window as unknown as { __keys: { t: number }[]; __focus: { id: string; t: number }[] };
      const next = document.querySelectorAll<HTMLElement>('[data-row-id]')[index + 1];
      const key = w.__keys[n];
      if (!next || !key) return null;
      const focus = w.__focus.find((entry) => entry.id === `bulk-sku-${next.dataset.rowId}` && entry.t >= key.t);
      return focus ? focus.t - key.t : null;
    },
    [before, i] as const,
  );
  timings.nextRow.push((await focusWait.jsonValue())!);
}

/**
 * Waits until the row's data-<kind>-for is `exact` (or starts with `prefix`), then answers
 * data-<kind>-at minus the event time of keystroke number `keyIndex` (the one just sent); null when
 * the stamp predates that keystroke (the keystroke changed nothing on screen).
 */
async function waitForStamp(
  page: Page,
  rowId: string,
  kind: 'validated' | 'suggested',
  match: { exact?: string; prefix?: string },
  keyIndex: number,
): Promise<number | null> {
  const handle = await page.waitForFunction(
    ([id, stamp, wanted, n]) => {
      const element = document.getElementById(`bulk-row-${id}`);
      const value = element?.dataset[`${stamp}For`];
      const matches = value !== undefined && (wanted.exact !== undefined ? value === wanted.exact : value.startsWith(wanted.prefix ?? ''));
      const key = (window as unknown as { __keys: { t: number }[] }).__keys[n];
      if (!matches || !key) return null;
      return { wait: Number(element!.dataset[`${stamp}At`]) - key.t };
    },
    [rowId, kind, match, keyIndex] as const,
  );
  const result = (await handle.jsonValue()) as { wait: number } | null;
  return result && result.wait >= 0 ? result.wait : null;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

function fmt(ms: number): string {
  return ms.toFixed(1);
}
