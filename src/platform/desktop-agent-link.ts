import type { AgentLinkEvent, DesktopApi } from '../../electron/shared/desktop-api';
import type { PlatformAgentLinkEvent } from './platform';

type Listener = (event: PlatformAgentLinkEvent) => void;

/**
 * Deep links on desktop. Main queues links until the renderer drains them, so the first listener
 * triggers `takeAgentLinks` (the link the app was launched with, or one that arrived while it
 * loaded); later ones come through `onAgentLink`. A link that finds no listener (a page between
 * unmount and remount) waits for the next one instead of being lost.
 */
export function createDesktopAgentLinks(
  bridge: Pick<DesktopApi, 'takeAgentLinks' | 'onAgentLink'>,
): (listener: Listener) => () => void {
  const listeners = new Set<Listener>();
  const pending: AgentLinkEvent[] = [];
  let started = false;

  const dispatch = (event: AgentLinkEvent) => {
    if (listeners.size === 0) {
      pending.push(event);
      return;
    }
    for (const listener of [...listeners]) listener(event);
  };

  const start = () => {
    started = true;
    let drained = false;
    const early: AgentLinkEvent[] = [];
    bridge.onAgentLink((event) => {
      if (drained) dispatch(event);
      else early.push(event);
    });
    void bridge
      .takeAgentLinks()
      .catch((): AgentLinkEvent[] => [])
      .then((queued) => {
        drained = true;
        for (const event of [...queued, ...early]) dispatch(event);
      });
  };

  return (listener) => {
    listeners.add(listener);
    if (!started) start();
    else if (pending.length > 0) {
      const events = pending.splice(0);
      queueMicrotask(() => events.forEach(dispatch));
    }
    return () => {
      listeners.delete(listener);
    };
  };
}
