import { join, resolve } from 'node:path';
import { loadavg } from 'node:os';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { TORONTO_POSITION } from '../e2e/page-models/storefront';
import { demoProducts } from '../server/db/seed/demo-catalogue';
import { startProcess } from './support/load';
import type { TraceEvent } from './support/trace-event';

/**
 * What a first visit costs the main thread, in figures that depend little on how busy the machine is
 * (Lighthouse's TBT multiplies wall-clock task lengths, so it grows with the machine's load):
 * `npx tsx bench/web-trace.ts [runs]` (BENCH_WEB_DIST=<folder> for another build; it is not rebuilt).
 * For each of bench:web's pages, a Chromium trace of a first visit (new profile, position cookie, no
 * throttling) until the page has been quiet for 2 s, read by thread time (CPU time of the renderer's
 * main thread, not wall-clock): script evaluation and compilation, all top-level tasks, the longest
 * task, how many tasks took over 12.5 ms (long, ≥ 50 ms, under Lighthouse's 4× CPU slowdown), and the
 * page's DOM elements at the end. Median of `runs` (default 3) by task thread time.
 */

const runs = Number(process.argv[2] ?? 3);
const ROOT = resolve(import.meta.dirname, '..');
const WEB_DIST = process.env.BENCH_WEB_DIST ? resolve(process.env.BENCH_WEB_DIST) : join(ROOT, 'dist', 'web');


interface Figures {
  scriptMs: number;
  tasksMs: number;
  longestMs: number;
  longTasks: number;
  domElements: number;
}

async function measure(url: string): Promise<Figures> {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    await page.setCookie({ name: 'position', value: encodeURIComponent(JSON.stringify(TORONTO_POSITION)), url: new URL(url).origin });
    await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'toplevel'] });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForNetworkIdle({ idleTime: 2000, timeout: 30_000 });
    const domElements = await page.evaluate(() => document.querySelectorAll('*').length);
    const buffer = await page.tracing.stop();
    const events = (JSON.parse(Buffer.from(buffer!).toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
    // The renderer's main thread: the CrRendererMain thread that parsed the page's HTML.
    const mains = new Set(
      events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
    );
    const counts = new Map<string, number>();
    for (const e of events) if (e.name === 'ParseHTML' && mains.has(`${e.pid}:${e.tid}`)) counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
    const main = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
    const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X');
    const ms = (e: TraceEvent) => (e.tdur ?? e.dur ?? 0) / 1000;
    const tasks = onMain.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
    const scripts = onMain.filter((e) => ['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'v8.compileModule', 'v8.compile'].includes(e.name));
    // Nested script events (a FunctionCall inside an EvaluateScript) counted once: top-level ones only.
    scripts.sort((a, b) => a.ts - b.ts);
    let scriptMs = 0;
    let end = 0;
    for (const e of scripts) {
      if (e.ts >= end) {
        scriptMs += ms(e);
        end = e.ts + (e.dur ?? 0);
      }
    }
    return {
      scriptMs,
      tasksMs: tasks.reduce((sum, e) => sum + ms(e), 0),
      longestMs: Math.max(0, ...tasks.map(ms)),
      longTasks: tasks.filter((e) => ms(e) > 12.5).length,
      domElements,
    };
  } finally {
    await browser.close();
  }
}

const api = await startProcess(join(ROOT, 'bench', 'support', 'api-server.ts'), [], { BENCH_WEB_DIST: WEB_DIST });
const origin = `http://127.0.0.1:${api.port}`;
const product = demoProducts.find((p) => p.status === 0 && p.shop_ids.includes(TORONTO_POSITION.sid))!;
const pages: [string, string][] = [
  ['/', `${origin}/`],
  ['/supply', `${origin}/supply`],
  ['/fr/supply', `${origin}/fr/supply`],
  ['/cn/results?keyword=大米', `${origin}/cn/results?keyword=${encodeURIComponent('大米')}`],
  [`/product/${product.id}`, `${origin}/product/${product.id}`],
];
console.log(`web-trace: ${WEB_DIST}, median of ${runs}, load ${loadavg()[0]!.toFixed(1)} (thread time, no throttling)`);
console.log('| page | script eval ms | main-thread tasks ms | longest task ms | tasks > 12.5 ms | DOM elements |');
console.log('|---|---:|---:|---:|---:|---:|');
try {
  for (const [name, url] of pages) {
    const all: Figures[] = [];
    for (let i = 0; i < runs; i++) all.push(await measure(url));
    all.sort((a, b) => a.tasksMs - b.tasksMs);
    const m = all[Math.floor(all.length / 2)]!;
    console.log(`| ${name} | ${m.scriptMs.toFixed(0)} | ${m.tasksMs.toFixed(0)} | ${m.longestMs.toFixed(0)} | ${m.longTasks} | ${m.domElements} |`);
  }
} finally {
  api.child.kill('SIGTERM');
}
