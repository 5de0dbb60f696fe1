/// <reference types="electron-vite/node" />

// Build-time variables electron-vite substitutes in the main process bundle.
interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
}
