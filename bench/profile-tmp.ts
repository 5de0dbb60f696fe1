import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { TORONTO_POSITION } from '../e2e/page-models/storefront';
import { startProcess } from './support/load';
import { join } from 'node:path';

const api = await startProcess(join(import.meta.dirname, 'support', 'api-server.ts'), [], { BENCH_WEB_DIST: process.env.PROF_DIST ?? join(import.meta.dirname, '..', 'dist', 'web') });
const url = `http://127.0.0.1:${api.port}${process.argv[2] ?? '/supply'}`;
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true } });
const page = await browser.newPage();
await page.setCookie({ name: 'position', value: encodeURIComponent(JSON.stringify(TORONTO_POSITION)), url: new URL(url).origin });
const cdp = await page.createCDPSession();
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'networkidle0' });
const lcp = await page.evaluate(() => new Promise<number>((res) => new PerformanceObserver((l) => { const e = l.getEntries(); res(e[e.length - 1]!.startTime); }).observe({ type: 'largest-contentful-paint', buffered: true })));
const { profile } = await cdp.send('Profiler.stop');
// self time per function (ms), only samples before LCP
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<string, number>();
let t = profile.startTime;
const nav = (await page.evaluate(() => performance.timeOrigin)) * 1000;
for (let i = 0; i < profile.samples!.length; i++) {
  t += profile.timeDeltas![i]!;
  if (t - nav > lcp * 1000) break;
  const n = byId.get(profile.samples![i]!)!;
  const f = n.callFrame;
  const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`;
  self.set(key, (self.get(key) ?? 0) + profile.timeDeltas![i]! / 1000);
}
console.log('LCP', Math.round(lcp));
[...self].sort((a, b) => b[1] - a[1]).slice(0, 40).forEach(([k, v]) => console.log(v.toFixed(1).padStart(8), k));
await browser.close(); await chrome.kill(); api.child.kill(); process.exit(0);
