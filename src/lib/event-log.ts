import { APP_VERSION } from '../../core/request-signature';
import {
  EVENT_BATCH_MAX,
  EVENT_LOG_PATH,
  EVENT_LOG_TOKEN_PARAM,
  EVENT_LOG_USER_PROOF_PARAM,
  eventProperties,
  eventUserProof,
  type EventType,
} from '../../core/event-log/event-properties';
import type { Locale } from '../../core/schemas/common';
import { env } from '../config/env';
import { platform } from '../platform';
import { sessionStore } from './session/session-store';

/**
 * The behaviour event log's queue (spec §3 payload, §7 `/event/api/events`, issue 19). Recording is a
 * push into an array: nothing waits for the network. Events go out in batches of the spec's payload
 * (one per shop), every few seconds and when the page is hidden or left, through `navigator.sendBeacon`
 * (the credential in the `access_token` query parameter: a beacon cannot set headers; the body is
 * text/plain, so no CORS preflight) or, where a beacon is refused or unavailable (the desktop console,
 * cross-origin), a keepalive fetch with `Authorization: Bearer`. A failed send is dropped: analytics
 * never retry into a user's bandwidth. The device is "web" in the browser, "desktop" in the console.
 */

export interface RecordedEvent {
  eventType: EventType;
  shopId: number;
  locale: Locale;
  /** The product's category id (as text); empty for events about no product. */
  category?: string;
  itemId?: string;
  /** Unit price in dollars. */
  price?: number;
  eventValue?: string;
  /** Added from the super-trial dialog (§3 super-trial mode). */
  superTrial?: boolean;
}

const FLUSH_EVERY_MS = 5000;
/** Beyond this many waiting events the oldest are dropped (a page left open offline). */
const QUEUE_MAX = 500;

const queue: { shopId: number; userId: number | undefined; proof: string | undefined; entry: { eventType: EventType; properties: ReturnType<typeof eventProperties> } }[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

let proofFor: { token: string; proof: string } | undefined;
/** The proof of the signed-in session for the server (computed once per session token). */
function proofOf(token: string): string {
  if (proofFor?.token !== token) proofFor = { token, proof: eventUserProof(token) };
  return proofFor.proof;
}

export function recordEvent(event: RecordedEvent): void {
  if (typeof window === 'undefined') return;
  const { token, user } = sessionStore.getState();
  const cid = user?.cid;
  const signedIn = Boolean(token && cid);
  queue.push({
    shopId: event.shopId,
    // §6: the user id only when signed in, with the proof that this session is theirs.
    userId: signedIn ? cid : undefined,
    proof: signedIn ? proofOf(token!) : undefined,
    entry: {
      eventType: event.eventType,
      properties: eventProperties({
        category: event.category ?? '',
        device: platform.kind,
        language: event.locale,
        itemId: event.itemId,
        price: event.price,
        eventValue: event.eventValue,
        superTrial: event.superTrial,
      }),
    },
  });
  if (queue.length > QUEUE_MAX) queue.splice(0, queue.length - QUEUE_MAX);
  listen();
  timer ??= setTimeout(() => flushEvents(), FLUSH_EVERY_MS);
}

function listen(): void {
  if (listening) return;
  listening = true;
  const leave = () => flushEvents(true);
  window.addEventListener('pagehide', leave);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') leave();
  });
}

/** Sends what is waiting; `leaving` prefers a beacon, which outlives the page. */
export function flushEvents(leaving = false): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) {
    const first = queue[0]!;
    // One payload per shop and signed-in user, in the order recorded.
    let count = 0;
    while (count < queue.length && count < EVENT_BATCH_MAX && queue[count]!.shopId === first.shopId && queue[count]!.userId === first.userId && queue[count]!.proof === first.proof) count += 1;
    const batch = queue.splice(0, count);
    const payload = {
      appVersion: APP_VERSION,
      ...(first.userId !== undefined ? { userId: first.userId } : {}),
      shopId: first.shopId,
      eventList: batch.map((b) => b.entry),
    };
    send(JSON.stringify(payload), leaving, first.proof);
  }
}

function send(body: string, leaving: boolean, proof: string | undefined): void {
  const url = new URL(EVENT_LOG_PATH, `${platform.apiBaseUrl}/`);
  if (proof) url.searchParams.set(EVENT_LOG_USER_PROOF_PARAM, proof);
  if (platform.kind === 'web' && typeof navigator.sendBeacon === 'function') {
    const beaconUrl = new URL(url);
    beaconUrl.searchParams.set(EVENT_LOG_TOKEN_PARAM, env.eventLogToken);
    if (navigator.sendBeacon(beaconUrl, new Blob([body], { type: 'text/plain;charset=UTF-8' }))) return;
  }
  void fetch(url, {
    method: 'POST',
    body,
    keepalive: leaving || body.length < 60_000,
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', Authorization: `Bearer ${env.eventLogToken}` },
  }).catch(() => undefined);
}
