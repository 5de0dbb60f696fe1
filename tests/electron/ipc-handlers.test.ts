import { describe, expect, it } from 'vitest';
import { registerIpcHandlers, type IpcEventLike, type IpcMainLike } from '../../electron/main/ipc-handlers';
import { IPC_CHANNEL } from '../../electron/shared/desktop-api';

function fakeIpc() {
  const handlers = new Map<string, (event: IpcEventLike, ...args: unknown[]) => unknown>();
  const ipc: IpcMainLike = { handle: (channel, listener) => void handlers.set(channel, listener) };
  const invoke = (channel: string, frameUrl: string | null) =>
    handlers.get(channel)?.({ senderFrame: frameUrl === null ? null : { url: frameUrl } });
  return { ipc, handlers, invoke };
}

describe('registerIpcHandlers', () => {
  it('answers the app version to the app origin', () => {
    const fake = fakeIpc();
    registerIpcHandlers(fake.ipc, { appOrigin: 'app://bundle', getVersion: () => '0.1.0' });
    expect([...fake.handlers.keys()]).toEqual(Object.values(IPC_CHANNEL));
    expect(fake.invoke(IPC_CHANNEL.appVersion, 'app://bundle/index.html#/fr')).toBe('0.1.0');
  });

  it('refuses frames from any other origin', () => {
    const fake = fakeIpc();
    registerIpcHandlers(fake.ipc, { appOrigin: 'app://bundle', getVersion: () => '0.1.0' });
    expect(() => fake.invoke(IPC_CHANNEL.appVersion, 'https://evil.test/')).toThrow(/untrusted/);
    expect(() => fake.invoke(IPC_CHANNEL.appVersion, null)).toThrow(/untrusted/);
  });
});
