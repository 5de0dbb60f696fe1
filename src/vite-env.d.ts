/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API origin, e.g. https://api.supplydesk.ca. Web default: same origin; desktop: http://localhost:3000. */
  readonly VITE_API_URL?: string;
  /** Salt of the request signature (spec §7); defaults to DEFAULT_SIGNATURE_SALT. */
  readonly VITE_SIGNATURE_SALT?: string;
  readonly VITE_EVENT_LOG_TOKEN?: string;
}

/** SHA-256 of the renderer's sources, set by vite.config (the web build); shown on /checksum. */
declare const __BUILD_HASH__: string | undefined;

/** One part of a locale file (scripts/locale-parts-plugin.ts): its sections, as in locales/*.json. */
declare module '*.json?part=first' {
  const strings: Record<string, unknown>;
  export default strings;
}
declare module '*.json?part=rest' {
  const strings: Record<string, unknown>;
  export default strings;
}
