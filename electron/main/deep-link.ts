import path from 'node:path';
import { agentLinkQuerySchema } from '../../core/schemas/agent';
import { AGENT_LINK_SCHEME, type AgentLinkEvent } from '../shared/desktop-api';

/**
 * Agent deep links (DECISIONS.md): supplydesk://order?token=…&customer_id=…&name=…&phone=…&aid=…&shop_mid=…&exp=…
 * They arrive through the first launch's argv and `second-instance` argv (Windows, Linux) or
 * `open-url` (macOS), possibly before the window exists. This module parses them and queues them
 * until the renderer drains the queue; Electron is wired to it in index.ts.
 */

/** Longer than any link the server issues (a token is at most 200 characters). */
export const MAX_LINK_LENGTH = 2048;
/** Links kept while nobody listens; a flood of launches cannot grow memory without bound. */
export const MAX_QUEUED_LINKS = 10;

const LINK_HOST = 'order';
const LINK_PARAMS = ['token', 'customer_id', 'name', 'phone', 'aid', 'shop_mid', 'exp'] as const;
const SCHEME_PREFIX = `${AGENT_LINK_SCHEME}:`;

/** Whether a command-line argument is one of our links (the scheme is case-insensitive). */
export const looksLikeAgentLink = (arg: string): boolean => arg.slice(0, SCHEME_PREFIX.length).toLowerCase() === SCHEME_PREFIX;

/**
 * The link in a process's argv, if any. Windows and Linux pass it as an argument next to the
 * executable, the app path in dev mode and Chromium switches; only an argument in our scheme counts
 * (the last one when several do).
 */
export function findAgentLinkInArgv(argv: readonly string[]): string | null {
  for (let i = argv.length - 1; i >= 0; i -= 1) {
    const arg = argv[i];
    if (typeof arg === 'string' && looksLikeAgentLink(arg)) return arg;
  }
  return null;
}

/** Parses one link. Anything but supplydesk://order?<valid query> is malformed; a past exp is expired. */
export function parseAgentLink(raw: string, nowMs: number): AgentLinkEvent {
  if (raw.length > MAX_LINK_LENGTH || !looksLikeAgentLink(raw)) return { ok: false, reason: 'malformed' };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  // Non-special schemes keep the host as written; Windows may add a trailing slash.
  if (url.host.toLowerCase() !== LINK_HOST || (url.pathname !== '' && url.pathname !== '/') || url.username || url.password) {
    return { ok: false, reason: 'malformed' };
  }
  const query: Record<string, string> = {};
  for (const key of LINK_PARAMS) {
    const values = url.searchParams.getAll(key);
    // A repeated parameter means someone edited the link: refuse rather than guess which one counts.
    if (values.length > 1) return { ok: false, reason: 'malformed' };
    if (values.length === 1) query[key] = values[0]!;
  }
  const parsed = agentLinkQuerySchema.safeParse(query);
  if (!parsed.success) return { ok: false, reason: 'malformed' };
  if (parsed.data.exp !== undefined && parsed.data.exp * 1000 <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, link: parsed.data };
}

export interface DeepLinkRouterDeps {
  now(): number;
  /** Pushes an event to the window; false when there is no window to receive it (then it is queued). */
  send(event: AgentLinkEvent): boolean;
  /** Called for every link that arrives, so the window can be restored and focused. */
  onLink?(): void;
}

export interface DeepLinkRouter {
  /** A link from open-url (or argv already extracted). */
  receive(url: string): void;
  /** A process's argv (first launch, second-instance); true when it carried a link. */
  receiveArgv(argv: readonly string[]): boolean;
  /** The renderer is listening: returns what was queued, then delivers live until `detach`. */
  take(): AgentLinkEvent[];
  /** The renderer went away (reload, window closed): queue again until the next `take`. */
  detach(): void;
}

export function createDeepLinkRouter(deps: DeepLinkRouterDeps): DeepLinkRouter {
  const queue: AgentLinkEvent[] = [];
  let listening = false;

  const receive = (url: string) => {
    const event = parseAgentLink(url, deps.now());
    if (!(listening && deps.send(event))) {
      queue.push(event);
      if (queue.length > MAX_QUEUED_LINKS) queue.splice(0, queue.length - MAX_QUEUED_LINKS);
    }
    deps.onLink?.();
  };

  return {
    receive,
    receiveArgv(argv) {
      const link = findAgentLinkInArgv(argv);
      if (link === null) return false;
      receive(link);
      return true;
    },
    take() {
      listening = true;
      return queue.splice(0);
    },
    detach() {
      listening = false;
    },
  };
}

/**
 * The arguments of app.setAsDefaultProtocolClient. Run as `electron .` (process.defaultApp), the OS
 * must start the Electron binary with the app path, or a link would open a bare Electron.
 */
export function protocolClientArgs(proc: {
  defaultApp?: boolean;
  execPath: string;
  argv: readonly string[];
}): { scheme: string; path?: string; args?: string[] } {
  if (proc.defaultApp && proc.argv[1]) return { scheme: AGENT_LINK_SCHEME, path: proc.execPath, args: [path.resolve(proc.argv[1])] };
  return { scheme: AGENT_LINK_SCHEME };
}
