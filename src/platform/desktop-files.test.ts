import { describe, expect, it } from 'vitest';
import type { BulkInvoiceProgress, DesktopApi, SaveFileRequest } from '../../electron/shared/desktop-api';
import { createDesktopBulkInvoices, createDesktopSaveFile, remoteErrorMessage, saveDialogFilter } from './desktop-files';

describe('saveDialogFilter', () => {
  it('derives the filter from the MIME type, then the extension', () => {
    expect(saveDialogFilter('invoice-1.pdf', 'application/pdf')).toEqual({ name: 'PDF', extensions: ['pdf'] });
    expect(saveDialogFilter('orders.csv', 'text/csv; charset=utf-8')).toEqual({ name: 'CSV', extensions: ['csv'] });
    expect(saveDialogFilter('sample.xlsx', 'application/octet-stream')).toEqual({ name: 'XLSX', extensions: ['xlsx'] });
    expect(saveDialogFilter('README', 'application/octet-stream')).toEqual({ name: 'All files', extensions: ['*'] });
  });
});

describe('createDesktopSaveFile', () => {
  it('maps the dialog outcome onto the platform result', async () => {
    const asked: SaveFileRequest[] = [];
    const outcomes = [
      { saved: true as const, path: '/home/a/invoice.pdf' },
      { saved: false as const, reason: 'cancelled' as const },
      { saved: false as const, reason: 'write_failed' as const, message: 'EACCES: permission denied' },
    ];
    const save = createDesktopSaveFile({
      saveFile: async (request) => {
        asked.push(request);
        return outcomes.shift()!;
      },
    });
    const file = { name: 'invoice.pdf', bytes: new Uint8Array([1, 2]), mime: 'application/pdf' };
    expect(await save(file)).toEqual({ saved: true, path: '/home/a/invoice.pdf' });
    expect(await save(file)).toEqual({ saved: false, cancelled: true, message: undefined });
    expect(await save(file)).toEqual({ saved: false, cancelled: false, message: 'EACCES: permission denied' });
    expect(asked[0]).toEqual({ suggestedName: 'invoice.pdf', bytes: file.bytes, filter: { name: 'PDF', extensions: ['pdf'] } });
  });
});

describe('createDesktopBulkInvoices', () => {
  it('forwards progress only while its download runs', async () => {
    const listeners = new Set<(p: BulkInvoiceProgress) => void>();
    const bridge: Pick<DesktopApi, 'downloadInvoices' | 'onBulkInvoiceProgress' | 'cancelInvoiceDownload'> = {
      onBulkInvoiceProgress: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      downloadInvoices: async () => {
        listeners.forEach((l) => l({ done: 1, total: 1, current: 'SD1' }));
        return { folder: '/tmp/x', saved: [{ order_no: 'SD1', file: '/tmp/x/invoice-SD1.pdf' }], failed: [], cancelled: false };
      },
      cancelInvoiceDownload: async () => {},
    };
    const seen: BulkInvoiceProgress[] = [];
    const summary = await createDesktopBulkInvoices(bridge).download(
      { from: '2026-11-01', to: '2026-11-30', token: 'tok', locale: 'en' },
      (p) => seen.push(p),
    );
    expect(summary.saved).toHaveLength(1);
    expect(seen).toEqual([{ done: 1, total: 1, current: 'SD1' }]);
    expect(listeners.size).toBe(0);
  });
});

describe('bulk download failures', () => {
  const request = { from: '2026-11-01', to: '2026-11-30', token: 'tok', locale: 'fr' as const };
  const bridgeAnswering = (answer: () => Promise<Awaited<ReturnType<DesktopApi['downloadInvoices']>>>) => ({
    onBulkInvoiceProgress: () => () => {},
    downloadInvoices: answer,
    cancelInvoiceDownload: async () => {},
  });

  it("rejects with the server's message when the orders could not be listed", async () => {
    const bulk = createDesktopBulkInvoices(
      bridgeAnswering(async () => ({ folder: '/tmp/x', saved: [], failed: [], cancelled: false, error: 'Veuillez vous connecter.' })),
    );
    await expect(bulk.download(request, () => {})).rejects.toThrow(/^Veuillez vous connecter\.$/);
  });

  it("strips Electron's remote-method prefix from errors thrown in main", async () => {
    const bulk = createDesktopBulkInvoices(
      bridgeAnswering(async () => {
        throw new Error("Error invoking remote method 'invoices:download': Error: An invoice download is already running");
      }),
    );
    await expect(bulk.download(request, () => {})).rejects.toThrow(/^An invoice download is already running$/);
    expect(remoteErrorMessage(new Error('plain'))).toBe('plain');
  });
});
