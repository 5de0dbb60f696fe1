import { describe, expect, it } from 'vitest';
import type { AgentLinkEvent, DesktopApi } from '../../electron/shared/desktop-api';
import { createDesktopAgentLinks } from './desktop-agent-link';
import type { PlatformAgentLinkEvent } from './platform';

const link = (customer_id: number): AgentLinkEvent => ({
  ok: true,
  link: { token: 't'.repeat(40), customer_id, name: `C${customer_id}`, phone: '', aid: 7, shop_mid: 1 },
});
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Main's side of the bridge: a queue drained by takeAgentLinks, then live events. */
function fakeBridge(queued: AgentLinkEvent[]) {
  const live = new Set<(event: AgentLinkEvent) => void>();
  let takes = 0;
  const bridge: Pick<DesktopApi, 'takeAgentLinks' | 'onAgentLink'> = {
    takeAgentLinks: async () => {
      takes += 1;
      return queued.splice(0);
    },
    onAgentLink: (listener) => {
      live.add(listener);
      return () => live.delete(listener);
    },
  };
  return { bridge, push: (event: AgentLinkEvent) => live.forEach((l) => l(event)), takes: () => takes };
}

const ids = (events: PlatformAgentLinkEvent[]) => events.map((e) => (e.ok ? e.link.customer_id : e.reason));

describe('createDesktopAgentLinks', () => {
  it('gives the first listener the queued links (launch argv), then live ones', async () => {
    const fake = fakeBridge([link(1), { ok: false, reason: 'expired' }]);
    const onAgentLink = createDesktopAgentLinks(fake.bridge);
    const got: PlatformAgentLinkEvent[] = [];
    onAgentLink((e) => got.push(e));
    await flush();
    fake.push(link(2));
    expect(ids(got)).toEqual([1, 'expired', 2]);
    expect(fake.takes()).toBe(1);
  });

  it('drains main once, however many listeners come and go', async () => {
    const fake = fakeBridge([link(1)]);
    const onAgentLink = createDesktopAgentLinks(fake.bridge);
    const a: PlatformAgentLinkEvent[] = [];
    const b: PlatformAgentLinkEvent[] = [];
    onAgentLink((e) => a.push(e))();
    onAgentLink((e) => b.push(e));
    await flush();
    expect(fake.takes()).toBe(1);
    expect(ids(a)).toEqual([]);
    expect(ids(b)).toEqual([1]);
  });

  it('keeps a link that arrives while nobody listens for the next listener (React remount)', async () => {
    const fake = fakeBridge([]);
    const onAgentLink = createDesktopAgentLinks(fake.bridge);
    const unsubscribe = onAgentLink(() => {});
    await flush();
    unsubscribe();
    fake.push(link(3));
    const got: PlatformAgentLinkEvent[] = [];
    onAgentLink((e) => got.push(e));
    await flush();
    expect(ids(got)).toEqual([3]);
  });

  it('stops delivering to a listener after it unsubscribes', async () => {
    const fake = fakeBridge([]);
    const onAgentLink = createDesktopAgentLinks(fake.bridge);
    const a: PlatformAgentLinkEvent[] = [];
    const b: PlatformAgentLinkEvent[] = [];
    const offA = onAgentLink((e) => a.push(e));
    onAgentLink((e) => b.push(e));
    await flush();
    fake.push(link(4));
    offA();
    fake.push(link(5));
    expect(ids(a)).toEqual([4]);
    expect(ids(b)).toEqual([4, 5]);
  });
});
