import type { DesktopApi, SaveFileRequest } from '../../electron/shared/desktop-api';
import type { Platform, PlatformBulkInvoices, PlatformSaveResult } from './platform';

const FILTERS: Record<string, SaveFileRequest['filter']> = {
  'application/pdf': { name: 'PDF', extensions: ['pdf'] },
  'text/csv': { name: 'CSV', extensions: ['csv'] },
};

/** The save dialog's filter: from the MIME type, else from the name's extension, else any file. */
export function saveDialogFilter(name: string, mime: string): SaveFileRequest['filter'] {
  const known = FILTERS[mime.split(';')[0]!.trim().toLowerCase()];
  if (known) return known;
  const extension = /\.([a-z0-9]{1,10})$/i.exec(name)?.[1]?.toLowerCase();
  return extension ? { name: extension.toUpperCase(), extensions: [extension] } : { name: 'All files', extensions: ['*'] };
}

export function createDesktopSaveFile(bridge: Pick<DesktopApi, 'saveFile'>): Platform['saveFile'] {
  return async ({ name, bytes, mime }): Promise<PlatformSaveResult> => {
    const result = await bridge.saveFile({ suggestedName: name, bytes, filter: saveDialogFilter(name, mime) });
    if (result.saved) return { saved: true, path: result.path };
    return { saved: false, cancelled: result.reason === 'cancelled', message: result.message };
  };
}

/** Electron prefixes errors thrown in main: "Error invoking remote method 'x': Error: <message>". */
export function remoteErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/^Error invoking remote method '[^']*': (?:\w*Error: )?/, '');
}

/**
 * Progress listeners live exactly as long as their download. A download that could not even list
 * the orders (refused token, server down) rejects with the server's message, like any failed call.
 */
export function createDesktopBulkInvoices(
  bridge: Pick<DesktopApi, 'downloadInvoices' | 'onBulkInvoiceProgress' | 'cancelInvoiceDownload'>,
): PlatformBulkInvoices {
  return {
    async download(request, onProgress) {
      const unsubscribe = bridge.onBulkInvoiceProgress(onProgress);
      let summary: Awaited<ReturnType<DesktopApi['downloadInvoices']>>;
      try {
        summary = await bridge.downloadInvoices(request);
      } catch (error) {
        throw new Error(remoteErrorMessage(error), { cause: error });
      } finally {
        unsubscribe();
      }
      if (summary.error !== undefined) throw new Error(summary.error);
      return summary;
    },
    cancel: () => bridge.cancelInvoiceDownload(),
  };
}
