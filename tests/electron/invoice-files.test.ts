import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, zonedMoment } from '../../core/calendar/local-time';
import {
  downloadInvoices,
  sanitizeFileName,
  saveFile,
  suggestedFileName,
  writeUnique,
  type SaveDialogOptions,
} from '../../electron/main/invoice-files';
import type { BulkInvoiceProgress, BulkInvoiceRequest } from '../../electron/shared/desktop-api';
import { orders } from '../../server/db/schema';
import { testConfig } from '../../server/config';
import { insertOrder, type OrderFixture } from '../helpers/order-fixture';
import { signInCustomer, signInStaff } from '../helpers/sign-in';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { dbTargets } from '../helpers/test-database';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'sd-invoices-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

const PDF = new Uint8Array(Buffer.from('%PDF-1.7\n%fake\n'));
const request = { suggestedName: 'invoice-SD2026112200012.pdf', bytes: PDF, filter: { name: 'PDF', extensions: ['pdf'] } };

describe('file names', () => {
  it('keeps ordinary names and makes hostile ones one harmless path segment', () => {
    expect(sanitizeFileName('invoice-SD2026112200012.pdf')).toBe('invoice-SD2026112200012.pdf');
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('..\\..\\Windows\\win.ini')).toBe('win.ini');
    expect(sanitizeFileName('a<b>c:d"e|f?g*h\u0000.pdf')).toBe('a_b_c_d_e_f_g_h_.pdf');
    expect(sanitizeFileName('...hidden. ')).toBe('hidden');
    expect(sanitizeFileName('CON.pdf')).toBe('_CON.pdf');
    expect(sanitizeFileName('..')).toBe('download');
    expect(sanitizeFileName('')).toBe('download');
    const long = sanitizeFileName(`${'x'.repeat(300)}.pdf`);
    expect(long).toHaveLength(120);
    expect(long.endsWith('.pdf')).toBe(true);
  });

  it('adds the filter extension when the name lacks it', () => {
    expect(suggestedFileName({ suggestedName: 'invoice-1', filter: request.filter })).toBe('invoice-1.pdf');
    expect(suggestedFileName({ suggestedName: 'invoice-1.PDF', filter: request.filter })).toBe('invoice-1.PDF');
    expect(suggestedFileName({ suggestedName: 'notes', filter: { name: 'All', extensions: ['*'] } })).toBe('notes');
  });
});

describe('writeUnique', () => {
  it('numbers names instead of replacing a different file, and reuses an identical one', async () => {
    const other = new Uint8Array(Buffer.from('%PDF-1.7\n%other\n'));
    expect(await writeUnique(folder, 'invoice-A.pdf', PDF)).toBe(path.join(folder, 'invoice-A.pdf'));
    expect(await writeUnique(folder, 'invoice-A.pdf', other)).toBe(path.join(folder, 'invoice-A-1.pdf'));
    expect(await writeUnique(folder, 'invoice-A.pdf', new Uint8Array([1]))).toBe(path.join(folder, 'invoice-A-2.pdf'));
    expect(await writeUnique(folder, 'invoice-A.pdf', other)).toBe(path.join(folder, 'invoice-A-1.pdf'));
    expect((await readdir(folder)).sort()).toEqual(['invoice-A-1.pdf', 'invoice-A-2.pdf', 'invoice-A.pdf']);
    expect(new Uint8Array(await readFile(path.join(folder, 'invoice-A.pdf')))).toEqual(PDF);
  });

  it('gives parallel writers of the same name distinct files', async () => {
    const bodies = [1, 2, 3, 4].map((n) => new Uint8Array([n]));
    const files = await Promise.all(bodies.map((body) => writeUnique(folder, 'x.pdf', body)));
    expect(new Set(files).size).toBe(4);
  });
});

describe('saveFile', () => {
  it('offers the sanitized name in the default folder and writes the bytes where the user chose', async () => {
    const asked: SaveDialogOptions[] = [];
    const target = path.join(folder, 'chosen.pdf');
    const result = await saveFile(
      { ...request, suggestedName: '../invoice-SD1.pdf' },
      {
        defaultFolder: '/home/agent/Downloads',
        showSaveDialog: async (options) => {
          asked.push(options);
          return { canceled: false, filePath: target };
        },
      },
    );
    expect(result).toEqual({ saved: true, path: target });
    expect(asked).toEqual([{ defaultPath: path.join('/home/agent/Downloads', 'invoice-SD1.pdf'), filters: [request.filter] }]);
    expect(new Uint8Array(await readFile(target))).toEqual(PDF);
  });

  it('writes nothing when the dialog is cancelled', async () => {
    const result = await saveFile(request, { defaultFolder: folder, showSaveDialog: async () => ({ canceled: true }) });
    expect(result).toEqual({ saved: false, reason: 'cancelled' });
    expect(await readdir(folder)).toEqual([]);
  });

  it('reports a write error with its message', async () => {
    const result = await saveFile(request, {
      defaultFolder: folder,
      showSaveDialog: async () => ({ canceled: false, filePath: path.join(folder, 'missing-dir', 'x.pdf') }),
    });
    expect(result).toMatchObject({ saved: false, reason: 'write_failed' });
    expect(result.saved === false && result.message).toMatch(/ENOENT/);
  });
});

