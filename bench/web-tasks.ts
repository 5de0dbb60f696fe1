import { join, resolve } from 'node:path';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { TORONTO_POSITION } from '../e2e/page-models/storefront';
import { startProcess } from './support/load';
import type { TraceEvent } from './support/trace-event';

/**
 * What each long task of a first visit is made of: `npx tsx bench/web-tasks.ts /supply /product/100101 …`
 * (BENCH_WEB_DIST=<folder> for another build, e.g. one made with `vite build --minify false` to read
 * function names). For each page, a Chromium trace of a first visit at a phone's size with the
 * position cookie, CPU slowed 4× as Lighthouse's mobile preset assumes, with V8's sampling profiler
 * in the trace; then, for every task over 50 ms on the page's main thread: its length, the trace
 * events under it (script, style, layout, paint) and the functions most of its samples were in
 * (ALL=1 keeps the library chunks' functions too). Figures grow with the machine's load: it tells
 * where a long task comes from, bench:web and bench/web-trace.ts measure.
 */

const ROOT = resolve(import.meta.dirname, '..');
const api = await startProcess(join(ROOT, 'bench', 'support', 'api-server.ts'), [], { BENCH_WEB_DIST: process.env.BENCH_WEB_DIST ?? join(ROOT, 'dist', 'web') });
const origin = `http://127.0.0.1:${api.port}`;

async function trace(path: string): Promise<TraceEvent[]> {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    await page.setCookie({ name: 'position', value: encodeURIComponent(JSON.stringify(TORONTO_POSITION)), url: origin });
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8.execute', 'disabled-by-default-v8.cpu_profiler'] });
    await page.goto(origin + path, { waitUntil: 'load' });
    await page.waitForNetworkIdle({ idleTime: 2000, timeout: 30_000 });
    return (JSON.parse(Buffer.from((await page.tracing.stop())!).toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  } finally {
    await browser.close();
  }
}

function report(path: string, events: TraceEvent[]): void {
  // The page's main thread: the renderer thread that parsed this origin's HTML.
  const parsed = events.find((e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').startsWith(origin));
  if (!parsed) throw new Error(`${path}: no HTML parsed from ${origin} in the trace`);
  const { pid, tid } = parsed;
  const onMain = (e: TraceEvent) => e.pid === pid && e.tid === tid;
  const tasks = events.filter((e) => onMain(e) && e.ph === 'X' && e.name === 'RunTask' && (e.dur ?? 0) > 50_000);
  // The sampling profiler's chunks: nodes (with their parents) and samples with time deltas.
  const nodes = new Map<number, { fn: string; parent?: number }>();
  const samples: { ts: number; node: number }[] = [];
  let time = events.find((e) => e.pid === pid && e.name === 'Profile')?.args?.data?.startTime ?? 0;
  for (const e of events) {
    if (e.pid !== pid || e.name !== 'ProfileChunk') continue;
    const profile = e.args?.data?.cpuProfile ?? {};
    for (const n of profile.nodes ?? []) {
      const frame = n.callFrame;
      nodes.set(n.id, { fn: `${frame.functionName || '(anonymous)'} ${String(frame.url ?? '').split('/').pop()}:${(frame.lineNumber ?? 0) + 1}`, parent: n.parent });
    }
    (profile.samples ?? []).forEach((node: number, i: number) => {
      time += e.args.data.timeDeltas[i];
      samples.push({ ts: time, node });
    });
  }
  const start = parsed.ts;
  console.log(`\n### ${path}: ${tasks.length} tasks over 50 ms (4× CPU)`);
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    const within = (e: { ts: number }) => e.ts >= task.ts && e.ts <= end;
    const kinds = new Map<string, number>();
    // How much the style and layout work covered: elements restyled, layout objects laid out (of all).
    let styled = 0;
    let laidOut = '';
    for (const e of events) {
      if (!onMain(e) || e.ph !== 'X' || e === task || !within(e) || /RunTask/.test(e.name)) continue;
      kinds.set(e.name, (kinds.get(e.name) ?? 0) + (e.dur ?? 0));
      if (e.name === 'UpdateLayoutTree') styled += Number(e.args?.elementCount ?? 0);
      const layout = e.name === 'Layout' ? e.args?.beginData : undefined;
      if (layout) laidOut += ` ${layout.dirtyObjects}/${layout.totalObjects}`;
    }
    const functions = new Map<string, number>();
    let count = 0;
    for (const s of samples) {
      if (!within(s)) continue;
      count++;
      const seen = new Set<string>();
      for (let id: number | undefined = s.node; id !== undefined; id = nodes.get(id)?.parent) {
        const fn = nodes.get(id)?.fn;
        if (fn && !seen.has(fn)) {
          seen.add(fn);
          functions.set(fn, (functions.get(fn) ?? 0) + 1);
        }
      }
    }
    const top = <K>(map: Map<K, number>, n: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
    const events_ = top(kinds, 5).map(([k, v]) => `${k} ${Math.round(v / 1000)}`).join(', ');
    const fns = top(new Map([...functions].filter(([k]) => !/^\((root|program|idle)\)/.test(k) && (process.env.ALL || !/vendor-/.test(k)))), 8)
      .map(([k, v]) => `${k} ${Math.round((v / Math.max(1, count)) * 100)}%`)
      .join(' | ');
    const extent = `${styled ? ` styled ${styled}` : ''}${laidOut ? ` laid out${laidOut}` : ''}`;
    console.log(`- at ${Math.round((task.ts - start) / 1000)} ms, ${Math.round(task.dur! / 1000)} ms [${events_}]${extent}${fns ? ` :: ${fns}` : ''}`);
  }
}

try {
  for (const path of process.argv.slice(2)) report(path, await trace(path));
} finally {
  api.child.kill('SIGTERM');
}
