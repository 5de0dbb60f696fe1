import { DEFAULT_EVENT_LOG_TOKEN } from '../../core/event-log/event-properties';
import { DEFAULT_SIGNATURE_SALT } from '../../core/request-signature';

/** Build-time configuration, read once. Empty strings count as unset. */
const nonEmpty = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

export const env = {
  /** Explicit API origin; each platform supplies its own default when unset. */
  apiUrl: nonEmpty(import.meta.env.VITE_API_URL),
  signatureSalt: nonEmpty(import.meta.env.VITE_SIGNATURE_SALT) ?? DEFAULT_SIGNATURE_SALT,
  /** The event log's bearer credential (spec §7 `/event/api/events`); the server's EVENT_LOG_TOKEN. */
  eventLogToken: nonEmpty(import.meta.env.VITE_EVENT_LOG_TOKEN) ?? DEFAULT_EVENT_LOG_TOKEN,
} as const;
