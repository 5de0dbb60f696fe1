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
} as const;
