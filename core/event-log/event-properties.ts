import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The behaviour event log's constants and the rule that shapes one event's properties (spec §3), without
 * zod: the renderer's event queue loads on the first page and must stay small. The zod schema of the
 * payload is core/schemas/event-log.ts.
 */

export const EVENT_LOG_PATH = '/event/api/events';
/** The credential every client build knows unless EVENT_LOG_TOKEN / VITE_EVENT_LOG_TOKEN say otherwise. */
export const DEFAULT_EVENT_LOG_TOKEN = 'supply-desk-event-log-sandbox-v1';
/** Query parameter carrying the credential on sendBeacon. */
export const EVENT_LOG_TOKEN_PARAM = 'access_token';

/**
 * Query parameter proving the payload's `userId` (issue 19): the event credential is public (every build
 * carries it), so a signed-in client adds `eventUserProof` of its session, which the server checks
 * against that customer's live sessions. One-way: the proof does not reveal the session token.
 */
export const EVENT_LOG_USER_PROOF_PARAM = 'user_proof';

/** The proof for a session: SHA-256 of the session token's SHA-256 (which the server stores), tagged. */
export function eventUserProof(sessionToken: string): string {
  return eventUserProofFromHash(bytesToHex(sha256(utf8ToBytes(sessionToken))));
}
export function eventUserProofFromHash(tokenHashHex: string): string {
  return bytesToHex(sha256(utf8ToBytes(`event-user:${tokenHashHex}`)));
}

/** Events in one batch and bytes in one body: a beacon is small, and so is what we store per call. */
export const EVENT_BATCH_MAX = 50;
export const EVENT_BODY_MAX_BYTES = 64 * 1024;

export const EVENT_TYPES = ['add_to_cart', 'product_view', 'search', 'checkout_step'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** §9: the event-log device is "web"; the desktop agent console says "desktop". */
export const EVENT_DEVICES = ['web', 'desktop'] as const;
export type EventDevice = (typeof EVENT_DEVICES)[number];

/** Category value in super-trial mode (§3): the product's own category moves to `super_trial`. */
export const SUPER_TRIAL_CATEGORY = 'super_trial';

/** One event's properties as the payload carries them (§3). */
export interface EventPropertiesInput {
  category: string;
  device: EventDevice;
  eventValue?: string;
  impression: never[];
  itemId: string;
  language: 'en' | 'cn' | 'fr';
  price: string;
  super_trial?: string;
}

/**
 * The properties of one event (§3), the super-trial rule in one place: in super-trial mode the
 * category becomes "super_trial" and the product's own category moves to `super_trial`.
 */
export function eventProperties(input: {
  category: string;
  device: EventDevice;
  language: 'en' | 'cn' | 'fr';
  itemId?: string;
  price?: number;
  eventValue?: string;
  superTrial?: boolean;
}): EventPropertiesInput {
  const properties: EventPropertiesInput = {
    category: input.superTrial ? SUPER_TRIAL_CATEGORY : input.category,
    device: input.device,
    impression: [],
    itemId: input.itemId ?? '',
    language: input.language,
    price: input.price === undefined ? '' : input.price.toFixed(2),
  };
  if (input.eventValue !== undefined) properties.eventValue = input.eventValue;
  if (input.superTrial) properties.super_trial = input.category;
  return properties;
}

