import { describe, expect, it } from 'vitest';
import { createDeepLinkRouter } from '../../electron/main/deep-link';
import { registerIpcHandlers, type IpcDeps, type IpcEventLike, type IpcMainLike } from '../../electron/main/ipc-handlers';
import { createSecureStorage } from '../../electron/main/secure-storage';
import {
  IPC_CHANNEL,
  type BulkInvoiceProgress,
  type BulkInvoiceRequest,
  type SaveFileRequest,
} from '../../electron/shared/desktop-api';

const APP = 'app://bundle/index.html#/en/agent';
/** Channels main sends on (events), as opposed to the ones the renderer invokes. */
const EVENT_CHANNELS: string[] = [IPC_CHANNEL.agentLink, IPC_CHANNEL.bulkInvoiceProgress];

function fakeIpc(deps: Partial<IpcDeps> = {}) {
  const handlers = new Map<string, (event: IpcEventLike, ...args: unknown[]) => unknown>();
  const ipc: IpcMainLike = { handle: (channel, listener) => void handlers.set(channel, listener) };
  registerIpcHandlers(ipc, { appOrigin: 'app://bundle', getVersion: () => '0.1.0', ...deps });
  const sent: { channel: string; args: unknown[] }[] = [];
  const invokeFrom = (frameUrl: string | null, channel: string, ...args: unknown[]) => {
    const handler = handlers.get(channel);
    if (!handler) throw new Error(`no handler for ${channel}`);
    return handler(
      { senderFrame: frameUrl === null ? null : { url: frameUrl }, sender: { send: (c, ...a) => void sent.push({ channel: c, args: a }) } },
      ...args,
    );
  };
  return { handlers, sent, invoke: (channel: string, ...args: unknown[]) => invokeFrom(APP, channel, ...args), invokeFrom };
}

function plainStore() {
  const data: Record<string, string> = {};
  return { data, get: (k: string) => data[k], set: (k: string, v: string) => void (data[k] = v), delete: (k: string) => void delete data[k] };
}
const reversingCipher = {
  isEncryptionAvailable: () => true,
  encryptString: (plain: string) => Buffer.from([...plain].reverse().join(''), 'utf8'),
  decryptString: (data: Buffer) => [...data.toString('utf8')].reverse().join(''),
};

const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
const saveRequest: SaveFileRequest = { suggestedName: 'invoice-SD1.pdf', bytes: pdf, filter: { name: 'PDF', extensions: ['pdf'] } };
const bulkRequest: BulkInvoiceRequest = { from: '2026-11-01', to: '2026-11-30', token: 'staff-token', locale: 'fr' };