describe.each(dbTargets())('downloadInvoices against the API (%s)', (target) => {
  let t: TestApp;
  let apiOrigin: string;
  let supervisorToken: string;
  let placed: OrderFixture[];
  let outOfRange: OrderFixture;
  const salt = testConfig({}).SIGNATURE_SALT;
  const today = zonedMoment(new Date()).date;
  const range = { from: addDays(today, -1), to: addDays(today, 1) };

  beforeAll(async () => {
    t = await createTestApp(target);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    apiOrigin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    supervisorToken = (await signInStaff(t, 'supervisor')).token;
    const customer = await signInCustomer(t, { name: 'Lucky Noodle' });
    placed = [];
    for (let i = 0; i < 5; i += 1) {
      placed.push(await insertOrder(t.handle.db, { customerId: customer.customerId, paymentType: 'card', totalCents: 10_000 + i * 100 }));
    }
    outOfRange = await insertOrder(t.handle.db, { customerId: customer.customerId, paymentType: 'pad', totalCents: 5_000 });
    await t.handle.db.update(orders).set({ createdAt: new Date('2025-01-15T15:00:00Z') }).where(eq(orders.id, outOfRange.orderId));
  });
  afterAll(async () => {
    // The cancelled download leaves responses nobody reads: their sockets would hold close() for the keep-alive timeout.
    t?.app.server.closeAllConnections();
    await t?.close();
  });

  const bulk = (overrides: Partial<BulkInvoiceRequest> = {}): BulkInvoiceRequest => ({
    ...range,
    token: supervisorToken,
    locale: 'en',
    ...overrides,
  });
  const pickFolder = async () => ({ canceled: false, filePaths: [folder] });

  it('saves every invoice of the range into the folder, page by page, with progress', async () => {
    const progress: BulkInvoiceProgress[] = [];
    const summary = await downloadInvoices(bulk(), {
      apiOrigin,
      salt,
      showOpenDialog: pickFolder,
      onProgress: (p) => progress.push(p),
      pageSize: 2,
    });
    expect(summary.folder).toBe(folder);
    expect(summary.cancelled).toBe(false);
    expect(summary.failed).toEqual([]);
    expect(summary.error).toBeUndefined();
    const expected = placed.map((o) => `invoice-${o.orderNo}.pdf`).sort();
    expect(summary.saved.map((s) => path.basename(s.file)).sort()).toEqual(expected);
    expect((await readdir(folder)).sort()).toEqual(expected);
    expect(summary.saved.map((s) => s.order_no)).not.toContain(outOfRange.orderNo);
    for (const name of expected) {
      expect((await readFile(path.join(folder, name))).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    expect(progress[0]).toEqual({ done: 0, total: 5, current: '' });
    expect(progress.at(-1)).toMatchObject({ done: 5, total: 5 });
    const dones = progress.map((p) => p.done);
    expect(dones).toEqual([...dones].sort((a, b) => a - b));
  });

  it('never overwrites a file already in the folder', async () => {
    const first = placed[0]!;
    await writeFile(path.join(folder, `invoice-${first.orderNo}.pdf`), 'my own notes');
    await downloadInvoices(bulk(), { apiOrigin, salt, showOpenDialog: pickFolder });
    expect(await readFile(path.join(folder, `invoice-${first.orderNo}.pdf`), 'utf8')).toBe('my own notes');
    expect((await readFile(path.join(folder, `invoice-${first.orderNo}-1.pdf`))).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  });

  it('does nothing when the folder dialog is cancelled', async () => {
    let calls = 0;
    const summary = await downloadInvoices(bulk(), {
      apiOrigin,
      salt,
      showOpenDialog: async () => ({ canceled: true, filePaths: [] }),
      fetch: (...args) => {
        calls += 1;
        return fetch(...args);
      },
    });
    expect(summary).toEqual({ folder: null, saved: [], failed: [], cancelled: false });
    expect(calls).toBe(0);
  });

  it("returns the server's message when the token is refused", async () => {
    const summary = await downloadInvoices(bulk({ token: 'not-a-token', locale: 'fr' }), { apiOrigin, salt, showOpenDialog: pickFolder });
    expect(summary.saved).toEqual([]);
    expect(summary.error).toBeTruthy();
    expect(summary.error).not.toMatch(/^HTTP /);
    expect(await readdir(folder)).toEqual([]);
  });

  it('collects an invoice that fails with the server message and carries on', async () => {
    // The last order disappears after the list was read (deleted by an admin mid-download).
    const victim = placed.at(-1)!;
    let deleted = false;
    const summary = await downloadInvoices(bulk({ locale: 'fr' }), {
      apiOrigin,
      salt,
      showOpenDialog: pickFolder,
      fetch: async (input, init) => {
        if (!deleted && String(input).includes('/orders/invoice')) {
          deleted = true;
          await t.handle.db.delete(orders).where(eq(orders.id, victim.orderId));
        }
        return fetch(input, init);
      },
    });
    expect(summary.saved).toHaveLength(4);
    expect(summary.failed).toEqual([{ order_no: victim.orderNo, reason: 'Commande introuvable.' }]);
    placed.pop();
  });

  it('stops when cancelled and says so', async () => {
    const controller = new AbortController();
    const summary = await downloadInvoices(bulk(), {
      apiOrigin,
      salt,
      showOpenDialog: pickFolder,
      signal: controller.signal,
      onProgress: (p) => {
        if (p.done === 1) controller.abort();
      },
    });
    expect(summary.cancelled).toBe(true);
    expect(summary.failed).toEqual([]);
    expect(summary.saved.length).toBeGreaterThanOrEqual(1);
    expect(summary.saved.length).toBeLessThan(placed.length);
  });
});
