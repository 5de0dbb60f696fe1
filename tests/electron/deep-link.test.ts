import { describe, expect, it } from 'vitest';
import {
  createDeepLinkRouter,
  findAgentLinkInArgv,
  MAX_QUEUED_LINKS,
  parseAgentLink,
  protocolClientArgs,
} from '../../electron/main/deep-link';
import type { AgentLinkEvent } from '../../electron/shared/desktop-api';

const NOW = Date.parse('2026-11-22T15:00:00Z');
const TOKEN = 'a'.repeat(48);
const query = (extra: Record<string, string> = {}) =>
  new URLSearchParams({
    token: TOKEN,
    customer_id: '42',
    name: 'Lucky Noodle',
    phone: '14165550123',
    aid: '7',
    shop_mid: '1',
    exp: String(NOW / 1000 + 600),
    ...extra,
  }).toString();
const link = (extra: Record<string, string> = {}) => `supplydesk://order?${query(extra)}`;

describe('parseAgentLink', () => {
  it('reads a valid link into the §2.9 fields', () => {
    expect(parseAgentLink(link(), NOW)).toEqual({
      ok: true,
      link: { token: TOKEN, customer_id: 42, name: 'Lucky Noodle', phone: '14165550123', aid: 7, shop_mid: 1, exp: NOW / 1000 + 600 },
    });
  });

  it('accepts the scheme and host in any case and the trailing slash Windows adds', () => {
    expect(parseAgentLink(`SupplyDesk://ORDER?${query()}`, NOW).ok).toBe(true);
    expect(parseAgentLink(`supplydesk://order/?${query()}`, NOW).ok).toBe(true);
  });

  it('decodes names with spaces and non-ASCII characters', () => {
    const result = parseAgentLink(link({ name: '幸运面馆 Café' }), NOW);
    expect(result.ok && result.link.name).toBe('幸运面馆 Café');
  });

  it('refuses other schemes, hosts and paths as malformed', () => {
    for (const raw of [
      `https://order?${query()}`,
      `supplydesk://checkout?${query()}`,
      `supplydesk://order/pay?${query()}`,
      `supplydesk://user:pw@order?${query()}`,
      'supplydesk://order',
      'supplydesk:order',
      'not a url',
      '',
    ]) {
      expect(parseAgentLink(raw, NOW), raw).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('refuses missing, invalid or repeated fields as malformed', () => {
    const without = (key: string) => {
      const params = new URLSearchParams(query());
      params.delete(key);
      return `supplydesk://order?${params}`;
    };
    expect(parseAgentLink(without('token'), NOW)).toEqual({ ok: false, reason: 'malformed' });
    expect(parseAgentLink(without('customer_id'), NOW)).toEqual({ ok: false, reason: 'malformed' });
    expect(parseAgentLink(without('shop_mid'), NOW)).toEqual({ ok: false, reason: 'malformed' });
    expect(parseAgentLink(link({ token: 'short' }), NOW)).toEqual({ ok: false, reason: 'malformed' });
    expect(parseAgentLink(link({ customer_id: 'abc' }), NOW)).toEqual({ ok: false, reason: 'malformed' });
    expect(parseAgentLink(link({ aid: '-1' }), NOW)).toEqual({ ok: false, reason: 'malformed' });
    expect(parseAgentLink(`${link()}&customer_id=43`, NOW)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('refuses an expired link, and one without exp is left to the server', () => {
    expect(parseAgentLink(link({ exp: String(NOW / 1000 - 1) }), NOW)).toEqual({ ok: false, reason: 'expired' });
    expect(parseAgentLink(link({ exp: String(NOW / 1000) }), NOW)).toEqual({ ok: false, reason: 'expired' });
    const params = new URLSearchParams(query());
    params.delete('exp');
    expect(parseAgentLink(`supplydesk://order?${params}`, NOW).ok).toBe(true);
  });

  it('refuses oversized input before parsing it', () => {
    expect(parseAgentLink(link({ name: 'x'.repeat(5000) }), NOW)).toEqual({ ok: false, reason: 'malformed' });
    expect(parseAgentLink(`supplydesk://order?${'a=b&'.repeat(1_000_000)}`, NOW)).toEqual({ ok: false, reason: 'malformed' });
  });
});

describe('findAgentLinkInArgv', () => {
  it('finds the link among the executable, the app path and Chromium switches', () => {
    // Windows second-instance argv: Chromium appends its own switches before the URL.
    expect(
      findAgentLinkInArgv(['C:\\Program Files\\Supply Desk\\Supply Desk.exe', '--allow-file-access-from-files', '--original-process-start-time=1', link()]),
    ).toBe(link());
    // Dev mode (electron .) and Linux xdg-open.
    expect(findAgentLinkInArgv(['/usr/lib/electron/electron', '/home/a/supply-desk', link()])).toBe(link());
    expect(findAgentLinkInArgv(['/opt/Supply Desk/supply-desk', 'SUPPLYDESK://order?x=1'])).toBe('SUPPLYDESK://order?x=1');
  });

  it('ignores argv without a link, including flags that mention the scheme', () => {
    expect(findAgentLinkInArgv(['/opt/supply-desk', '--inspect', '.'])).toBeNull();
    expect(findAgentLinkInArgv(['/opt/supply-desk', '--protocol=supplydesk://order'])).toBeNull();
    expect(findAgentLinkInArgv([])).toBeNull();
  });

  it('takes the last link when several are given', () => {
    expect(findAgentLinkInArgv(['/opt/supply-desk', 'supplydesk://order?a=1', 'supplydesk://order?a=2'])).toBe('supplydesk://order?a=2');
  });
});

describe('createDeepLinkRouter', () => {
  function router() {
    const sent: AgentLinkEvent[] = [];
    let windowOpen = true;
    let focused = 0;
    const r = createDeepLinkRouter({
      now: () => NOW,
      send: (event) => {
        if (!windowOpen) return false;
        sent.push(event);
        return true;
      },
      onLink: () => {
        focused += 1;
      },
    });
    return { r, sent, focused: () => focused, closeWindow: () => (windowOpen = false), openWindow: () => (windowOpen = true) };
  }

  it('queues links that arrive before the renderer listens and hands them over once', () => {
    const { r, sent } = router();
    expect(r.receiveArgv(['/opt/supply-desk', link()])).toBe(true);
    r.receive(link({ exp: '1' }));
    expect(sent).toEqual([]);
    const taken = r.take();
    expect(taken.map((event) => event.ok)).toEqual([true, false]);
    expect(taken[1]).toEqual({ ok: false, reason: 'expired' });
    expect(r.take()).toEqual([]);
  });

  it('delivers live after the renderer drained, and queues again after a reload', () => {
    const { r, sent } = router();
    r.take();
    r.receive(link());
    expect(sent).toHaveLength(1);
    expect(r.take()).toEqual([]);
    r.detach();
    r.receive(link({ name: 'After reload' }));
    expect(sent).toHaveLength(1);
    const [queued] = r.take();
    expect(queued?.ok && queued.link.name).toBe('After reload');
  });

  it('queues when the window is gone even though the renderer had drained', () => {
    const { r, sent, closeWindow } = router();
    r.take();
    closeWindow();
    r.receive(link());
    expect(sent).toEqual([]);
    expect(r.take()).toHaveLength(1);
  });

  it('focuses the window for every link, and ignores argv without one', () => {
    const { r, focused } = router();
    expect(r.receiveArgv(['/opt/supply-desk'])).toBe(false);
    expect(focused()).toBe(0);
    r.receive('supplydesk://nonsense');
    r.receive(link());
    expect(focused()).toBe(2);
  });

  it('keeps only the newest links while nobody listens', () => {
    const { r } = router();
    for (let i = 0; i < MAX_QUEUED_LINKS + 5; i += 1) r.receive(link({ name: `n${i}` }));
    const taken = r.take();
    expect(taken).toHaveLength(MAX_QUEUED_LINKS);
    const last = taken.at(-1);
    expect(last?.ok && last.link.name).toBe(`n${MAX_QUEUED_LINKS + 4}`);
  });
});

describe('protocolClientArgs', () => {
  it('registers the scheme alone for a packaged app', () => {
    expect(protocolClientArgs({ execPath: '/opt/supply-desk', argv: ['/opt/supply-desk'] })).toEqual({ scheme: 'supplydesk' });
  });

  it('passes the app path when run as `electron <path>`', () => {
    expect(protocolClientArgs({ defaultApp: true, execPath: '/usr/bin/electron', argv: ['/usr/bin/electron', '/home/a/supply-desk'] })).toEqual({
      scheme: 'supplydesk',
      path: '/usr/bin/electron',
      args: ['/home/a/supply-desk'],
    });
  });
});
