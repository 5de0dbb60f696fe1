import pg from 'pg';

/** Stops listening and closes the listener's connection. */
export type Unlisten = () => Promise<void>;

/**
 * LISTEN on PostgreSQL from a connection of its own (a pooled connection cannot hold a LISTEN). A lost
 * connection is opened again after `retryMs`, and `onReconnect` (default `onNotify`) runs once then:
 * notifications sent while it was down are gone, so the caller treats a reconnect as changes it may have
 * missed.
 */
export async function listenForNotifications(
  connectionString: string,
  channel: string,
  onNotify: () => void,
  {
    retryMs = 1000,
    warn = (message: string) => console.warn(message),
    onReconnect = onNotify,
  }: { retryMs?: number; warn?: (message: string) => void; onReconnect?: () => void } = {},
): Promise<Unlisten> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    next.on('error', (error) => {
      warn(`catalogue notifications: connection lost (${error.message}); listening again in ${retryMs} ms`);
      reconnectLater(next);
    });
    next.on('end', () => reconnectLater(next));
    await next.connect();
    await next.query(`listen ${channel}`);
    client = next;
  };
  const reconnectLater = (lost: pg.Client) => {
    if (stopped || client !== lost || retry) return;
    client = undefined;
    retry = setTimeout(() => {
      retry = undefined;
      connect()
        .then(onReconnect)
        .catch((error: unknown) => {
          warn(`catalogue notifications: ${error instanceof Error ? error.message : String(error)}`);
          const placeholder = new pg.Client();
          client = placeholder;
          reconnectLater(placeholder);
        });
    }, retryMs);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const open = client;
    client = undefined;
    await open?.end().catch(() => undefined);
  };
}
