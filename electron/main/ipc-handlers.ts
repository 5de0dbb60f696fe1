import { IPC_CHANNEL, type IpcChannel } from '../shared/desktop-api';
import { isAllowedNavigation } from './navigation-policy';

/** The slice of ipcMain used here, injected so the handlers can be tested under Node. */
export interface IpcMainLike {
  handle(channel: IpcChannel, listener: (event: IpcEventLike, ...args: unknown[]) => unknown): void;
}
export interface IpcEventLike {
  senderFrame: { url: string } | null;
}

export interface IpcDeps {
  appOrigin: string;
  getVersion(): string;
}

/** Every channel checks that the message comes from a frame on the app's own origin. */
export function registerIpcHandlers(ipc: IpcMainLike, deps: IpcDeps): void {
  const trusted = (event: IpcEventLike): void => {
    const url = event.senderFrame?.url ?? '';
    if (!isAllowedNavigation(url, deps.appOrigin)) {
      throw new Error(`Refused IPC from untrusted frame: ${url || 'unknown'}`);
    }
  };
  ipc.handle(IPC_CHANNEL.appVersion, (event) => {
    trusted(event);
    return deps.getVersion();
  });
}