describe('registerIpcHandlers', () => {
  it('registers one handler per invoke channel and none for event channels', () => {
    const fake = fakeIpc();
    const invokeChannels = Object.values(IPC_CHANNEL).filter((channel) => !EVENT_CHANNELS.includes(channel));
    expect([...fake.handlers.keys()].sort()).toEqual(invokeChannels.sort());
  });

  it('answers the app version to the app origin', () => {
    expect(fakeIpc().invoke(IPC_CHANNEL.appVersion)).toBe('0.1.0');
  });

  it('refuses every channel from frames of any other origin', () => {
    const fake = fakeIpc();
    for (const channel of fake.handlers.keys()) {
      expect(() => fake.invokeFrom('https://evil.test/', channel), channel).toThrow(/untrusted/);
      expect(() => fake.invokeFrom(null, channel), channel).toThrow(/untrusted/);
      expect(() => fake.invokeFrom('app://bundle.evil/', channel), channel).toThrow(/untrusted/);
    }
  });

  it('stores secrets through the secure storage, validating key and value', () => {
    const store = plainStore();
    const fake = fakeIpc({ secureStorage: createSecureStorage({ cipher: reversingCipher, store, platform: 'darwin' }) });
    expect(fake.invoke(IPC_CHANNEL.secureStatus)).toEqual({ available: true, backend: '' });
    expect(fake.invoke(IPC_CHANNEL.secureSet, 'STAFF_TOKEN', 'abc')).toEqual({ persisted: true });
    expect(store.data.STAFF_TOKEN).toBe(Buffer.from('cba').toString('base64'));
    expect(fake.invoke(IPC_CHANNEL.secureGet, 'STAFF_TOKEN')).toBe('abc');
    fake.invoke(IPC_CHANNEL.secureRemove, 'STAFF_TOKEN');
    expect(fake.invoke(IPC_CHANNEL.secureGet, 'STAFF_TOKEN')).toBeNull();

    expect(() => fake.invoke(IPC_CHANNEL.secureSet, 'cart', 'x')).toThrow(/Invalid arguments for secure-storage:set/);
    expect(() => fake.invoke(IPC_CHANNEL.secureSet, 'TOKEN', 42)).toThrow(/Invalid arguments/);
    expect(() => fake.invoke(IPC_CHANNEL.secureSet, 'TOKEN', 'x'.repeat(70_000))).toThrow(/Invalid arguments/);
    expect(() => fake.invoke(IPC_CHANNEL.secureGet, { toString: () => 'TOKEN' })).toThrow(/Invalid arguments/);
    expect(store.data).toEqual({});
  });

  it('drains the deep-link queue once', () => {
    const router = createDeepLinkRouter({ now: () => 0, send: () => true });
    router.receive('supplydesk://nope');
    const fake = fakeIpc({ takeAgentLinks: () => router.take() });
    expect(fake.invoke(IPC_CHANNEL.takeAgentLinks)).toEqual([{ ok: false, reason: 'malformed' }]);
    expect(fake.invoke(IPC_CHANNEL.takeAgentLinks)).toEqual([]);
  });

  it('passes a valid save request on and refuses bad ones', async () => {
    const received: SaveFileRequest[] = [];
    const fake = fakeIpc({
      saveFile: async (request) => {
        received.push(request);
        return { saved: true, path: '/tmp/x.pdf' };
      },
    });
    await expect(fake.invoke(IPC_CHANNEL.saveFile, saveRequest)).resolves.toEqual({ saved: true, path: '/tmp/x.pdf' });
    expect(received[0]?.bytes).toEqual(pdf);
    expect(() => fake.invoke(IPC_CHANNEL.saveFile, { ...saveRequest, bytes: 'JVBERi0=' })).toThrow(/Invalid arguments for file:save/);
    expect(() => fake.invoke(IPC_CHANNEL.saveFile, { ...saveRequest, suggestedName: '' })).toThrow(/Invalid arguments/);
    expect(() => fake.invoke(IPC_CHANNEL.saveFile, { ...saveRequest, filter: { name: 'x', extensions: ['../exe'] } })).toThrow(/Invalid arguments/);
    expect(received).toHaveLength(1);
  });

  it('sends bulk progress to the asking renderer, validates the range and allows one download at a time', async () => {
    let release: () => void = () => {};
    const fake = fakeIpc({
      downloadInvoices: async (request, { onProgress, signal }) => {
        onProgress({ done: 0, total: 2, current: '' });
        await new Promise<void>((resolve) => {
          release = resolve;
          signal.addEventListener('abort', () => resolve());
        });
        onProgress({ done: 2, total: 2, current: 'SD2' });
        return { folder: `/tmp/${request.locale}`, saved: [], failed: [], cancelled: signal.aborted };
      },
    });
    expect(() => fake.invoke(IPC_CHANNEL.downloadInvoices, { ...bulkRequest, from: '2026-12-01' })).toThrow(/Invalid arguments/);
    expect(() => fake.invoke(IPC_CHANNEL.downloadInvoices, { ...bulkRequest, locale: 'de' })).toThrow(/Invalid arguments/);

    const first = fake.invoke(IPC_CHANNEL.downloadInvoices, bulkRequest) as Promise<unknown>;
    expect(() => fake.invoke(IPC_CHANNEL.downloadInvoices, bulkRequest)).toThrow(/already running/);
    release();
    await expect(first).resolves.toEqual({ folder: '/tmp/fr', saved: [], failed: [], cancelled: false });
    const progress = fake.sent.filter((m) => m.channel === IPC_CHANNEL.bulkInvoiceProgress).map((m) => m.args[0] as BulkInvoiceProgress);
    expect(progress).toEqual([
      { done: 0, total: 2, current: '' },
      { done: 2, total: 2, current: 'SD2' },
    ]);

    const second = fake.invoke(IPC_CHANNEL.downloadInvoices, bulkRequest) as Promise<{ cancelled: boolean }>;
    await fake.invoke(IPC_CHANNEL.cancelInvoiceDownload);
    await expect(second).resolves.toMatchObject({ cancelled: true });
  });
});
