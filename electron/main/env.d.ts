/// <reference types="electron-vite/node" />

// Build-time variables electron-vite substitutes in the main process bundle.
interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  /** The §7 request-signature salt; the same value the renderer is built with. */
  readonly VITE_SIGNATURE_SALT?: string;
}
