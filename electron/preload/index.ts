import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import {
  IPC_CHANNEL,
  type AgentLinkEvent,
  type BulkInvoiceProgress,
  type DesktopApi,
} from '../shared/desktop-api';

/**
 * Subscribes to one main → renderer event channel. The returned function removes only this
 * listener, and the renderer never sees the IpcRendererEvent (it carries `sender`).
 */
function subscribe<T>(channel: string, listener: (payload: T) => void): () => void {
  const wrapped = (_event: IpcRendererEvent, payload: T) => listener(payload);
  ipcRenderer.on(channel, wrapped);
  return () => {
    ipcRenderer.removeListener(channel, wrapped);
  };
}

// Sandboxed preload (bundled to CommonJS): expose a fixed set of methods, never ipcRenderer itself.
// Every argument is validated again in main (electron/shared/ipc-schemas.ts).
contextBridge.exposeInMainWorld('desktop', {
  platform: 'desktop',
  appVersion: () => ipcRenderer.invoke(IPC_CHANNEL.appVersion),
  secureStorage: {
    status: () => ipcRenderer.invoke(IPC_CHANNEL.secureStatus),
    get: (key) => ipcRenderer.invoke(IPC_CHANNEL.secureGet, key),
    set: (key, value) => ipcRenderer.invoke(IPC_CHANNEL.secureSet, key, value),
    remove: (key) => ipcRenderer.invoke(IPC_CHANNEL.secureRemove, key),
  },
  takeAgentLinks: () => ipcRenderer.invoke(IPC_CHANNEL.takeAgentLinks),
  onAgentLink: (listener) => subscribe<AgentLinkEvent>(IPC_CHANNEL.agentLink, listener),
  saveFile: (request) => ipcRenderer.invoke(IPC_CHANNEL.saveFile, request),
  downloadInvoices: (request) => ipcRenderer.invoke(IPC_CHANNEL.downloadInvoices, request),
  onBulkInvoiceProgress: (listener) => subscribe<BulkInvoiceProgress>(IPC_CHANNEL.bulkInvoiceProgress, listener),
  cancelInvoiceDownload: () => ipcRenderer.invoke(IPC_CHANNEL.cancelInvoiceDownload),
} satisfies DesktopApi);
