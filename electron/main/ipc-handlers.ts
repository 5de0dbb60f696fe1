import type { z } from 'zod';
import {
  IPC_CHANNEL,
  type AgentLinkEvent,
  type BulkInvoiceProgress,
  type BulkInvoiceRequest,
  type BulkInvoiceSummary,
  type IpcChannel,
  type SaveFileRequest,
  type SaveFileResult,
  type SecureStorageStatus,
  type SecureStorageWrite,
} from '../shared/desktop-api';
import {
  bulkInvoiceRequestSchema,
  saveFileRequestSchema,
  secureKeyArgSchema,
  secureValueArgSchema,
} from '../shared/ipc-schemas';
import { isAllowedNavigation } from './navigation-policy';

/** The slice of ipcMain used here, injected so the handlers can be tested under Node. */
export interface IpcMainLike {
  handle(channel: IpcChannel, listener: (event: IpcEventLike, ...args: unknown[]) => unknown): void;
}
export interface IpcEventLike {
  senderFrame: { url: string } | null;
  /** The renderer that asked; bulk progress goes back to it. */
  sender?: { send(channel: string, ...args: unknown[]): void; isDestroyed?(): boolean };
}

export interface IpcDeps {
  appOrigin: string;
  getVersion(): string;
  secureStorage?: {
    status(): SecureStorageStatus;
    get(key: string): string | null;
    set(key: string, value: string): SecureStorageWrite;
    remove(key: string): void;
  };
  /** Drains the deep-link queue (see deep-link.ts). */
  takeAgentLinks?(): AgentLinkEvent[];
  saveFile?(request: SaveFileRequest): Promise<SaveFileResult>;
  downloadInvoices?(
    request: BulkInvoiceRequest,
    opts: { onProgress(progress: BulkInvoiceProgress): void; signal: AbortSignal },
  ): Promise<BulkInvoiceSummary>;
}

/** Thrown to the renderer; it carries no detail of what was wrong with the payload. */
export class IpcArgumentError extends Error {
  constructor(channel: string) {
    super(`Invalid arguments for ${channel}`);
    this.name = 'IpcArgumentError';
  }
}

/**
 * One handler per channel. Each checks that the message comes from a frame on the app's own origin
 * (Electron security checklist: validate the sender of every IPC message) and validates its
 * arguments with electron/shared/ipc-schemas.ts before anything runs.
 */
export function registerIpcHandlers(ipc: IpcMainLike, deps: IpcDeps): void {
  const trusted = (event: IpcEventLike): void => {
    const url = event.senderFrame?.url ?? '';
    if (!isAllowedNavigation(url, deps.appOrigin)) {
      throw new Error(`Refused IPC from untrusted frame: ${url || 'unknown'}`);
    }
  };
  const parse = <S extends z.ZodType>(channel: IpcChannel, schema: S, value: unknown): z.infer<S> => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw new IpcArgumentError(channel);
    return parsed.data;
  };
  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not available`);
    return value;
  };

  ipc.handle(IPC_CHANNEL.appVersion, (event) => {
    trusted(event);
    return deps.getVersion();
  });

  ipc.handle(IPC_CHANNEL.secureStatus, (event) => {
    trusted(event);
    return need(deps.secureStorage, 'Secure storage').status();
  });
  ipc.handle(IPC_CHANNEL.secureGet, (event, key) => {
    trusted(event);
    return need(deps.secureStorage, 'Secure storage').get(parse(IPC_CHANNEL.secureGet, secureKeyArgSchema, key));
  });
  ipc.handle(IPC_CHANNEL.secureSet, (event, key, value) => {
    trusted(event);
    return need(deps.secureStorage, 'Secure storage').set(
      parse(IPC_CHANNEL.secureSet, secureKeyArgSchema, key),
      parse(IPC_CHANNEL.secureSet, secureValueArgSchema, value),
    );
  });
  ipc.handle(IPC_CHANNEL.secureRemove, (event, key) => {
    trusted(event);
    need(deps.secureStorage, 'Secure storage').remove(parse(IPC_CHANNEL.secureRemove, secureKeyArgSchema, key));
  });

  ipc.handle(IPC_CHANNEL.takeAgentLinks, (event) => {
    trusted(event);
    return need(deps.takeAgentLinks, 'Agent links')();
  });

  ipc.handle(IPC_CHANNEL.saveFile, (event, request) => {
    trusted(event);
    return need(deps.saveFile, 'Saving files')(parse(IPC_CHANNEL.saveFile, saveFileRequestSchema, request));
  });

  // One bulk download at a time (one window, one supervisor); cancel aborts it.
  let running: AbortController | null = null;
  ipc.handle(IPC_CHANNEL.downloadInvoices, (event, request) => {
    trusted(event);
    const valid = parse(IPC_CHANNEL.downloadInvoices, bulkInvoiceRequestSchema, request);
    const download = need(deps.downloadInvoices, 'Invoice download');
    if (running) throw new Error('An invoice download is already running');
    const controller = new AbortController();
    running = controller;
    const sender = event.sender;
    const done = () => {
      if (running === controller) running = null;
    };
    return download(valid, {
      signal: controller.signal,
      onProgress: (progress) => {
        if (sender && !sender.isDestroyed?.()) sender.send(IPC_CHANNEL.bulkInvoiceProgress, progress);
      },
    }).finally(done);
  });
  ipc.handle(IPC_CHANNEL.cancelInvoiceDownload, (event) => {
    trusted(event);
    running?.abort();
  });
}
