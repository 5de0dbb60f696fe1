import { contextBridge, ipcRenderer } from 'electron';
import { IPC_CHANNEL, type DesktopApi } from '../shared/desktop-api';

// Sandboxed preload (bundled to CommonJS): expose a fixed set of methods, never ipcRenderer itself.
contextBridge.exposeInMainWorld('desktop', {
  platform: 'desktop',
  appVersion: () => ipcRenderer.invoke(IPC_CHANNEL.appVersion),
} satisfies DesktopApi);
